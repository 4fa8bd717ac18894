import Foundation
import UIKit

/// Calls completeTransition twice: true, then false.
@MainActor
final class DoubleCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
        UIView.animate(withDuration: 0.2, animations: { ctx.view(forKey: .to)!.alpha = 1 }) { _ in
            ctx.completeTransition(true)
            ctx.completeTransition(false)
        }
    }
}
