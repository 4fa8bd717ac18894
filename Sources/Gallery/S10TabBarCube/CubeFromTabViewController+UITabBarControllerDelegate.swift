// S10 "Tab bar cube". Seed 003 (docs/scenes.md), part 4, step 3: "#pragma mark --
// UITabBarControllerDelegate" — the animator for every tab switch.
import Foundation
import UIKit

extension CubeFromTabViewController: UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animation
    }
}
