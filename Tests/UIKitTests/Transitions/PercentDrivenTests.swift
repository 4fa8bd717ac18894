// Over 400 lines on purpose: one specification of the percent-driven classic path (R52–R55), read
// top to bottom; its fixtures live beside the cases they drive.
import XCTest

@testable import UIKit

/// Moves the presented view 400 pt down (dismiss) with a linear or spring UIView animation and
/// completes with `!transitionWasCancelled` — the seeds' interactive dismiss animator.
@MainActor
final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Timing { case linear, spring }
    let timing: Timing
    let duration: TimeInterval

    init(timing: Timing = .linear, duration: TimeInterval = 0.5) {
        self.timing = timing
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let fromView = ctx.view(forKey: .from)!
        if let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
        let target = fromView.center.applying(CGAffineTransform(translationX: 0, y: 400))
        let done = { (_: Bool) in ctx.completeTransition(!ctx.transitionWasCancelled) }
        switch timing {
        case .linear:
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveLinear, animations: { fromView.center = target },
                completion: done)
        case .spring:
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                animations: { fromView.center = target }, completion: done)
        }
    }
}

/// Moves the presented view 400 pt down with `UIViewPropertyAnimator.runningPropertyAnimator` and
/// completes from the animator's completion, with no `interruptibleAnimator(using:)`: on the classic
/// path the property animator plays out by itself, whatever the interaction does (R161).
@MainActor
final class RunningPropertyDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var positions: [UIViewAnimatingPosition] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let fromView = ctx.view(forKey: .from)!
        if let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
        let target = fromView.center.applying(CGAffineTransform(translationX: 0, y: 400))
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { fromView.center = target },
            completion: { position in
                self.positions.append(position)
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }
}

/// Hands out one animator and one interaction controller for dismissal.
@MainActor
final class InteractiveDismissDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIPercentDrivenInteractiveTransition?
    init(animator: UIViewControllerAnimatedTransitioning, interactor: UIPercentDrivenInteractiveTransition?) {
        self.animator = animator
        self.interactor = interactor
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interactor }
}

/// onevcat's interactor: the completion runs at `1 - percentComplete` speed.
@MainActor
final class OnevcatInteractor: UIPercentDrivenInteractiveTransition {
    override var completionSpeed: CGFloat {
        get { 1 - percentComplete }
        set {}
    }
}

