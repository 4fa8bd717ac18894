import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S9 end to end: UIKit's own edge swipe pops interactively (R89–R94); `isEnabled = false` turns
/// it off; a custom pop animator from the delegate turns it off too — the trap (R89, R86).
@MainActor
final class S09SystemBackSwipeTests: XCTestCase {
    private func openDetail(
        _ sim: Simulator
    ) throws -> (BackSwipeNavigationController, BackSwipeRootViewController, BackSwipeDetailViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S9") as? BackSwipeNavigationController)
        let root = try XCTUnwrap(nav.topViewController as? BackSwipeRootViewController)
        XCTAssertNil(nav.delegate, "no delegate: the default animation")
        XCTAssertNotNil(sim.tap(root.button))
        sim.advance(seconds: 0.6)
        let detail = try XCTUnwrap(nav.topViewController as? BackSwipeDetailViewController)
        return (nav, root, detail)
    }

    func testTheEdgeSwipeFollowsTheFingerAndPopsOnARightwardRelease() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, detail) = try openDetail(sim)

        sim.drag(along: [CGPoint(x: 8, y: 500), CGPoint(x: 180, y: 500)], duration: 0.3, release: false)
        XCTAssertEqual(sim.currentTransition?.name, "pop Detail")
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
        // R90: p = translation / width; the top screen is at the finger less the pan's start.
        let p = try XCTUnwrap(sim.currentTransition?.percentComplete)
        XCTAssertEqual(detail.view.presentedFrame.minX, 393 * p, accuracy: 1)
        // R88: the screen below comes from −(W − round(0.7·W)) = −118 linearly while interactive.
        XCTAssertEqual(root.view.presentedFrame.minX, -118 * (1 - p), accuracy: 1)
        try assertGolden(try sim.render(), named: "S9-swipe-mid")
        sim.moveFinger(from: CGPoint(x: 180, y: 500), to: CGPoint(x: 260, y: 500), frames: 4)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        sim.advance(seconds: 0.6)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertNil(detail.parent)
        XCTAssertEqual(root.view.presentedFrame.minX, 0)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    /// Issue 15 bug 1: a swipe held for seconds is not a hung animator (R19 counts from the end of
    /// the interaction, not from the start of the context).
    func testHoldingTheSwipeForSecondsReportsNoHungTransition() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, _) = try openDetail(sim)

        sim.drag(along: [CGPoint(x: 2, y: 400), CGPoint(x: 196, y: 400)], duration: 0.3, release: false)
        sim.advance(seconds: 2)
        sim.moveFinger(from: CGPoint(x: 196, y: 400), to: CGPoint(x: 100, y: 400), frames: 6)
        sim.release()
        sim.advance(seconds: 2)

        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(nav.topViewController !== root, "released moving left: cancelled")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testSwitchingTheEdgeSwipeOffLeavesTheStackAlone() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, _, detail) = try openDetail(sim)
        sim.tap(detail.swipeButton)
        XCTAssertEqual(nav.interactivePopGestureRecognizer?.isEnabled, false)
        XCTAssertEqual(detail.swipeButton.title(for: .normal), "Edge swipe: off")

        sim.drag(along: [CGPoint(x: 8, y: 500), CGPoint(x: 250, y: 500)], duration: 0.3)
        sim.advance(seconds: 0.5)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(detail.view.presentedFrame.minX, 0)
        XCTAssertEqual(sim.diagnostics.map(\.name), [], "switched off on purpose: nothing to report")
    }

    func testACustomPopAnimatorTurnsTheEdgeSwipeOffButTheBackButtonFades() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, detail) = try openDetail(sim)
        sim.tap(detail.animatorButton)
        XCTAssertTrue(nav.delegate === nav.customPopDelegate)
        XCTAssertEqual(detail.animatorButton.title(for: .normal), "Custom pop animator: on")
        XCTAssertEqual(nav.interactivePopGestureRecognizer?.isEnabled, true, "still enabled…")

        sim.drag(along: [CGPoint(x: 8, y: 500), CGPoint(x: 250, y: 500)], duration: 0.3)
        sim.advance(seconds: 0.5)
        XCTAssertNil(sim.currentTransition, "…but the swipe does not pop")
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(nav.interactivePopGestureRecognizer?.state, .possible, "failed, then reset")
        XCTAssertEqual(sim.diagnostics.map(\.name), ["edgeSwipeDisabledByCustomAnimator"])
        XCTAssertEqual(sim.diagnostics.first?.rule, "R89")

        // The back button pops with the custom cross-fade.
        sim.tap(nav.navigationBar.backButton)
        sim.advance(seconds: 0.175)
        XCTAssertEqual(CGFloat(detail.view.layer.presentationProperties.opacity), 0.5, accuracy: 0.1)
        XCTAssertEqual(detail.view.presentedFrame.minX, 0, "no slide")
        try assertGolden(try sim.render(), named: "S9-custom-fade-mid")
        sim.advance(seconds: 0.3)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(detail.view.alpha, 1, "the animator restores alpha")
    }
}
