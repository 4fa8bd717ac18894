import XCTest

@testable import UIKit

/// `animateKeyframes`/`addKeyframe` (R122–R123) and view transitions.
@MainActor
final class UIViewKeyframeAndTransitionTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            clock = MediaClock(time: 0)
            clock.makeCurrent()
        }
    }

    private func frame(at time: Double) {
        clock.advance(to: time)
        FrameCycle.run(windows: [])
    }

    func test_R122_R123_keyframes_oneAnimationPerProperty_linearCurveOption() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 2, delay: 0,
            options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0) { view.alpha = 0.5 }
            }, completion: { results.append($0) })
        XCTAssertEqual(view.layer.animationKeys(), ["position", "opacity"])
        let move = view.layer.animation(forKey: "position") as! CAKeyframeAnimation
        XCTAssertEqual(move.keyTimes?.map(\.doubleValue), [0, 0.5, 1])
        frame(at: 0.4)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 1, "before the jump at 0.25 × 2 s")
        frame(at: 0.5)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 55, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5, "R122: zero duration jumps at its start")
        frame(at: 1.5)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 55, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5, "R122: zero duration jumps at its start")
        frame(at: 2)
        XCTAssertEqual(results, [true])
    }

    func test_R123_keyframes_defaultToEaseInOutOverTheWhole() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 105 }
            })
        frame(at: 0.25)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        XCTAssertEqual(Double(view.layer.presentationProperties.position.x), 5 + 100 * eased, accuracy: 1e-9)
    }

    func test_transitionFromTo_crossDissolve_swapsViewsAtTheEnd() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds)
        let b = UIView(frame: container.bounds)
        container.addSubview(a)
        var results: [Bool] = []
        UIView.transition(from: a, to: b, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            results.append($0)
        }
        XCTAssertTrue(b.superview === container)
        frame(at: 0.25)
        XCTAssertEqual(a.layer.presentationProperties.opacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual(b.layer.presentationProperties.opacity, 0.25, accuracy: 1e-6)
        frame(at: 1)
        XCTAssertNil(a.superview)
        XCTAssertEqual(results, [true])
        XCTAssertEqual(a.alpha, 1, "the outgoing view's model is untouched")
    }

    func test_transitionFromTo_flip_turnsEdgeOnAtHalfTime_withPerspective() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds)
        let b = UIView(frame: container.bounds)
        container.addSubview(a)
        UIView.transition(
            from: a, to: b, duration: 1, options: [.transitionFlipFromLeft, .curveLinear, .showHideTransitionViews])
        frame(at: 0.25)
        let t = a.layer.presentationProperties.transform
        XCTAssertEqual(t.m34, -0.001 * cos(.pi / 4), accuracy: 1e-9, "perspective kept mid-flight")
        frame(at: 0.5)
        XCTAssertEqual(a.layer.presentationProperties.transform.m11, 0, accuracy: 1e-9, "edge-on")
        frame(at: 1)
        XCTAssertTrue(a.isHidden)
        XCTAssertTrue(a.superview === container)
    }

    func test_transitionWith_crossDissolve_appliesChangesAtOnce_andFadesTheView() async {
        let view = UIView(frame: .zero)
        var results: [Bool] = []
        UIView.transition(
            with: view, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear],
            animations: { view.backgroundColor = .red }, completion: { results.append($0) })
        XCTAssertEqual(view.layer.presentationProperties.backgroundColor, UIColor.red.cgColor)
        frame(at: 0.25)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5, accuracy: 1e-6)
        frame(at: 0.5)
        XCTAssertEqual(results, [true])
    }
}
