import Foundation

/// The delegate of a table view's own drag and drop interactions (R345): rows and cells for the
/// table's drag and drop delegates, the gap of an `.insertAtDestinationIndexPath` reorder through
/// the grip reorder's machinery (R322), and dropped items' previews landing on their rows.
@MainActor
final class TableDragBridge: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var tableView: UITableView?
    private var proposal: UITableViewDropProposal?
    private var coordinator: TableDropCoordinator?
    private var landingCells: [UITableViewCell] = []

    init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
    }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let tableView, tableView.dragInteractionEnabled, !tableView.isEditing, tableView.rowReorder == nil,
            let delegate = tableView.dragDelegate
        else { return [] }
        let point = session.location(in: tableView)
        guard let path = tableView.indexPathForRow(at: point), tableView.cellForRow(at: path) != nil else { return [] }
        let items = delegate.tableView(tableView, itemsForBeginning: session, at: path)
        if !items.isEmpty {
            tableView.dragAndDrop.sourceIndexPath = path
            tableView.dragAndDrop.liftPoint = point
        }
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview? {
        guard let tableView, let path = tableView.dragAndDrop.sourceIndexPath, let cell = tableView.cellForRow(at: path)
        else { return nil }
        // The row lifts as it is, not in the grey of the press's highlight.
        cell.setHighlighted(false, animated: false)
        let parameters =
            tableView.dragDelegate?.tableView(tableView, dragPreviewParametersForRowAt: path)
            ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        guard let tableView else { return }
        tableView.dragAndDrop.hasActiveDrag = true
        tableView.dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        guard let tableView else { return true }
        return tableView.dragDelegate?.tableView(tableView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool {
        guard let tableView else { return false }
        return tableView.dragDelegate?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session)
            ?? false
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        guard let tableView, let path = tableView.dragAndDrop.sourceIndexPath else { return defaultPreview }
        let rect = tableView.rectForRow(at: path)
        tableView.cellForRow(at: path)?.alpha = 0
        return defaultPreview.retargetedPreview(
            with: UIDragPreviewTarget(container: tableView, center: CGPoint(x: rect.midX, y: rect.midY)))
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {
        guard let tableView else { return }
        let path = tableView.dragAndDrop.sourceIndexPath
        tableView.dragAndDrop.sourceIndexPath = nil
        let began = tableView.dragAndDrop.hasActiveDrag
        tableView.dragAndDrop.hasActiveDrag = false
        if let path, let cell = tableView.cellForRow(at: path), operation == .cancel { cell.alpha = 1 }
        if began { tableView.dragDelegate?.tableView(tableView, dragSessionDidEnd: session) }
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let tableView, let delegate = tableView.dropDelegate else { return false }
        return delegate.tableView(tableView, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        guard let tableView else { return }
        tableView.dragAndDrop.hasActiveDrop = true
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        guard let tableView, let delegate = tableView.dropDelegate else { return UIDropProposal(operation: .cancel) }
        let point = session.location(in: tableView)
        let proposal = delegate.tableView(
            tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination(at: point))
        self.proposal = proposal
        let makesRoom =
            proposal.intent == .insertAtDestinationIndexPath
            && (proposal.operation == .move || proposal.operation == .copy)
        if makesRoom, isLocalReorder(session) {
            openGap(at: point)
        } else {
            closeGap()
        }
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        guard let tableView else { return }
        closeGap()
        tableView.dragAndDrop.hasActiveDrop = false
        tableView.dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let tableView, let delegate = tableView.dropDelegate else { return }
        let destination = destination(at: session.location(in: tableView))
        let source = isLocalReorder(session) ? tableView.dragAndDrop.sourceIndexPath : nil
        tableView.abandonRowReorderKeepingCells()
        let items = session.items.enumerated().map { index, item in
            DropItem(
                dragItem: item, sourceIndexPath: index == 0 ? source : nil,
                previewSize: source.map { tableView.rectForRow(at: $0).size } ?? .zero)
        }
        let coordinator = TableDropCoordinator(
            items: items, destinationIndexPath: destination,
            proposal: proposal ?? UITableViewDropProposal(operation: .cancel), session: session)
        self.coordinator = coordinator
        delegate.tableView(tableView, performDropWith: coordinator)
        // Rows the app did not move go back to their places.
        if tableView.rowAnimations == 0 {
            UIView.animate(withDuration: RowReorder.shiftDuration) {
                tableView.setNeedsLayout()
                tableView.layoutIfNeeded()
            }
        }
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        guard let tableView, let (landing, _) = coordinator?.landing(of: item) else { return nil }
        switch landing {
        case .item(let path), .into(let path, _):
            let rect = tableView.rectForRow(at: path)
            guard rect != .zero else { return nil }
            if let cell = tableView.cellForRow(at: path) {
                cell.isHidden = true
                landingCells.append(cell)
            }
            let parameters =
                tableView.dropDelegate?.tableView(tableView, dropPreviewParametersForRowAt: path)
                ?? UIDragPreviewParameters()
            var center = CGPoint(x: rect.midX, y: rect.midY)
            var transform = CGAffineTransform.identity
            if case .into(_, let inner) = landing {
                center = CGPoint(x: rect.minX + inner.midX, y: rect.minY + inner.midY)
                transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            }
            let view =
                defaultPreview.view.bounds.size == rect.size
                ? defaultPreview.view : UIView(frame: CGRect(origin: .zero, size: rect.size))
            return UITargetedDragPreview(
                view: view, parameters: parameters,
                target: UIDragPreviewTarget(container: tableView, center: center, transform: transform))
        case .target(let target):
            return defaultPreview.retargetedPreview(with: target)
        }
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating
    ) {
        guard let (_, given) = coordinator?.landing(of: item) else { return }
        animator.addAnimations { given.runAnimations() }
        animator.addCompletion { position in given.complete(at: position) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        for cell in landingCells { cell.isHidden = false }
        landingCells = []
        coordinator = nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        guard let tableView else { return }
        closeGap()
        proposal = nil
        tableView.dragAndDrop.hasActiveDrop = false
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: The gap

    private func isLocalReorder(_ session: UIDropSession) -> Bool {
        guard let tableView, tableView.dragAndDrop.sourceIndexPath != nil,
            let drag = session.localDragSession as? AppDragSession
        else { return false }
        return drag.source === tableView.dragAndDrop.dragInteraction
    }

    /// Where the items would go: the gap while one is open, else the row under the finger.
    private func destination(at point: CGPoint) -> IndexPath? {
        guard let tableView else { return nil }
        if let reorder = tableView.rowReorder { return reorder.destination }
        return tableView.indexPathForRow(at: point)
    }

    /// Lifts the dragged row out (its cell hidden: the preview stands for it) and lets the others
    /// make room where the finger is.
    private func openGap(at point: CGPoint) {
        guard let tableView else { return }
        if tableView.rowReorder == nil {
            tableView.liftRow(at: tableView.dragAndDrop.liftPoint)
            guard let cell = tableView.rowReorder?.cell else { return }
            cell.layer.shadowOpacity = 0
            cell.alpha = 0
        }
        tableView.moveLiftedRow(to: point)
    }

    /// The others close up again.
    private func closeGap() {
        guard let tableView, let reorder = tableView.rowReorder, tableView.dragAndDrop.sourceIndexPath != nil else {
            return
        }
        tableView.cancelRowReorder()
        reorder.cell.alpha = 1
    }
}
