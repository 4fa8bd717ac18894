import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S18 end to end: a push/pop run by the animator's `interruptibleAnimator(using:)` with a
/// percent-driven interaction controller that does not start interactive (R58); a drag grabs it
/// mid-flight (`pause()`, R57), scrubs it and releases it forwards or backwards (R56).
@MainActor
final class S18InterruptiblePushPopTests: XCTestCase {
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    private func open(_ sim: Simulator) throws -> (InterruptibleNavigationController, InterruptibleScreenViewController)
    {
        let nav = try XCTUnwrap(try sim.openScene("S18") as? InterruptibleNavigationController)
        let first = try XCTUnwrap(nav.topViewController as? InterruptibleScreenViewController)
        return (nav, first)
    }

    func testATapOnPushRunsTheInterruptibleAnimatorNonInteractively() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, first) = try open(sim)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(first.button))
        let second = try XCTUnwrap(nav.topViewController as? InterruptibleScreenViewController)
        XCTAssertEqual(second.level, 2)
        let transition = try XCTUnwrap(sim.currentTransition)
        XCTAssertFalse(transition.initiallyInteractive, "R58: wantsInteractiveStart == false")
        XCTAssertFalse(transition.isInteractive)
        XCTAssertEqual(transition.duration, 0.6)
        let propertyAnimator = try XCTUnwrap(nav.slideAnimator?.propertyAnimator)
        sim.advance(seconds: 0.3)
        XCTAssertTrue(nav.slideAnimator?.propertyAnimator === propertyAnimator, "R125: one animator")
        XCTAssertTrue(propertyAnimator.isRunning)
        // Half the time on the ease-in-out curve: the new screen is half-way in.
        let x = second.view.presentedFrame.minX
        XCTAssertEqual(x, 393 * (1 - CGFloat(easeInOut.value(at: 0.5))), accuracy: 4)
        XCTAssertEqual(first.view.presentedFrame.minX, -131 * CGFloat(easeInOut.value(at: 0.5)), accuracy: 4)
        try assertGolden(try sim.render(), named: "S18-push-mid")
        sim.advance(seconds: 0.4)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(second.view.frame.minX, 0)
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(first.view.frame.minX, 0, "the completion puts the covered screen back")
        XCTAssertEqual(first.view.alpha, 1)
        XCTAssertEqual(
            sim.eventLog.entries.filter { !$0.hasSuffix("viewDidLoad") },
            [
                "push Screen 2 (animated: true)",
                "navigationDelegate.animationController(for: push)",
                "navigationDelegate.interactionController",
                "Screen 1.viewWillDisappear",
                "Screen 2.viewWillAppear",
                "animator.transitionDuration",
                "interactionController.startInteractiveTransition",
                "context.completeTransition(true)",
                "Screen 2.viewDidAppear",
                "Screen 1.viewDidDisappear",
                "navigationDelegate.didShow Screen 2",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testAPushGrabbedMidFlightPausesWithoutAJumpScrubsAndReversesOnAFlickBack() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, first) = try open(sim)
        sim.tap(first.button)
        let second = try XCTUnwrap(nav.topViewController as? InterruptibleScreenViewController)
        let propertyAnimator = try XCTUnwrap(nav.slideAnimator?.propertyAnimator)
        sim.advance(seconds: 0.2)
        sim.eventLog.removeAll()

        // Press during the animation and move past the pan's 10 pt hysteresis: the pan begins.
        XCTAssertNotNil(
            sim.press(at: CGPoint(x: 250, y: 600)), "touches are not ignored: the transition is interactive-capable")
        sim.advance(frames: 1)
        let before = second.view.presentedFrame.minX
        let fractionBefore = propertyAnimator.fractionComplete
        sim.move(to: CGPoint(x: 238, y: 600))
        XCTAssertEqual(nav.grabGesture.state, .began)
        let after = second.view.presentedFrame.minX
        XCTAssertEqual(after, before, accuracy: 0.01, "no jump when grabbed (R57)")
        XCTAssertEqual(propertyAnimator.fractionComplete, fractionBefore, accuracy: 0.0001)
        XCTAssertFalse(propertyAnimator.isRunning, "paused")
        XCTAssertEqual(sim.currentTransition?.isInteractive, true, "R57: interactive again")
        XCTAssertEqual(nav.interaction?.percentComplete ?? -1, fractionBefore, accuracy: 0.0001)
        sim.advance(frames: 10)
        XCTAssertEqual(second.view.presentedFrame.minX, after, accuracy: 0.01, "stays put while held")

        // A first small step moves the screen a little, not to a linearly mapped place.
        sim.moveFinger(from: CGPoint(x: 238, y: 600), to: CGPoint(x: 236, y: 600), frames: 1)
        XCTAssertEqual(second.view.presentedFrame.minX, after, accuracy: 5, "no jump at the first update")
        XCTAssertLessThan(second.view.presentedFrame.minX, after)
        // Scrub: moving the finger left pushes further, along the curve (scrubsLinearly = false).
        sim.moveFinger(from: CGPoint(x: 236, y: 600), to: CGPoint(x: 160, y: 600), frames: 6)
        let scrubbed = fractionBefore + 78 / 393
        XCTAssertEqual(propertyAnimator.fractionComplete, scrubbed, accuracy: 0.001)
        XCTAssertEqual(nav.interaction?.percentComplete ?? -1, scrubbed, accuracy: 0.001)
        XCTAssertEqual(
            second.view.presentedFrame.minX, 393 * (1 - CGFloat(easeInOut.value(at: Double(scrubbed)))), accuracy: 1,
            "the screen follows the finger")
        try assertGolden(try sim.render(), named: "S18-grabbed-scrubbed")

        // Flick back to the right and let go: the transition reverses (cancel).
        sim.moveFinger(from: CGPoint(x: 160, y: 600), to: CGPoint(x: 260, y: 600), frames: 4)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.isCancelled, true)
        XCTAssertEqual(sim.currentTransition?.isInteractive, false)
        XCTAssertTrue(propertyAnimator.isReversed, "R56")
        sim.advance(seconds: 0.1)
        XCTAssertGreaterThan(second.view.presentedFrame.minX, after, "on its way back to the right")
        sim.advance(seconds: 0.6)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 1, "R93: the push is undone")
        XCTAssertTrue(nav.topViewController === first)
        XCTAssertNil(second.parent)
        XCTAssertNil(second.view.superview)
        XCTAssertEqual(first.view.presentedFrame.minX, 0)
        XCTAssertEqual(first.view.alpha, 1)
        XCTAssertTrue(
            sim.eventLog.entries.contains("context.completeTransition(false)"), "\(sim.eventLog.entries)")
        try assertGolden(try sim.render(), named: "S18-push-reversed")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
    func testAPopFromTheBackButtonGrabbedAndReleasedForwardFinishes() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, first) = try open(sim)
        sim.tap(first.button)
        sim.advance(seconds: 0.7)
        let second = try XCTUnwrap(nav.topViewController as? InterruptibleScreenViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(nav.navigationBar.backButton))
        XCTAssertEqual(nav.viewControllers.count, 1, "R93: the pop is in the stack at once")
        let propertyAnimator = try XCTUnwrap(nav.slideAnimator?.propertyAnimator)
        XCTAssertEqual(nav.slideAnimator?.operation, .pop)
        sim.advance(seconds: 0.15)
        // Grab: the pop pauses where it is.
        sim.press(at: CGPoint(x: 300, y: 500))
        sim.advance(frames: 1)
        let before = second.view.presentedFrame.minX
        sim.move(to: CGPoint(x: 312, y: 500))
        XCTAssertEqual(second.view.presentedFrame.minX, before, accuracy: 0.01, "no jump when grabbed")
        XCTAssertFalse(propertyAnimator.isRunning)
        let grabbed = propertyAnimator.fractionComplete
        // Slowly a little to the right (forward for a pop) and let go: below the flick speed, past half way.
        sim.moveFinger(from: CGPoint(x: 312, y: 500), to: CGPoint(x: 312 + 393 * (0.55 - grabbed), y: 500), frames: 40)
        XCTAssertEqual(propertyAnimator.fractionComplete, 0.55, accuracy: 0.01)
        sim.advance(frames: 6)
        try assertGolden(try sim.render(), named: "S18-pop-grabbed")
        sim.release()
        XCTAssertEqual(sim.currentTransition?.isCancelled, false)
        XCTAssertTrue(propertyAnimator.isRunning, "continues forwards (R56)")
        XCTAssertFalse(propertyAnimator.isReversed)
        sim.advance(seconds: 0.6)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.map { ($0 as? InterruptibleScreenViewController)?.level }, [1])
        XCTAssertNil(second.parent)
        XCTAssertNil(second.view.superview)
        XCTAssertTrue(first.view.superview != nil)
        XCTAssertEqual(first.view.presentedFrame.minX, 0)
        XCTAssertEqual(first.view.alpha, 1)
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("context.") || $0.hasPrefix("animator.animationEnded") },
            ["context.completeTransition(true)", "animator.animationEnded(true)"])
        XCTAssertNil(nav.slideAnimator?.propertyAnimator, "forgotten in animationEnded")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
