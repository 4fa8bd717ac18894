import Foundation

/// The bars of a navigation controller: the navigation bar's height for each child (status bar,
/// prompt, content, large title band), the large title following the content scroll view (R171),
/// the scroll-edge appearance (R172), hiding and showing the bars (R174) and the tab bar hidden
/// for `hidesBottomBarWhenPushed` (R173); the children's safe areas follow all of it.
extension UINavigationController {
    /// How long showing or hiding a bar takes (UIKit's `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// How far content has scrolled under the bar while `controller` is on top (R172): 0 at the
    /// scroll edge (no scroll view counts as at the edge), 1 once it is 8 pt under.
    func scrolledUnderProgress(for controller: UIViewController) -> CGFloat {
        guard let scroll = controller.contentScrollView(for: .top) else { return 0 }
        return min(max((scroll.contentOffset.y + scroll.adjustedContentInset.top) / 8, 0), 1)
    }

    // MARK: Layout

    /// Lays out the bars: the navigation bar under the status bar (44 pt of content, 32 pt in
    /// compact height, with the top item's prompt and large title band), the toolbar along the
    /// bottom, and the children's safe areas below and above them. The root view lays them out, so
    /// they follow a rotation inside the rotation's animation.
    func layoutBar() {
        let top = statusBarOverlap
        let compact = view.traitCollection.verticalSizeClass == .compact
        let searching = topViewController.map { searchIsActive(for: $0) } ?? false
        navigationBar.barContentHeight =
            searching ? 0 : compact ? UINavigationBar.compactContentHeight : UINavigationBar.contentHeight
        navigationBar.topInset = top
        navigationBar.isCompactHeight = compact
        if transition == nil { trackContentScrollView(of: topViewController) }
        if let controller = topViewController {
            keepContentScrollViewAtTop(of: controller)
            applyBarState(for: controller)
        }
        // During a push or pop the transition animates the bar's frame (NavigationTransition+Bar).
        if transition == nil { navigationBar.frame = restingBarFrame }
        layoutToolbar()
        updateChildInsets()
        // With the safe areas up to date, a scroll view at its top follows its range's top.
        if let controller = topViewController { keepContentScrollViewAtTop(of: controller) }
    }

    /// How much of the status bar area the navigation controller's view is under: the device's
    /// top inset for a full-screen controller, nothing in a sheet's card, which starts below it
    /// (R332: the image picker's bar in its page sheet) — the top of the view's own safe area,
    /// less what the controller adds to it itself.
    var statusBarOverlap: CGFloat {
        guard view.window != nil else { return 0 }
        return max(0, view.safeAreaInsets.top - additionalSafeAreaInsets.top)
    }

    /// Where the navigation bar rests: at the top, or just above the screen while hidden.
    var restingBarFrame: CGRect {
        let height = navigationBar.fullHeight
        return CGRect(x: 0, y: navigationBarHidden ? -height : 0, width: view.bounds.width, height: height)
    }

    /// Sets the bar's large title band, scroll-edge progress and inline title for `controller`.
    func applyBarState(for controller: UIViewController) {
        let large = displaysLargeTitle(controller)
        let bands = splitCollapsingBand(for: controller)
        navigationBar.showsLargeTitle = large
        navigationBar.largeTitleBandHeight = bands.largeTitle
        navigationBar.searchBandHeight = bands.search
        controller.navigationItem.searchController?.searchingController = controller
        navigationBar.showSearchBar(of: controller.navigationItem, active: searchIsActive(for: controller))
        navigationBar.scrolledUnderProgress = scrolledUnderProgress(for: controller)
        if transition == nil {
            navigationBar.titleLabel.alpha = navigationBar.restingTitleAlpha
            navigationBar.largeTitleLabel.alpha = large ? 1 : 0
        }
        if let scroll = observedScrollView?.scrollView {
            let collapsible = collapsibleBandHeight(for: controller)
            scroll.navigationCollapsibleTopRange = max(
                0, collapsible - min(collapsingBand(for: controller), collapsible))
        }
    }

