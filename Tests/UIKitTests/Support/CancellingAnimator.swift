import Foundation
import UIKit

/// Cancels its own presentation.
@MainActor
final class CancellingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.2, animations: { toView.alpha = 0.5 }) { _ in
            ctx.completeTransition(false)
        }
    }
}
