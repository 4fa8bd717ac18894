import Foundation

/// UIKit's default push/pop: the incoming view slides over the outgoing one, which moves a third
/// of the way with a dimming overlay; 0.35 s on curve 7, linear while interactive (R87, R88).
@MainActor
final class ParallaxNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    /// R87: 0.35 s.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
            let toVC = ctx.viewController(forKey: .to)
        else { return ctx.completeTransition(false) }
        let container = ctx.containerView
        let width = container.bounds.width
        // R88: the covered view moves by W − round(0.7·W).
        let parallax = width - (0.7 * width).rounded()
        let final = ctx.finalFrame(for: toVC)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        let push = operation != .pop
        let top = push ? toView : fromView
        let bottom = push ? fromView : toView
        if push {
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -parallax, dy: 0)
        }
        container.insertSubview(dimming, aboveSubview: bottom)
        dimming.alpha = push ? 0 : 0.1
        let topFinalX: CGFloat = push ? 0 : width
        let bottomFinalX: CGFloat = push ? -parallax : 0
        let options: UIView.AnimationOptions =
            ctx.isInteractive
            ? .curveLinear : UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.systemSpring.rawValue) << 16)
        UIView.animate(
            withDuration: transitionDuration(using: ctx), delay: 0, options: options,
            animations: {
                top.frame.origin.x = topFinalX
                bottom.frame.origin.x = bottomFinalX
                dimming.alpha = push ? 0.1 : 0
            },
            completion: { _ in
                dimming.removeFromSuperview()
                fromView.frame.origin.x = 0
                toView.frame.origin.x = 0
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }
}
