// S7 "Navigation pop: scale, slide, fade". Seed 003 (docs/scenes.md), part 3 step 2 — the
// `UINavigationControllerDelegate` method of FromViewController.
import Foundation
import UIKit

extension ScaleSlideFadeRootViewController: UINavigationControllerDelegate {
    /// The animator for pops; nil for pushes, which keep UIKit's default slide (R85).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .pop {
            return animation
        }
        return nil
    }
}
