import Foundation
import XCTest

@testable import Gallery
@testable import Stagecraft
@testable import UIKit

/// The touch overlay's prediction (issue 15 item 7): the velocity and projected end point the
/// release decision uses, R91 for the back swipe, and the outcome it predicts.
@MainActor
final class ReleasePredictionTests: XCTestCase {
    private func transition(percent: CGFloat, duration: TimeInterval) -> TransitionSnapshot {
        TransitionSnapshot(
            id: 1, name: "pop Detail", style: .none, duration: duration, percentComplete: percent, isInteractive: true,
            initiallyInteractive: true, isCancelled: false, decision: nil, elapsed: 0, completed: nil)
    }

    /// R91 with numbers: W = 393, T = 0.5 s, p = 0.3. Moving right at 200 pt/s projects
    /// 0.3 + 200 / 393 · 0.5 ≈ 0.554 past min(187.5 / 393, 0.5) ≈ 0.477: pop. Still: 0.3, cancel.
    func testTheBackSwipeProjectsItsVelocityOverTheDurationAsR91Does() async {
        let moving = TouchDrag(
            location: CGPoint(x: 120, y: 500), velocity: CGPoint(x: 200, y: -20), isBackSwipe: true, width: 393)
        let prediction = ReleasePrediction(
            drag: moving, transition: transition(percent: 0.3, duration: 0.5), percentRate: nil)
        XCTAssertEqual(prediction.projectedPercent, 0.3 + 200 / 393 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(prediction.threshold, 187.5 / 393, accuracy: 1e-9)
        XCTAssertEqual(prediction.outcome, .finish)
        XCTAssertEqual(prediction.projectedPoint, CGPoint(x: 220, y: 490))
        XCTAssertEqual(prediction.text, "30 %  →  55 %  ·  release: finish (R91)")
        var still = moving
        still.velocity = .zero
        XCTAssertEqual(
            ReleasePrediction(drag: still, transition: transition(percent: 0.3, duration: 0.5), percentRate: nil)
                .outcome, .cancel)
    }

    /// Any other drag: the projection of the percentage's own rate, against one half.
    func testOtherDragsProjectThePercentageRate() async {
        let drag = TouchDrag(location: .zero, velocity: CGPoint(x: 0, y: 300), isBackSwipe: false, width: 393)
        let up = ReleasePrediction(drag: drag, transition: transition(percent: 0.4, duration: 0.5), percentRate: 0.4)
        XCTAssertEqual(up.projectedPercent, 0.6, accuracy: 1e-9)
        XCTAssertEqual(up.outcome, .finish)
        XCTAssertFalse(up.isRule)
        let down = ReleasePrediction(drag: drag, transition: transition(percent: 0.6, duration: 0.5), percentRate: -0.4)
        XCTAssertEqual(down.outcome, .cancel)
    }

    func testThePercentRateIsMeasuredOverTheLast100Milliseconds() async {
        var meter = PercentRateMeter()
        XCTAssertNil(meter.rate)
        for frame in 0...30 { meter.add(CGFloat(frame) * 0.01, at: Double(frame) / 60) }
        XCTAssertEqual(meter.rate ?? 0, 0.6, accuracy: 1e-9)
        meter.add(0.3, at: 31.0 / 60)
        meter.add(0.3, at: 40.0 / 60)
        XCTAssertEqual(meter.rate ?? 1, 0, accuracy: 1e-9, "a still finger brings it to 0")
    }

    /// The prediction read from the simulator during S9's back swipe is what UIKit decides when the
    /// finger lifts there: a flick right pops, a drag back left cancels.
    func testThePredictionDuringARealBackSwipeMatchesTheDecision() async throws {
        for (end, expected) in [(CGFloat(200), TransitionSnapshot.Decision.finish), (60, .cancel)] {
            let sim = try Simulator(scenes: Gallery.catalog)
            let nav = try XCTUnwrap(try sim.openScene("S9") as? BackSwipeNavigationController)
            let root = try XCTUnwrap(nav.topViewController as? BackSwipeRootViewController)
            sim.tap(root.button)
            sim.advance(seconds: 0.6)
            sim.drag(along: [CGPoint(x: 8, y: 500), CGPoint(x: 130, y: 500)], duration: 0.4, release: false)
            for frame in 1...4 {
                sim.advance(frames: 1)
                sim.move(to: CGPoint(x: 130 + (end - 130) * CGFloat(frame) / 4, y: 500))
            }
            let drag = try XCTUnwrap(sim.touchDrag)
            XCTAssertTrue(drag.isBackSwipe)
            XCTAssertEqual(drag.width, 393)
            XCTAssertNotEqual(drag.velocity.x, 0)
            let prediction = ReleasePrediction(
                drag: drag, transition: try XCTUnwrap(sim.currentTransition), percentRate: nil)
            XCTAssertEqual(prediction.outcome, expected)
            sim.release()
            XCTAssertEqual(sim.currentTransition?.decision, expected, "UIKit decided as predicted")
        }
    }

    /// A drag that no navigation controller's pop recognizer drives is not a back swipe.
    func testAnOrdinaryPanIsNotABackSwipe() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        try sim.openScene("S12")
        sim.tap(at: CGPoint(x: 60, y: 100))
        sim.advance(seconds: 1.2)
        sim.drag(along: [CGPoint(x: 196, y: 300), CGPoint(x: 196, y: 420)], duration: 0.3, release: false)
        let drag = try XCTUnwrap(sim.touchDrag)
        XCTAssertFalse(drag.isBackSwipe)
        XCTAssertGreaterThan(drag.velocity.y, 100)
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
    }
}
