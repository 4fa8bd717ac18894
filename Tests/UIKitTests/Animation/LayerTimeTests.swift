import XCTest

@testable import UIKit

/// Layer time follows CAMediaTiming down the tree (R52–R54), explicit animations, delegates.
@MainActor
final class LayerTimeTests: XCTestCase {
    private final class StopLog: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    private func opacityAnimation(duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = duration
        return animation
    }

    func test_R52_frozenAncestor_showsTheTimeOffsetStateOfItsSubtree() async {
        let clock = MediaClock(time: 100)
        clock.makeCurrent()
        let container = CALayer()
        let child = CALayer()
        let grandchild = CALayer()
        container.addSublayer(child)
        child.addSublayer(grandchild)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 1
        grandchild.add(move, forKey: "move")
        // R52 legacy path: freeze the container in the same turn, before the commit.
        container.speed = 0
        container.timeOffset = 0
        FrameCycle.run(windows: [])
        clock.advance(to: 105)
        FrameCycle.run(windows: [])
        XCTAssertEqual(grandchild.presentationProperties.position.x, 0, accuracy: 1e-9, "frozen at 0")
        // R53: scrub to 0.3 s.
        container.timeOffset = 0.3
        XCTAssertEqual(grandchild.presentationProperties.position.x, 30, accuracy: 1e-9)
        XCTAssertEqual(grandchild.presentation()!.position.x, 30, accuracy: 1e-9)
        XCTAssertEqual(grandchild.position.x, 0, "the model is untouched")
        clock.advance(to: 200)
        FrameCycle.run(windows: [])
        XCTAssertEqual(grandchild.presentationProperties.position.x, 30, accuracy: 1e-9, "time does not pass")
        XCTAssertNotNil(grandchild.animation(forKey: "move"), "a frozen animation never ends")
        XCTAssertFalse(FrameCycle.isAnimating, "nothing moves while frozen")
        // R54: resume from 0.3 s at speed 1 (the classic resume recipe).
        let paused = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - paused
        XCTAssertEqual(grandchild.presentationProperties.position.x, 30, accuracy: 1e-9)
        clock.advance(by: 0.5)
        XCTAssertEqual(grandchild.presentationProperties.position.x, 80, accuracy: 1e-9)
        clock.advance(by: 0.25)
        FrameCycle.run(windows: [])
        XCTAssertNil(grandchild.animation(forKey: "move"), "ended and removed")
    }

    /// A walk down the tree derives each layer's time from its parent's (the renderer's path) and
    /// gets what the climb to the root gives, through speeds, offsets and a frozen layer (R52).
    func test_R52_localTimeCarriedDownTheTree_equalsTheClimbToTheRoot() async {
        let root = CALayer()
        let slow = CALayer()
        slow.speed = 0.5
        slow.beginTime = 3
        let frozen = CALayer()
        frozen.speed = 0
        frozen.timeOffset = 7.25
        let leaf = CALayer()
        leaf.timeOffset = 1
        root.addSublayer(slow)
        slow.addSublayer(frozen)
        frozen.addSublayer(leaf)

        for t in [0.0, 10, 123.5] {
            var time = root.localTime(atMediaTime: t)
            for layer in [slow, frozen, leaf] {
                time = layer.localTime(parentTime: time)
                XCTAssertEqual(time, layer.localTime(atMediaTime: t), accuracy: 1e-12)
            }
        }
        XCTAssertEqual(slow.localTime(parentTime: 10), 3.5, accuracy: 1e-12)
        XCTAssertEqual(leaf.localTime(parentTime: 99), 100, accuracy: 1e-12)
    }

    func test_convertTime_betweenLayersWithSpeedAndOffset() async {
        MediaClock(time: 10).makeCurrent()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 4
        child.timeOffset = 1
        XCTAssertEqual(parent.convertTime(10, from: nil), 12)
        XCTAssertEqual(child.convertTime(10, from: nil), 13)
        XCTAssertEqual(child.convertTime(13, to: nil), 10)
        XCTAssertEqual(child.convertTime(12, from: parent), 13)
    }

