// S9 "System back swipe": the custom pop animator of the trap, a plain 0.35 s cross-fade.
import Foundation
import UIKit

/// Fades the popped screen out over the one below.
@MainActor
final class BackSwipeFadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { fromView.alpha = 0 },
            completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
