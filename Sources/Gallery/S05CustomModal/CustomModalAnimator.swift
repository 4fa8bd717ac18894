// Seed 002 (docs/scenes.md), section 3.3 "特殊的 Modal 轉場" (Modal 轉場實現), the
// animateTransition listing. Mechanical edits only: Swift 6 spelling (containerView, viewController(forKey:),
// isBeingPresented as properties, `.curveEaseInOut`, `completeTransition(!isCancelled)`); the
// listing's "..." prologue is filled in with the usual lookups and a duration of 0.5 s (the seed
// gives none).
import Foundation
import UIKit

/// S5's animator: the presented view grows from width 1 to 2/3 of the container, centred, above a
/// black 50 % dimming view that grows from 2/3 size to the container's bounds; dismissal shrinks
/// the width back to 1 and, following the seed's conclusion (R25), does NOT add the presenting
/// view to the container.
@MainActor
final class CustomModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's length (the seed leaves it open).
    let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        // The seed's advice: in a modal transition take the views from the controllers, because in
        // `.custom` view(forKey:) is nil for the presenting side (R25).
        let fromView: UIView = fromVC.view
        let toView: UIView = toVC.view
        let duration = transitionDuration(using: transitionContext)

        // Presentation: the controller itself says which way the modal transition goes (R11).
        if toVC.isBeingPresented {
            // 1
            containerView.addSubview(toView)
            // The dimming view goes below the presented view.
            let dimmingView = UIView()
            containerView.insertSubview(dimmingView, belowSubview: toView)
            let toViewWidth = containerView.frame.width * 2 / 3
            let toViewHeight = containerView.frame.height * 2 / 3
            toView.center = containerView.center
            toView.bounds = CGRect(x: 0, y: 0, width: 1, height: toViewHeight)
            dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
            dimmingView.center = containerView.center
            dimmingView.bounds = CGRect(x: 0, y: 0, width: toViewWidth, height: toViewHeight)
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut,
                animations: {
                    toView.bounds = CGRect(x: 0, y: 0, width: toViewWidth, height: toViewHeight)
                    dimmingView.bounds = containerView.bounds
                },
                completion: { _ in
                    // 2
                    let isCancelled = transitionContext.transitionWasCancelled
                    transitionContext.completeTransition(!isCancelled)
                })
        }
        // Dismissal: in .custom the presenting view (toView) must NOT be added to the container —
        // step 1 is left out (R25); the container leaves with it and the presenter would vanish.
        if fromVC.isBeingDismissed {
            let fromViewHeight = fromView.frame.height
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: fromViewHeight)
                },
                completion: { _ in
                    // 2
                    let isCancelled = transitionContext.transitionWasCancelled
                    transitionContext.completeTransition(!isCancelled)
                })
        }
    }
}
