import XCTest

@testable import UIKit

/// R135–R137: where the card rests, how the presenter is pushed back, the motion at start, mid and
/// end, stacked sheets and the compact-height layout, as numbers on the modern phone (393×852,
/// safe area 59/34, screen corners 55).
@MainActor
final class SheetGeometryTests: XCTestCase {
    let portraitSafeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    func makeApp() -> (TestApp, UIViewController) {
        let a = NamedController("A")
        let app = TestApp(root: a, safeArea: portraitSafeArea, displayCornerRadius: 55)
        return (app, a)
    }

    /// The system spring's progress `t` seconds after the animations began (R121, R136).
    func curve7(_ t: Double) -> CGFloat { CGFloat(SpringSolver.systemCurve7.progress(at: t)) }

    /// The presentation-layer values of a view.
    func onScreen(_ view: UIView) -> LayerProperties { view.layer.presentationProperties }

    func testR135TheLayoutOfTheModernPhone() async {
        let layout = SheetLayout(
            bounds: CGRect(x: 0, y: 0, width: 393, height: 852), safeArea: portraitSafeArea, isCompactHeight: false,
            displayCornerRadius: 55)
        XCTAssertEqual(layout.behindTop, 59, "the presenter's top edge: the safe area's top")
        XCTAssertEqual(layout.largestTop, 69, "10 pt below it")
        XCTAssertEqual(layout.maximumDetentValue, 749, "852 − 69 − 34, Bosco Ho's measurement")
        XCTAssertEqual(layout.cardFrame(forDetentValue: 749), CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(layout.mediumDetentValue, 375)
        XCTAssertEqual(layout.cardFrame(forDetentValue: 375), CGRect(x: 0, y: 443, width: 393, height: 409))
        let t = layout.presenterTransform(frame: CGRect(x: 0, y: 0, width: 393, height: 852), fraction: 1)
        XCTAssertEqual(t.a, 0.9165, accuracy: 1e-12)
        XCTAssertEqual(t.d, 0.9165, accuracy: 1e-12)
        XCTAssertEqual(t.ty, 59 - 426 * (1 - 0.9165), accuracy: 1e-9, "top edge at 59")
        XCTAssertEqual(layout.presenterCornerRadius(fraction: 1), 10)
        XCTAssertEqual(layout.presenterCornerRadius(fraction: 0), 55)
    }

    func testR135TheLayoutOfTheHomeButtonPhone() async {
        let layout = SheetLayout(
            bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            isCompactHeight: false, displayCornerRadius: 0)
        XCTAssertEqual(layout.behindTop, 30)
        XCTAssertEqual(layout.largestTop, 40)
        XCTAssertEqual(layout.maximumDetentValue, 627, "667 − 40, Bosco Ho's iPhone SE measurement")
    }

    func testR135R136PresentingMovesTheCardUpAndPushesThePresenterBackOnTheSystemSpring() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        a.present(b, animated: true)
        let card = b.presentationController!.presentedView!
        let dimming = b.presentationController!.containerView!.subviews[0]
        XCTAssertTrue(dimming is SheetDimmingView)

        app.advance(seconds: 0)  // the turn ends: the animations begin when present was called (R162)
        XCTAssertEqual(onScreen(card).frame.minY, 852, accuracy: 1e-6, "start: below the screen")
        XCTAssertEqual(onScreen(a.view).transform.m11, 1, accuracy: 1e-6)
        XCTAssertEqual(onScreen(a.view).cornerRadius, 55, accuracy: 1e-6, "the screen's corners")
        XCTAssertTrue(a.view.layer.masksToBounds)

        for tau in [0.05, 0.15, 0.3] {
            app.advance(seconds: tau - (tau == 0.05 ? 0 : (tau == 0.15 ? 0.05 : 0.15)))
            let q = curve7(tau)
            XCTAssertEqual(onScreen(card).frame.minY, 852 - 783 * q, accuracy: 0.01, "card at \(tau) s")
            XCTAssertEqual(onScreen(card).frame.height, 783, accuracy: 1e-6)
            XCTAssertEqual(onScreen(a.view).transform.m11, 1 - 0.0835 * q, accuracy: 1e-4, "scale at \(tau) s")
            XCTAssertEqual(onScreen(a.view).cornerRadius, 55 - 45 * q, accuracy: 0.01, "radius at \(tau) s")
            XCTAssertEqual(CGFloat(onScreen(dimming).opacity), 0.1 * q, accuracy: 1e-4, "dimming at \(tau) s")
        }
        app.advance(seconds: 0.5)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 393, height: 783), "end")
        XCTAssertEqual(a.view.frame.minY, 59, accuracy: 1e-9, "the presenter's top edge at the safe area's top")
        XCTAssertEqual(a.view.frame.width, 393 * 0.9165, accuracy: 1e-9)
        XCTAssertEqual(a.view.frame.midX, 196.5, accuracy: 1e-9, "centred")
        XCTAssertEqual(a.view.layer.cornerRadius, 10)
        XCTAssertEqual(dimming.alpha, 0.1, accuracy: 1e-6)
        XCTAssertEqual(dimming.frame, app.window.bounds)
        XCTAssertEqual((card as? SheetCardView)?.clipView.layer.cornerRadius, 10, "the card's top corners")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 393, height: 783), "B's view fills the card")
        XCTAssertEqual(b.view.safeAreaInsets.top, 0, "the card is below the status bar")
        XCTAssertEqual(b.view.safeAreaInsets.bottom, 34, "the home indicator's area")
    }

    func testR136DismissingRunsTheSameSpringBackDown() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        a.present(b, animated: true)
        app.advance(seconds: 1)
        let card = b.presentationController!.presentedView!
        b.dismiss(animated: true)
        app.advance(seconds: 0.15)  // R162: 0.15 s after dismiss
        let q = curve7(0.15)
        XCTAssertEqual(onScreen(card).frame.minY, 69 + 783 * q, accuracy: 0.01)
        XCTAssertEqual(onScreen(a.view).transform.m11, 0.9165 + 0.0835 * q, accuracy: 1e-4)
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, 0.5)
        XCTAssertEqual(b.transitionCoordinator?.completionCurve, .systemSpring, "R34, R136")
        app.advance(seconds: 1)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(a.view.layer.cornerRadius, 0)
        XCTAssertFalse(a.view.layer.masksToBounds)
    }

    func testR137ASheetOverASheetPushesTheFirstCardBack() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let c = NamedController("C")
        a.present(b, animated: true)
        app.advance(seconds: 1)
        let presenterTransform = a.view.transform
        let bCard = b.presentationController!.presentedView!
        app.events.removeAll()

        b.present(c, animated: true)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("B.view") || $0.hasPrefix("A.view") }, [],
            "the covered sheet's controller hears nothing either (R133)")
        app.advance(seconds: 0.15)  // R162: 0.15 s after present
        let q = curve7(0.15)
        XCTAssertEqual(onScreen(bCard).transform.m11, 1 - 0.0835 * q, accuracy: 1e-4, "mid")
        app.advance(seconds: 1)

        let cCard = c.presentationController!.presentedView!
        XCTAssertEqual(cCard.frame, CGRect(x: 0, y: 69, width: 393, height: 783), "the top card rests where B did")
        XCTAssertEqual(bCard.frame.minY, 69 - 0.005 * 852, accuracy: 1e-9, "B moves up 4.26 pt")
        XCTAssertEqual(bCard.frame.width, 393 * 0.9165, accuracy: 1e-9)
        XCTAssertEqual(bCard.frame.midX, 196.5, accuracy: 1e-9)
        XCTAssertEqual(a.view.transform, presenterTransform, "A stays pushed back behind both")
        XCTAssertEqual(b.presentationController?.containerView?.superview, app.window)
        XCTAssertEqual(app.window.subviews.count, 3, "A, B's container, C's container")

        c.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(bCard.transform, .identity, "B is given back")
        XCTAssertEqual(bCard.frame, CGRect(x: 0, y: 69, width: 393, height: 783))

        // Dismissing from the bottom of a stack: C animates away, B goes at once, A comes back.
        b.present(c, animated: false)
        app.advance(seconds: 0.1)
        a.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertFalse(a.view.layer.masksToBounds)
        XCTAssertEqual(app.window.subviews.count, 1)
    }

    func testR135InCompactHeightTheSheetFillsTheScreenAndNothingIsPushedBack() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        a.present(b, animated: true)
        app.advance(seconds: 1)
        let card = b.presentationController!.presentedView! as! SheetCardView

        let landscape = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)
        XCTAssertTrue(
            app.window.rotate(
                to: .landscapeRight, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                traits: landscape))
        app.advance(seconds: 1)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 852, height: 393), "full screen")
        XCTAssertEqual(card.clipView.layer.cornerRadius, 0)
        XCTAssertEqual(a.view.transform, .identity, "not pushed back")
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default)

        XCTAssertTrue(
            app.window.rotate(to: .portrait, safeAreaInsets: portraitSafeArea, traits: UIWindow.defaultTraits))
        app.advance(seconds: 1)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 393, height: 783), "back on its detent")
        XCTAssertEqual(a.view.frame.minY, 59, accuracy: 1e-9)
        XCTAssertEqual(a.view.frame.width, 393 * 0.9165, accuracy: 1e-9, "pushed back again, undistorted")
        XCTAssertEqual(a.view.bounds.size, CGSize(width: 393, height: 852))
    }

    func testR135TheStatusBarTurnsLightWhileThePresenterIsPushedBack() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default)
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .lightContent)
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default)
    }
}
