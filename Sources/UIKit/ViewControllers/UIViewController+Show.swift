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

    /// Shows a detail screen (R261): the nearest split view controller shows it (R311: collapsed,
    /// pushed onto its stack); with none it is presented modally, as UIKit's default does (a
    /// navigation controller does not push it).
    public func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        if let split = (self as? UISplitViewController) ?? splitViewController {
            split.showDetail(viewController, sender: sender)
            return
        }
        present(viewController, animated: true)
    }
}
