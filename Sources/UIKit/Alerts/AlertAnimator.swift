import Foundation

/// UIKit's alert animations (R231): an alert grows in from 1.2× while it and the dimming fade in, and
/// fades out; an action sheet slides up from below the screen while the dimming fades in, and slides
/// back down. Both run 0.404 s on UIKit's spring of damping 600 (clamped to critical damping, R115).
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// UIKit's duration for both directions and both styles.
    static let duration: TimeInterval = 0.404
    /// The scale an alert starts from.
    static let initialScale: CGFloat = 1.2

    let isPresentation: Bool

    init(isPresentation: Bool) {
        self.isPresentation = isPresentation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
            let view = transitionContext.view(forKey: isPresentation ? .to : .from) ?? alert.viewIfLoaded
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        let container = transitionContext.containerView
        if isPresentation {
            container.addSubview(view)
            view.frame = transitionContext.finalFrame(for: alert)
            // R277: the first text field edits as the alert comes up, and the alert is centred above
            // the keyboard that slides up alongside.
            if alert.preferredStyle == .alert, let field = alert.textFields?.first {
                view.layoutIfNeeded()
                field.becomeFirstResponder()
                if let frame = alert.ownPresentationController?.frameOfPresentedViewInContainerView, !frame.isEmpty {
                    view.frame = frame
                }
            }
            view.layoutIfNeeded()
        }
        let dimming = (alert.ownPresentationController as? AlertPresentationController)?.dimmingView
        let presenting = isPresentation
        let animations: () -> Void
        switch alert.preferredStyle {
        case .alert:
            if presenting {
                view.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
                view.alpha = 0
                dimming?.alpha = 0
            }
            animations = {
                view.transform = .identity
                view.alpha = presenting ? 1 : 0
                dimming?.alpha = presenting ? 1 : 0
            }
        case .actionSheet:
            let resting = view.center
            let below = CGPoint(x: resting.x, y: container.bounds.maxY + view.bounds.height / 2)
            if presenting {
                view.center = below
                dimming?.alpha = 0
            }
            animations = {
                view.center = presenting ? resting : below
                dimming?.alpha = presenting ? 1 : 0
            }
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 600, initialSpringVelocity: 0,
            options: [.allowUserInteraction, .beginFromCurrentState], animations: animations,
            completion: { _ in
                if !presenting { view.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
