import Foundation

/// UIKit's own sheet animation, used when the transitioning delegate supplies no animator for a
/// sheet (R3, R136): the card slides up from below the screen to its detent, and back down on
/// dismissal, in 0.5 s on the system spring; linearly while a swipe drives it. The pushed-back
/// presenter and the dimming move alongside, from the sheet presentation controller (R135).
@MainActor
final class BuiltinSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetMotion.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        // A swipe scrubs the dismissal: linear, so the card stays under the finger (R136).
        let options: UIView.AnimationOptions =
            transitionContext.isInteractive ? .curveLinear : SheetMotion.springOptions
        let finish = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if presenting {
            guard let card = transitionContext.view(forKey: .to),
                let presented = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(true) }
            let final = transitionContext.finalFrame(for: presented)
            container.addSubview(card)
            card.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { card.frame = final },
                completion: finish)
            return
        }
        guard let card = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(true)
        }
        let below = card.frame.offsetBy(dx: 0, dy: container.bounds.maxY - card.frame.minY)
        UIView.animate(
            withDuration: duration, delay: 0, options: options, animations: { card.frame = below },
            completion: finish)
    }
}
