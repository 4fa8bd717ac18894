import XCTest

@testable import UIKit

/// Never calls completeTransition (the R19 trap).
@MainActor
final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3) { toView.alpha = 0.9 }
    }
}

/// Each diagnostic of the modal path, provoked once.
@MainActor
final class ModalDiagnosticsTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a)
    }

    /// R19: the hung transition is reported after its duration plus the timeout, and stays hung.
    func testR19CompleteTransitionNeverCalledIsReportedAndStaysHung() async {
        let b = NamedController("B")
        let delegate = FixedAnimatorDelegate(animator: ForgetfulAnimator())
        b.transitioningDelegate = delegate
        // A pre-iOS 13 animator wants its own full-screen presentation (R134).
        b.modalPresentationStyle = .fullScreen
        app.diagnostics.hungTransitionTimeout = 1
        a.present(b, animated: true)
        app.advance(seconds: 1.2)
        XCTAssertEqual(app.diagnosticNames, [], "not yet: 0.3 s duration + 1 s timeout")
        app.advance(seconds: 0.3)
        XCTAssertEqual(app.diagnosticNames, ["completeTransitionNotCalled"])
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R19")
        XCTAssertTrue(UIApplication.shared.isIgnoringInteractionEvents, "input stays ignored")
        XCTAssertNotNil(b.transitionCoordinator, "the transition is still in progress")
        let c = NamedController("C")
        a.present(c, animated: true)
        app.advance(seconds: 5)
        XCTAssertEqual(app.diagnosticNames, ["completeTransitionNotCalled", "presentationInProgress"], "reported once")
        XCTAssertNil(c.presentingViewController)
    }

    /// Presenting from a controller that already presents something.
    func testPresentingWhileAlreadyPresenting() async {
        let b = NamedController("B")
        a.present(b, animated: false)
        a.present(NamedController("C"), animated: false)
        XCTAssertEqual(app.diagnosticNames, ["alreadyPresenting"])
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// Presenting a controller that is already presented.
    func testPresentingAControllerThatIsAlreadyPresented() async {
        let b = NamedController("B")
        a.present(b, animated: false)
        b.present(b, animated: false)
        XCTAssertEqual(app.diagnosticNames, ["alreadyPresented"])
    }

    /// Dismissing with nothing presented: nothing happens and the completion is not called.
    func testDismissingWithNothingPresented() async {
        var called = false
        a.dismiss(animated: true) { called = true }
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, ["nothingToDismiss"])
        XCTAssertFalse(called)
    }

    /// A transitioning delegate released before use (it is weak): the built-in animation runs.
    func testReleasedTransitioningDelegateIsReported() async {
        let b = NamedController("B")
        do {
            let delegate = SlideDelegate()
            b.transitioningDelegate = delegate
        }
        XCTAssertNil(b.transitioningDelegate, "weak, as in UIKit")
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, ["transitioningDelegateReleased"])
        XCTAssertTrue(app.diagnostics.entries[0].message.contains("SlideDelegate"))
        XCTAssertTrue(a.presentedViewController === b, "presented with the built-in animation")
        XCTAssertFalse(app.events.entries.contains("delegate.animationController(forPresented:)"))
    }
}

/// A transition animator with an interruptible animator (R52, R56–R58).
@MainActor
final class InterruptibleDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }  // R125: the same instance every time
        let fromView = ctx.view(forKey: .from)!
        if let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
        let target = fromView.center.applying(CGAffineTransform(translationX: 0, y: 400))
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { fromView.center = target }
        animator.addCompletion { position in ctx.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }
}

