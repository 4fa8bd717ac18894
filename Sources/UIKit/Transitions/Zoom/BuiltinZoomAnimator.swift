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
    static var cornerRadius: CGFloat { ZoomStage.cornerRadius }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let stage = ZoomStage(ctx, zoomed: zoomed, zoomsIn: zoomsIn) else { return ctx.completeTransition(true) }
        let zoomsIn = self.zoomsIn
        stage.set(open: !zoomsIn)
        let options: UIView.AnimationOptions =
            ctx.isInteractive
            ? .curveLinear : UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.systemSpring.rawValue) << 16)
        UIView.animate(
            withDuration: transitionDuration(using: ctx), delay: 0, options: options,
            animations: { stage.set(open: zoomsIn) },
            completion: { _ in
                stage.tearDown()
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }

    /// Once the zoomed controller is in place, UIKit lets the user drag it back (R142).
    func animationEnded(_ transitionCompleted: Bool) {
        guard zoomsIn, transitionCompleted else { return }
        ZoomDismissInteraction.install(on: zoomed)
    }
}
