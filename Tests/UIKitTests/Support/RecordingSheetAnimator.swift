import Foundation
import UIKit

/// A pre-iOS 13 style animator that records what the context hands it (R134): whether it saw a
/// "from" view, the "to" view, the presented controller's final frame and the style; it slides
/// the "to" view in from the bottom, or the "from" view out.
@MainActor
final class RecordingSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var sawFromView: Bool?
    private(set) weak var toView: UIView?
    private(set) var finalFrame: CGRect?
    private(set) var style: UIModalPresentationStyle?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        style = ctx.presentationStyle
        if let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
            sawFromView = ctx.view(forKey: .from) != nil
            self.toView = toView
            let final = ctx.finalFrame(for: toVC)
            finalFrame = final
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            UIView.animate(withDuration: 0.3, animations: { toView.frame = final }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else if let fromView = ctx.view(forKey: .from) {
            UIView.animate(
                withDuration: 0.3, animations: { fromView.frame.origin.y = container.bounds.height }
            ) { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        } else {
            ctx.completeTransition(true)
        }
    }
}
