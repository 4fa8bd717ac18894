// A card transition as iOS libraries write it: one animator for both directions, a spring on the
// way up, linear while a finger drives the dismissal. Compiled as is against Stagecraft's UIKit.
import UIKit

/// Slides a card up from the bottom edge when presenting, and back down when dismissing.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the card moves.
    enum Direction {
        case present, dismiss
    }

    let direction: Direction
    var duration: TimeInterval = 0.5

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let transitionContext, transitionContext.isAnimated else { return 0 }
        return UIAccessibility.isReduceMotionEnabled ? duration / 2 : duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch direction {
        case .present: animatePresentation(using: transitionContext)
        case .dismiss: animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height - finalFrame.minY)
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.85,
            initialSpringVelocity: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                toView.frame = finalFrame
            },
            completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                transitionContext.completeTransition(finished)
            })
    }

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseIn

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                fromView.frame.origin.y = containerView.bounds.height
            },
            completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { fromView.removeFromSuperview() }
                transitionContext.completeTransition(finished)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}
