// Seed 002 (docs/scenes.md) section 3.3 (the width-1 growth and shrink), reworked as
// seed 000 "Presentation controllers" asks: the animator moves only the
// presented view, to the frame the presentation controller chose (`finalFrame(for:)`, R29), and
// leaves the dimming view to the presentation controller.
import Foundation
import UIKit

/// S6's animator: presentation grows the presented view from width 1 to its final frame, dismissal
/// shrinks it back to width 1; ease-in-out. It touches only `view(forKey:)` views (R25, R27).
@MainActor
final class CardPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's length, S5's.
    let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let duration = transitionDuration(using: transitionContext)

        if toVC.isBeingPresented, let toView = transitionContext.view(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(toView)
            toView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            toView.bounds = CGRect(x: 0, y: 0, width: 1, height: finalFrame.height)
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut,
                animations: {
                    toView.bounds = CGRect(x: 0, y: 0, width: finalFrame.width, height: finalFrame.height)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
        // Dismissal: view(forKey: .to) is nil in .custom — nothing to add (R25).
        if fromVC.isBeingDismissed, let fromView = transitionContext.view(forKey: .from) {
            let fromViewHeight = fromView.frame.height
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut,
                animations: {
                    fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: fromViewHeight)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
