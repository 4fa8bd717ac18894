// S9 "System back swipe". Seed 003 (docs/scenes.md), closing part — the scene's trap: a
// navigation delegate that returns its own pop animator (as in part 3) and no interaction controller.
import Foundation
import UIKit

/// Returns a cross-fade animator for pops only (pushes keep the default).
@MainActor
final class BackSwipeCustomPopDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? BackSwipeFadePopAnimator() : nil
    }
}
