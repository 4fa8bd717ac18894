import Foundation

extension UITableView: RowSwipeHost {
    /// The configuration the delegate gives for swiping the row at `path` that way, if any with
    /// actions (never while editing, or with a reorder in flight).
    func swipeConfiguration(at path: IndexPath, towardsTrailing: Bool) -> UISwipeActionsConfiguration? {
        guard !isEditing, dataSource?.tableView(self, canEditRowAt: path) ?? false else { return nil }
        let configuration =
            towardsTrailing
            ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }
    var rowsAreAnimating: Bool { rowAnimations > 0 }
    func swipeRowPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeRowRect(at path: IndexPath) -> CGRect? { geometry.rect(for: path) }
    func swipeRowView(at path: IndexPath) -> UIView? { visibleCellsByPath[path] }
    func swipeDidOpen() {}
    func swipeDidClose() { setNeedsLayout() }

    /// The open swipe's row, for tests.
    package var rowSwipeForTesting: IndexPath? { rowSwipe?.path }
}
