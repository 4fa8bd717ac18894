import Foundation
import UIKit

/// The seeds' trap in a `.custom` dismissal: adds the presenting controller's view to the container.
@MainActor
final class WrongCustomDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let presenterView = ctx.viewController(forKey: .to)!.view!
        let fromView = ctx.view(forKey: .from)!
        ctx.containerView.insertSubview(presenterView, belowSubview: fromView)
        UIView.animate(withDuration: 0.2, animations: { fromView.alpha = 0 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}
