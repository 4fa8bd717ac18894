// S28 "Constraint card": the transitioning delegate — a presentation controller for the layout and
// the chrome, one animator for both directions.
import Foundation
import UIKit

/// Vends S28's presentation controller and animator.
@MainActor
final class CardDeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardDeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardDeckAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDeckAnimator(isPresenting: false)
    }
}
