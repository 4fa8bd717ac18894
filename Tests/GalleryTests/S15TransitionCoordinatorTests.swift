import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S15 end to end: the Message screen's side effect from `viewWillAppear`, undone by the
/// coordinator's interaction-change handler when a swipe back from Reply is cancelled (R14, R15, R71).
@MainActor
final class S15TransitionCoordinatorTests: XCTestCase {
    /// Opens the scene and pushes Message then Reply with taps; returns the controllers.
    private func openReply(
        _ sim: Simulator
    ) throws -> (CoordinatorNavigationController, SideEffectViewController, CoordinatorReplyViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S15") as? CoordinatorNavigationController)
        let inbox = try XCTUnwrap(nav.topViewController as? CoordinatorInboxViewController)
        XCTAssertNotNil(sim.tap(inbox.button))
        sim.advance(seconds: 0.6)
        let message = try XCTUnwrap(nav.topViewController as? SideEffectViewController)
        XCTAssertNotNil(sim.tap(message.button))
        sim.advance(seconds: 0.6)
        let reply = try XCTUnwrap(nav.topViewController as? CoordinatorReplyViewController)
        return (nav, message, reply)
    }

    func testPushingTheMessageAppliesTheSideEffectWithoutAnInteractionHandler() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S15") as? CoordinatorNavigationController)
        let inbox = try XCTUnwrap(nav.topViewController as? CoordinatorInboxViewController)
        nav.logPanel.clear()

        sim.tap(inbox.button)
        sim.advance(seconds: 0.1)
        // viewWillAppear ran at the start of the push: the bar is already orange.
        XCTAssertEqual(nav.navigationBar.backgroundColor, SideEffectViewController.sideEffectBarColor)
        XCTAssertEqual(nav.timesOpened, 1)
        sim.advance(seconds: 0.5)

        XCTAssertTrue(nav.topViewController is SideEffectViewController)
        // A tap's push is not interactive: no handler is registered (the seed's `initiallyInteractive` test).
        XCTAssertEqual(
            nav.logPanel.lines,
            [
                "Inbox.viewWillDisappear",
                "Message.viewWillAppear",
                "  side effect: bar orange, opened 1×",
                "Message.viewDidAppear",
                "Inbox.viewDidDisappear",
                "  coordinator completion (cancelled: false)",
            ])
        XCTAssertEqual(nav.logPanel.status, "side effect: message opened 1×")
        try assertGolden(try sim.render(), named: "S15-message")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testCancelledSwipeBackUndoesTheSideEffectBeforeTheReversedAppearanceCalls() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, message, reply) = try openReply(sim)
        XCTAssertEqual(nav.navigationBar.backgroundColor, CoordinatorReplyViewController.replyBarColor)
        nav.logPanel.clear()
        sim.eventLog.removeAll()

        // Half-way from the left edge, holding the finger down.
        sim.drag(along: [CGPoint(x: 5, y: 300), CGPoint(x: 200, y: 300)], duration: 0.3, release: false)
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
        XCTAssertEqual(sim.currentTransition?.initiallyInteractive, true)
        XCTAssertEqual(nav.navigationBar.backgroundColor, SideEffectViewController.sideEffectBarColor)
        XCTAssertEqual(nav.timesOpened, 2, "the side effect ran in viewWillAppear, at the start of the swipe")
        XCTAssertEqual(reply.view.presentedFrame.minX, 195, accuracy: 12, "the top screen follows the finger")
        try assertGolden(try sim.render(), named: "S15-swipe-mid")

        // Back towards the edge and let go: the release velocity points left, so the pop cancels (R91).
        sim.moveFinger(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 60, y: 300), frames: 8)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .cancel)
        XCTAssertEqual(nav.timesOpened, 1, "undone by the interaction-change handler")
        XCTAssertEqual(nav.navigationBar.backgroundColor, CoordinatorReplyViewController.replyBarColor)
        sim.advance(seconds: 0.6)
        XCTAssertNil(sim.currentTransition)

        XCTAssertTrue(nav.topViewController === reply, "R93: the stack is restored")
        XCTAssertEqual(nav.viewControllers.count, 3)
        XCTAssertTrue(message.parent === nav)
        XCTAssertEqual(reply.view.presentedFrame.minX, 0, accuracy: 0.01)
        let expected = [
            "Reply.viewWillDisappear",
            "Message.viewWillAppear",
            "  side effect: bar orange, opened 2×",
            "  notifyWhenInteractionChanges registered",
            // R14: the handlers first, then the appearing screen's will-disappear, then the other's will-appear.
            "  interaction changed: cancelled = true",
            "  undo side effect: opened 1×",
            "Message.viewWillDisappear",
            "Reply.viewWillAppear",
            // R15: the screen that stays hears first (R132).
            "Reply.viewDidAppear",
            "Message.viewDidDisappear",
            "  coordinator completion (cancelled: true)",
        ]
        XCTAssertEqual(nav.logPanel.lines, expected)
        XCTAssertEqual(nav.logPanel.shownLines, expected, "the panel's labels show the same lines")
        XCTAssertEqual(nav.logPanel.status, "side effect: message opened 1×")
        XCTAssertEqual(
            sim.eventLog.entries.filter {
                $0.hasPrefix("Message.") || $0.hasPrefix("Reply.") || $0.hasPrefix("coordinator.interaction")
            },
            [
                "Reply.viewWillDisappear", "Message.viewWillAppear",
                "coordinator.interactionChanged(isCancelled: true)",
                "Message.viewWillDisappear", "Reply.viewWillAppear", "Reply.viewDidAppear",
                "Message.viewDidDisappear",
            ])
        try assertGolden(try sim.render(), named: "S15-cancelled")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testFinishedSwipeBackKeepsTheSideEffect() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, message, reply) = try openReply(sim)
        nav.logPanel.clear()

        // A quick flick to the right: released moving right, past the projection threshold (R91).
        sim.drag(along: [CGPoint(x: 5, y: 300), CGPoint(x: 220, y: 300)], duration: 0.2)
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        sim.advance(seconds: 0.6)

        XCTAssertTrue(nav.topViewController === message)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertNil(reply.parent)
        XCTAssertEqual(nav.timesOpened, 2, "no undo: the handler sees isCancelled == false")
        XCTAssertEqual(nav.navigationBar.backgroundColor, SideEffectViewController.sideEffectBarColor)
        XCTAssertEqual(
            nav.logPanel.lines,
            [
                "Reply.viewWillDisappear",
                "Message.viewWillAppear",
                "  side effect: bar orange, opened 2×",
                "  notifyWhenInteractionChanges registered",
                "  interaction changed: cancelled = false",
                "Message.viewDidAppear",
                "Reply.viewDidDisappear",
                "  coordinator completion (cancelled: false)",
            ])
        try assertGolden(try sim.render(), named: "S15-finished")
    }
}