    func test_R111_removedAnimation_stopsWithFinishedFalse_synchronously() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let layer = CALayer()
        let log = StopLog()
        let animation = opacityAnimation()
        animation.delegate = log
        layer.add(animation, forKey: "fade")
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.events, ["start"])
        clock.advance(to: 0.5)
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(log.events, ["start", "stop false"])
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.events, ["start", "stop false"], "no second stop")
    }

    func test_animationEnd_firesFromFrameCycle_withFinishedTrue() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let layer = CALayer()
        let log = StopLog()
        let animation = opacityAnimation()
        animation.delegate = log
        layer.add(animation, forKey: "fade")
        FrameCycle.run(windows: [])
        clock.advance(to: 0.999)
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.events, ["start"])
        clock.advance(to: 1.0)
        XCTAssertEqual(log.events, ["start"], "only the frame cycle delivers the end")
        FrameCycle.run(windows: [])
        XCTAssertEqual(log.events, ["start", "stop true"])
        XCTAssertNil(layer.animationKeys())
    }

    func test_replacingAnimationUnderTheSameKey_stopsTheOldOneUnfinished() async {
        MediaClock(time: 0).makeCurrent()
        let layer = CALayer()
        let log = StopLog()
        let first = opacityAnimation()
        first.delegate = log
        layer.add(first, forKey: "fade")
        layer.add(opacityAnimation(), forKey: "fade")
        XCTAssertEqual(log.events, ["stop false"])
        XCTAssertEqual(layer.animationKeys(), ["fade"])
    }

    func test_fillModeRepeatAndAutoreverse() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let layer = CALayer()
        layer.opacity = 0.5
        let animation = opacityAnimation()
        animation.beginTime = 1
        animation.repeatCount = 2
        animation.autoreverses = true
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "pulse")
        FrameCycle.run(windows: [])
        XCTAssertEqual(layer.presentationProperties.opacity, 0, "backwards fill before begin")
        clock.advance(to: 1.25)
        XCTAssertEqual(layer.presentationProperties.opacity, 0.25, accuracy: 1e-6)
        clock.advance(to: 2.25)
        XCTAssertEqual(layer.presentationProperties.opacity, 0.75, accuracy: 1e-6, "reversing")
        clock.advance(to: 3.5)
        XCTAssertEqual(layer.presentationProperties.opacity, 0.5, accuracy: 1e-6, "second cycle")
        clock.advance(to: 10)
        FrameCycle.run(windows: [])
        XCTAssertEqual(layer.presentationProperties.opacity, 0, accuracy: 1e-6, "forwards fill of the reversed end")
        XCTAssertNotNil(layer.animation(forKey: "pulse"), "not removed on completion")
    }

    func test_keyframeAnimation_valuesKeyTimesAndTimingFunctions() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.y")
        animation.values = [0.0, 100.0, 100.0, 0.0]
        animation.keyTimes = [0, 0.25, 0.75, 1]
        animation.timingFunctions = [
            CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear),
            CAMediaTimingFunction(name: .easeIn),
        ]
        animation.duration = 2
        layer.add(animation, forKey: "bounce")
        FrameCycle.run(windows: [])
        clock.advance(to: 0.25)
        XCTAssertEqual(layer.presentationProperties.position.y, 50, accuracy: 1e-9)
        clock.advance(to: 1)
        XCTAssertEqual(layer.presentationProperties.position.y, 100, accuracy: 1e-9)
        clock.advance(to: 1.75)
        let easeIn = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        XCTAssertEqual(layer.presentationProperties.position.y, 100 - 100 * easeIn, accuracy: 1e-9)
    }

    func test_animationGroup_childrenUseGroupTime() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let layer = CALayer()
        let fade = opacityAnimation(duration: 1)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 10, y: 20)
        move.beginTime = 1
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        layer.add(group, forKey: "group")
        FrameCycle.run(windows: [])
        clock.advance(to: 0.5)
        XCTAssertEqual(layer.presentationProperties.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(layer.presentationProperties.position, .zero)
        clock.advance(to: 1.5)
        XCTAssertEqual(layer.presentationProperties.position.x, 5, accuracy: 1e-9)
        XCTAssertEqual(layer.presentationProperties.opacity, 1, "fade is over inside the group")
    }

    func test_CATransaction_completionBlockAndDisableActions() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        var completed = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completed += 1 }
        layer.opacity = 0
        CATransaction.commit()
        FrameCycle.run(windows: [])
        clock.advance(to: 0.25)
        let paced = CAMediaTimingFunction(name: .default).value(at: 0.5)
        XCTAssertEqual(
            Double(layer.presentationProperties.opacity), 1 - paced, accuracy: 1e-6, "implicit, CA default curve")
        XCTAssertEqual(completed, 0)
        clock.advance(to: 0.5)
        FrameCycle.run(windows: [])
        XCTAssertEqual(completed, 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        XCTAssertEqual(layer.presentationProperties.opacity, 1, "no implicit animation")
    }

    func test_displayLink_firesOnEveryFrameCycle_withMediaTimestamps() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        var stamps: [Double] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        for frame in 1...3 {
            clock.advance(to: Double(frame) / 60)
            FrameCycle.run(windows: [])
        }
        link.invalidate()
        clock.advance(to: 1)
        FrameCycle.run(windows: [])
        XCTAssertEqual(stamps, [1.0 / 60, 2.0 / 60, 3.0 / 60])
    }
}
