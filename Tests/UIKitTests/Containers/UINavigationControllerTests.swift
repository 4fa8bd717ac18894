import XCTest

@testable import UIKit

/// A pop animator supplied by a navigation delegate (the S9 trap).
@MainActor
final class CustomPopDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? DropAnimator(timing: .linear, duration: 0.3) : nil
    }
}

@MainActor
final class UINavigationControllerTests: XCTestCase {
    var app: TestApp!
    var nav: UINavigationController!
    var root: NamedController!

    override func setUp() async throws {
        root = NamedController("Root")
        nav = UINavigationController(rootViewController: root)
        app = TestApp(root: nav)
    }

    /// R6/R94: push sends will/did appearance in UIKit's order; the stack changes at once (R93).
    func testPushAppearanceOrderAndStack() async {
        let second = NamedController("Second")
        app.events.removeAll()
        nav.pushViewController(second, animated: true)
        XCTAssertTrue(nav.topViewController === second, "R93: the stack changes when the push starts")
        XCTAssertTrue(second.parent === nav)
        XCTAssertTrue(second.navigationController === nav)
        app.advance(seconds: 0.6)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("Root.") || $0.hasPrefix("Second.") },
            [
                "Second.viewDidLoad", "Root.viewWillDisappear", "Second.viewWillAppear", "Second.viewDidAppear",
                "Root.viewDidDisappear",
            ])
        XCTAssertTrue(second.view.superview === nav.transitionView)
        XCTAssertNil(root.view.superview, "the covered view leaves the hierarchy")
        XCTAssertEqual(second.view.frame, nav.view.bounds)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Second")
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "Root")
    }

    /// R88: mid-push the incoming view has moved left from x = W and the covered one by up to 0.3·W.
    func testDefaultPushIsTheParallaxSlide() async {
        let second = NamedController("Second")
        nav.pushViewController(second, animated: true)
        app.advance(seconds: 0)  // the turn ends: the push begins when it was asked for (R162)
        XCTAssertEqual(second.view.layer.presentationProperties.frame.minX, 393, accuracy: 1, "starts at x = W")
        app.advance(seconds: 0.1)
        let incoming = second.view.layer.presentationProperties.frame.minX
        let covered = root.view.layer.presentationProperties.frame.minX
        XCTAssertLessThan(incoming, 393)
        XCTAssertGreaterThan(incoming, 0)
        XCTAssertLessThan(covered, 0)
        XCTAssertGreaterThanOrEqual(covered, -(393 - (0.7 * 393).rounded()) - 0.5)
        app.advance(seconds: 0.6)
        XCTAssertEqual(second.view.layer.presentationProperties.frame.minX, 0, accuracy: 0.01)
    }

    /// Pop returns the popped controller and removes it from its parent after the animation.
    func testPopRestoresThePreviousController() async {
        let second = NamedController("Second")
        nav.pushViewController(second, animated: false)
        app.advance(seconds: 0.1)
        app.events.removeAll()
        let popped = nav.popViewController(animated: true)
        XCTAssertTrue(popped === second)
        XCTAssertEqual(nav.viewControllers.count, 1, "R93")
        app.advance(seconds: 0.6)
        XCTAssertNil(second.parent)
        XCTAssertTrue(root.view.superview === nav.transitionView)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("Root.") || $0.hasPrefix("Second.") },
            ["Second.viewWillDisappear", "Root.viewWillAppear", "Root.viewDidAppear", "Second.viewDidDisappear"])
    }

    /// R90–R94: an edge swipe that goes a little way and comes back cancels: the stack, the top
    /// controller and the views are restored, and R15's appearance sequence is logged.
    func testCancelledInteractivePopRestoresEverything() async {
        let second = NamedController("Second")
        nav.pushViewController(second, animated: false)
        app.advance(seconds: 0.1)
        app.events.removeAll()
        let window = app.window
        let touch = UITouch(
            location: CGPoint(x: 5, y: 400), window: window, view: window.hitTest(CGPoint(x: 5, y: 400), with: nil),
            timestamp: app.clock.time)
        window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        for x in stride(from: 15.0, through: 120.0, by: 15.0) {
            app.advance(seconds: 1 / 60.0)
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = CGPoint(x: x, y: 400)
            touch.phase = .moved
            touch.timestamp = app.clock.time
            window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        }
        XCTAssertEqual(nav.viewControllers.count, 1, "R93: the pop already happened in the stack")
        XCTAssertGreaterThan(second.view.layer.presentationProperties.frame.minX, 60, "the top view follows the finger")
        // Back towards the edge, so the release velocity points left.
        for x in stride(from: 100.0, through: 40.0, by: -20.0) {
            app.advance(seconds: 1 / 60.0)
            touch.locationInWindow = CGPoint(x: x, y: 400)
            touch.timestamp = app.clock.time
            window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        }
        touch.phase = .ended
        window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        app.advance(seconds: 1)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertTrue(nav.topViewController === second)
        XCTAssertTrue(second.parent === nav)
        XCTAssertTrue(second.view.superview === nav.transitionView)
        XCTAssertNil(root.view.superview)
        XCTAssertEqual(second.view.layer.presentationProperties.frame.minX, 0, accuracy: 0.01)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("Root.") || $0.hasPrefix("Second.") },
            [
                "Second.viewWillDisappear", "Root.viewWillAppear", "Root.viewWillDisappear", "Second.viewWillAppear",
                "Second.viewDidAppear", "Root.viewDidDisappear",
            ], "R94/R15")
    }

    /// S9's trap: with a delegate returning a custom pop animator the edge swipe does not begin.
    func testCustomPopAnimatorDisablesTheEdgeSwipe() async {
        let delegate = CustomPopDelegate()
        nav.delegate = delegate
        let second = NamedController("Second")
        nav.pushViewController(second, animated: false)
        app.advance(seconds: 0.1)
        let window = app.window
        let touch = UITouch(
            location: CGPoint(x: 5, y: 400), window: window, view: window.hitTest(CGPoint(x: 5, y: 400), with: nil),
            timestamp: app.clock.time)
        window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        for x in stride(from: 20.0, through: 100.0, by: 20.0) {
            app.advance(seconds: 1 / 60.0)
            touch.locationInWindow = CGPoint(x: x, y: 400)
            touch.phase = .moved
            window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        }
        XCTAssertEqual(nav.viewControllers.count, 2, "no pop started")
        XCTAssertEqual(app.diagnosticNames, ["edgeSwipeDisabledByCustomAnimator"])
        XCTAssertEqual(nav.interactivePopGestureRecognizer?.state, .failed, "refused by its delegate")
    }

    /// The navigation bar covers the top of the children's safe area.
    func testChildrenSafeAreaIncludesTheBar() async {
        XCTAssertEqual(root.view.safeAreaInsets.top, 0 + 44, "no device insets in TestApp; the bar adds 44")
        nav.isNavigationBarHidden = true
        XCTAssertEqual(root.view.safeAreaInsets.top, 0)
    }

    /// With a status bar the children's safe area starts below the whole bar: device inset + 44.
    func testChildrenSafeAreaStartsBelowTheBarUnderTheStatusBar() async {
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        nav.view.setNeedsLayout()
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.maxY, 103)
        XCTAssertEqual(root.view.safeAreaInsets.top, 59 + 44)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 34)
        nav.isNavigationBarHidden = true
        XCTAssertEqual(root.view.safeAreaInsets.top, 59, "the device inset alone")
    }
}
