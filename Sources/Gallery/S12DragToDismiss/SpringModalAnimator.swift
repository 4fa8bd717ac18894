// Seed: seeds/003_358c1e506dc1a6f4.txt, part 2 step 3 (CXModalTransitionAnimation), used by part 5 as
// its non-interactive animator. S1's spring animator is not on this branch yet, so S12 carries its own
// copy written the same way: 1.0 s, spring damping 0.6, initial velocity 0, `.curveEaseIn`.
import Foundation
import UIKit

/// The seed's modal spring animator: presenting, the to-view starts one screen height below its final
/// frame and springs up; dismissing, the to-view (the presenting screen) starts one screen height
/// above its final frame and springs down over the presented one.
@MainActor
final class SpringModalAnimator: UIViewControllerAnimatedTransitioning {
    /// The seed's `AnimationType`.
    enum AnimationType {
        /// `AnimationTypeDismiss` (the enum's first case, so the default of a fresh animator).
        case dismiss
        /// `AnimationTypePresent`.
        case present
    }

    /// Set by the presenting controller before each transition, as the seed does.
    var animationType = AnimationType.dismiss

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let screenHeight = UIScreen.main.bounds.height
        if animationType == .present {
            toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: screenHeight)
        } else {
            toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: -screenHeight)
        }
        let containerView = transitionContext.containerView
        containerView.addSubview(toVC.view)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.6,
            initialSpringVelocity: 0, options: .curveEaseIn,
            animations: { toVC.view.frame = finalFrame },
            completion: { _ in transitionContext.completeTransition(true) })
    }
}
