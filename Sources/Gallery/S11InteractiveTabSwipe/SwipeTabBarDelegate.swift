// S11 "Interactive tab swipe". Seed 002 (docs/scenes.md), section 4 ("以為 NavigationController 提供
// 交互控制器為例" — SDENavigationDelegate; "TabBarController 的實現類似"): one percent-driven interaction
// controller, handed out only while `interactive` is true, so a tap on the bar still animates by itself.
import Foundation
import UIKit

/// The tab bar controller's delegate: a slide animator pointing the way of the switch, and the
/// interaction controller while a pan drives it.
@MainActor
final class SwipeTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// Set by the pan while it drives the transition.
    var interactive = false
    /// The seed's `interactionController`.
    let interactionController = UIPercentDrivenInteractiveTransition()

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        let fromIndex = controllers.firstIndex { $0 === fromVC } ?? 0
        let toIndex = controllers.firstIndex { $0 === toVC } ?? 0
        return SwipeTabSlideAnimator(direction: toIndex < fromIndex ? .left : .right)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interactionController : nil
    }
}
