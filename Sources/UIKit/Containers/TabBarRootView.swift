import Foundation

/// The tab bar controller's root view: lays out the bar.
@MainActor
final class TabBarRootView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutBar()
    }
}
