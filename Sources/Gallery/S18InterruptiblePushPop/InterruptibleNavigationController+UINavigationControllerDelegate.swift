// S18 "Interruptible push/pop" (beyond the seeds): the navigation delegate hands out the
// interruptible animator and, for every animated push or pop, a fresh percent-driven interaction
// controller that does not start interactive (R58), so the transition runs until grabbed.
import Foundation
import UIKit

extension InterruptibleNavigationController: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        InterruptibleSlideAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animationController as? InterruptibleSlideAnimator else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        startGrabbableTransition(animator: animator, interaction: interaction)
        return interaction
    }
}
