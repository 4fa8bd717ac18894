// S8 "Interactive pop by pan". Seed 003 (docs/scenes.md), part 6 step 3 — the
// `UINavigationControllerDelegate` methods of CXFromMoveNVC.
import Foundation
import UIKit

extension PanPopRootViewController: UINavigationControllerDelegate {
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

    /// The interaction controller only while the pan is active: a tap on Pop or ‹ From runs the
    /// animator on its own (R86; the seeds' rule "only when really interacting").
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interActiving ? interactionController : nil
    }
}