    /// The bottom of each child's safe area: the toolbar's and the tab bar's heights when they
    /// show for it.
    func bottomBarInset(for controller: UIViewController, inStack stack: [UIViewController]? = nil) -> CGFloat {
        var inset: CGFloat = 0
        let overTabBar = tabBarShows(for: controller, inStack: stack)
        if overTabBar, let tabs = tabBarController, tabs.tabBar.superview != nil {
            inset += tabs.tabBar.barContentHeight + tabs.tabBar.bottomInset
        }
        if !toolbarHidden {
            inset += toolbar.barContentHeight + (overTabBar && tabBarController != nil ? 0 : deviceBottomInset)
        }
        return inset
    }

    /// The window's inset at the bottom (the home-indicator area).
    var deviceBottomInset: CGFloat { view.window?.deviceSafeAreaInsets.bottom ?? 0 }

    /// The bars cover the status bar area too: a child's safe area starts below the whole bar
    /// (device inset + 44, or + 32 in compact height, plus its prompt and large title), not 44 pt
    /// from the top, which the device inset alone already exceeds.
    func updateChildInsets() {
        for child in viewControllers {
            let insets = UIEdgeInsets(
                top: navigationBarHidden || !extendsUnderTopBar(child) ? 0 : barHeight(for: child), left: 0,
                bottom: extendsUnderBottomBars(child) ? bottomBarInset(for: child) : 0, right: 0)
            if child.containerSafeAreaInsets != insets { child.containerSafeAreaInsets = insets }
        }
        // R293: the child on top keeps the frame its extended-layout edges give it.
        if transition == nil, let top = topViewController, let view = top.viewIfLoaded,
            view.superview === transitionView
        {
            let frame = childFrame(for: top)
            if view.frame != frame { view.frame = frame }
        }
    }

    // MARK: Extended layout (R293)

    /// Whether `controller`'s view runs under the navigation bar: when the bar is hidden, or its
    /// `edgesForExtendedLayout` has `.top` and the bar is translucent (or it includes opaque bars).
    func extendsUnderTopBar(_ controller: UIViewController) -> Bool {
        navigationBarHidden
            || (controller.edgesForExtendedLayout.contains(.top)
                && (navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars))
    }

    /// Whether `controller`'s view runs under the toolbar and tab bar that show for it: its
    /// `edgesForExtendedLayout` has `.bottom` and they are translucent (or it includes opaque bars).
    func extendsUnderBottomBars(_ controller: UIViewController) -> Bool {
        guard controller.edgesForExtendedLayout.contains(.bottom) else { return false }
        let tabBar = tabBarShows(for: controller, inStack: nil) ? tabBarController?.tabBar : nil
        let translucent = (toolbarHidden || toolbar.isTranslucent) && (tabBar?.isTranslucent ?? true)
        return translucent || controller.extendedLayoutIncludesOpaqueBars
    }

    /// Where `controller`'s view lies in the transition view: all of it, less the bars it does not
    /// run under.
    func childFrame(for controller: UIViewController) -> CGRect {
        var frame = transitionView.bounds
        if !extendsUnderTopBar(controller) {
            let height = barHeight(for: controller)
            frame.origin.y += height
            frame.size.height = max(0, frame.height - height)
        }
        if !extendsUnderBottomBars(controller) {
            frame.size.height = max(0, frame.height - bottomBarInset(for: controller))
        }
        return frame
    }

    /// Shows the top item's content and a back button to the one below it.
    func refreshBar() {
        guard let top = topViewController else { return }
        let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(top.navigationItem, previous: previous?.navigationItem)
        if isViewLoaded { layoutBar() }
        navigationBar.settle()
        for controller in viewControllers {
            controller.navigationItem.onChange = { [weak self] animated in
                self?.navigationItemChanged(animated: animated)
            }
        }
        toolbar.setItems(top.toolbarItems, animated: false)
        updateTabBarVisibility()
    }

