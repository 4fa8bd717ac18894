import Foundation

extension UITableView: RowSwipeHost {
    /// The configuration for swiping the row at `path` that way, if any with actions (never while
    /// editing, or with a reorder in flight): the delegate's; when it gives nil for a swipe left,
    /// the legacy Delete button if the row's editing style is `.delete` and the app answers one of
    /// the editing queries itself (R324). An empty configuration means no swipe.
    func swipeConfiguration(at path: IndexPath, towardsTrailing: Bool) -> UISwipeActionsConfiguration? {
        guard !isEditing, rowReorder == nil, let dataSource, dataSource.tableView(self, canEditRowAt: path) else {
            return nil
        }
        let configuration =
            towardsTrailing
            ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        if let configuration { return configuration.actions.isEmpty ? nil : configuration }
        guard towardsTrailing, swipesToDeleteLegacily(at: path) else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(at: path)])
    }

    /// Whether the row shows UIKit's default swipe-to-delete (R324): its editing style is `.delete`
    /// and the app's own code answers `canEditRowAt`, `editingStyleForRowAt` or
    /// `titleForDeleteConfirmationButtonForRowAt` — the stand-in for "the data source implements
    /// `commit`", which Swift cannot see.
    func swipesToDeleteLegacily(at path: IndexPath) -> Bool {
        guard let dataSource else { return false }
        let style = OptionalMethodProbe.ask { editingStyle(at: path) }
        guard style.value == .delete else { return false }
        if style.implemented { return true }
        if OptionalMethodProbe.ask({ dataSource.tableView(self, canEditRowAt: path) }).implemented { return true }
        if let delegate {
            return OptionalMethodProbe.ask { delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) }
                .implemented
        }
        return false
    }

    var rowsAreAnimating: Bool { rowAnimations > 0 || rowReorder != nil }
    func swipeRowPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeRowRect(at path: IndexPath) -> CGRect? { geometry.rect(for: path) }
    func swipeRowView(at path: IndexPath) -> UIView? { visibleCellsByPath[path] }

    /// A swipe began: the delegate hears `willBeginEditingRowAt` and the cell shows its
    /// confirmation state (R320).
    func swipeDidOpen() {
        guard let swipe = rowSwipe else { return }
        visibleCellsByPath[swipe.path]?.setShowingDeleteConfirmation(true, animated: true)
        EventLog.current.record("tableView.willBeginEditingRowAt [\(swipe.path.section), \(swipe.path.row)]")
        delegate?.tableView(self, willBeginEditingRowAt: swipe.path)
    }

    /// The row closed: the cell leaves its confirmation state; a swipe's delegate hears
    /// `didEndEditingRowAt`.
    func swipeDidClose(_ swipe: RowSwipe, at path: IndexPath?) {
        if let path {
            visibleCellsByPath[path]?.setShowingDeleteConfirmation(false, animated: true)
        } else {
            for cell in visibleCellsByPath.values { cell.setShowingDeleteConfirmation(false, animated: false) }
        }
        setNeedsLayout()
        guard !swipe.isDeleteConfirmation else { return }
        EventLog.current.record("tableView.didEndEditingRowAt \(path.map { "[\($0.section), \($0.row)]" } ?? "nil")")
        delegate?.tableView(self, didEndEditingRowAt: path)
    }

    /// The open swipe's row, for tests.
    package var rowSwipeForTesting: IndexPath? { rowSwipe?.path }
}