@MainActor
final class InterruptiblePathTests: XCTestCase {
    /// R52, R53, R56: the interruptible path pauses the animator, scrubs `fractionComplete`, and
    /// finishing continues it; cancelling reverses it and the transition ends cancelled.
    func testInterruptiblePathScrubsFinishesAndCancels() async {
        for cancel in [false, true] {
            let a = NamedController("A")
            let app = TestApp(root: a)
            let b = NamedController("B")
            b.modalPresentationStyle = .fullScreen
            let interactor = UIPercentDrivenInteractiveTransition()
            let delegate = InteractiveDismissDelegate(animator: InterruptibleDropAnimator(), interactor: interactor)
            b.transitioningDelegate = delegate
            a.present(b, animated: false)
            app.advance(seconds: 0.1)

            b.dismiss(animated: true)
            app.advance(seconds: 1 / 60.0)
            XCTAssertEqual(b.transitionCoordinator?.isInterruptible, true)
            interactor.update(0.5)
            app.advance(seconds: 0.2)
            XCTAssertEqual(
                b.view.layer.presentationProperties.position.y, 626, accuracy: 0.5, "scrubbed to half, paused")
            if cancel { interactor.cancel() } else { interactor.finish() }
            app.advance(seconds: 0.1)
            let y = b.view.layer.presentationProperties.position.y
            if cancel { XCTAssertLessThan(y, 626, "reversing") } else { XCTAssertGreaterThan(y, 626, "continuing") }
            app.advance(seconds: 1)
            XCTAssertEqual(a.presentedViewController === b, cancel, cancel ? "still presented" : "dismissed")
            XCTAssertTrue(app.events.entries.contains("context.completeTransition(\(!cancel))"))
            _ = delegate
        }
    }
}

@MainActor
final class InteractionEdgeCaseTests: XCTestCase {
    /// R61: `update(1.0)` then `finish()` has no time left to run: the transition ends in the same frame.
    func testR61UpdateToOneThenFinishEndsAtOnce() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveDismissDelegate(animator: DropAnimator(timing: .linear), interactor: interactor)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        app.advance(seconds: 0.1)
        b.dismiss(animated: true)
        app.advance(seconds: 1 / 60.0)
        interactor.update(1.0)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(b.view.layer.presentationProperties.position.y, 826, accuracy: 0.01)
        interactor.finish()
        XCTAssertTrue(app.events.entries.contains("context.completeTransition(true)"), "completed synchronously")
        XCTAssertNil(a.presentedViewController)
        _ = delegate
    }

    /// R60: one interaction controller asked to drive a second transition is reported.
    func testR60OneInteractionControllerForTwoTransitionsIsReported() async {
        let app = TestApp()
        let interactor = UIPercentDrivenInteractiveTransition()
        let container = UIView()
        let first = ManualContext(container: container, animator: DropAnimator())
        let second = ManualContext(container: container, animator: DropAnimator())
        interactor.startInteractiveTransition(first.context)
        interactor.startInteractiveTransition(second.context)
        XCTAssertEqual(app.diagnosticNames, ["interactionControllerReused"])
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R60")
    }

    /// `.overFullScreen`: the presenter's view stays, and the presenter gets no appearance calls (R12).
    func testOverFullScreenKeepsThePresentersViewAndItsAppearance() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let b = NamedController("B")
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(a.view.superview === app.window, "the presenter's view is not removed")
        XCTAssertTrue(b.view.window === app.window)
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(app.events.entries.filter { $0.hasPrefix("A.") }, [], "R12: no appearance calls")
        XCTAssertNil(b.view.superview)
    }
}

/// A bare transition context around an animator, for interaction-controller unit tests.
@MainActor
struct ManualContext {
    let context: TransitionContext
    /// Kept alive here: the context holds its animator weakly.
    let animator: UIViewControllerAnimatedTransitioning
    /// Kept alive here as a transition keeps them: the context holds its controllers weakly.
    let from = UIViewController()
    let to = UIViewController()
    init(container: UIView, animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        container.addSubview(from.view)
        context = TransitionContext(
            name: "manual", container: container, animated: true, style: .custom, from: from, to: to,
            fromView: from.view, toView: to.view, initialFrames: [], finalFrames: [])
        context.animator = animator
        context.markRunning(at: 0)
    }
}
