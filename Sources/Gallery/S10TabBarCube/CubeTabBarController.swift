// S10 "Tab bar cube". Seed 003 (docs/scenes.md), part 4 ("四、UITabBarController自定义动画切换"),
// step 1: "创建一个UITabBarController视图控制器，给其添加两个viewController" (code omitted in the seed).
import Foundation
import UIKit

/// The scene's root: a tab bar controller with the seed's two tabs. The first tab makes itself the
/// delegate in `viewDidLoad` (CXFromTabVC), so every switch turns the cube.
@MainActor
final class CubeTabBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        let first = CubeFromTabViewController()
        first.tabBarItem = UITabBarItem(title: "From", image: UIImage(systemName: "square.grid.2x2"), tag: 0)
        let second = CubeToTabViewController()
        second.tabBarItem = UITabBarItem(title: "To", image: UIImage(systemName: "star.fill"), tag: 1)
        viewControllers = [first, second]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
