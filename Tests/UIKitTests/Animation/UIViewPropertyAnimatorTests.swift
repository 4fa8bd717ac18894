import XCTest

@testable import UIKit

/// UIViewPropertyAnimator: states, scrubbing, reversing, completions (R119, R124–R126).
@MainActor
final class UIViewPropertyAnimatorTests: XCTestCase {
    private var clock: MediaClock!
    private var view: UIView!

    override func setUp() async throws {
        await MainActor.run {
            clock = MediaClock(time: 0)
            clock.makeCurrent()
            view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private func frame(at time: Double) {
        clock.advance(to: time)
        FrameCycle.run(windows: [])
    }

    private var x: CGFloat { view.layer.presentationProperties.position.x }

    func test_R124_stateChanges_inactiveActiveInactive_withCompletionAtEnd() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(view.center.x, 5, "blocks run when the animator starts")
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.center.x, 105)
        frame(at: 0.25)
        XCTAssertEqual(x, 30, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        frame(at: 1)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(x, 105)
        XCTAssertNil(view.layer.animationKeys())
    }

    func test_R126_pauseScrubReverse_endsAtStart() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.4
        // R124 scrubsLinearly (default true): values follow the fraction linearly while paused.
        XCTAssertEqual(x, 45, accuracy: 1e-9)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.4
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.4)
        XCTAssertEqual(Double(x), 5 + 100 * eased, accuracy: 1e-9)
        animator.scrubsLinearly = true
        animator.fractionComplete = 0.4
        animator.isReversed = true
        animator.startAnimation()
        XCTAssertTrue(animator.isRunning)
        frame(at: 0.2)
        XCTAssertLessThan(x, 45)
        XCTAssertGreaterThan(x, 5)
        frame(at: 0.4)
        XCTAssertEqual(positions, [.start], "R126: a reversed completion ends at .start")
        XCTAssertEqual(view.center.x, 5, "model values restored to the start")
        XCTAssertEqual(animator.state, .inactive)
    }

    func test_R126_pausedThenReversedWithoutScrubbing_runsBackToTheStart() async {
        // A grab released backwards before any scrub: pause, reverse, start. The paused run must
        // not resume forwards (it did: the transition completed at .end, R150).
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        frame(at: 0.3)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()
        frame(at: 0.45)
        XCTAssertEqual(
            x, 20, accuracy: 1e-6, "back from 0.3 at the same speed: 0.15 s later at 0.15 (x = 5 + 100 × 0.15)")
        frame(at: 0.7)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 5)
    }

    func test_pauseAndResume_continuesAlongTheSameCurve() async {
        let reference = CAMediaTimingFunction(name: .easeInEaseOut)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 105 }
        animator.startAnimation()
        frame(at: 0.3)
        animator.pauseAnimation()
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        frame(at: 5)
        XCTAssertEqual(Double(x), 5 + 100 * reference.value(at: 0.3), accuracy: 1e-9)
        animator.startAnimation()
        frame(at: 5.2)
        XCTAssertEqual(Double(x), 5 + 100 * reference.value(at: 0.5), accuracy: 1e-9)
    }

    func test_stopWithoutFinishing_goesInactive_keepsCurrentValues_noCompletion() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        frame(at: 0.5)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 55, accuracy: 1e-9)
        XCTAssertEqual(x, 55, accuracy: 1e-9)
        frame(at: 2)
        XCTAssertEqual(positions, [])
    }

    func test_stopThenFinishAt_eachPosition() async {
        for (position, expected) in [(UIViewAnimatingPosition.end, 105.0), (.start, 5.0), (.current, 55.0)] {
            clock = MediaClock(time: 0)
            clock.makeCurrent()
            view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            frame(at: 0.5)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertFalse(animator.isRunning)
            animator.finishAnimation(at: position)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(positions, [position])
            XCTAssertEqual(Double(view.center.x), expected, accuracy: 1e-9)
        }
    }

    func test_R124_pausesOnCompletion_staysActiveWithoutCompleting() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        frame(at: 1.5)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(positions, [])
        XCTAssertEqual(x, 105, accuracy: 1e-9)
        animator.isReversed = true
        animator.startAnimation()
        frame(at: 2.0)
        XCTAssertEqual(x, 55, accuracy: 1e-9)
    }

    func test_R124_continueAnimation_durationFactorScalesTheRemainingTime() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        frame(at: 0.5)
        XCTAssertEqual(x, 80, accuracy: 1e-9, "remaining half of 2 × 1 s lasts 1 s")
        frame(at: 1)
        XCTAssertEqual(positions, [.end])
    }

    func test_reversingWhileRunning_turnsAroundWhereItIs() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
        animator.startAnimation()
        frame(at: 0.6)
        animator.isReversed = true
        XCTAssertEqual(x, 65, accuracy: 1e-9)
        frame(at: 0.9)
        XCTAssertEqual(x, 35, accuracy: 1e-9)
    }

    func test_runningPropertyAnimator_withDelay_andSpringParameters_R119() async {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { self.view.alpha = 0 },
            completion: { positions.append($0) })
        frame(at: 0.4)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 1)
        frame(at: 1.0)
        XCTAssertEqual(view.layer.presentationProperties.opacity, 0.5, accuracy: 1e-6)
        frame(at: 1.5)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)

        let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { self.view.center.x = 105 }
        spring.startAnimation()
        frame(at: 1.75)
        XCTAssertEqual(Double(x), 5 + 100 * 1.0411, accuracy: 0.01, "R118 row D 0.5 ζ 0.7 at D/2")
        let system = UISpringTimingParameters()
        XCTAssertEqual(
            UIViewPropertyAnimator(duration: 9, timingParameters: system).duration, 0.6, accuracy: 1e-9,
            "explicit springs take their settling time (R119): critically damped, on Core Animation's 0.1 s grid (R120)"
        )
        let response = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
        let solver = response.solver(duration: 1)
        XCTAssertEqual(solver.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(solver.damping, 4 * .pi * 0.8 / 0.5, accuracy: 1e-9)
    }

    /// R52–R53: a running animator's animations follow their layer's time, as Core Animation
    /// animations do: an ancestor frozen at `timeOffset = 0.3` shows the 0.3 s state however much
    /// media time passes, scrubbing `timeOffset` scrubs it, and it does not complete while frozen.
    func test_R53_runningAnimator_followsAFrozenAncestorsLayerTime() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 105 },
            completion: { positions.append($0) })
        frame(at: 0)
        container.layer.speed = 0
        container.layer.timeOffset = 0.3
        frame(at: 2)
        XCTAssertEqual(x, 35, accuracy: 1e-9, "the 0.3 s state of 5 → 105 over 1 s")
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        container.layer.timeOffset = 0.75
        frame(at: 3)
        XCTAssertEqual(x, 80, accuracy: 1e-9, "scrubbing timeOffset scrubs the animation")
        container.layer.timeOffset = 1
        frame(at: 4)
        XCTAssertEqual(x, 105, accuracy: 1e-9)
        XCTAssertEqual(positions, [], "frozen time does not pass: no completion, even at the end")
        // Unfrozen again from local time 0.75: the last quarter runs in 0.25 s of media time.
        container.layer.timeOffset = 0.75
        container.layer.beginTime = 4
        container.layer.speed = 1
        frame(at: 4.1)
        XCTAssertEqual(x, 90, accuracy: 1e-9)
        XCTAssertEqual(positions, [])
        frame(at: 4.25)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x, 105)
    }

    /// R52: an animator started inside an already frozen container (what a percent-driven
    /// transition does to its container) begins at the container's frozen time and stays there.
    func test_R52_animatorStartedInAFrozenContainer_beginsAtItsFrozenTime() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(view)
        container.layer.speed = 0
        container.layer.timeOffset = 0
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 105 })
        frame(at: 0.5)
        XCTAssertEqual(x, 5, accuracy: 1e-9)
        container.layer.timeOffset = 0.4
        frame(at: 1.5)
        XCTAssertEqual(x, 45, accuracy: 1e-9)
        XCTAssertTrue(animator.isRunning)
    }
}
