import Foundation

/// The search bar of the top item's search controller, in its band at the bottom of the bar
/// (R306).
extension UINavigationBar {
    /// Shows `item`'s search bar (or none); `active`: the search is on and the content row gives way.
    func showSearchBar(of item: UINavigationItem, active: Bool) {
        let bar = item.searchController?.searchBar
        if shownSearchBar !== bar {
            if let old = shownSearchBar, old.superview === searchClipView {
                old.removeFromSuperview()
                old.navigationBarSideMargin = nil
                old.refreshBackground()
            }
            shownSearchBar = bar
            // The band joins the bar with its first search bar, above the content (whose view
            // spans the bar), so the field takes its own touches.
            if bar == nil {
                searchClipView.removeFromSuperview()
            } else if searchClipView.superview !== self {
                addSubview(searchClipView)
            }
            if let bar {
                bar.navigationBarSideMargin = sideMargin
                bar.refreshBackground()
                searchClipView.addSubview(bar)
            }
        }
        if isSearchActive != active {
            isSearchActive = active
            contentView.alpha = active ? 0 : 1
            largeTitleClipView.alpha = active ? 0 : 1
        }
        setNeedsLayout()
    }

    /// The band along the bar's bottom; the search bar rides at its bottom, so a collapsing band
    /// slides it up under the content row, fading as it goes.
    func layOutSearchBar() {
        let band = max(0, min(searchBandHeight, bounds.height))
        searchClipView.frame = CGRect(x: 0, y: bounds.height - band, width: bounds.width, height: band)
        guard let bar = shownSearchBar, bar.superview === searchClipView else { return }
        bar.navigationBarSideMargin = sideMargin
        let height = bar.navigationBarHeight
        bar.frame = CGRect(x: 0, y: band - height, width: bounds.width, height: height)
        // The field fades over the second half of its collapse.
        let shown = height > 0 ? band / height : 0
        bar.alpha = min(max(shown * 2 - 1, 0), 1)
    }
}

extension UISearchBar {
    /// The bar's height in a navigation bar: its field's row and a scope bar while it shows.
    var navigationBarHeight: CGFloat { Self.navigationBarRowHeight + (isScopeBarShown ? Self.scopeRowHeight : 0) }
}
