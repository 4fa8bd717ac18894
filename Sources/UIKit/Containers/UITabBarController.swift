import Foundation

/// Tabs of view controllers with a tab bar at the bottom: a tap on an item (or a change of
/// `selectedIndex`) switches tabs, without animation unless the delegate returns an animator (R97).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in bar order (nil before any are set, as in UIKit).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The delegate asked about selection and for custom animators (R97).
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar at the bottom.
    public let tabBar = UITabBar()

    /// The index of the selected tab (`NSNotFound` without tabs). During a tab transition it is
    /// already the destination's; a cancelled transition restores it (R99). Setting it switches tabs
    /// with the delegate's animator (R98).
    open var selectedIndex: Int {
        get { tabs.isEmpty ? NSNotFound : currentIndex }
        set {
            guard tabs.indices.contains(newValue) else {
                DiagnosticLog.current.report(
                    "tabIndexOutOfRange",
                    "selectedIndex = \(newValue) ignored: \(logName(self)) has \(tabs.count) tab\(tabs.count == 1 ? "" : "s")"
                )
                return
            }
            select(index: newValue, byUser: false)
        }
    }

    /// The selected tab's controller. Setting a controller that is not one of the tabs is refused.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(currentIndex) ? tabs[currentIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                DiagnosticLog.current.report(
                    "selectingAControllerNotInTabs",
                    "selectedViewController = \(logName(newValue)) refused: only a controller in viewControllers can be selected (UIKit raises an exception)"
                )
                return
            }
            select(index: index, byUser: false)
        }
    }

    /// The tabs (storage of `viewControllers`).
    private var tabs: [UIViewController] = []
    /// The selected index (the destination's during a transition, R99).
    var currentIndex = 0
    /// The superview of the selected child's view: the transitions' container (R22).
    let transitionView = UIView()
    /// The tab switch in flight.
    var transition: TabTransition?

    /// Only the selected tab is on screen, so only it hears appearance calls.
    override var childrenReceivingAppearance: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    // MARK: Tabs

    /// Replaces the tabs. The selected controller stays selected if it is still a tab; otherwise the
    /// same index (clamped) is selected. Refused while a tab transition runs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard refuseIfBusy("setViewControllers", ownTransitionOnly: true) else { return }
        let controllers = viewControllers ?? []
        let oldSelected = selectedViewController
        let onScreen = isViewLoaded && view.window != nil && appearance == .appeared
        for old in tabs where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old !== oldSelected { old.removeFromParent() }
        }
        let added = controllers.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        tabs = controllers
        if let oldSelected, let index = controllers.firstIndex(where: { $0 === oldSelected }) {
            currentIndex = index
        } else {
            currentIndex = controllers.isEmpty ? 0 : min(currentIndex, controllers.count - 1)
        }
        let newSelected = selectedViewController
        if oldSelected !== newSelected {
            if onScreen {
                oldSelected?.beginAppearanceTransition(false, animated: false)
                newSelected?.beginAppearanceTransition(true, animated: false)
            }
            oldSelected?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded, let newSelected { install(newSelected) }
            if onScreen {
                newSelected?.endAppearanceTransition()
                oldSelected?.endAppearanceTransition()
            }
        }
        if let oldSelected, oldSelected.parent === self, !controllers.contains(where: { $0 === oldSelected }) {
            oldSelected.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        tabBar.items = controllers.map(\.tabBarItem)
        tabBar.selectedItem = newSelected?.tabBarItem
        updateChildInsets()
    }

    /// Shows the tabs' current items in the bar (a tab's `tabBarItem` was replaced).
    func tabBarItemsChanged() {
        tabBar.items = tabs.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Selects a tab: for a user tap (`byUser`) the delegate is asked first; the switch runs as a
    /// tab transition (R97, R98).
    func select(index: Int, byUser: Bool) {
        let target = tabs[index]
        if byUser {
            guard refuseIfBusy("tap on tab \(index) (\(logName(target)))") else { return }
            if let delegate {
                EventLog.current.record("tabBarDelegate.shouldSelect \(logName(target))")
                guard delegate.tabBarController(self, shouldSelect: target) else { return }
            }
            // A tap on the selected tab selects nothing new but is still reported, as in UIKit.
            if index == currentIndex {
                if let delegate {
                    EventLog.current.record("tabBarDelegate.didSelect \(logName(target))")
                    delegate.tabBarController(self, didSelect: target)
                }
                return
            }
        } else {
            guard index != currentIndex else { return }
            guard refuseIfBusy("selecting tab \(index) (\(logName(target)))") else { return }
        }
        let from = tabs[currentIndex]
        let fromIndex = currentIndex
        guard isViewLoaded, view.window != nil else {
            // Not on screen: nothing to animate and no appearance calls.
            currentIndex = index
            tabBar.selectedItem = target.tabBarItem
            if isViewLoaded {
                from.viewIfLoaded?.removeFromSuperview()
                install(target)
            }
            if byUser { delegate?.tabBarController(self, didSelect: target) }
            return
        }
        TabTransition.start(self, from: from, fromIndex: fromIndex, to: target, toIndex: index, byUser: byUser)
    }

    /// Whether no transition blocks a tab switch now (a blocked one is reported).
    private func refuseIfBusy(_ what: String, ownTransitionOnly: Bool = false) -> Bool {
        guard let busy = transition ?? (ownTransitionOnly ? nil : TransitionDriver.inFlight.first) else { return true }
        DiagnosticLog.current.report(
            "tabTransitionInProgress",
            "\(what) refused: \(busy.context.name) is still in progress; the selection changes only after it completes or is cancelled",
            rule: "R19")
        return false
    }

    // MARK: View

    open override func loadView() {
        let root = TabBarRootView(frame: UIScreen.main.bounds)
        root.tabBarController = self
        root.backgroundColor = .white
        view = root
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        tabBar.onItemTapped = { [weak self] index in
            guard let self, self.tabs.indices.contains(index) else { return }
            self.select(index: index, byUser: true)
        }
        if let selected = selectedViewController { install(selected) }
        layoutBar()
    }

    /// Puts a child's view in the transition view, filling it (it runs under the bar, which is
    /// translucent; the safe area keeps content clear of it).
    func install(_ controller: UIViewController) {
        let childView = controller.view!
        childView.frame = transitionView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(childView)
        updateChildInsets()
    }

    /// Lays out the bar along the bottom: 49 pt plus the home-indicator area, or 32 pt with the
    /// images beside the titles when the window's height is compact (a phone in landscape), as in
    /// iOS. The root view lays it out, so it follows a rotation inside the rotation's animation.
    func layoutBar() {
        let bottom = view.window?.deviceSafeAreaInsets.bottom ?? 0
        tabBar.isCompact = view.traitCollection.verticalSizeClass == .compact
        let height = tabBar.barContentHeight + bottom
        tabBar.bottomInset = bottom
        // While a push or pop carries the bar with a sliding view (R173), that view places it.
        if tabBar.superview === view {
            tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        }
        updateChildInsets()
    }

    /// The bar covers the bottom of every tab: a tab's safe area ends above the whole bar. A
    /// navigation controller tab insets its own children instead, since the bar hides for the
    /// ones that set `hidesBottomBarWhenPushed` (R173).
    private func updateChildInsets() {
        let insets = UIEdgeInsets(
            top: 0, left: 0, bottom: tabBar.isHidden ? 0 : tabBar.barContentHeight + tabBar.bottomInset, right: 0)
        for child in tabs {
            let childInsets = child is UINavigationController ? .zero : insets
            if child.containerSafeAreaInsets != childInsets { child.containerSafeAreaInsets = childInsets }
        }
        for case let navigation as UINavigationController in tabs where navigation.isViewLoaded {
            navigation.updateChildInsets()
        }
    }

    /// A navigation controller tab hid or showed the bar: the safe areas follow.
    func tabBarVisibilityChanged() {
        updateChildInsets()
    }
}
