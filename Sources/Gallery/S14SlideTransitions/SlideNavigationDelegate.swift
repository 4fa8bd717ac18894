// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), section 4 (SDENavigationDelegate):
// the slide animator for every push and pop, and the interaction controller only while interactive.
import Foundation
import UIKit

/// The seed's `SDENavigationDelegate`.
@MainActor
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// Set by the edge pan while it drives a pop.
    var interactive = false
    /// The interaction controller, handed out only while `interactive` (a tap on the back button
    /// would otherwise start a transition nothing drives, R4).
    let interactionController = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideTransitionAnimator(kind: .navigation(operation))
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interactionController : nil
    }
}
