// S2 "Diagonal present/dismiss". Seed 000 (docs/scenes.md), 代码清单10-1 (listing 10-1, "creating
// an animator object") and the paragraph before listing 10-2: the delegate creates the animator
// and sets its `presenting` property.
import Foundation
import UIKit

/// The custom transitioning delegate object of "实现Transitioning Delegate": it makes a fresh
/// `DiagonalAnimator` for each direction.
@MainActor
final class DiagonalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let animator = DiagonalAnimator(presenting: true)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = DiagonalAnimator(presenting: false)
        return animator
    }
}
