import Foundation

/// The navigation controller's root view: lays out the bar.
@MainActor
final class NavigationRootView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutBar()
    }
}
