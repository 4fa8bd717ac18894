import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// The strip under the device: its line for a transition in flight and, once it has ended, the
/// outcome recorded at the end (not the last snapshot seen before it).
@MainActor
final class TransitionHUDLineTests: XCTestCase {
    func testAnAnimatedPresentationReadsElapsedTimeThenEndsCompletedWithAFullBar() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let presenting = try XCTUnwrap(try sim.openScene("S1") as? SpringPresentingViewController)
        XCTAssertNil(sim.lastEndedTransition)
        XCTAssertNotNil(sim.tap(presenting.button))
        sim.advance(seconds: 0.25)
        let inFlight = try XCTUnwrap(sim.currentTransition)
        XCTAssertNil(inFlight.completed)
        let line = TransitionHUDLine(inFlight)
        XCTAssertTrue(line.text.hasPrefix("present Green  ·  animating 0.2"), line.text)
        XCTAssertTrue(line.text.hasSuffix(" s of 1.00 s"), line.text)
        XCTAssertEqual(line.fraction, CGFloat(inFlight.elapsed), accuracy: 0.001)
        XCTAssertFalse(line.isCancelled)

        sim.advance(seconds: 1)
        XCTAssertNil(sim.currentTransition)
        let ended = try XCTUnwrap(sim.lastEndedTransition)
        XCTAssertEqual(ended.id, inFlight.id)
        XCTAssertEqual(ended.completed, true)
        XCTAssertEqual(
            TransitionHUDLine(ended),
            TransitionHUDLine(text: "present Green  ·  ended: completed", fraction: 1, isCancelled: false))
    }

    /// S12: released at about 75 % the dismissal finishes; the bar reads 100 %, not the 75 % the
    /// interactive snapshot held until the end.
    func testAnInteractiveDismissalFinishedFromThreeQuartersEndsWithAFullBar() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        _ = try sim.openScene("S12")
        sim.tap(at: CGPoint(x: 65, y: 100))
        sim.advance(seconds: 1.5)
        let presentID = try XCTUnwrap(sim.lastEndedTransition?.id)
        sim.drag(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 600)], duration: 0.5)
        let released = try XCTUnwrap(sim.currentTransition)
        XCTAssertEqual(released.decision, .finish)
        XCTAssertEqual(released.percentComplete, 0.75, accuracy: 0.02)
        sim.advance(seconds: 2)
        XCTAssertNil(sim.currentTransition)
        let ended = try XCTUnwrap(sim.lastEndedTransition)
        XCTAssertGreaterThan(ended.id, presentID)
        XCTAssertEqual(ended.completed, true)
        XCTAssertEqual(
            ended.percentComplete, 0.75, accuracy: 0.02, "the interactive progress stays where it was let go")
        XCTAssertEqual(
            TransitionHUDLine(ended),
            TransitionHUDLine(text: "dismiss Presented  ·  ended: completed", fraction: 1, isCancelled: false))
    }

    /// S18: a push grabbed and dragged all the way back is cancelled at 0 %, so it ends within the
    /// release's frame; the last in-flight snapshot was not cancelled yet, the ended record is.
    func testAGrabbedPushDraggedBackToTheStartEndsCancelled() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S18") as? InterruptibleNavigationController)
        let first = try XCTUnwrap(nav.topViewController as? InterruptibleScreenViewController)
        sim.tap(first.button)
        sim.advance(seconds: 0.2)
        XCTAssertNotNil(sim.press(at: CGPoint(x: 250, y: 600)))
        sim.advance(frames: 1)
        sim.move(to: CGPoint(x: 238, y: 600))
        sim.advance(frames: 1)
        sim.move(to: CGPoint(x: 390, y: 600))
        sim.advance(frames: 1)
        let held = try XCTUnwrap(sim.currentTransition)
        XCTAssertTrue(held.isInteractive)
        XCTAssertEqual(held.percentComplete, 0, accuracy: 0.0001)
        XCTAssertFalse(held.isCancelled)
        XCTAssertEqual(TransitionHUDLine(held).text, "push Screen 2  ·  interactive  ·  0%")
        sim.release()
        sim.advance(frames: 2)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 1, "the push is undone")
        let ended = try XCTUnwrap(sim.lastEndedTransition)
        XCTAssertEqual(ended.id, held.id)
        XCTAssertEqual(ended.completed, false)
        XCTAssertEqual(
            TransitionHUDLine(ended),
            TransitionHUDLine(text: "push Screen 2  ·  ended: cancelled", fraction: 0, isCancelled: true))
    }
}
