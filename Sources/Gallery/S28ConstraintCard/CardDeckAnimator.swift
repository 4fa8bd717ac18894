// S28 "Constraint card": the animator — a spring that pushes the presenting screen back while the
// presentation controller's constraint moves the card (alongside, so with this spring).
import Foundation
import UIKit

/// 0.5 s on a spring (damping 0.85): presenting scales the screen behind to 92 % and rounds its
/// corners, dismissing brings it forward. The card itself is placed by constraints the
/// presentation controller animates alongside this animation.
@MainActor
final class CardDeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// How far the screen behind is pushed back.
    static let pushBackScale: CGFloat = 0.92

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // A .custom presentation keeps the presenter's view where it is (R25): reach it through
        // its controller, never add it to the container.
        let behind = transitionContext.viewController(forKey: isPresenting ? .from : .to)?.view
        let presenting = isPresenting
        behind?.layer.masksToBounds = true
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.85,
            initialSpringVelocity: 0, options: [],
            animations: {
                behind?.transform =
                    presenting ? CGAffineTransform(scaleX: Self.pushBackScale, y: Self.pushBackScale) : .identity
                behind?.layer.cornerRadius = presenting ? 24 : 0
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
