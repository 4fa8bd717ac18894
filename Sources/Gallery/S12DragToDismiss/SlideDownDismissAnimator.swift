// Seed 003 (docs/scenes.md), part 5 step 1 (CXModalMoveTransitionAnimation) — the animator
// the interactive dismissal scrubs.
import Foundation
import UIKit

/// Moves the dismissed view down by the screen height over 1.0 s, with the presenting view added
/// to the container and sent to the back, and completes with `!transitionWasCancelled` (R55).
///
/// `UIView.animate(withDuration:animations:completion:)` uses the default ease-in-out curve, so a
/// scrub at `p` puts the view at `screenHeight × easeInOut(p)`, not at `screenHeight × p`.
@MainActor
final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromVC = transitionContext.viewController(forKey: .from)
        else { return }
        let screenBounds = UIScreen.main.bounds
        let initFrame = transitionContext.initialFrame(for: fromVC)
        let finalFrame = initFrame.offsetBy(dx: 0, dy: screenBounds.height)
        let containerView = transitionContext.containerView
        containerView.addSubview(toVC.view)
        containerView.sendSubviewToBack(toVC.view)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { fromVC.view.frame = finalFrame },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
