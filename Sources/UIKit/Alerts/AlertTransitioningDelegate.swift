import Foundation

/// The transitioning delegate every alert controller owns and sets as its own (R231): UIKit's
/// presentation controller and animations for alerts and action sheets.
@MainActor
final class AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { AlertAnimator(isPresentation: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresentation: false)
    }
}
