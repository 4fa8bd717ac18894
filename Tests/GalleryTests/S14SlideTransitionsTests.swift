import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S14 end to end: one slide animator (0.5 s, UIView's ease-in-out) moves both views by transform —
/// sideways for push and pop, vertically for a `.custom` modal — and a left-edge pan on the pushed
/// screen drives the pop through the delegate's percent-driven controller, finishing above 0.5.
@MainActor
final class S14SlideTransitionsTests: XCTestCase {
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
    let width: CGFloat = 393
    let height: CGFloat = 852

    /// Opens the scene and pushes the stack-top screen with a tap.
    private func openPushed(
        _ sim: Simulator
    ) throws -> (SlideNavigationController, SlideRootViewController, SlideStackTopViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S14") as? SlideNavigationController)
        let root = try XCTUnwrap(nav.topViewController as? SlideRootViewController)
        XCTAssertNotNil(sim.tap(root.pushButton))
        sim.advance(seconds: 0.6)
        let top = try XCTUnwrap(nav.topViewController as? SlideStackTopViewController)
        return (nav, root, top)
    }

    private func tx(_ view: UIView) -> CGFloat { view.layer.presentationProperties.transform.m41 }
    private func ty(_ view: UIView) -> CGFloat { view.layer.presentationProperties.transform.m42 }

    func testPushAndPopSlideBothViewsByTransform() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S14") as? SlideNavigationController)
        let root = try XCTUnwrap(nav.topViewController as? SlideRootViewController)
        XCTAssertNotNil(sim.tap(root.pushButton))
        let top = try XCTUnwrap(nav.topViewController as? SlideStackTopViewController)
        XCTAssertEqual(tx(top.view), width, accuracy: 0.01, "the to-view starts one width to the right")
        sim.advance(seconds: 0.125)
        var e = CGFloat(easeInOut.value(at: 0.25))
        XCTAssertEqual(tx(top.view), width * (1 - e), accuracy: 0.5)
        XCTAssertEqual(tx(root.view), -width * e, accuracy: 0.5)
        sim.advance(seconds: 0.125)
        XCTAssertEqual(tx(top.view), width / 2, accuracy: 0.5)
        XCTAssertEqual(tx(root.view), -width / 2, accuracy: 0.5)
        XCTAssertEqual(top.view.frame.minX, 0, "by transform: the frames stay put")
        XCTAssertEqual(root.view.layer.position.x, width / 2)
        try assertGolden(try sim.render(), named: "S14-push-mid")
        sim.advance(seconds: 0.3)
        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(CATransform3DIsIdentity(root.view.layer.transform), "the completion resets the from-view")
        XCTAssertTrue(CATransform3DIsIdentity(top.view.layer.transform))

        // Pop with the button: the other way round.
        XCTAssertNotNil(sim.tap(top.popButton))
        XCTAssertEqual(sim.currentTransition?.isInteractive, false, "no finger: no interaction controller")
        XCTAssertEqual(tx(root.view), -width, accuracy: 0.01, "the to-view starts one width to the left")
        sim.advance(seconds: 0.125)
        e = CGFloat(easeInOut.value(at: 0.25))
        XCTAssertEqual(tx(root.view), -width * (1 - e), accuracy: 0.5)
        XCTAssertEqual(tx(top.view), width * e, accuracy: 0.5)
        sim.advance(seconds: 0.45)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(top.view.superview)
        XCTAssertTrue(CATransform3DIsIdentity(top.view.layer.transform))
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testTheEdgeSwipeFollowsTheFingerAndFinishesPastHalfWay() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, top) = try openPushed(sim)
        sim.eventLog.removeAll()

        sim.drag(along: [CGPoint(x: 10, y: 500), CGPoint(x: 170, y: 500)], duration: 0.25, release: false)
        XCTAssertEqual(top.edgePanGesture.state, .changed)
        XCTAssertEqual(nav.interactivePopGestureRecognizer?.state, .failed, "UIKit's own swipe lost the touch")
        XCTAssertEqual(sim.currentTransition?.name, "pop Stack top")
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
        XCTAssertTrue(nav.slideDelegate.interactive)
        // Progress = the finger's distance over the width; the legacy path scrubs time (R53, R62).
        var p: CGFloat = 160 / width
        XCTAssertEqual(nav.slideDelegate.interactionController.percentComplete, p, accuracy: 0.001)
        var e = CGFloat(easeInOut.value(at: Double(p)))
        XCTAssertEqual(tx(top.view), width * e, accuracy: 0.5)
        XCTAssertEqual(tx(root.view), -width * (1 - e), accuracy: 0.5)
        sim.moveFinger(from: CGPoint(x: 170, y: 500), to: CGPoint(x: 230, y: 500), frames: 4)
        p = 220 / width
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, p, accuracy: 0.001)
        e = CGFloat(easeInOut.value(at: Double(p)))
        XCTAssertEqual(tx(top.view), width * e, accuracy: 0.5)
        try assertGolden(try sim.render(), named: "S14-edge-mid")

        sim.release()
        XCTAssertFalse(nav.slideDelegate.interactive)
        XCTAssertEqual(sim.currentTransition?.decision, .finish, "0.56 > 0.5")
        sim.advance(seconds: (1 - p) * 0.5 + 0.05)

        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(top.parent)
        XCTAssertTrue(CATransform3DIsIdentity(root.view.layer.presentationProperties.transform))
        XCTAssertEqual(
            sim.eventLog.entries.filter {
                $0.hasPrefix("Root.") || $0.hasPrefix("Stack top.") || $0.hasPrefix("interaction")
                    || $0.hasPrefix("context")
            },
            [
                "Stack top.viewWillDisappear", "Root.viewWillAppear",
                "interactionController.startInteractiveTransition",
                "context.completeTransition(true)",
                "Root.viewDidAppear", "Stack top.viewDidDisappear",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testAnEdgeSwipeLetGoBeforeHalfWayCancelsAndRestoresTheStack() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, top) = try openPushed(sim)
        sim.eventLog.removeAll()

        sim.drag(along: [CGPoint(x: 12, y: 400), CGPoint(x: 252, y: 400)], duration: 0.3, release: false)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 240 / width, accuracy: 0.001)
        // Back to the left, below half way, and let go.
        sim.moveFinger(from: CGPoint(x: 252, y: 400), to: CGPoint(x: 132, y: 400), frames: 8)
        let p: CGFloat = 120 / width
        XCTAssertEqual(nav.slideDelegate.interactionController.percentComplete, p, accuracy: 0.001)
        XCTAssertEqual(tx(top.view), width * CGFloat(easeInOut.value(at: Double(p))), accuracy: 0.5)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .cancel)
        sim.advance(seconds: p * 0.5 / 2)
        XCTAssertGreaterThan(tx(top.view), 0)
        XCTAssertLessThan(tx(top.view), width * CGFloat(easeInOut.value(at: Double(p))), "sliding back")
        try assertGolden(try sim.render(), named: "S14-edge-cancel")
        sim.advance(seconds: 0.2)

        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(nav.topViewController === top, "R93: the stack is restored")
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertNil(root.view.superview)
        XCTAssertTrue(CATransform3DIsIdentity(top.view.layer.presentationProperties.transform))
        XCTAssertTrue(CATransform3DIsIdentity(root.view.layer.transform), "the completion resets the to-view too")
        // R14, R15 on the cancel.
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("Root.") || $0.hasPrefix("Stack top.") },
            [
                "Stack top.viewWillDisappear", "Root.viewWillAppear",
                "Root.viewWillDisappear", "Stack top.viewWillAppear",
                "Stack top.viewDidAppear", "Root.viewDidDisappear",
            ])

        // The same controller drives the next swipe; the seed only looks at the percent, so a
        // release past half way finishes even while moving left.
        sim.drag(along: [CGPoint(x: 12, y: 400), CGPoint(x: 312, y: 400)], duration: 0.3, release: false)
        sim.moveFinger(from: CGPoint(x: 312, y: 400), to: CGPoint(x: 262, y: 400), frames: 4)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 250 / width, accuracy: 0.001)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        sim.advance(seconds: 0.3)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testTheBackButtonPopsWithTheSlideAndNoInteractionController() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, top) = try openPushed(sim)
        XCTAssertNotNil(sim.tap(nav.navigationBar.backButton))
        XCTAssertEqual(sim.currentTransition?.initiallyInteractive, false, "not interactive: it cannot hang (R4)")
        sim.advance(seconds: 0.25)
        XCTAssertEqual(tx(top.view), width / 2, accuracy: 0.5)
        XCTAssertEqual(tx(root.view), -width / 2, accuracy: 0.5)
        sim.advance(seconds: 0.3)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testTheModalSlidesUpAndDownWithTheSameAnimator() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S14") as? SlideNavigationController)
        let root = try XCTUnwrap(nav.topViewController as? SlideRootViewController)
        XCTAssertNotNil(sim.tap(root.presentButton))
        let modal = try XCTUnwrap(nav.presentedViewController as? SlideModalViewController)
        XCTAssertEqual(modal.modalPresentationStyle, .custom)
        XCTAssertEqual(ty(modal.view), height, accuracy: 0.01, "starts one screen height down")
        sim.advance(seconds: 0.25)
        XCTAssertEqual(ty(modal.view), height / 2, accuracy: 0.5)
        XCTAssertEqual(tx(modal.view), 0)
        XCTAssertTrue(CATransform3DIsIdentity(nav.view.layer.presentationProperties.transform), "the presenter stays")
        try assertGolden(try sim.render(), named: "S14-present-mid")
        sim.advance(seconds: 0.3)
        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(CATransform3DIsIdentity(modal.view.layer.transform))
        XCTAssertNotNil(nav.view.window, ".custom: the presenting view stays in the window (section 3.3)")

        XCTAssertNotNil(sim.tap(modal.dismissButton))
        sim.advance(seconds: 0.125)
        XCTAssertEqual(ty(modal.view), height * CGFloat(easeInOut.value(at: 0.25)), accuracy: 0.5)
        sim.advance(seconds: 0.125)
        XCTAssertEqual(ty(modal.view), height / 2, accuracy: 0.5)
        XCTAssertTrue(nav.view.superview === sim.window, "the dismissal did not add the presenting view")
        try assertGolden(try sim.render(), named: "S14-dismiss-mid")
        sim.advance(seconds: 0.3)

        XCTAssertNil(sim.currentTransition)
        XCTAssertNil(nav.presentedViewController)
        XCTAssertNil(modal.view.window)
        XCTAssertTrue(CATransform3DIsIdentity(modal.view.layer.transform), "the completion resets the from-view")
        XCTAssertEqual(
            sim.outline(depth: 1),
            """
            UIWindow frame=(0 0; 393 852)
              NavigationRootView frame=(0 0; 393 852)
            """)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
