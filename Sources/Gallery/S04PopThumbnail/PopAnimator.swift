// Seed 004 (docs/scenes.md), "pop转场动画" (the PopAnimator listings) and the
// dismissCompletion block. Mechanical edits only: no NSObject base (not needed here), Swift 6
// names (`bringSubviewToFront`), `completeTransition(true)` as in the seed.
import Foundation
import UIKit

/// S4's animator: the detail screen ("secondView") grows from the thumbnail's frame to its own by a
/// scale transform and a centre move, with a spring (damping 0.4, velocity 0, 1.0 s); dismissal
/// shrinks it back with a corner radius of `20 / xScaleFactor`.
@MainActor
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The animation time.
    let duration = 1.0
    /// Whether this run presents (true) or dismisses (false).
    var presenting = true
    /// The tapped thumbnail's frame in window coordinates.
    var originFrame = CGRect.zero
    /// Called when a dismissal finishes, before `completeTransition` (shows the thumbnail again).
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let secondView = presenting ? toView : transitionContext.view(forKey: .from)!

        let initialFrame = presenting ? originFrame : secondView.frame
        let finalFrame = presenting ? secondView.frame : originFrame

        let xScaleFactor =
            presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width

        let yScaleFactor =
            presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height

        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)
        if presenting {
            secondView.transform = scaleTransform
            secondView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            secondView.clipsToBounds = true
        }

        // Full-screen dismissal: the presenter's view is `.to` and not in the container (R24).
        containerView.addSubview(toView)
        containerView.bringSubviewToFront(secondView)

        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0,
            animations: {
                secondView.transform = self.presenting ? CGAffineTransform.identity : scaleTransform
                secondView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
                secondView.layer.cornerRadius = self.presenting ? 0.0 : 20.0 / xScaleFactor
            }
        ) { _ in
            if !self.presenting {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(true)
        }
    }
}
