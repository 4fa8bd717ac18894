import Foundation

/// The collapsed interface (R311): one navigation stack, built from the columns as UIKit collapses
/// them.
extension UISplitViewController {
    /// Builds the collapsed stack from the columns (or the classic controllers) and shows it.
    func rebuildInterface() {
        install(style == .unspecified ? collapsedClassicInterface() : collapsedColumnInterface())
    }

    /// A column's controllers as they go on the collapsed stack: a navigation controller's whole
    /// stack, else the controller.
    private func stackControllers(of controller: UIViewController?) -> [UIViewController] {
        guard let controller else { return [] }
        if let navigation = controller as? UINavigationController { return navigation.viewControllers }
        return [controller]
    }

    /// Column style: the compact column when set; else the primary's navigation controller with
    /// the supplementary and secondary pushed up to the delegate's top column (proposed:
    /// `.secondary`, so the detail shows first unless the delegate says `.primary`).
    private func collapsedColumnInterface() -> UIViewController? {
        if let compact = columnNavigation[.compact] { return compact }
        guard let primary = columnNavigation[.primary] else { return nil }
        let proposed: Column = columnControllers[.secondary] == nil ? .primary : .secondary
        topColumn = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        var stack = stackControllers(of: columnControllers[.primary])
        if style == .tripleColumn, topColumn == .supplementary || topColumn == .secondary {
            stack += stackControllers(of: columnControllers[.supplementary])
        }
        if topColumn == .secondary { stack += stackControllers(of: columnControllers[.secondary]) }
        if primary.viewControllers.map(ObjectIdentifier.init) != stack.map(ObjectIdentifier.init) {
            primary.setViewControllers(stack, animated: false)
        }
        return primary
    }

    /// Classic: the delegate's controller for collapsing, else the primary with the secondary
    /// pushed onto it unless the delegate collapsed it itself.
    private func collapsedClassicInterface() -> UIViewController? {
        guard let primary = classicControllers.first else { return nil }
        if let chosen = delegate?.primaryViewController(forCollapsing: self) { return chosen }
        guard classicControllers.count > 1, let navigation = primary as? UINavigationController else { return primary }
        let secondary = classicControllers[1]
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        guard !handled else { return primary }
        let pushed = stackControllers(of: secondary)
        if !pushed.allSatisfy({ navigation.viewControllers.contains($0) }) {
            if let secondaryNavigation = secondary as? UINavigationController {
                secondaryNavigation.setViewControllers([], animated: false)
            }
            navigation.setViewControllers(navigation.viewControllers + pushed, animated: false)
        }
        return navigation
    }

    /// Shows `child` as the split view's whole content.
    private func install(_ child: UIViewController?) {
        guard child !== shownChild else { return }
        if let old = shownChild {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        shownChild = child
        guard let child else { return }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// The collapsed stack's navigation controller.
    var collapsedNavigation: UINavigationController? { shownChild as? UINavigationController }

    /// Shows a column collapsed: the secondary (or supplementary) pushed on top, or back to the
    /// primary.
    func showCollapsed(_ column: Column) {
        guard style != .unspecified, let navigation = collapsedNavigation, columnNavigation[.compact] == nil else {
            return
        }
        switch column {
        case .primary:
            if let root = stackControllers(of: columnControllers[.primary]).last {
                navigation.popToViewController(root, animated: true)
            }
        case .supplementary, .secondary:
            guard let controller = stackControllers(of: columnControllers[column]).first,
                !navigation.viewControllers.contains(controller)
            else { return }
            navigation.pushViewController(controller, animated: true)
        case .compact, .inspector:
            return
        }
        topColumn = column
    }

    /// `showDetailViewController(_:sender:)` reaching this split view: the delegate first; then
    /// the controller becomes the secondary, pushed onto the collapsed stack.
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style == .unspecified {
            if classicControllers.count > 1 { classicControllers[1] = vc } else { classicControllers.append(vc) }
        } else {
            columnControllers[.secondary] = vc
        }
        guard let navigation = collapsedNavigation ?? (classicControllers.first as? UINavigationController) else {
            present(vc, animated: true)
            return
        }
        let controllers = stackControllers(of: vc)
        if let detailNavigation = vc as? UINavigationController {
            detailNavigation.setViewControllers([], animated: false)
        }
        guard let first = controllers.first else { return }
        if controllers.count == 1 {
            navigation.pushViewController(first, animated: true)
        } else {
            navigation.setViewControllers(navigation.viewControllers + controllers, animated: true)
        }
        topColumn = .secondary
    }
}
