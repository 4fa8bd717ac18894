import Foundation

extension UIViewController {
    /// Shows `viewController` the way the context wants (R261): pushed onto the nearest navigation
    /// controller that holds this one, else presented modally, as UIKit's default `show` does
    /// (asking `targetViewController(forAction:sender:)`, which finds the navigation controller).
    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows a detail screen (R261): only a split view controller overrides this, so with none
    /// it is presented modally, as UIKit's default does (a navigation controller does not push it).
    public func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        present(viewController, animated: true)
    }
}
