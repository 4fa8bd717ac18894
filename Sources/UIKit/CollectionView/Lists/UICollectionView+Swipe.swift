import Foundation

/// Swipe actions on a list's rows (R307): the list configuration's providers give them, and the
/// table's swipe (R305) runs them.
extension UICollectionView: RowSwipeHost {
    var rowsAreAnimating: Bool { layoutTransitions > 0 }

    func swipeRowPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeRowRect(at path: IndexPath) -> CGRect? { layout.layoutAttributesForItem(at: path)?.frame }

    func swipeRowView(at path: IndexPath) -> UIView? { visibleCellsByPath[path] }

    /// The list section's provider's actions for the row (never while editing, nor for a header item).
    func swipeConfiguration(at path: IndexPath, towardsTrailing: Bool) -> UISwipeActionsConfiguration? {
        guard !isEditing,
            let list = (layout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: path.section),
            layout.layoutAttributesForItem(at: path)?.listTraits?.role != .header
        else { return nil }
        let provider =
            towardsTrailing
            ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(path), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The buttons go above the list's background, and the cell hears it is swiped.
    func swipeDidOpen() {
        guard let swipe = rowSwipe else { return }
        if let listBackgroundView, listBackgroundView.superview === self {
            insertSubview(swipe.view, aboveSubview: listBackgroundView)
        }
        if let cell = visibleCellsByPath[swipe.path] {
            cell.isSwipedForConfiguration = true
            cell.setNeedsUpdateConfiguration()
        }
    }

    func swipeDidClose(_ swipe: RowSwipe, at path: IndexPath?) {
        for cell in visibleCellsByPath.values where cell.isSwipedForConfiguration {
            cell.isSwipedForConfiguration = false
            cell.setNeedsUpdateConfiguration()
        }
        setNeedsLayout()
    }
}