    /// An item in the stack changed: the bar shows it, fading when the change was animated.
    private func navigationItemChanged(animated: Bool) {
        guard transition == nil else { return }
        guard animated, isViewLoaded, view.window != nil else {
            refreshBar()
            return
        }
        // The old content fades out as the new fades in (setRightBarButton(_:animated:) and the like).
        let bar = navigationBar
        UIView.performWithoutAnimation {
            bar.beginTransitionAway()
            bar.outgoingView.alpha = 1
            for label in [bar.previousTitleLabel, bar.previousBackLabel, bar.previousPromptLabel] { label.alpha = 0 }
            refreshBarContentOnly()
            for view in bar.fadingItemViews { view.alpha = 0 }
        }
        UIView.animate(
            withDuration: 0.2,
            animations: {
                bar.outgoingView.alpha = 0
                for view in bar.fadingItemViews { view.alpha = 1 }
            },
            completion: { [weak self] _ in
                guard let self, self.transition == nil else { return }
                self.refreshBar()
            })
    }

    /// Shows the top item without settling the bar's transition state.
    private func refreshBarContentOnly() {
        guard let top = topViewController else { return }
        let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(top.navigationItem, previous: previous?.navigationItem)
        navigationBar.titleLabel.alpha = navigationBar.restingTitleAlpha
        layoutBar()
        navigationBar.layoutIfNeeded()
    }

    // MARK: The content scroll view (R171, R172)

    /// Observes the top controller's content scroll view, so the large title and the bar's
    /// appearance follow its offset; a scroll view is adjusted as a content scroll view.
    func trackContentScrollView(of controller: UIViewController?) {
        let scroll = controller?.contentScrollView(for: .top)
        guard observedScrollView?.scrollView !== scroll else { return }
        observedScrollView?.observation.invalidate()
        observedScrollView?.scrollView.navigationCollapsibleTopRange = 0
        observedScrollView = nil
        guard let scroll else { return }
        scroll.isNavigationContentScrollView = true
        let observation = scroll.observe(\.contentOffset, options: []) { [weak self] _, _ in
            self?.contentScrollViewScrolled()
        }
        observedScrollView = (scroll, observation)
    }

    /// A controller named another content scroll view.
    func contentScrollViewChanged(for controller: UIViewController) {
        guard controller === topViewController, isViewLoaded else { return }
        layoutBar()
    }

    /// The content scrolled: the large title band, the bar and the safe areas follow (R171).
    private func contentScrollViewScrolled() {
        guard transition == nil, let top = topViewController, !isFollowingScroll else { return }
        isFollowingScroll = true
        defer { isFollowingScroll = false }
        applyBarState(for: top)
        navigationBar.frame = restingBarFrame
        updateChildInsets()
    }

    /// A scroll view at the top of its range stays there when its range changes (its adjusted
    /// inset follows a bar that appears, a prompt, a rotation), as UIKit's inset adjustment does;
    /// a new one starts at the top, its large title expanded.
    func keepContentScrollViewAtTop(of controller: UIViewController) {
        guard let scroll = observedScrollView?.scrollView, scroll === controller.contentScrollView(for: .top),
            !scroll.isDragging, !scroll.isDecelerating
        else { return }
        guard let tracked = scroll.navigationTrackedRangeTop else {
            if scroll.contentOffset.y <= 0 { scroll.contentOffset.y = initialOffsetY(of: scroll, in: controller) }
            scroll.navigationTrackedRangeTop = scroll.contentOffset.y
            return
        }
        // Off screen its safe area says nothing yet: its range is known once it is in the window.
        guard scroll.window != nil else { return }
        let top = scroll.offsetRange.y.lowerBound
        // Still where the top was: follow the top to where it is now.
        if abs(scroll.contentOffset.y - tracked) < 0.5, tracked != top { scroll.contentOffset.y = top }
        if scroll.contentOffset.y <= top + 0.5 { scroll.navigationTrackedRangeTop = top }
    }

