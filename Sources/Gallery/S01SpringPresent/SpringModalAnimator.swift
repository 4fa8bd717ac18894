// S1 "Spring present". Seed 003 (docs/scenes.md), part 2 (二、模态视图自定义切换), step 3 —
// CXModalTransitionAnimation; its present half is also the whole of seed 001
// (对象C, which passes UIViewAnimationOptionCurveLinear; the options of a spring animation do not
// change its timing). Mechanical edits only: Objective-C → Swift.
import Foundation
import UIKit

/// The seed's animator: one object for both directions, switched by `animationType`. The to-view
/// springs into its final frame from one screen height below (present) or above (dismiss).
@MainActor
final class SpringModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's `AnimationType`.
    enum AnimationType {
        /// `AnimationTypeDismiss`.
        case dismiss
        /// `AnimationTypePresent`.
        case present
    }

    /// Set by the presenting controller before each present or dismiss.
    var animationType = AnimationType.present

    // 动画持续时间，单位是秒
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1
    }

    // 动画效果
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 通过键值UITransitionContextToViewControllerKey获取需要呈现的视图控制器toVC
        let toVC = transitionContext.viewController(forKey: .to)!
        // 得到toVC完全呈现后的frame
        let finalFrame = transitionContext.finalFrame(for: toVC)
        if animationType == .present {
            // 需要呈现的视图是模态视图，此时将模态视图的frame放到屏幕空间下方，这样才能实现从下方弹出的效果
            toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: UIScreen.main.bounds.size.height)
        } else {
            // 需要呈现的视图是主视图，此时将主视图的frame放在屏幕空间上方，这样才能实现从上方放下的效果
            toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: -UIScreen.main.bounds.size.height)
        }
        // 切换在containerView中完成，需要将toVC.view加到containerView中
        // (On dismissal this is the presenter's view, which a .fullScreen dismissal hands over outside
        // the container, R24: adding it here is what puts it back on screen, above the green view.)
        let containerView = transitionContext.containerView
        containerView.addSubview(toVC.view)
        // 开始动画，这里使用了UIKit提供的弹簧效果动画，usingSpringWithDamping越接近1弹性效果越不明显
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.6,
            initialSpringVelocity: 0, options: .curveEaseIn,
            animations: {
                toVC.view.frame = finalFrame
            },
            completion: { _ in
                // 通知系统动画切换完成
                transitionContext.completeTransition(true)
            })
    }
}
