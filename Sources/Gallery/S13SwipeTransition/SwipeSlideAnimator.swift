// Seed 000 (docs/scenes.md), listing 10-2's structure (a `presenting` flag, the to-view
// always added, the view removed after a failed presentation or a successful dismissal,
// `completeTransition(!transitionWasCancelled)`), moving vertically and linearly as the note after
// listing 10-4 advises for interactive animations ("avoid non-linear effects such as initial
// velocity, damping and non-linear completion curves").
import Foundation
import UIKit

/// Slides the presented view up from below the container (presenting) or back down (dismissing),
/// linearly over 1.0 s, so a scrub at `p` puts its top at `height × (1 − p)`: it follows the finger.
@MainActor
final class SwipeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Presenting or dismissing (set by the transitioning delegate).
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromVC = transitionContext.viewController(forKey: .from)
        else { return }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)
        if presenting {
            // Start just below the container.
            toViewStartFrame = toViewFinalFrame.offsetBy(dx: 0, dy: containerFrame.height)
        } else if let fromView {
            // End just below the container.
            fromViewFinalFrame = fromView.frame.offsetBy(dx: 0, dy: containerFrame.height)
        }
        if let toView {
            containerView.addSubview(toView)
            if presenting { toView.frame = toViewStartFrame } else { containerView.sendSubviewToBack(toView) }
        }
        let presenting = presenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                if presenting { toView?.frame = toViewFinalFrame } else { fromView?.frame = fromViewFinalFrame }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                // After a failed presentation or successful dismissal, remove the view.
                if (presenting && !success) || (!presenting && success) { toView?.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}
