import XCTest

@testable import UIKit

/// UIView block animations: R107–R118.
@MainActor
final class UIViewAnimationTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            clock = MediaClock(time: 50)
            clock.makeCurrent()
        }
    }

    private func frame(at time: Double) {
        clock.advance(to: 50 + time)
        FrameCycle.run(windows: [])
    }

    func test_R108_animateWithDuration_easesInOut_andCompletesFinished() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { results.append($0) })
        XCTAssertEqual(view.center.x, 105, "the model changes at once")
        frame(at: 0)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 5, accuracy: 1e-9)
        frame(at: 0.25)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 5 + 100 * eased, accuracy: 1e-9)
        XCTAssertEqual(results, [])
        frame(at: 1)
        XCTAssertEqual(results, [true])
        XCTAssertEqual(view.layer.presentationProperties.position.x, 105)
    }

    func test_changesOutsideABlock_applyAtOnce() async {
        let view = UIView(frame: .zero)
        view.alpha = 0.5
        view.backgroundColor = .red
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5)
    }

    func test_animatableViewProperties_allAnimateInsideABlock() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
                view.alpha = 0
                view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                view.layer.cornerRadius = 8
            })
        frame(at: 0.5)
        let p = view.layer.presentationProperties
        XCTAssertEqual(p.bounds.size.width, 20, accuracy: 1e-9)
        XCTAssertEqual(p.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(p.cornerRadius, 4, accuracy: 1e-9)
        XCTAssertEqual(p.transform.m11, 1.5, accuracy: 1e-9)
        XCTAssertEqual(p.backgroundColor?.alpha ?? 0, 0.5, accuracy: 1e-9, "from no colour: fades in")
        XCTAssertEqual(
            Set(view.layer.animationKeys() ?? []),
            ["bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius"])
    }

    func test_R110_zeroOrNegativeDuration_appliesAtOnce_completionOnNextFrame() async {
        let view = UIView(frame: .zero)
        var results: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: { results.append($0) })
        UIView.animate(withDuration: -1, animations: { view.alpha = 0.3 }, completion: { results.append($0) })
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.3, accuracy: 1e-6)
        XCTAssertEqual(results, [])
        frame(at: 0)
        XCTAssertEqual(results, [true, true])
    }

    func test_R111_removedAnimation_completesWithFinishedFalse() async {
        let view = UIView(frame: .zero)
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append($0) })
        frame(at: 0.5)
        view.layer.removeAllAnimations()
        XCTAssertEqual(results, [false], "synchronously on removal")
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0)
    }

    func test_R111_additiveAnimations_bothRun_bothCompleteTrue() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
            completion: { results.append("first \($0)") })
        frame(at: 0.5)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 55, accuracy: 1e-9)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 205 },
            completion: { results.append("second \($0)") })
        // R112 without beginFromCurrentState: the new animation starts from the old model value
        // (105) but is additive, so the view continues from where it is (55).
        XCTAssertEqual(view.layer.presentationProperties.position.x, 55, accuracy: 1e-9)
        XCTAssertEqual(view.layer.animationKeys(), ["position", "position-2"])
        let second = view.layer.animation(forKey: "position-2") as! CABasicAnimation
        XCTAssertTrue(second.isAdditive)
        XCTAssertEqual(AnimatableValue(any: second.fromValue), .point(CGPoint(x: -100, y: 0)), "old model − new model")
        frame(at: 1.0)
        // first: 205 − 100·0 (first delta ended) … at 1.0 the first ends: 205 + (−100)(0.5) = 155
        XCTAssertEqual(results, ["first true"])
        XCTAssertEqual(view.layer.presentationProperties.position.x, 155, accuracy: 1e-9)
        frame(at: 1.5)
        XCTAssertEqual(results, ["first true", "second true"])
    }

    func test_R112_beginFromCurrentState_startsFromThePresentationValue() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        frame(at: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 205 })
        let second = view.layer.animation(forKey: "position-2") as! CABasicAnimation
        XCTAssertFalse(second.isAdditive)
        XCTAssertEqual(
            AnimatableValue(any: second.fromValue), .point(CGPoint(x: 55, y: 5)), "in-flight presentation value")
        XCTAssertEqual(AnimatableValue(any: second.toValue), .point(CGPoint(x: 205, y: 5)))
        frame(at: 1.0)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 130, accuracy: 1e-9, "55 → 205 halfway")
    }

    func test_delay_holdsTheOldValue_thenAnimates() async {
        let view = UIView(frame: .zero)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        frame(at: 0.25)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 1)
        frame(at: 1.0)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5, accuracy: 1e-6)
    }

    func test_R114_R117_springAnimation_followsTheDurationBasedSpring() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            options: .curveEaseIn, animations: { view.center.x = 105 }, completion: { results.append($0) })
        frame(at: 0.25)
        // R118 row D 0.5, ζ 0.7: q(D/2) = 1.0411 — the curve option is ignored (R117).
        XCTAssertEqual(view.layer.presentationProperties.position.x, 5 + 100 * 1.0411, accuracy: 0.01)
        let spring = view.layer.animation(forKey: "position") as! CASpringAnimation
        XCTAssertEqual(Double(spring.stiffness), 387.27, accuracy: 0.01)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertFalse(spring.allowsOverdamping)
        frame(at: 0.5)
        XCTAssertEqual(results, [true])
        XCTAssertEqual(view.layer.presentationProperties.position.x, 105)
    }

    func test_R121_curve7_isTheSystemSpringForHalfASecond() async {
        let view = UIView(frame: .zero)
        UIView.animate(
            withDuration: 3, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
            animations: { view.alpha = 0 })
        frame(at: 0.35)
        XCTAssertEqual(Double(view.layer.presentationProperties.opacity), 1 - 0.9876, accuracy: 0.0001)
        frame(at: 0.5)
        XCTAssertNil(view.layer.animationKeys(), "0.5 s replaces the requested 3 s")
    }

    func test_nestedBlocks_inheritDurationAndCurve_unlessOverridden() async {
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        let c = UIView(frame: .zero)
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                a.alpha = 0
                UIView.animate(withDuration: 0.5, animations: { b.alpha = 0 })
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                    animations: { c.alpha = 0 })
            })
        XCTAssertEqual(b.layer.animation(forKey: "opacity")?.duration, 2)
        XCTAssertEqual(b.layer.animation(forKey: "opacity")?.timingFunction, CAMediaTimingFunction(name: .linear))
        XCTAssertEqual(c.layer.animation(forKey: "opacity")?.duration, 0.5)
        XCTAssertEqual(
            c.layer.animation(forKey: "opacity")?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
    }

    func test_performWithoutAnimation_insideABlock_appliesAtOnce() async {
        let view = UIView(frame: .zero)
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { view.alpha = 0.5 }
                view.layer.cornerRadius = 4
            })
        XCTAssertEqual(view.layer.animationKeys(), ["cornerRadius"])
    }

    func test_repeatAndAutoreverse_neverComplete_untilRemoved() async {
        let view = UIView(frame: .zero)
        var results: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { view.alpha = 0 }, completion: { results.append($0) })
        frame(at: 1.5)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5, accuracy: 1e-6)
        frame(at: 100.25)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual(results, [])
        view.layer.removeAllAnimations()
        XCTAssertEqual(results, [false])
    }

    func test_R52_blockAnimationsInsideAFrozenContainer_scrubWithTimeOffset() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0.2, options: .curveLinear, animations: { view.alpha = 0 })
        container.layer.speed = 0
        container.layer.timeOffset = 0
        frame(at: 3)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 1)
        container.layer.timeOffset = 0.7
        XCTAssertEqual(
            view.layer.presentationProperties.opacity, 0.5, accuracy: 1e-6, "delay counts in the container's time")
    }
}
