// S23 "Settings-style navigation" (beyond the seeds): a tab bar controller whose first tab is a
// navigation controller with large titles, bar button items and a toolbar — the way iOS apps
// (Settings, Mail) use UIKit's containers.
import Foundation
import UIKit

/// Two tabs: Settings (a navigation controller with a large title) and About.
@MainActor
final class SettingsTabBarController: UITabBarController {
    /// The Settings tab.
    let settingsNavigation: UINavigationController
    /// The list at the root of the Settings tab.
    let list = SettingsListViewController()

    init() {
        settingsNavigation = UINavigationController(rootViewController: list)
        super.init(nibName: nil, bundle: nil)
        // Large titles, as Settings: the root's title is large and collapses as the list scrolls.
        settingsNavigation.navigationBar.prefersLargeTitles = true
        settingsNavigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 0)
        let about = SettingsAboutViewController()
        about.tabBarItem = UITabBarItem(title: "About", image: UIImage(systemName: "person"), tag: 1)
        viewControllers = [settingsNavigation, about]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
