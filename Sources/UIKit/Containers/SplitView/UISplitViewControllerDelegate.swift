import Foundation

/// What a split view controller asks and tells its delegate (R311). Every method is optional; the
/// defaults are UIKit's behaviour when a method is not implemented.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The column on top of the collapsed stack (iOS 14); proposed: `.secondary`.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Classic interface: true when the delegate collapsed the secondary itself (it is dropped);
    /// false lets the split view push it onto the primary.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// True when the delegate showed `vc` itself; false lets the split view show it as the detail.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    )
        -> Bool
    /// True when the delegate showed `vc` itself; false lets the split view show it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Classic interface: the controller to show collapsed (nil: the primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The display mode is about to change.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// A column is about to show (iOS 14).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide (iOS 14).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The split view collapsed (iOS 14).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded (iOS 14).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    )
        -> Bool
    { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
