// S8 "Interactive pop by pan". Seed 003 (docs/scenes.md), part 6 step 2
// (CXMoveNavigationTransitionAnimation). Mechanical edits only: Objective-C → Swift.
import Foundation
import UIKit

/// The seed's interactive pop animator: S7's scale, slide and fade, 0.7 s, but its completion also
/// resets the incoming screen and completes with `!transitionWasCancelled` (the pan may cancel, R55).
@MainActor
final class PanPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's duration: 0.7 s.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.7
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromVC = transitionContext.viewController(forKey: .from)!
        transitionContext.containerView.addSubview(toVC.view)
        // The incoming screen starts transparent, one screen width to the left, at a tenth of its size.
        toVC.view.alpha = 0
        let width = UIScreen.main.bounds.size.width
        toVC.view.transform = CGAffineTransform(translationX: -width, y: 0).scaledBy(x: 0.1, y: 0.1)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                // The popped screen leaves to the right at a tenth of its size.
                fromVC.view.transform = CGAffineTransform(translationX: width, y: 0).scaledBy(x: 0.1, y: 0.1)
                fromVC.view.alpha = 0
                toVC.view.transform = .identity
                toVC.view.alpha = 1
            },
            completion: { _ in
                // Both screens get their properties back, whichever way the pan went.
                fromVC.view.transform = .identity
                fromVC.view.alpha = 1
                toVC.view.transform = .identity
                toVC.view.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
