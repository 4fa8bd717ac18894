// Seed 003 (docs/scenes.md), part 5 step 3 (CXFromMoveVC's UIViewControllerTransitioningDelegate).
import Foundation
import UIKit

extension DragToDismissViewController: UIViewControllerTransitioningDelegate {
    /// Presentation: the spring animator.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animation
    }

    /// Dismissal: the slide-down animator while the pan drives it, else the spring animator.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        interActive.interacting ? interActiveAnimation : animation
    }

    /// The interactor only while the pan drives the dismissal (a tap on "dismiss" is not interactive).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interActive.interacting ? interActive : nil
    }
}
