// S10 "Tab bar cube". Seed 003 (docs/scenes.md), part 4, step 2 (CXTabbarTransitionAnimation.m),
// line for line: PERSPECTIVE -1/200, 0.7 s, anchor points (1, 0.5) / (0, 0.5), the container moving
// from +width/2 to -width/2; the completion resets everything and completes with YES.
import Foundation
import UIKit

/// Turns the from-view to +90° about Y and the to-view from −90° to identity, hinged on their
/// shared edge, while the container slides by one width: a cube turning left.
@MainActor
final class CubeTabTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's `#define PERSPECTIVE -1.0/200`.
    static let perspective: CGFloat = -1.0 / 200

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.7
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        var viewFromTransform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        var viewToTransform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
        viewFromTransform.m34 = Self.perspective
        viewToTransform.m34 = Self.perspective
        // The from and to views.
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromVC = transitionContext.viewController(forKey: .from)!
        let container = transitionContext.containerView
        toVC.view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        fromVC.view.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        toVC.view.layer.transform = viewToTransform
        container.addSubview(toVC.view)
        container.transform = CGAffineTransform(translationX: container.frame.size.width / 2.0, y: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromVC.view.layer.transform = viewFromTransform
                toVC.view.layer.transform = CATransform3DIdentity
                container.transform = CGAffineTransform(translationX: -container.frame.size.width / 2.0, y: 0)
            },
            completion: { _ in
                fromVC.view.layer.transform = CATransform3DIdentity
                toVC.view.layer.transform = CATransform3DIdentity
                fromVC.view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                toVC.view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                container.transform = .identity
                transitionContext.completeTransition(true)
            })
    }
}
