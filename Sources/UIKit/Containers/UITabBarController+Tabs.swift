import Foundation

extension UITabBarController {
    /// How a tab bar controller shows its tabs (iOS 18; an iPhone always shows the bar, R339).
    public enum Mode: Int, Sendable {
        /// The platform's choice: the bar on an iPhone.
        case automatic = 0
        /// The tab bar only.
        case tabBar = 1
        /// The bar, which an iPad can turn into a sidebar.
        case tabSidebar = 2
    }

    /// Sets the tabs: each visible tab's view controller is made through its provider (once per
    /// tab) and `viewControllers` becomes them (R339).
    func applyTabs(_ tabs: [UITab], animated: Bool) {
        var seen = Set<String>()
        for tab in tabs where !seen.insert(tab.identifier).inserted {
            DiagnosticLog.current.report(
                "duplicateTabIdentifier",
                "tabs: the identifier \"\(tab.identifier)\" is used by more than one tab; tab(forIdentifier:) finds the first (identifiers must be unique)"
            )
        }
        for old in storedTabs where !tabs.contains(where: { $0 === old }) { adopt(old, by: nil) }
        for tab in tabs {
            tab.parent = nil
            adopt(tab, by: self)
        }
        storedTabs = tabs
        let controllers = tabs.filter(\.isShownInBar).map { $0.resolvedViewController() }
        isSettingTabs = true
        setViewControllers(controllers, animated: animated)
        isSettingTabs = false
    }

    /// Sets or clears a tab's (and its children's) tab bar controller.
    private func adopt(_ tab: UITab, by owner: UITabBarController?) {
        tab.managingTabBarController = owner
        if let group = tab as? UITabGroup { for child in group.children { adopt(child, by: owner) } }
    }

    /// A tab was hidden or shown (or a group's children changed): the bar follows.
    func tabsChanged() {
        guard !storedTabs.isEmpty, transition == nil else { return }
        applyTabs(storedTabs, animated: false)
    }

    /// The root tab whose view controller is `controller`, if the controller has tabs.
    func rootTab(for controller: UIViewController) -> UITab? {
        storedTabs.first { $0.viewController === controller && $0.isShownInBar }
    }

    /// The tab with `identifier` among the tabs and their groups' children.
    func findTab(identifier: String) -> UITab? {
        for tab in storedTabs {
            if tab.identifier == identifier { return tab }
            if let group = tab as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Selects `tab` programmatically: a root tab's controller, or a group child's group (its
    /// `selectedChild` becomes the child).
    func selectTab(_ tab: UITab?) {
        guard let tab else {
            DiagnosticLog.current.report(
                "selectingNoTab", "selectedTab = nil ignored: a tab bar controller always has a selected tab")
            return
        }
        var root = tab
        while let parent = root.parent {
            parent.selectedChild = root
            root = parent
        }
        guard storedTabs.contains(where: { $0 === root }), root.isShownInBar, let controller = root.viewController,
            let index = controllers.firstIndex(where: { $0 === controller })
        else {
            DiagnosticLog.current.report(
                "selectingATabNotShown",
                "selectedTab = \"\(tab.identifier)\" refused: it is not one of \(logName(self))'s visible tabs")
            return
        }
        selectController(at: index)
    }
}
