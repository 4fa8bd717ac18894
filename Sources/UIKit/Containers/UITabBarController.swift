import Foundation

// This class keeps its stored state in one body (overrides cannot live in extensions); the More
// tab (R337) is in UITabBarController+More.swift and the iOS 18 tabs (R339) in
// UITabBarController+Tabs.swift.

/// Tabs of view controllers with a tab bar at the bottom: a tap on an item (or a change of
/// `selectedIndex`) switches tabs, without animation unless the delegate returns an animator (R97).
/// With more than five controllers the bar shows the first four and a More tab (R337).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in bar order (nil before any are set, as in UIKit). Setting them
    /// directly leaves the iOS 18 `tabs` empty (R339).
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The delegate asked about selection and for custom animators (R97).
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar at the bottom.
    public let tabBar = UITabBar()

    /// The navigation controller of the More tab: its root lists the controllers past the fourth
    /// (R337). It exists whether or not the bar shows a More tab.
    open var moreNavigationController: UINavigationController { moreController }
    /// The controllers the user may rearrange (kept: the More list has no Edit button here, R337).
    /// Setting `viewControllers` sets it to them, as in UIKit.
    open var customizableViewControllers: [UIViewController]?

    /// The index in `viewControllers` of the selected controller (`NSNotFound` without tabs, and
    /// while the More list itself is shown). A controller shown inside the More tab reports its own
    /// index (R337). During a tab transition it is already the destination's; a cancelled transition
    /// restores it (R99). Setting it switches tabs with the delegate's animator (R98); an index past
    /// the fourth of more than five shows that controller in the More tab.
    open var selectedIndex: Int {
        get {
            guard !controllers.isEmpty else { return NSNotFound }
            guard isMoreSlot(currentSlot) else { return currentSlot }
            return controllerShownInMore.flatMap { shown in controllers.firstIndex { $0 === shown } } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else {
                DiagnosticLog.current.report(
                    "tabIndexOutOfRange",
                    "selectedIndex = \(newValue) ignored: \(logName(self)) has \(controllers.count) tab\(controllers.count == 1 ? "" : "s")"
                )
                return
            }
            selectController(at: newValue)
        }
    }

    /// The selected tab's controller: inside the More tab the controller it shows, or
    /// `moreNavigationController` while the More list is shown (R337). Setting a controller that is
    /// not one of the tabs (nor the More navigation controller) is refused.
    open var selectedViewController: UIViewController? {
        get {
            guard displayedControllers.indices.contains(currentSlot) else { return nil }
            if isMoreSlot(currentSlot) { return controllerShownInMore ?? moreController }
            return displayedControllers[currentSlot]
        }
        set {
            if let newValue, newValue === moreController, showsMoreTab {
                returnBorrowedStack()
                if moreController.viewControllers.count > 1 {
                    moreController.setViewControllers([moreList], animated: false)
                }
                select(slot: Self.moreSlot, byUser: false)
                return
            }
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                DiagnosticLog.current.report(
                    "selectingAControllerNotInTabs",
                    "selectedViewController = \(logName(newValue)) refused: only a controller in viewControllers can be selected (UIKit raises an exception)"
                )
                return
            }
            selectController(at: index)
        }
    }

    /// The tabs' controllers (storage of `viewControllers`).
    private(set) var controllers: [UIViewController] = []
    /// The selected slot of the bar: an index into `displayedControllers` (the destination's during a
    /// transition, R99).
    var currentSlot = 0
    /// The superview of the selected child's view: the transitions' container (R22).
    let transitionView = UIView()
    /// The tab switch in flight.
    var transition: TabTransition?
    /// The More tab's navigation controller and its list (R337).
    private(set) lazy var moreController: UINavigationController = makeMoreNavigationController()
    private(set) lazy var moreList = MoreListController(style: .plain)
    /// A navigation controller tab whose stack the More navigation controller shows, and that
    /// stack's root (R337).
    var borrowedNavigation: UINavigationController?
    var borrowedRoot: UIViewController?
    /// The iOS 18 tabs (storage of `tabs`, R339); empty when the app set `viewControllers`.
    var storedTabs: [UITab] = []
    /// How the tabs are shown (kept: an iPhone always shows the bar, R339).
    open var mode: UITabBarController.Mode = .automatic
    /// True while `setTabs` sets the controllers (so `tabs` is kept).
    var isSettingTabs = false

    /// Only the selected tab is on screen, so only it hears appearance calls.
    override var childrenReceivingAppearance: [UIViewController] {
        displayedControllers.indices.contains(currentSlot) ? [displayedControllers[currentSlot]] : []
    }

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller from an archive: no nibs here, so it has no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a tab bar controller showing `tabs` (R339).
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    // MARK: iOS 18 tabs (R339)

    /// The tabs (iOS 18). Setting them makes the visible tabs' view controllers, once per tab, and
    /// sets `viewControllers` to them (R339).
    open var tabs: [UITab] {
        get { storedTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// Sets the tabs (see `tabs`).
    open func setTabs(_ tabs: [UITab], animated: Bool) { applyTabs(tabs, animated: animated) }

    /// The selected root tab (nil without tabs, and while the More list itself is shown). Setting a
    /// group's child selects the group with that child (R339).
    open var selectedTab: UITab? {
        get { selectedViewController.flatMap { rootTab(for: $0) } }
        set { selectTab(newValue) }
    }

    /// The tab with `identifier`, among the tabs and their groups' children.
    open func tab(forIdentifier identifier: String) -> UITab? { findTab(identifier: identifier) }

    // MARK: Tabs

    /// Replaces the tabs. The selected controller stays selected if it is still a tab (in the bar or
    /// in the More tab); otherwise the same slot (clamped) is selected. Refused while a tab
    /// transition runs. Setting controllers directly empties `tabs` (R339).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard refuseIfBusy("setViewControllers", ownTransitionOnly: true) else { return }
        if !isSettingTabs, !storedTabs.isEmpty {
            for tab in storedTabs { tab.managingTabBarController = nil }
            storedTabs = []
        }
        replaceControllers(viewControllers ?? [])
    }

    private func replaceControllers(_ newControllers: [UIViewController]) {
        let oldSelectedController = selectedViewController
        let oldDisplayed = displayedControllers
        let oldSelected = oldDisplayed.indices.contains(currentSlot) ? oldDisplayed[currentSlot] : nil
        let onScreen = isViewLoaded && view.window != nil && appearance == .appeared
        let wasShowingMoreList = isMoreSlot(currentSlot) && controllerShownInMore == nil
        controllers = newControllers
        customizableViewControllers = newControllers
        // R337: the More stack holds only a controller that is still past the fourth.
        if let shown = controllerShownInMore, !moreControllers.contains(where: { $0 === shown }) || !showsMoreTab {
            returnBorrowedStack()
            moreController.setViewControllers([moreList], animated: false)
        } else if controllerShownInMore == nil {
            returnBorrowedStack()
        }
        let newDisplayed = displayedControllers
        var pendingInMore: UIViewController?
        if let oldSelectedController, oldSelectedController !== moreController,
            let index = newControllers.firstIndex(where: { $0 === oldSelectedController })
        {
            if showsMoreTab && index >= Self.moreSlot {
                pendingInMore = newControllers[index]
                currentSlot = Self.moreSlot
            } else {
                currentSlot = index
            }
        } else if wasShowingMoreList && showsMoreTab {
            currentSlot = Self.moreSlot
        } else {
            currentSlot = newDisplayed.isEmpty ? 0 : min(currentSlot, newDisplayed.count - 1)
        }
        let newSelected = newDisplayed.indices.contains(currentSlot) ? newDisplayed[currentSlot] : nil
        for old in oldDisplayed where !newDisplayed.contains(where: { $0 === old }) && old !== pendingInMore {
            old.willMove(toParent: nil)
            if old !== oldSelected { old.removeFromParent() }
        }
        let added = newDisplayed.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        // The selected controller now past the fourth is shown in the More tab (R337).
        if let pendingInMore { showInMore(pendingInMore) }
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
        if let oldSelected, oldSelected.parent === self, !newDisplayed.contains(where: { $0 === oldSelected }) {
            oldSelected.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        moreList.reloadIfLoaded()
        tabBarItemsChanged()
        updateChildInsets()
    }

    /// Shows the tabs' current items in the bar (a tab's `tabBarItem` was replaced).
    func tabBarItemsChanged() {
        let displayed = displayedControllers
        tabBar.items = displayed.map(\.tabBarItem)
        tabBar.selectedItem = displayed.indices.contains(currentSlot) ? displayed[currentSlot].tabBarItem : nil
    }

    /// The item the bar shows in `slot`.
    func barItem(at slot: Int) -> UITabBarItem? {
        let displayed = displayedControllers
        return displayed.indices.contains(slot) ? displayed[slot].tabBarItem : nil
    }

    /// Selects the controller at `index` of `viewControllers` programmatically: past the fourth of
    /// more than five it is shown in the More tab (R337).
    func selectController(at index: Int) {
        guard showsMoreTab, index >= Self.moreSlot else {
            select(slot: index, byUser: false)
            return
        }
        guard refuseIfBusy("selecting tab \(index) (\(logName(controllers[index])))") else { return }
        showInMore(controllers[index])
        select(slot: Self.moreSlot, byUser: false)
    }

    /// Selects a slot of the bar: for a user tap (`byUser`) the delegate is asked first; the switch
    /// runs as a tab transition (R97, R98). A tap on a selected navigation controller tab (the More
    /// tab too) pops it to its root (R337).
    func select(slot: Int, byUser: Bool) {
        let displayed = displayedControllers
        let target = displayed[slot]
        let previousTab = selectedTab
        let targetTab = rootTab(for: target)
        if byUser {
            guard refuseIfBusy("tap on tab \(slot) (\(logName(target)))") else { return }
            if let delegate {
                if let targetTab {
                    EventLog.current.record("tabBarDelegate.shouldSelectTab \(targetTab.identifier)")
                    guard delegate.tabBarController(self, shouldSelectTab: targetTab) else { return }
                }
                EventLog.current.record("tabBarDelegate.shouldSelect \(logName(target))")
                guard delegate.tabBarController(self, shouldSelect: target) else { return }
            }
            // A tap on the selected tab selects nothing new but is still reported, as in UIKit.
            if slot == currentSlot {
                // As in UIKit, a navigation controller tab (the More tab too) pops back to its root.
                if let navigation = target as? UINavigationController, navigation.viewControllers.count > 1 {
                    navigation.popToRootViewController(animated: true)
                }
                reportUserSelection(of: target, tab: targetTab, previousTab: previousTab)
                return
            }
        } else {
            guard slot != currentSlot else { return }
            guard refuseIfBusy("selecting tab \(slot) (\(logName(target)))") else { return }
        }
        let from = displayed[currentSlot]
        let fromSlot = currentSlot
        guard isViewLoaded, view.window != nil else {
            // Not on screen: nothing to animate and no appearance calls.
            currentSlot = slot
            tabBar.selectedItem = target.tabBarItem
            if isViewLoaded {
                from.viewIfLoaded?.removeFromSuperview()
                install(target)
            }
            if byUser { reportUserSelection(of: target, tab: targetTab, previousTab: previousTab) }
            return
        }
        TabTransition.start(
            self, from: from, fromIndex: fromSlot, to: target, toIndex: slot, byUser: byUser,
            previousTab: previousTab, targetTab: targetTab)
    }

    /// Tells the delegate about a selection the user made: the iOS 18 method first, then the
    /// classic one (R339).
    func reportUserSelection(of controller: UIViewController, tab: UITab?, previousTab: UITab?) {
        guard let delegate else { return }
        if let tab {
            EventLog.current.record("tabBarDelegate.didSelectTab \(tab.identifier)")
            delegate.tabBarController(self, didSelectTab: tab, previousTab: previousTab)
        }
        EventLog.current.record("tabBarDelegate.didSelect \(logName(controller))")
        delegate.tabBarController(self, didSelect: controller)
    }

    /// Whether no transition blocks a tab switch now (a blocked one is reported).
    func refuseIfBusy(_ what: String, ownTransitionOnly: Bool = false) -> Bool {
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
        tabBar.onItemTapped = { [weak self] slot in
            guard let self, self.displayedControllers.indices.contains(slot) else { return }
            self.select(slot: slot, byUser: true)
        }
        if displayedControllers.indices.contains(currentSlot) { install(displayedControllers[currentSlot]) }
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
        for child in displayedControllers {
            let childInsets = child is UINavigationController ? .zero : insets
            if child.containerSafeAreaInsets != childInsets { child.containerSafeAreaInsets = childInsets }
        }
        for case let navigation as UINavigationController in displayedControllers where navigation.isViewLoaded {
            navigation.updateChildInsets()
        }
    }

    /// A navigation controller tab hid or showed the bar: the safe areas follow.
    func tabBarVisibilityChanged() {
        updateChildInsets()
    }
}
