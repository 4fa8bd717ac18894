import Foundation
import UIKit

/// Returns one animator for everything.
@MainActor
final class FixedAnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
