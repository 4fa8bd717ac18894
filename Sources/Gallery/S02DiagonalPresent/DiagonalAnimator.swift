// S2 "Diagonal present/dismiss". Seed 000 (docs/scenes.md), 代码清单10-2 (listing 10-2, "animations
// for implementing a diagonal presentation and dismissal"). Mechanical edits only: Objective-C → Swift.
// Where the listing sends a message to a view that is nil, Swift spells out what Objective-C does
// (nothing, or 0): see the comments at `toView`.
import Foundation
import UIKit

/// Listing 10-2's animator: one object for both directions, switched by `presenting`, which the
/// transitioning delegate sets when it creates the animator (listing 10-1).
@MainActor
final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses (false).
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    /// The listing does not give a duration; half a second, like UIKit's own transitions.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Get the set of relevant objects.
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!

        // In a .custom dismissal the "to" view is nil (R25): the listing's messages to it do nothing.
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)

        // Set up some variables for the animation.
        let containerFrame = containerView.frame
        // R29: a presented controller's initial frame is .zero, so the presented view also grows
        // from nothing at the corner while it moves.
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)

        // Set up the animation parameters.
        if presenting {
            // Modify the frame of the presented view so that it starts
            // offscreen at the lower-right corner of the container.
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
        } else {
            // Modify the frame of the dismissed view so it ends in
            // the lower-right corner of the container view.
            // (The listing takes the size from toView, nil here: Objective-C reads 0 × 0, so the
            // dismissed view shrinks to nothing at the corner, mirroring the presentation.)
            fromViewFinalFrame = CGRect(
                x: containerFrame.size.width,
                y: containerFrame.size.height,
                width: toView?.frame.size.width ?? 0,
                height: toView?.frame.size.height ?? 0)
        }

        // Always add the "to" view to the container.
        // And it doesn't hurt to set its start frame.
        if let toView {
            containerView.addSubview(toView)
            toView.frame = toViewStartFrame
        }

        // Animate using the animator's own duration value.
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    // Move the presented view into position.
                    toView?.frame = toViewFinalFrame
                } else {
                    // Move the dismissed view offscreen.
                    fromView?.frame = fromViewFinalFrame
                }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled

                // After a failed presentation or successful dismissal, remove the view.
                if (self.presenting && !success) || (!self.presenting && success) {
                    toView?.removeFromSuperview()
                }

                // Notify UIKit that the transition has finished
                transitionContext.completeTransition(success)
            })
    }
}
