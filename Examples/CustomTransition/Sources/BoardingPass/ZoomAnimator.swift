import Foundation
import UIKit

/// Presents the boarding-pass card by fading the dimmed backdrop in while the card springs up from
/// 30 % of its size; dismisses by fading everything out while the card shrinks a little.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses (false).
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to) as? CardViewController,
                let toView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            toVC.card.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                options: [],
                animations: {
                    toView.alpha = 1
                    toVC.card.transform = .identity
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let fromVC = transitionContext.viewController(forKey: .from) as? CardViewController,
                let fromView = transitionContext.view(forKey: .from)
            else { return transitionContext.completeTransition(false) }
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView.alpha = 0
                    fromVC.card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                },
                completion: { _ in
                    let finished = !transitionContext.transitionWasCancelled
                    if finished { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(finished)
                })
        }
    }
}
