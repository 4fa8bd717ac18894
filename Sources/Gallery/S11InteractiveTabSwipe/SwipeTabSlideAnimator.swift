// S11 "Interactive tab swipe". Seed 002 (docs/scenes.md), section 3.2 (動畫控制器實現): add the
// to-view, translate it in horizontally ("NavigationVC 和 TabBarVC 在水平方向進行動畫"), the from-view
// out, reset both transforms in the completion and complete with `!transitionWasCancelled`.
import Foundation
import UIKit

/// Slides the tabs sideways: to a later tab the new screen comes in from the right, to an earlier
/// one from the left.
@MainActor
final class SwipeTabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the switch goes along the tab bar.
    enum Direction {
        /// To an earlier tab: the content moves right.
        case left
        /// To a later tab: the content moves left.
        case right
    }

    let direction: Direction

    init(direction: Direction) { self.direction = direction }

    /// The seed: "return 0.5" is enough.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        // 1
        containerView.addSubview(toView)
        let translation = containerView.frame.width
        let offset = direction == .right ? translation : -translation
        let toViewTransform = CGAffineTransform(translationX: offset, y: 0)
        let fromViewTransform = CGAffineTransform(translationX: -offset, y: 0)
        toView.transform = toViewTransform
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                fromView.transform = fromViewTransform
                toView.transform = .identity
            },
            completion: { _ in
                // The switch may have been cancelled: restore the views either way.
                fromView.transform = .identity
                toView.transform = .identity
                // 2
                let isCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!isCancelled)
            })
    }
}
