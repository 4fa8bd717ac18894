// S3 "Fade in". Seed 004 (docs/scenes.md), "present转场动画" steps 1 and 4 — PopAnimator with the
// first animateTransition listing (the fade-in "to test"). Mechanical edits only. The seed's other
// properties (`presenting`, `originFrame`) only serve the later pop animation, scene S4.
import Foundation
import UIKit

/// The seed's PopAnimator at its first stage: the presented view fades in over the presenter.
@MainActor
final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0  // 动画时间

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView  // 获得动画的容器
        let toView = transitionContext.view(forKey: .to)!  // 取得secondView
        // let toViewController = transitionContext.viewController(forKey: .to)!//取secondViewController

        containerView.addSubview(toView)  // 添加secondView到容器里面
        toView.alpha = 0.0  // 设置secondView初始透明度为0
        UIView.animate(
            withDuration: duration,
            animations: {
                toView.alpha = 1.0
            }
        ) { (_) in
            transitionContext.completeTransition(true)  // 告诉UIKit转场动画已经完成，转场完成时，firstView会自动从container容器中移除
        }
    }
}
