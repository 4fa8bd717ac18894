import XCTest

@testable import UIKit

/// The engine looks at no layer while the media time stays inside the span in which none of their
/// animations can end (issue #16: at 10,000 animated layers that look, twice a frame, walked every
/// superlayer chain twice) — and never lets that span delay an end: a change of any layer's timing,
/// of the tree's shape or of the animations recomputes it (R52–R54 timing still holds).
@MainActor
final class AnimationEngineWindowTests: XCTestCase {
    private final class StopLog: NSObject, CAAnimationDelegate {
        var stops: [CFTimeInterval] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if flag { stops.append(CACurrentMediaTime()) }
        }
    }

    private func fade(duration: Double, log: StopLog) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = duration
        animation.delegate = log
        return animation
    }

    override func setUp() async throws {
        UIKitRuntime.reset()
    }

    func testInsideTheWindowNoLayerIsLookedAtAndEveryEndStillLandsOnItsFrame() async {
        let clock = MediaClock(time: 100)
        clock.makeCurrent()
        let root = CALayer()
        let log = StopLog()
        for i in 0..<50 {
            let layer = CALayer()
            root.addSublayer(layer)
            layer.add(fade(duration: i < 25 ? 1 : 2, log: log), forKey: "fade")
        }
        FrameCycle.run(windows: [])
        let afterFirst = AnimationEngine.layersExamined
        XCTAssertGreaterThanOrEqual(afterFirst, 50, "the first frame looks at every layer")
        for frame in 1...50 {  // 100 + 50/60 s: inside every animation
            clock.advance(to: 100 + Double(frame) / 60)
            FrameCycle.run(windows: [])
        }
        XCTAssertEqual(AnimationEngine.layersExamined - afterFirst, 0, "no layer looked at inside the window")
        XCTAssertTrue(log.stops.isEmpty)
        var frame = 50
        while log.stops.count < 50 && frame < 200 {
            frame += 1
            clock.advance(to: 100 + Double(frame) / 60)
            FrameCycle.run(windows: [])
        }
        // The 1 s fades stop on the first frame at or past 101, the 2 s ones at or past 102.
        XCTAssertEqual(log.stops.count, 50)
        XCTAssertEqual(log.stops.filter { abs($0 - (100 + 60.0 / 60)) < 1e-9 }.count, 25, "\(Set(log.stops).sorted())")
        XCTAssertEqual(log.stops.filter { abs($0 - (100 + 120.0 / 60)) < 1e-9 }.count, 25, "\(Set(log.stops).sorted())")
    }

    func testR54AnAncestorSpedUpInsideTheWindowEndsItsSubtreesAnimationsAtOnce() async {
        let clock = MediaClock(time: 100)
        clock.makeCurrent()
        let container = CALayer()
        let child = CALayer()
        container.addSublayer(child)
        let log = StopLog()
        child.add(fade(duration: 1, log: log), forKey: "fade")
        FrameCycle.run(windows: [])
        clock.advance(to: 100.2)
        FrameCycle.run(windows: [])
        XCTAssertTrue(log.stops.isEmpty)
        // Local time jumps far past the end: (100.25 − 0) × 4 in the container's time.
        container.speed = 4
        clock.advance(to: 100.25)
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.stops, [100.25], "the speed change voids the window")
    }

    func testALayerMovedUnderAFasterOneInsideTheWindowEndsOnTheNextFrame() async {
        let clock = MediaClock(time: 100)
        clock.makeCurrent()
        let slow = CALayer()
        let fast = CALayer()
        fast.timeOffset = 50
        let child = CALayer()
        slow.addSublayer(child)
        let log = StopLog()
        child.add(fade(duration: 1, log: log), forKey: "fade")
        FrameCycle.run(windows: [])
        clock.advance(to: 100.1)
        FrameCycle.run(windows: [])
        fast.addSublayer(child)
        clock.advance(to: 100.15)
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.stops, [100.15], "its time now runs 50 s ahead: the move voids the window")
    }

    func testAnAnimationAddedInsideTheWindowEndsOnTime() async {
        let clock = MediaClock(time: 100)
        clock.makeCurrent()
        let root = CALayer()
        let long = CALayer()
        let short = CALayer()
        root.addSublayer(long)
        root.addSublayer(short)
        let log = StopLog()
        long.add(fade(duration: 5, log: log), forKey: "fade")
        FrameCycle.run(windows: [])
        clock.advance(to: 101)
        FrameCycle.run(windows: [])
        short.add(fade(duration: 0.5, log: log), forKey: "fade")
        FrameCycle.run(windows: [])
        clock.advance(to: 101.5)
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.stops, [101.5])
    }
}
