// S10 "Tab bar cube". Seed: 003_358c1e506dc1a6f4.txt, part 4, step 3: "#pragma mark --
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
