import Foundation
import UIKit

/// Hands out `SlideAnimator`s and, for `.custom`, a presentation controller.
@MainActor
final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController)?
    var dismissAnimator = SlideAnimator(presenting: false)

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }
}
