import Foundation

/// UIKit's zoom transition (iOS 18, `preferredTransition = .zoom(…)`, R142): the pushed or presented
/// controller's view grows out of the source view the provider returns — its corners rounded while
/// it grows, what it covers dimmed, the source view hidden meanwhile — and shrinks back into the
/// source view (asked again) when popped or dismissed; 0.5 s on the system spring, linear while
/// interactive.
@MainActor
final class BuiltinZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The controller that zooms (the pushed or presented one).
    let zoomed: UIViewController
    /// Whether it zooms in (push, present) or back out (pop, dismiss).
    let zoomsIn: Bool

    init(zoomed: UIViewController, zoomsIn: Bool) {
        self.zoomed = zoomed
        self.zoomsIn = zoomsIn
    }

    /// The corner radius of the zoomed view while it is small.
    static let cornerRadius: CGFloat = 16

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard case .zoom(let options, let provider)? = zoomed.preferredTransition?.kind,
            let zoomedView = ctx.view(forKey: zoomsIn ? .to : .from),
            let other = ctx.viewController(forKey: zoomsIn ? .from : .to)
        else { return ctx.completeTransition(true) }
        let container = ctx.containerView
        let full = zoomsIn ? ctx.finalFrame(for: zoomed) : zoomedView.frame
        if zoomsIn {
            container.addSubview(zoomedView)
            zoomedView.frame = full
        } else if let below = ctx.view(forKey: .to), below.superview !== container {
            // The view going back on screen (a full-screen presenter, R24; the view under a pop).
            container.insertSubview(below, belowSubview: zoomedView)
            below.frame = ctx.finalFrame(for: other)
            below.layoutIfNeeded()
        }
        let source = provider(UIViewController.Transition.ZoomSourceViewProviderContext(source: other, zoomed: zoomed))
        let sourceRect =
            source.map { container.convert($0.bounds, from: $0) }
            ?? CGRect(x: full.midX, y: full.midY, width: 0, height: 0)
        let small = Self.transform(from: full, to: sourceRect)
        let sourceAlpha = source?.alpha ?? 1
        source?.alpha = 0

        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = options?.dimmingColor ?? UIColor(white: 0, alpha: 0.1)
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, belowSubview: zoomedView)
        dimming.alpha = zoomsIn ? 0 : 1
        let masked = zoomedView.layer.masksToBounds
        zoomedView.layer.masksToBounds = true
        zoomedView.transform = zoomsIn ? small : .identity
        zoomedView.layer.cornerRadius = zoomsIn ? Self.cornerRadius : 0
        let options7: UIView.AnimationOptions =
            ctx.isInteractive
            ? .curveLinear : UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.systemSpring.rawValue) << 16)
        let zoomsIn = self.zoomsIn
        UIView.animate(
            withDuration: transitionDuration(using: ctx), delay: 0, options: options7,
            animations: {
                zoomedView.transform = zoomsIn ? .identity : small
                zoomedView.layer.cornerRadius = zoomsIn ? 0 : Self.cornerRadius
                dimming.alpha = zoomsIn ? 1 : 0
            },
            completion: { _ in
                dimming.removeFromSuperview()
                zoomedView.transform = .identity
                zoomedView.layer.cornerRadius = 0
                zoomedView.layer.masksToBounds = masked
                source?.alpha = sourceAlpha
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }

    /// The transform (about the view's centre) that puts a view framed `full` onto `rect`.
    static func transform(from full: CGRect, to rect: CGRect) -> CGAffineTransform {
        guard full.width > 0, full.height > 0 else { return .identity }
        return CGAffineTransform(
            a: rect.width / full.width, b: 0, c: 0, d: rect.height / full.height, tx: rect.midX - full.midX,
            ty: rect.midY - full.midY)
    }
}
