import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S8 end to end: a pan on the navigation controller's view drives the seed's pop animator through
/// a plain `UIPercentDrivenInteractiveTransition` (R52–R55, legacy path): progress `|tx| / width`
/// scrubs time, so the views show the ease-in-out curve at `p · 0.7 s` (R62); the release finishes
/// only past half way while moving right.
@MainActor
final class S08InteractivePanPopTests: XCTestCase {
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
    let width: CGFloat = 393

    /// Opens the scene and pushes the red screen with a tap.
    private func openPushed(
        _ sim: Simulator
    ) throws -> (UINavigationController, PanPopRootViewController, PanPopPushedViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S8") as? UINavigationController)
        let root = try XCTUnwrap(nav.topViewController as? PanPopRootViewController)
        XCTAssertTrue(nav.view.gestureRecognizers?.contains { $0 === root.pan } ?? false, "on the nav's view")
        XCTAssertNotNil(sim.tap(root.pushButton))
        sim.advance(seconds: 0.6)
        let pushed = try XCTUnwrap(nav.topViewController as? PanPopPushedViewController)
        return (nav, root, pushed)
    }

    /// The views against the animator's values at progress `p`: time `p · duration` on the curve.
    private func checkScrubbed(
        _ root: PanPopRootViewController, _ pushed: PanPopPushedViewController, p: CGFloat, _ message: String
    ) {
        let e = CGFloat(easeInOut.value(at: Double(p)))
        let to = root.view.layer.presentationProperties
        let from = pushed.view.layer.presentationProperties
        XCTAssertEqual(to.transform.m11, 0.1 + 0.9 * e, accuracy: 0.003, "to scale, \(message)")
        XCTAssertEqual(to.transform.m41, -width * (1 - e), accuracy: 1, "to translation, \(message)")
        XCTAssertEqual(CGFloat(to.opacity), e, accuracy: 0.003, "to alpha, \(message)")
        XCTAssertEqual(from.transform.m11, 1 - 0.9 * e, accuracy: 0.003, "from scale, \(message)")
        XCTAssertEqual(from.transform.m41, width * e, accuracy: 1, "from translation, \(message)")
        XCTAssertEqual(CGFloat(from.opacity), 1 - e, accuracy: 0.003, "from alpha, \(message)")
    }

