import XCTest

@testable import UIKit

/// Moves the presented view 400 pt down with a UIView animation on an ease-in-out curve.
@MainActor
final class EaseInOutDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let fromView = ctx.view(forKey: .from)!
        if let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
        let target = fromView.center.applying(CGAffineTransform(translationX: 0, y: 400))
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: { fromView.center = target },
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

/// The classic path's completion (R54, R55), its default curve (R46), a transition started
/// non-interactively (R164) and property animators inside it (R161).
@MainActor
final class ClassicCompletionTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var b: NamedController!

    /// A full-screen B, presented without animation, with a dismissal `animator` driven by `interactor`.
    func presentB(animator: UIViewControllerAnimatedTransitioning, interactor: UIPercentDrivenInteractiveTransition)
        -> InteractiveDismissDelegate
    {
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

    var bY: Double { Double(b.view.layer.presentationProperties.position.y) }

    /// Advances by `seconds` in frames of 1/600 s, collecting B's position after each.
    func positions(over seconds: Double) -> [Double] {
        var values: [Double] = []
        for _ in 0..<Int((seconds * 600).rounded()) {
            app.advance(seconds: 1 / 600.0)
            values.append(bY)
        }
        return values
    }

    /// R46: the default completion curve is UIKit's curve 7, the system spring, as its initialiser
    /// stores it (the documentation's `.easeInOut` is stale).
    func testR46TheDefaultCompletionCurveIsCurve7() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        XCTAssertEqual(interactor.completionCurve.rawValue, 7)
        XCTAssertEqual(interactor.completionCurve, .systemSpring)
        XCTAssertEqual(interactor.completionSpeed, 1)
        XCTAssertTrue(interactor.wantsInteractiveStart)
    }

    /// R54: finishing a spring animator re-times the rest from where the spring is to its end along
    /// the completion curve (here linear) over the time left: the spring's own curve is dropped, so
    /// the finish neither overshoots nor swings back.
    func testR54FinishingASpringRunsTheRestOnTheCompletionCurveWithoutOvershoot() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        let delegate = presentB(animator: DropAnimator(timing: .spring), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.1)
        app.advance(seconds: 1 / 60.0)
        let spring = SpringSolver.uiKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0)
        let start = 426 + 400 * spring.progress(at: 0.05)
        XCTAssertEqual(bY, start, accuracy: 0.05, "scrubbed to the spring at 0.05 s (R62)")
        XCTAssertGreaterThan(
            426 + 400 * spring.progress(at: 0.15), 826 + 50, "the spring's own curve would overshoot by 60 pt")
        interactor.finish()
        // 0.45 s remain; linear from `start` to 826.
        let run = positions(over: 0.45)
        XCTAssertEqual(run[134], start + (826 - start) * 135 / 270, accuracy: 0.5, "halfway in time, halfway in value")
        XCTAssertLessThanOrEqual(run.max() ?? 0, 826 + 1e-6, "no overshoot past the end value")
        for (earlier, later) in zip(run, run.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later, earlier - 1e-9, "the rest moves one way only")
        }
        app.advance(seconds: 0.05)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(Double(b.view.center.y), 826, accuracy: 1e-9)
        _ = delegate
    }

    /// R54: an ease-in-out animation finished on an ease-in-out completion curve follows that curve
    /// once, from where it is — not the completion curve composed with its own (ease∘ease).
    func testR54FinishingAnEaseInOutAnimationFollowsTheCompletionCurveOnce() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .easeInOut
        let delegate = presentB(animator: EaseInOutDropAnimator(), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.4)
        app.advance(seconds: 1 / 60.0)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let start = 426 + 400 * ease.value(at: 0.4)
        XCTAssertEqual(bY, start, accuracy: 0.05)
        interactor.finish()
        // 0.3 s remain: a quarter in is 0.075 s.
        let run = positions(over: 0.075)
        let expected = start + (826 - start) * ease.value(at: 0.25)
        let composed = 426 + 400 * ease.value(at: 0.4 + 0.6 * ease.value(at: 0.25))
        XCTAssertGreaterThan(abs(expected - composed), 3, "the two readings differ visibly")
        XCTAssertEqual(run.last ?? 0, expected, accuracy: 0.3)
        app.advance(seconds: 0.3)
        XCTAssertNil(a.presentedViewController)
        _ = delegate
    }

    /// R54, R55: cancelling a spring runs back from where it is to the start values along the
    /// completion curve (the default curve 7 here), the animator's completion still runs
    /// (`finished == true`) and the model keeps exactly the start values.
    func testR55CancellingASpringRunsBackToExactlyTheStart() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = presentB(animator: DropAnimator(timing: .spring), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.4)
        app.advance(seconds: 1 / 60.0)
        interactor.cancel()
        let run = positions(over: 0.2)
        XCTAssertGreaterThanOrEqual(run.min() ?? 0, 426 - 1e-6, "no overshoot past the start")
        app.advance(seconds: 0.1)
        XCTAssertTrue(app.events.entries.contains("context.completeTransition(false)"))
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(Double(b.view.center.y), 426, accuracy: 1e-9)
        XCTAssertEqual(bY, 426, accuracy: 1e-9)
        XCTAssertNil(b.view.layer.animationKeys())
        XCTAssertEqual(b.view.superview?.layer.speed, 1, "the layers' time is their own again")
        _ = delegate
    }

    /// R164: started with `wantsInteractiveStart == false` on the classic path, the transition
    /// runs by itself; the first `update` takes it over (frozen where it is, interactive), and a
    /// `cancel()` then cancels: B stays presented.
    func testR164ANonInteractiveStartTakenOverByTheInteractorCancels() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        var changes: [Bool] = []
        b.dismiss(animated: true)
        b.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        app.advance(seconds: 0.1)
        XCTAssertEqual(bY, 426 + 80, accuracy: 0.5, "it runs by itself: 0.1 s of 0.5 s")
        XCTAssertEqual(b.transitionCoordinator?.isInteractive, false)
        XCTAssertEqual(b.transitionCoordinator?.initiallyInteractive, false)
        interactor.update(0.3)
        app.advance(seconds: 0.5)
        XCTAssertEqual(bY, 426 + 120, accuracy: 0.01, "taken over: it shows 0.3 while the finger rests")
        XCTAssertEqual(b.transitionCoordinator?.isInteractive, true)
        interactor.cancel()
        app.advance(seconds: 0.5)
        XCTAssertEqual(changes, [true, false])
        XCTAssertTrue(app.events.entries.contains("context.completeTransition(false)"))
        XCTAssertFalse(app.events.entries.contains("context.completeTransition(true)"))
        XCTAssertTrue(a.presentedViewController === b, "cancel cancels")
        XCTAssertEqual(Double(b.view.center.y), 426, accuracy: 1e-9)
        _ = delegate
    }

    /// R164: a `cancel()` with no update before it also cancels, from where the transition had run to.
    func testR164ACancelWithoutAnUpdateRunsBackFromWhereItIs() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        interactor.completionCurve = .linear
        let delegate = presentB(animator: DropAnimator(timing: .linear), interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 0.2)
        let held = bY
        XCTAssertEqual(held, 426 + 160, accuracy: 0.5)
        interactor.cancel()
        app.advance(seconds: 0.1)
        XCTAssertEqual(bY, held - (held - 426) / 2, accuracy: 1, "halfway back after half the 0.2 s")
        app.advance(seconds: 0.2)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(app.events.entries.contains("context.completeTransition(false)"))
        _ = delegate
    }

    /// R161: a property animator started inside a classic interactive `animateTransition` is not
    /// scrubbed — it plays out at its own pace, and its completion ends the transition under the
    /// finger — and the trap is reported.
    func testR161APropertyAnimatorInsideTheClassicPathPlaysOutAndIsReported() async {
        let interactor = UIPercentDrivenInteractiveTransition()
        let animator = RunningPropertyDropAnimator()
        let delegate = presentB(animator: animator, interactor: interactor)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(0.2)
        app.advance(seconds: 0.25)
        XCTAssertEqual(bY, 426 + 400 * (0.25 + 1 / 60.0) / 0.5, accuracy: 0.5, "it runs on, ignoring update(0.2)")
        app.advance(seconds: 0.3)
        XCTAssertEqual(animator.positions, [.end])
        XCTAssertTrue(app.events.entries.contains("context.completeTransition(true)"), "completed under the finger")
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(app.diagnosticNames, ["propertyAnimatorInClassicInteractiveTransition"])
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R161")
        _ = delegate
    }
}
