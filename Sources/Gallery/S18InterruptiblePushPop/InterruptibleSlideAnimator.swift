// S18 "Interruptible push/pop" (beyond the seeds). The animator returns one UIViewPropertyAnimator
// from `interruptibleAnimator(using:)` for the whole transition (R125) and forgets it in
// `animationEnded`; `animateTransition` only starts that animator.
import Foundation
import UIKit

/// A 0.6 s ease-in-out slide: on push the new screen comes in from the right over the old one,
/// which moves a third of the width to the left and dims; pop is the reverse.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of an uninterrupted transition.
    static let duration: TimeInterval = 0.6
    /// The alpha of the covered screen.
    static let coveredAlpha: CGFloat = 0.6
    /// Push or pop.
    let operation: UINavigationController.Operation
    /// The property animator of the transition in flight (R125: the same one every time it is asked).
    private(set) var propertyAnimator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    // The same animator for the whole transition (R125).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let width = container.bounds.width
        let final = transitionContext.finalFrame(for: toVC)
        let push = operation == .push
        // The screen on top slides the whole width; the one below moves a third and dims.
        let top = push ? toView : fromView
        let below = push ? fromView : toView
        if push {
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -width / 3, dy: 0)
            toView.alpha = Self.coveredAlpha
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) {
            top.frame.origin.x = push ? 0 : width
            below.frame.origin.x = push ? -width / 3 : 0
            below.alpha = push ? Self.coveredAlpha : 1
        }
        // Scrub along the curve: a grab then keeps the screen where it is. With linear scrubbing
        // (R62, the default) the first `update` maps the paused time fraction linearly and the
        // screen would jump from where the ease-in-out curve had it.
        animator.scrubsLinearly = false
        animator.addCompletion { position in
            // Whatever the outcome, the screens leave the animation at rest and opaque.
            fromView.frame.origin.x = 0
            fromView.alpha = 1
            toView.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }
}
