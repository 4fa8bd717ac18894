import Foundation
import UIKit

/// Slides the presented view up from the bottom (present) or down (dismiss) with a plain UIView
/// animation, and completes with `!transitionWasCancelled` — the seeds' shape.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    var insertsPresenterOnDismiss = true

    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        if presenting {
            let toVC = ctx.viewController(forKey: .to)!
            let toView = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(withDuration: duration, animations: { toView.frame = final }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            let fromView = ctx.view(forKey: .from)!
            if insertsPresenterOnDismiss, let toView = ctx.view(forKey: .to) {
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(
                withDuration: duration,
                animations: { fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height) }
            ) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }
}