@MainActor
final class PercentDrivenTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var b: NamedController!

    /// A presented full screen B (presented without animation) ready to be dismissed interactively.
    func presentB(
        animator: UIViewControllerAnimatedTransitioning, interactor: UIPercentDrivenInteractiveTransition?
    ) -> InteractiveDismissDelegate {
        a = NamedController("A")
        app = TestApp(root: a)
        b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        let delegate = InteractiveDismissDelegate(animator: animator, interactor: interactor)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        app.advance(seconds: 0.1)
        app.events.removeAll()
        return delegate
    }

    var bY: CGFloat { b.view.layer.presentationProperties.position.y }

    /// R53, R62: scrubbing a linear animator shows the state at p × duration.
    func testR53ScrubbingALinearAnimatorShowsTheStateAtPTimesDuration() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 0.5)
        XCTAssertEqual(bY, 426, accuracy: 0.01, "frozen at the start while nothing updates")
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            interactor.update(p)
            app.advance(seconds: 1 / 60.0)
            XCTAssertEqual(bY, 426 + 400 * p, accuracy: 0.01, "p = \(p)")
            XCTAssertEqual(interactor.percentComplete, p)
        }
        XCTAssertEqual(interactor.duration, 0.5)
        _ = delegate
    }

    /// R62: a spring animator scrubs time, so the view shows the spring at p × duration, overshoot included.
    func testR62ScrubbingASpringAnimatorShowsTheSpringAtPTimesDuration() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .spring), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        let spring = SpringSolver.uiKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0)
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            interactor.update(p)
            app.advance(seconds: 1 / 60.0)
            let expected = 426 + 400 * CGFloat(spring.progress(at: Double(p) * 0.5))
            XCTAssertEqual(bY, expected, accuracy: 0.05, "p = \(p)")
        }
        // The first peak of the spring: the view goes past its end value while scrubbing (R62).
        let peak = stride(from: 0.0, through: 0.5, by: 0.005).max { spring.progress(at: $0) < spring.progress(at: $1) }!
        interactor.update(CGFloat(peak / 0.5))
        app.advance(seconds: 1 / 60.0)
        XCTAssertGreaterThan(bY, 826 + 10, "damping 0.5 overshoots at its first peak (R62)")
        _ = delegate
    }

    /// Seconds from `finish()`/`cancel()` until completeTransition, measured on the media clock.
    func completionTime(cancel: Bool, at p: CGFloat, speed: CGFloat?, interactor: UIPercentDrivenInteractiveTransition)
        -> Double
    {
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        if let speed { interactor.completionSpeed = speed }
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(p)
        app.advance(seconds: 1 / 60.0)
        let start = app.clock.time
        if cancel { interactor.cancel() } else { interactor.finish() }
        var elapsed = 0.0
        while !app.events.entries.contains(where: { $0.hasPrefix("context.completeTransition") }) && elapsed < 5 {
            app.advance(seconds: 1 / 600.0)
            elapsed = app.clock.time - start
        }
        _ = delegate
        return elapsed
    }

    /// R54: finish takes (1 − p)·duration/speed and cancel p·duration/speed, for several speeds.
    func testR54FinishAndCancelTimesFollowCompletionSpeed() async {
        for (speed, p) in [(1.0, 0.4), (2.0, 0.4), (0.5, 0.3)] as [(CGFloat, CGFloat)] {
            let finish = completionTime(
                cancel: false, at: p, speed: speed, interactor: UIPercentDrivenInteractiveTransition())
            XCTAssertEqual(finish, Double((1 - p) * 0.5 / speed), accuracy: 0.004, "finish, speed \(speed)")
            let cancel = completionTime(
                cancel: true, at: p, speed: speed, interactor: UIPercentDrivenInteractiveTransition())
            XCTAssertEqual(cancel, Double(p * 0.5 / speed), accuracy: 0.004, "cancel, speed \(speed)")
        }
    }

    /// R47: a completion speed ≤ 0 reads as 1.
    func testR47NonPositiveCompletionSpeedReadsAsOne() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 0
        XCTAssertEqual(interactor.completionSpeed, 1)
        interactor.completionSpeed = -2
        XCTAssertEqual(interactor.completionSpeed, 1)
    }

    /// onevcat's `completionSpeed = 1 − percentComplete`: finishing from p takes
    /// (1 − p)·duration/(1 − p) = duration.
    func testR54OnevcatCompletionSpeedOverride() async {
        let finish = completionTime(cancel: false, at: 0.6, speed: nil, interactor: OnevcatInteractor())
        XCTAssertEqual(finish, 0.5, accuracy: 0.004)
    }

    /// R132: an interactive full-screen dismissal cancelled at p = 0.4 (speed 1, duration 0.5).
    func testR132CancelledInteractiveDismissalTimeline() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        var coordinatorSawCancel: Bool?
        var interactionChanges: [Bool] = []

        b.dismiss(animated: true) { self.app.events.record("(dismiss completion ran)") }
        b.transitionCoordinator?.notifyWhenInteractionChanges { ctx in interactionChanges.append(ctx.isCancelled) }
        b.transitionCoordinator?.animate(alongsideTransition: nil) { ctx in coordinatorSawCancel = ctx.isCancelled }
        XCTAssertEqual(b.transitionCoordinator?.initiallyInteractive, true)
        XCTAssertEqual(b.transitionCoordinator?.isInteractive, true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.4)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bY, 426 + 160, accuracy: 0.01)
        let cancelTime = app.clock.time
        interactor.cancel()
        XCTAssertEqual(b.transitionCoordinator?.completionVelocity, -1, "R73")
        XCTAssertEqual(b.transitionCoordinator?.isCancelled, true)
        app.advance(seconds: 0.1)
        let back = Double(UIPercentDrivenInteractiveTransition.progress(of: .systemSpring, at: 0.5))
        XCTAssertEqual(
            Double(bY), 426 + 160 * (1 - back), accuracy: 1,
            "after 0.1 s of a 0.2 s reverse run on the default curve 7 (R46, R54)")
        app.advance(seconds: 0.2)

        XCTAssertEqual(
            app.events.entries,
            [
                "dismiss B to A (fullScreen, animated: true)",
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "presentationController.dismissalTransitionWillBegin",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "animator.transitionDuration",
                "coordinator.animateAlongside -> true",
                "interactionController.startInteractiveTransition",
                "coordinator.interactionChanged(isCancelled: true)",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "context.completeTransition(false)",
                "presentationController.dismissalTransitionDidEnd(false)",
                "B.viewDidAppear",
                "A.viewDidDisappear",
                "animator.animationEnded(false)",
                "coordinator.completion(isCancelled: true)",
            ])
        XCTAssertEqual(interactionChanges, [true], "R71")
        XCTAssertEqual(coordinatorSawCancel, true, "R72")
        XCTAssertTrue(a.presentedViewController === b, "R16: still presented after a cancelled dismissal")
        XCTAssertNil(a.view.superview, "full screen: the presenter's view is out of the hierarchy again")
        XCTAssertEqual(b.view.center.y, 426, "R55: back at the pre-transition value in the model")
        XCTAssertEqual(bY, 426, accuracy: 0.01)
        XCTAssertEqual(b.view.superview?.layer.speed, 1, "R54: speed restored")
        XCTAssertEqual(b.view.superview?.layer.timeOffset, 0, "R54: timeOffset restored")
        _ = cancelTime
        _ = delegate
    }

    /// Finishing completes the dismissal and the dismiss completion runs.
    func testFinishedInteractiveDismissalCompletes() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        var completed = false
        b.dismiss(animated: true) { completed = true }
        interactor.update(0.7)
        app.advance(seconds: 1 / 60.0)
        interactor.finish()
        app.advance(seconds: 0.5)
        XCTAssertTrue(completed)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.superview === app.window)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") },
            ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
        _ = delegate
    }

    /// R51, R37: update and finish called before the transition starts apply when it starts.
    func testR51DeferredUpdateAppliesWhenTheTransitionStarts() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        interactor.update(0.5)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bY, 626, accuracy: 0.01)
        _ = delegate
    }

    /// A gesture that started no transition (S8's pan at the root) still updates and cancels the
    /// controller; those calls go nowhere and must not wait for the next transition, which would
    /// otherwise start at the stale progress and cancel at once.
    func testCallsWithNoTransitionDoNotLeakIntoTheNextOne() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        interactor.update(0.3)
        interactor.cancel()
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bY, 426, accuracy: 0.01, "starts at 0, not at the stale 0.3")
        interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bY, 626, accuracy: 0.01, "still interactive: the stale cancel was dropped")
        interactor.finish()
        app.advance(seconds: 0.5)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(app.diagnosticNames, [])
        _ = delegate
    }

    /// R51, R37 for a reused controller: after one transition ended, calls made between the next
    /// transition's start call and its first frame belong to that transition.
    func testAReusedControllerTakesCallsMadeBeforeItsNextTransitionStarts() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.2)
        interactor.cancel()
        app.advance(seconds: 0.5)
        XCTAssertTrue(a.presentedViewController === b, "the first dismissal was cancelled")
        // The second dismissal, driven before its first frame.
        b.dismiss(animated: true)
        interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bY, 626, accuracy: 0.01)
        interactor.finish()
        app.advance(seconds: 0.5)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(app.diagnosticNames, [])
        _ = delegate
    }

    /// R67, R70: alongside animations are frozen and scrubbed with the container.
    func testR67AlongsideAnimationsAreScrubbedWithTheContainer() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.view.addSubview(badge)
        b.dismiss(animated: true)
        b.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        // Alongside blocks run linear while interactive (R69).
        XCTAssertEqual(CGFloat(badge.layer.presentationProperties.opacity), 0.5, accuracy: 0.01)
        interactor.update(0.25)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(CGFloat(badge.layer.presentationProperties.opacity), 0.75, accuracy: 0.01)
        _ = delegate
    }

    /// Diagnostics: update after finish, NaN, and an interaction controller nothing drives.
    func testInteractionDiagnostics() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1.5)
        XCTAssertEqual(app.diagnosticNames, ["interactionNotDriven"])
        interactor.update(.nan)
        interactor.finish()
        interactor.update(0.5)
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, ["interactionNotDriven", "updateOutOfRange", "updateAfterCompletion"])
        XCTAssertNil(a.presentedViewController)
        _ = delegate
    }

    /// R37, R38, R51: a finish or cancel made before the transition was requested (S11's swipe with
    /// no neighbouring tab) goes nowhere, as it reaches a nil context in UIKit, and must not end
    /// the next transition the moment it starts; calls after the request wait for it.
    func testCallsWithoutATransitionAreNotKeptForTheNextOne() async {
        let app = TestApp()
        let first = NamedController("First")
        let second = NamedController("Second")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        app.window.rootViewController = tabs
        app.advance(seconds: 0.05)
        let delegate = RecordingTabDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = TabSlideAnimator()
        delegate.interactor = interactor
        tabs.delegate = delegate
        interactor.finish()
        interactor.cancel()
        tabs.selectedIndex = 1
        // Calls between the request and the start (next frame) are kept for it (R51).
        interactor.update(0.25)
        app.advance(seconds: 0.5)
        XCTAssertNotNil(tabs.transitionCoordinator, "still interactive: the stale finish was not applied")
        XCTAssertEqual(interactor.percentComplete, 0.25)
        XCTAssertEqual(tabs.transitionCoordinator?.isInteractive, true)
        interactor.finish()
        app.advance(seconds: 0.5)
        XCTAssertNil(tabs.transitionCoordinator)
        XCTAssertEqual(tabs.selectedIndex, 1)
    }
}
