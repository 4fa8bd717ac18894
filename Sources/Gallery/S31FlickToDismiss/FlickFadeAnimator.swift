import Foundation
import UIKit

/// S31's fade: the photo viewer fades in over 0.3 s, and out when it is dismissed without a flick.
@MainActor
final class FlickFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the next transition presents (true) or dismisses.
    var isPresenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting, let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        {
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, at: 0) }
            let fromView = transitionContext.view(forKey: .from)
            UIView.animate(withDuration: 0.3, animations: { fromView?.alpha = 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
