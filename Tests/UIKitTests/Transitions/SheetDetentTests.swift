import XCTest

@testable import UIKit

/// R140 (and R139's expanding scroll view): detents, the selected detent, animated changes, the
/// undimmed detent, the grabber, the corner radius, and dragging between detents.
@MainActor
final class SheetDetentTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var b: NamedController!
    var touches: TouchDriver!
    let mediumFrame = CGRect(x: 0, y: 443, width: 393, height: 409)
    let largeFrame = CGRect(x: 0, y: 69, width: 393, height: 783)

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        b = NamedController("B")
        touches = TouchDriver(app)
    }

    var sheet: UISheetPresentationController { b.sheetPresentationController! }
    var card: SheetCardView { b.presentationController!.presentedView as! SheetCardView }
    var dimming: UIView { b.presentationController!.containerView!.subviews[0] }

    func present(_ configure: (UISheetPresentationController) -> Void) {
        configure(b.sheetPresentationController!)
        a.present(b, animated: true)
        app.advance(seconds: 1)
        app.events.removeAll()
    }

    func testR133AChildConfiguresTheSheetOfTheNavigationControllerPresentingIt() async throws {
        let navigation = UINavigationController(rootViewController: b)
        // As apps write it, from the child's viewDidLoad or before presenting its navigation controller.
        b.sheetPresentationController?.detents = [.medium()]
        XCTAssertTrue(b.sheetPresentationController === navigation.sheetPresentationController)
        XCTAssertTrue(b.presentationController === navigation.presentationController)
        a.present(navigation, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(navigation.view.convert(navigation.view.bounds, to: nil), mediumFrame, "the medium detent took")
        XCTAssertTrue(b.sheetPresentationController === navigation.presentationController)
    }

    /// Drags from `y` by `distance` slowly and releases without velocity.
    func slowDrag(from y: CGFloat, by distance: CGFloat) {
        touches.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 200, y: y + distance), steps: 20)
        app.advance(seconds: 0.2)
        touches.release()
        app.advance(seconds: 1)
    }

    func testR140TheDefaultIsOneLargeDetent() async {
        present { _ in }
        XCTAssertEqual(sheet.detents.map(\.identifier), [.large])
        XCTAssertNil(sheet.selectedDetentIdentifier)
        XCTAssertNil(sheet.largestUndimmedDetentIdentifier)
        XCTAssertFalse(sheet.prefersGrabberVisible)
        XCTAssertNil(sheet.preferredCornerRadius)
        XCTAssertTrue(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        XCTAssertEqual(card.frame, largeFrame)
    }

    func testR140AMediumSheetRestsAtHalfHeightAndDoesNotPushThePresenterBack() async {
        present { $0.detents = [.medium()] }
        XCTAssertEqual(card.frame, mediumFrame)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(dimming.alpha, 0.1, accuracy: 1e-6, "dimmed: no undimmed detent")
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default)
    }

    func testR140NilSelectsTheSmallestDetent() async {
        present { $0.detents = [.large(), .medium()] }
        XCTAssertEqual(card.frame, mediumFrame, "the smallest, whatever the order")
        sheet.selectedDetentIdentifier = .large
        XCTAssertEqual(card.frame, largeFrame, "outside animateChanges: at once")
        XCTAssertEqual(a.view.transform.a, SheetLayout.pushBackScale, accuracy: 1e-12)
    }

    func testR140AnimateChangesMovesTheCardOnTheSystemSpring() async {
        present { $0.detents = [.medium(), .large()] }
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        XCTAssertEqual(card.frame, largeFrame, "the model is there at once")
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 0.1)
        let onScreen = card.layer.presentationProperties.frame.minY
        // A block animation's time starts when the block runs (unlike a transition's, R67).
        let q = CGFloat(SpringSolver.systemCurve7.progress(at: 0.1 + 1.0 / 60))
        XCTAssertEqual(onScreen, 443 - 374 * q, accuracy: 0.01, "on its way up")
        XCTAssertGreaterThan(onScreen, 69)
        app.advance(seconds: 1)
        XCTAssertEqual(a.view.transform.a, SheetLayout.pushBackScale, accuracy: 1e-12, "pushed back at large")
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .lightContent)
    }

    func testR140ACustomDetentResolvesFromTheContext() async {
        var seen: [CGFloat] = []
        let small = UISheetPresentationController.Detent.Identifier("small")
        present {
            $0.detents = [
                .custom(identifier: small) { context in
                    seen.append(context.maximumDetentValue)
                    return 200
                },
                .custom { _ in nil },  // inactive
            ]
        }
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 618, width: 393, height: 234), "200 pt above the bottom safe area")
        XCTAssertEqual(seen.last, 749)
        XCTAssertEqual(sheet.detents[0].identifier, small)
        XCTAssertNotEqual(sheet.detents[1].identifier, small, "a custom detent without one gets its own identifier")
    }

    func testR140AtOrBelowTheUndimmedDetentThePresenterStaysInteractive() async {
        var taps = 0
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 200, height: 60))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        a.view.addSubview(button)
        present {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        XCTAssertEqual(dimming.alpha, 0, "undimmed at medium")
        touches.press(at: CGPoint(x: 200, y: 230))
        touches.release()
        XCTAssertEqual(taps, 1, "the touch went through to the presenter")

        sheet.selectedDetentIdentifier = .large
        XCTAssertEqual(dimming.alpha, 0.1, accuracy: 1e-6, "dimmed above it")
        touches.press(at: CGPoint(x: 200, y: 62))
        touches.release()
        XCTAssertEqual(taps, 1, "the dimming takes the touch")
    }

    func testR140TheGrabberAndTheCornerRadius() async {
        present {
            $0.prefersGrabberVisible = true
            $0.preferredCornerRadius = 20
        }
        XCTAssertFalse(card.grabber.isHidden)
        XCTAssertEqual(card.grabber.frame, CGRect(x: 178.5, y: 5, width: 36, height: 5))
        XCTAssertEqual(card.clipView.layer.cornerRadius, 20)
        sheet.prefersGrabberVisible = false
        XCTAssertTrue(card.grabber.isHidden)
    }

    func testR140DraggingBetweenDetentsSettlesAtTheNearestAndTellsTheDelegate() async {
        let delegate = AdaptiveDelegateRecorder()
        present {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        slowDrag(from: 600, by: -250)
        XCTAssertEqual(card.frame, largeFrame, "443 − 250 = 193 is nearer 69 than 443")
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertEqual(delegate.detentChanges, [.large])
        XCTAssertEqual(a.view.transform.a, SheetLayout.pushBackScale, accuracy: 1e-12)
        XCTAssertFalse(app.events.entries.contains { $0.hasPrefix("dismiss") }, "no transition")

        slowDrag(from: 300, by: 200)
        XCTAssertEqual(card.frame, mediumFrame, "69 + 200 = 269 is nearer 443")
        XCTAssertEqual(delegate.detentChanges, [.large, .medium])
        XCTAssertEqual(a.view.transform, .identity)

        slowDrag(from: 600, by: 40)
        XCTAssertEqual(card.frame, mediumFrame, "a short drag comes back")
        XCTAssertEqual(delegate.detentChanges, [.large, .medium], "no change, no call")
    }

    func testR140DraggingHalfWayBetweenDetentsPushesThePresenterPartly() async {
        present { $0.detents = [.medium(), .large()] }
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 600 - 187), steps: 20)
        XCTAssertEqual(card.frame.minY, 443 - 187, accuracy: 0.5)
        XCTAssertEqual(a.view.transform.a, 1 - 0.0835 * 0.5, accuracy: 2e-3, "half way between medium and large")
        app.advance(seconds: 0.2)
        touches.release()
        app.advance(seconds: 1)
    }

    func testR140AFlickUpFromMediumGoesToLargeAndAFlickDownFromMediumDismisses() async {
        present { $0.detents = [.medium(), .large()] }
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 540), steps: 3)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(card.frame, largeFrame, "the projection of the flick reaches large")
        sheet.selectedDetentIdentifier = .medium
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 680), steps: 3)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController, "below the smallest detent: dismissed")
    }

    func testR139BelowTheLargestDetentAScrollViewGrowsTheSheetInsteadOfScrolling() async {
        // The content view fills the controller's view, whose size the sheet sets (852 before).
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        present { $0.detents = [.medium(), .large()] }
        XCTAssertEqual(scroll.frame.height, 409, "the content fills the medium card")
        slowDrag(from: 600, by: -300)
        XCTAssertEqual(card.frame, largeFrame)
        XCTAssertEqual(scroll.contentOffset.y, 0, "the content did not scroll")
    }

    func testR139OnePassGrowsTheSheetToItsLargestDetentThenScrollsTheContent() async {
        // The content view fills the controller's view, whose size the sheet sets (852 before).
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        present { $0.detents = [.medium(), .large()] }
        // Medium's top is 443, large's 69: the first 374 pt of the drag grow the sheet, the rest scroll.
        touches.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 250), steps: 25)
        XCTAssertEqual(card.frame, largeFrame, "grown to large, no stretch beyond it")
        XCTAssertEqual(scroll.contentOffset.y, 500 - 374, accuracy: 0.5, "the rest of the same drag scrolled")
        touches.move(to: CGPoint(x: 200, y: 300))
        XCTAssertEqual(scroll.contentOffset.y, 450 - 374, accuracy: 0.5, "back down: the content scrolls back first")
        XCTAssertEqual(card.frame, largeFrame)
        app.advance(seconds: 0.2)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(card.frame, largeFrame)
        XCTAssertEqual(scroll.contentOffset.y, 450 - 374, accuracy: 0.5)
    }

    func testR139WithoutExpandingTheScrollViewScrolls() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 409))
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        present {
            $0.detents = [.medium(), .large()]
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        slowDrag(from: 700, by: -200)
        XCTAssertEqual(card.frame, mediumFrame)
        XCTAssertEqual(scroll.contentOffset.y, 200, accuracy: 0.5)
    }

    func testR140TheMediumDetentIsInactiveInCompactHeight() async {
        present { $0.detents = [.medium()] }
        let landscape = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)
        app.window.rotate(
            to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), traits: landscape
        )
        app.advance(seconds: 1)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
    }
}
