import Foundation

extension UITableView {
    /// The duration of entering or leaving editing mode (I: 0.3 s on iOS 18, by eye).
    static let editingAnimationDuration: TimeInterval = 0.3

    /// Whether a touch on a row selects it now (editing mode has its own switches, R323).
    var selectsRows: Bool {
        isEditing
            ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }

    /// Whether a touch adds to the selection instead of replacing it now.
    var selectsMultipleRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Puts the visible cells into (or out of) editing mode; the selection is cleared, as UIKit's
    /// `setEditing` does.
    func editingDidChange(animated: Bool) {
        for path in selectedPaths.sorted() { deselectRow(at: path, animated: animated) }
        refreshEditingControls(animated: animated)
    }

    /// Asks again what every visible row shows while editing and applies it.
    func refreshEditingControls(animated: Bool) {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            configureEditing(cell, at: path)
            cell.setEditing(isEditing, animated: animated)
            if cell.isEditing == isEditing { cell.transitionEditingState(animated: animated) }
        }
    }

    /// Asks the data source and delegate what the row shows while editing (R320, R322, R323): its
    /// control (none when it cannot be edited; the selection circle with multiple selection; else
    /// `editingStyleForRowAt`), the grip (`canMoveRowAt`, or the cell's `showsReorderControl` when
    /// the data source does not answer it, R324), whether it indents, and its indentation level.
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
        let style = editingStyle(at: path)
        cell.isConfiguredByTable = true
        cell.tableEditingStyle = style
        if !canEdit {
            cell.tableEditingControl = nil
        } else if allowsMultipleSelectionDuringEditing {
            cell.tableEditingControl = .multiselect(selected: false)
        } else {
            switch style {
            case .delete: cell.tableEditingControl = .delete
            case .insert: cell.tableEditingControl = .insert
            case .none: cell.tableEditingControl = nil
            }
        }
        if let dataSource {
            let canMove = OptionalMethodProbe.ask { dataSource.tableView(self, canMoveRowAt: path) }
            cell.tableShowsGrip = canMove.implemented ? canMove.value : nil
        } else {
            cell.tableShowsGrip = false
        }
        cell.tableIndentsWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        if let delegate {
            let level = OptionalMethodProbe.ask { delegate.tableView(self, indentationLevelForRowAt: path) }
            if level.implemented { cell.indentationLevel = level.value }
        }
    }

    /// The delegate's editing style for the row (`.delete` without a delegate).
    func editingStyle(at path: IndexPath) -> UITableViewCell.EditingStyle {
        delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }

    /// The Delete button's title: the delegate's, else "Delete".
    func deleteConfirmationTitle(at path: IndexPath) -> String {
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
    }

    /// The action behind a Delete button (the editing confirmation and the legacy swipe, R321, R324):
    /// it calls the data source's `commit(.delete, forRowAt:)`.
    func deleteAction(at path: IndexPath) -> UIContextualAction {
        UIContextualAction(style: .destructive, title: deleteConfirmationTitle(at: path)) { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            EventLog.current.record("tableView.commit delete [\(path.section), \(path.row)]")
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
    }

    // MARK: The editing control (R321)

    /// A tap on a row's editing control: the minus shows the Delete confirmation (or hides it),
    /// the plus commits an insertion at once, a selection circle selects or deselects the row.
    func editingControlTapped(at path: IndexPath) {
        guard let cell = visibleCellsByPath[path], let kind = cell.editingControlKind else { return }
        switch kind {
        case .delete:
            if rowSwipe?.path == path {
                closeRowSwipe(animated: true)
            } else {
                showDeleteConfirmation(at: path)
            }
        case .insert:
            guard let dataSource else { return }
            EventLog.current.record("tableView.commit insert [\(path.section), \(path.row)]")
            dataSource.tableView(self, commit: .insert, forRowAt: path)
        case .multiselect:
            userSelect(path)
        }
    }

    /// Slides the row left on its red Delete button and turns its minus upright (R321).
    func showDeleteConfirmation(at path: IndexPath) {
        closeRowSwipe(animated: true)
        guard rowSwipe == nil, let cell = visibleCellsByPath[path] else { return }
        let configuration = UISwipeActionsConfiguration(actions: [deleteAction(at: path)])
        configuration.performsFirstActionWithFullSwipe = false
        let view = SwipeActionsView(actions: configuration.actions, trailing: true)
        insertSubview(view, at: 0)
        var swipe = RowSwipe(path: path, configuration: configuration, view: view, offset: 0)
        swipe.isDeleteConfirmation = true
        rowSwipe = swipe
        cell.setShowingDeleteConfirmation(true, animated: true)
        openRowSwipe(animated: true)
    }
}
