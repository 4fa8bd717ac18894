// S7 "Navigation pop: scale, slide, fade". Seed 003 (docs/scenes.md), part 3 step 1
// (CXNavigationTransitionAnimation). Mechanical edits only: Objective-C → Swift.
import Foundation
import UIKit

/// The seed's pop animator: over 0.7 s the screen below comes in from one screen width to the left,
/// growing from 0.1 and fading in, while the popped screen leaves to the right, shrinking to 0.1
/// and fading out.
@MainActor
final class ScaleSlideFadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
                // The popped screen leaves to the right at a tenth of its size…
                fromVC.view.transform = CGAffineTransform(translationX: width, y: 0).scaledBy(x: 0.1, y: 0.1)
                fromVC.view.alpha = 0
                // …and the incoming one returns to where it was before the animation.
                toVC.view.transform = .identity
                toVC.view.alpha = 1
            },
            completion: { _ in
                // Put the popped screen's properties back.
                fromVC.view.transform = .identity
                fromVC.view.alpha = 1
                transitionContext.completeTransition(true)
            })
    }
}