    func testAPanFromTheLeftHalfScrubsThePopAndFinishesPastHalfWayMovingRight() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, pushed) = try openPushed(sim)
        sim.eventLog.removeAll()

        sim.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 160, y: 500)], duration: 0.25, release: false)
        XCTAssertEqual(sim.currentTransition?.name, "pop To")
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
        XCTAssertTrue(root.interActiving)
        // Progress follows the finger: the translation since the press over the width.
        XCTAssertEqual(root.interactionController.percentComplete, 100 / width, accuracy: 0.001)
        checkScrubbed(root, pushed, p: 100 / width, "at 100 pt")
        sim.moveFinger(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 240, y: 500), frames: 6)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 180 / width, accuracy: 0.001)
        checkScrubbed(root, pushed, p: 180 / width, "at 180 pt")
        try assertGolden(try sim.render(), named: "S8-pan-mid")

        // Past half way, still moving right: finish.
        sim.moveFinger(from: CGPoint(x: 240, y: 500), to: CGPoint(x: 280, y: 500), frames: 3)
        sim.release()
        XCTAssertFalse(root.interActiving)
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        // R54: the rest, (1 − p) · 0.7 s at completion speed 1.
        sim.advance(seconds: (1 - 220 / width) * 0.7 + 0.05)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertNil(pushed.parent)
        XCTAssertNil(pushed.view.superview)
        XCTAssertTrue(CATransform3DIsIdentity(pushed.view.layer.transform), "the completion resets the from-view")
        XCTAssertEqual(pushed.view.alpha, 1)
        XCTAssertTrue(CATransform3DIsIdentity(root.view.layer.presentationProperties.transform))
        XCTAssertEqual(root.view.layer.presentationProperties.opacity, 1)
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("To.") || $0.hasPrefix("From.") || $0.hasPrefix("navigation") },
            [
                "navigationDelegate.animationController(for: pop)", "navigationDelegate.interactionController",
                "To.viewWillDisappear", "From.viewWillAppear", "From.viewDidAppear", "To.viewDidDisappear",
                "navigationDelegate.didShow From",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    /// Issue 15 bug 3: a drag from the very edge is seen by UIKit's edge swipe too, which the custom
    /// pop animator turns off (R89); S8's own pan pops, so nothing went wrong and nothing is reported.
    func testADragFromTheEdgeThatTheScenesPanPopsReportsNothing() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, _, _) = try openPushed(sim)

        sim.drag(along: [CGPoint(x: 4, y: 500), CGPoint(x: 300, y: 500)], duration: 0.3)
        sim.advance(seconds: 1)

        XCTAssertEqual(nav.viewControllers.count, 1, "popped by S8's pan")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testReleasingWhileMovingLeftCancelsEvenPastHalfWay() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, pushed) = try openPushed(sim)
        sim.eventLog.removeAll()

        sim.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 300, y: 500)], duration: 0.3, release: false)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 240 / width, accuracy: 0.001)
        // Back a little: still past half way (220 / 393 = 0.56), but the velocity points left.
        sim.moveFinger(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 280, y: 500), frames: 4)
        XCTAssertGreaterThan(root.interactionController.percentComplete, 0.5)
        checkScrubbed(root, pushed, p: 220 / width, "at 220 pt")
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .cancel)
        XCTAssertEqual(sim.currentTransition?.isCancelled, true)
        // Half the time back (R54: p · 0.7 s in all, on the default completion curve 7, R46).
        sim.advance(seconds: 220 / width * 0.7 / 2)
        let back = pushed.view.layer.presentationProperties.transform.m41
        XCTAssertGreaterThan(back, 0)
        XCTAssertLessThan(back, width * CGFloat(easeInOut.value(at: Double(220 / width))) - 20, "on its way back")
        try assertGolden(try sim.render(), named: "S8-cancel-back")
        sim.advance(seconds: 0.4)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 2, "R93: the stack is restored")
        XCTAssertTrue(nav.topViewController === pushed)
        XCTAssertTrue(pushed.parent === nav)
        XCTAssertNil(root.view.superview, "the to-view left the container")
        XCTAssertTrue(CATransform3DIsIdentity(pushed.view.layer.presentationProperties.transform))
        XCTAssertEqual(pushed.view.layer.presentationProperties.opacity, 1)
        XCTAssertTrue(CATransform3DIsIdentity(root.view.layer.transform), "the seed's completion resets both")
        XCTAssertEqual(root.view.alpha, 1)
        // R14, R15: the reversed will-calls at the cancel, then the screen that stays hears first.
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("To.") || $0.hasPrefix("From.") },
            [
                "To.viewWillDisappear", "From.viewWillAppear",
                "From.viewWillDisappear", "To.viewWillAppear",
                "To.viewDidAppear", "From.viewDidDisappear",
            ])
        XCTAssertFalse(sim.eventLog.entries.contains("navigationDelegate.didShow From"), "R95: no didShow on cancel")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testReleasingBeforeHalfWayCancels() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, _, pushed) = try openPushed(sim)
        sim.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 200, y: 500)], duration: 0.3)
        XCTAssertEqual(sim.currentTransition?.decision, .cancel, "140 / 393 < 0.5, although moving right")
        sim.advance(seconds: 0.5)
        XCTAssertTrue(nav.topViewController === pushed)
        XCTAssertEqual(nav.viewControllers.count, 2)
    }

    func testPansThatPopNothingLeaveTheNextPanWorking() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S8") as? UINavigationController)
        let root = try XCTUnwrap(nav.topViewController as? PanPopRootViewController)
        // At the root: began sees one controller, so nothing pops; the seed still updates and
        // cancels its idle interaction controller.
        sim.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 300, y: 500)], duration: 0.3)
        XCTAssertNil(sim.currentTransition)
        XCTAssertFalse(root.interActiving)
        sim.tap(root.pushButton)
        sim.advance(seconds: 0.6)
        let pushed = try XCTUnwrap(nav.topViewController as? PanPopPushedViewController)
        // A pan that starts in the right half pops nothing either.
        sim.drag(along: [CGPoint(x: 250, y: 500), CGPoint(x: 380, y: 500)], duration: 0.3)
        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(nav.topViewController === pushed)

        // The next pan from the left half follows the finger as usual.
        sim.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 160, y: 500)], duration: 0.25, release: false)
        sim.advance(frames: 1)
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 100 / width, accuracy: 0.001)
        checkScrubbed(root, pushed, p: 100 / width, "after the idle pans")
        sim.moveFinger(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 300, y: 500), frames: 6)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        sim.advance(seconds: 0.5)
        XCTAssertTrue(nav.topViewController === root)

        // And the reused interaction controller drives a second pop.
        sim.tap(root.pushButton)
        sim.advance(seconds: 0.6)
        let second = try XCTUnwrap(nav.topViewController as? PanPopPushedViewController)
        sim.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 160, y: 500)], duration: 0.25, release: false)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 100 / width, accuracy: 0.001)
        checkScrubbed(root, second, p: 100 / width, "second pop")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertTrue(nav.topViewController === second, "cancelled below half way")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testTheButtonPopsWithoutTheInteractionController() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, pushed) = try openPushed(sim)
        sim.eventLog.removeAll()
        sim.tap(pushed.popButton)
        XCTAssertEqual(sim.currentTransition?.isInteractive, false, "interActiving is false: no interactor (R86)")
        sim.advance(seconds: 0.35)
        checkScrubbed(root, pushed, p: 0.5, "half time")
        sim.advance(seconds: 0.4)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertFalse(sim.eventLog.entries.contains("interactionController.startInteractiveTransition"))
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
