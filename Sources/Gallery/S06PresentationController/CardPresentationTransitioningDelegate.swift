// Seed 000 (docs/scenes.md) "Presentation controllers" — "you vend your custom
// presentation controller from the presented view controller's transitioning delegate".
import Foundation
import UIKit

/// S6's transitioning delegate: a `DimmingPresentationController` (asked first, R2) and one
/// `CardPresentationAnimator` for both directions.
@MainActor
final class CardPresentationTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator handed out.
    let animator = CardPresentationAnimator()
    /// The last presentation controller made (UIKit keeps it until the dismissal completes, R75).
    private(set) weak var lastPresentationController: DimmingPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        lastPresentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
