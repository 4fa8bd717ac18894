import Foundation

/// The coordinator handed out by `transitionCoordinator`: a thin wrapper over the context (R65).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let context: TransitionContext

    init(context: TransitionContext) { self.context = context }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { context.isInterruptible }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.isCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.completionVelocity }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    var targetTransform: CGAffineTransform { context.targetTransform }
    var containerView: UIView { context.containerView }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        let accepted = context.addAlongside(in: nil, animation: animation, completion: completion)
        EventLog.current.record("coordinator.animateAlongside -> \(accepted)")
        return accepted
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard let view else {
            DiagnosticLog.current.report(
                "alongsideViewNil", "animateAlongsideTransition(in: nil) — the view must not be nil", rule: "R70")
            return false
        }
        let accepted = context.addAlongside(in: view, animation: animation, completion: completion)
        EventLog.current.record("coordinator.animateAlongside(in: \(logName(view))) -> \(accepted)")
        return accepted
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        context.addInteractionChangeHandler(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        context.addInteractionChangeHandler { ctx in
            if !ctx.isInteractive { handler(ctx) }
        }
    }
}
