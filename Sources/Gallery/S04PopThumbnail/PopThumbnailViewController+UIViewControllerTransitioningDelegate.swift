// Seed 004 (docs/scenes.md) — step 2 ("在FirstViewController里面实现
// UIViewControllerTransitioningDelegate的代理方法") with the initial values of "pop转场动画".
import Foundation
import UIKit

extension PopThumbnailViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.originFrame = selectedImage!.superview!.convert(selectedImage!.frame, to: nil)
        transition.presenting = true
        selectedImage!.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        return transition
    }
}
