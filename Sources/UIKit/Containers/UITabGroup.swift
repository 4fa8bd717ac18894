import Foundation

/// A group of tabs (iOS 18, R339). On an iPhone a group is one tab of the bar: its view controller
/// is the provider's, or else its `managingNavigationController` showing the selected child's.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    /// The tabs in the group.
    open var children: [UITab] {
        didSet {
            for child in children { child.parent = self }
            managingTabBarController?.tabsChanged()
        }
    }
    /// The selected child (must be one of `children`; nil: the default child).
    open var selectedChild: UITab?
    /// The identifier of the child selected when none is (nil: the first child).
    open var defaultChildIdentifier: String?
    /// Whether people may reorder the children (kept: an iPhone has no customisation).
    open var allowsReordering = false
    /// The navigation controller that shows the children's view controllers when the group has no
    /// provider of its own (R339).
    open var managingNavigationController: UINavigationController?

    /// Creates a group of `children`; `viewControllerProvider` makes the view controller the bar's
    /// tab shows for the group.
    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// The child with `identifier`, searching nested groups too.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The child shown when the group is: the selected one, the default one, or the first.
    var effectiveChild: UITab? {
        selectedChild ?? defaultChildIdentifier.flatMap { id in children.first { $0.identifier == id } }
            ?? children.first
    }

    /// The provider's controller, else the managing navigation controller with the effective
    /// child's controller at its root (R339).
    override func makeViewController() -> UIViewController {
        if viewControllerProvider != nil { return super.makeViewController() }
        if let navigation = managingNavigationController {
            if navigation.viewControllers.isEmpty, let child = effectiveChild {
                navigation.setViewControllers([child.resolvedViewController()], animated: false)
            }
            return navigation
        }
        DiagnosticLog.current.report(
            "tabGroupWithoutViewController",
            "UITabGroup \"\(identifier)\" has neither a viewControllerProvider nor a managingNavigationController: it shows an empty view controller"
        )
        return UIViewController()
    }
}
