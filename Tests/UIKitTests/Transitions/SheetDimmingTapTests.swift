import XCTest

@testable import UIKit

/// R143: a tap on the dimming beside a sheet dismisses it as a swipe does — through the adaptive
/// delegate, refused while the controller is modal in presentation — and an undimmed detent lets the
/// tap through to the screen behind.
@MainActor
final class SheetDimmingTapTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var b: NamedController!
    var touches: TouchDriver!
    let delegate = AdaptiveDelegateRecorder()

    /// B presented over A as a sheet at its medium detent (card top at 852 / 2 − safe area).
    func presentMediumSheet(undimmed: Bool = false) {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
        b = NamedController("B")
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        if undimmed { sheet.largestUndimmedDetentIdentifier = .medium }
        sheet.delegate = delegate
        a.present(b, animated: true)
        app.advance(seconds: 1)
        app.events.removeAll()
    }

    func tap(at point: CGPoint) {
        touches.press(at: point)
        app.advance(seconds: 0.05)
        touches.release()
        app.advance(seconds: 1)
    }

    func testR143ATapOnTheDimmingDismissesTheSheetThroughTheDelegate() async {
        presentMediumSheet()
        XCTAssertLessThan(b.presentationController!.presentedView!.frame.minY, 500)
        tap(at: CGPoint(x: 200, y: 200))
        XCTAssertNil(a.presentedViewController, "dismissed")
        XCTAssertEqual(delegate.didDismiss, 1)
        XCTAssertEqual(
            app.events.entries.filter {
                $0.hasPrefix("sheet.") || $0.hasPrefix("adaptiveDelegate") || $0.hasPrefix("dismiss")
            },
            [
                "sheet.dimming tapped", "adaptiveDelegate.presentationControllerShouldDismiss -> true",
                "adaptiveDelegate.presentationControllerWillDismiss", "dismiss B to A (formSheet, animated: true)",
                "adaptiveDelegate.presentationControllerDidDismiss",
            ], "R138's order, as for a swipe")
        XCTAssertEqual(app.window.subviews.count, 1)
    }

    func testR143ATapOnTheCardDoesNotDismiss() async {
        presentMediumSheet()
        tap(at: CGPoint(x: 200, y: 700))
        XCTAssertTrue(a.presentedViewController === b)
    }

    func testR143AtFullHeightTheStripAboveTheCardTakesTheTapAndNothingHappens() async {
        presentMediumSheet()
        b.sheetPresentationController!.animateChanges {
            b.sheetPresentationController!.selectedDetentIdentifier = .large
        }
        app.advance(seconds: 1)
        tap(at: CGPoint(x: 200, y: 64))
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(delegate.attempts, 0)
        XCTAssertFalse(app.events.entries.contains("adaptiveDelegate.presentationControllerShouldDismiss -> true"))
    }

    func testR143ModalInPresentationRefusesTheTapAndTellsTheDelegate() async {
        presentMediumSheet()
        b.isModalInPresentation = true
        tap(at: CGPoint(x: 200, y: 200))
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(delegate.attempts, 1, "presentationControllerDidAttemptToDismiss")
        XCTAssertEqual(delegate.didDismiss, 0)
    }

    func testR143ADelegateThatSaysNoKeepsTheSheet() async {
        presentMediumSheet()
        delegate.allowsDismissal = false
        tap(at: CGPoint(x: 200, y: 200))
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(delegate.attempts, 1)
    }

    func testR143AnUndimmedDetentPassesTheTapToTheScreenBehind() async {
        presentMediumSheet(undimmed: true)
        var tapped = 0
        let button = UIButton(frame: CGRect(x: 100, y: 150, width: 200, height: 100))
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        a.view.addSubview(button)
        tap(at: CGPoint(x: 200, y: 200))
        XCTAssertTrue(a.presentedViewController === b, "nothing to dismiss: the dimming is not there")
        XCTAssertEqual(tapped, 1, "R140: the screen behind an undimmed detent stays live")
    }
}