    /// Where a new content scroll view starts: its content just below the bar with the large
    /// title expanded (the scroll view may not be in the window yet, so this does not ask its
    /// safe area).
    private func initialOffsetY(of scroll: UIScrollView, in controller: UIViewController) -> CGFloat {
        let root = controller.view!
        let scrollTop = scroll === root ? 0 : scroll.superview?.convert(scroll.frame.origin, to: root).y ?? 0
        let adjustsTop: Bool
        switch scroll.contentInsetAdjustmentBehavior {
        case .never: adjustsTop = false
        case .scrollableAxes:
            adjustsTop = scroll.alwaysBounceVertical || scroll.contentSize.height > scroll.bounds.height
        case .always, .automatic: adjustsTop = true
        }
        let barBottom =
            navigationBarHidden
            ? statusBarOverlap
            : barBase(for: controller) + collapsibleBandHeight(for: controller)
        return -(scroll.contentInset.top + (adjustsTop ? max(0, barBottom - scrollTop) : 0))
    }

    // MARK: Hiding and showing the bars (R174)

    /// Lays out the toolbar along the bottom: above the tab bar when that shows, else over the
    /// home-indicator area; just below the screen while hidden.
    func layoutToolbar() {
        if !toolbarHidden { installToolbarIfNeeded() }
        guard toolbar.superview === view else { return }
        let compact = view.traitCollection.verticalSizeClass == .compact
        toolbar.isCompactHeight = compact
        let overTabBar = tabBarController != nil && topViewController.map { tabBarShows(for: $0) } == true
        let bottom =
            overTabBar ? (tabBarController.map { $0.tabBar.barContentHeight + $0.tabBar.bottomInset } ?? 0) : 0
        toolbar.bottomInset = overTabBar ? 0 : deviceBottomInset
        let height = toolbar.barContentHeight + toolbar.bottomInset
        let y = toolbarHidden ? view.bounds.height : view.bounds.height - bottom - height
        toolbar.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: height)
        toolbar.scrolledUnderProgress = topViewController.map { toolbarScrolledUnderProgress(for: $0) } ?? 0
    }

    /// The toolbar joins the view the first time it shows, under the navigation bar, just below
    /// the screen (so showing it slides it up).
    func installToolbarIfNeeded() {
        guard isViewLoaded, toolbar.superview == nil else { return }
        UIView.performWithoutAnimation {
            view.insertSubview(toolbar, belowSubview: navigationBar)
            let height = toolbar.barContentHeight + deviceBottomInset
            toolbar.frame = CGRect(x: 0, y: view.bounds.height, width: view.bounds.width, height: height)
            toolbar.layoutIfNeeded()
        }
    }

    /// How far content runs under the toolbar: 0 at the content's bottom edge (or no scroll view).
    private func toolbarScrolledUnderProgress(for controller: UIViewController) -> CGFloat {
        guard let scroll = controller.contentScrollView(for: .bottom) else { return 0 }
        let bottomEdge = scroll.offsetRange.y.upperBound
        return min(max((bottomEdge - scroll.contentOffset.y) / 8, 0), 1)
    }

    // MARK: The tab bar and hidesBottomBarWhenPushed (R173)

    /// Whether the tab bar shows while `controller` is on top: not once any controller up to it
    /// in the stack hides the bottom bar.
    func tabBarShows(for controller: UIViewController, inStack stack: [UIViewController]? = nil) -> Bool {
        let list = stack ?? viewControllers
        let upTo: ArraySlice<UIViewController>
        if let index = list.firstIndex(where: { $0 === controller }) {
            upTo = list[...index]
        } else {
            upTo = ArraySlice(list + [controller])
        }
        return !upTo.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides or shows the tab bar of the tab bar controller this controller is a tab of, for the
    /// top controller (outside a transition).
    func updateTabBarVisibility() {
        guard let tabs = parent as? UITabBarController, tabs.selectedViewController === self,
            let top = topViewController
        else { return }
        let hidden = !tabBarShows(for: top)
        if tabs.tabBar.isHidden != hidden {
            tabs.tabBar.isHidden = hidden
            tabs.tabBarVisibilityChanged()
        }
    }
}

extension UIViewController {
    /// The container places the view again after its extended-layout edges changed (R293).
    func extendedLayoutDidChange() {
        guard let navigation = parent as? UINavigationController, navigation.isViewLoaded else { return }
        navigation.updateChildInsets()
    }
}
