import Foundation

/// The bands a navigation bar grows by below its content row, for the controller on top: the
/// large title (R171) and the search bar of `navigationItem.searchController` (R306). Both follow
/// the content scroll view: scrolling up collapses the search bar first, then the large title;
/// a search bar that does not hide when scrolling stays below the large title. While its search
/// is active (and hides the navigation bar) the bar is the status bar area and the search bar.
extension UINavigationController {
    // MARK: Large titles (R171)

    /// Whether `controller` shows its title large: only when the bar prefers large titles and the
    /// height is regular; `.automatic` follows the controller below it (large at the root).
    func displaysLargeTitle(_ controller: UIViewController, below: UIViewController?? = nil) -> Bool {
        guard navigationBar.prefersLargeTitles, view.traitCollection.verticalSizeClass != .compact,
            !searchIsActive(for: controller)
        else { return false }
        switch controller.navigationItem.largeTitleDisplayMode {
        case .always, .inline:
            return true
        case .never:
            return false
        case .automatic:
            let lower: UIViewController?
            if let below {
                lower = below
            } else if let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 {
                lower = viewControllers[index - 1]
            } else {
                lower = nil
            }
            guard let lower else { return true }
            return displaysLargeTitle(lower)
        }
    }

    /// The height of the collapsing bands (large title and a search bar that hides when scrolling)
    /// while `controller` is on top: all of them without a content scroll view; with one, the
    /// distance from the bar's fixed part down to the top of the scroll view's content — less while
    /// it scrolls up under the bar, more while pulled.
    func collapsingBand(for controller: UIViewController, below: UIViewController?? = nil) -> CGFloat {
        let collapsible = collapsibleBandHeight(for: controller, below: below)
        guard collapsible > 0 else { return 0 }
        guard let scroll = controller.contentScrollView(for: .top), let root = controller.viewIfLoaded,
            scroll === root || scroll.isDescendant(of: root)
        else { return collapsible }
        let scrollTop = scroll === root ? 0 : scroll.superview?.convert(scroll.frame.origin, to: root).y ?? 0
        let contentTop = scrollTop - scroll.contentOffset.y - scroll.contentInset.top
        return max(0, contentTop - barBase(for: controller))
    }

    /// The bar's fixed height while `controller` is on top: the status bar area, the prompt, the
    /// content and a search bar that does not hide when scrolling (while searching: the status bar
    /// area and the search bar).
    func barBase(for controller: UIViewController) -> CGFloat {
        if searchIsActive(for: controller) { return navigationBar.topInset + searchBarHeight(for: controller) }
        return navigationBar.topInset + (controller.navigationItem.prompt == nil ? 0 : UINavigationBar.promptHeight)
            + navigationBar.barContentHeight
            + (searchHidesWhenScrolling(for: controller) ? 0 : searchBarHeight(for: controller))
    }

    /// The bar's height while `controller` is on top, as its safe area sees it: the collapsing
    /// bands count up to their expanded height (a pulled band stretches the bar, not the safe area).
    func barHeight(for controller: UIViewController, below: UIViewController?? = nil) -> CGFloat {
        let collapsible = collapsibleBandHeight(for: controller, below: below)
        return barBase(for: controller) + min(collapsingBand(for: controller, below: below), collapsible)
    }

    // MARK: The search bar (R306)

    /// The height of `controller`'s search bar in the navigation bar (0 without a search controller).
    func searchBarHeight(for controller: UIViewController) -> CGFloat {
        guard let search = controller.navigationItem.searchController else { return 0 }
        return search.searchBar.navigationBarHeight
    }

    /// Whether `controller`'s search bar collapses as its content scrolls up (not while searching).
    func searchHidesWhenScrolling(for controller: UIViewController) -> Bool {
        controller.navigationItem.hidesSearchBarWhenScrolling && !searchIsActive(for: controller)
    }

    /// Whether `controller`'s search is active and the bar gives way to the search bar.
    func searchIsActive(for controller: UIViewController) -> Bool {
        guard let search = controller.navigationItem.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The expanded height of the collapsing bands: the large title's 52 pt and a search bar that
    /// hides when scrolling.
    func collapsibleBandHeight(for controller: UIViewController, below: UIViewController?? = nil) -> CGFloat {
        (displaysLargeTitle(controller, below: below) ? UINavigationBar.largeTitleHeight : 0)
            + (searchHidesWhenScrolling(for: controller) ? searchBarHeight(for: controller) : 0)
    }

    /// The collapsing band split between the large title and the search bar below it: the search
    /// bar gives way first as the band collapses; a pulled band stretches the large title's part.
    /// The search part includes a search bar that does not hide when scrolling.
    func splitCollapsingBand(for controller: UIViewController) -> (largeTitle: CGFloat, search: CGFloat) {
        let band = collapsingBand(for: controller)
        let fixedSearch = searchHidesWhenScrolling(for: controller) ? 0 : searchBarHeight(for: controller)
        let collapsibleSearch = searchHidesWhenScrolling(for: controller) ? searchBarHeight(for: controller) : 0
        let large = displaysLargeTitle(controller)
        let titleRoom = large ? UINavigationBar.largeTitleHeight : 0
        let search = min(collapsibleSearch, max(0, band - titleRoom))
        return (large ? band - search : 0, fixedSearch + search)
    }

    /// The search began or ended: the bar (inside the presentation's animation) takes its state.
    func searchActivityDidChange() {
        guard isViewLoaded, transition == nil else { return }
        layoutBar()
        navigationBar.layoutIfNeeded()
        view.layoutIfNeeded()
    }

    /// The search bar's height changed (a scope bar shown or hidden).
    func searchBarDidChange() {
        guard isViewLoaded, transition == nil else { return }
        layoutBar()
    }
}
