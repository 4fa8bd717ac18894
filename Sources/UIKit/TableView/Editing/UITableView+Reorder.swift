import Foundation

extension UITableView {
    /// Adds the grip press; called once the table is set up.
    func installRowReorder() {
        let action: (UITableView) -> (RowReorderGestureRecognizer) -> Void = { table in
            { press in table.handleRowReorder(press) }
        }
        addGestureRecognizer(RowReorderGestureRecognizer(target: self, action: action))
    }

    /// Whether a touch at `point` (the table's coordinates) is on an editing row's grip.
    func reorderMayBegin(at point: CGPoint) -> Bool {
        guard isEditing, rowReorder == nil, rowAnimations == 0, rowSwipe == nil, let path = indexPathForRow(at: point),
            let cell = visibleCellsByPath[path]
        else { return false }
        return cell.isOnGrip(convert(point, to: cell))
    }

    func handleRowReorder(_ press: RowReorderGestureRecognizer) {
        let point = press.location(in: self)
        switch press.state {
        case .began: liftRow(at: point)
        case .changed: moveLiftedRow(to: point)
        case .ended: dropLiftedRow()
        case .cancelled, .failed: cancelRowReorder()
        default: break
        }
    }

    /// Lifts the row under the finger: it rises above the others with a shadow.
    func liftRow(at point: CGPoint) {
        guard let path = indexPathForRow(at: point), let cell = visibleCellsByPath[path],
            let rect = geometry.rect(for: path)
        else { return }
        EventLog.current.record("tableView.reorder lift [\(path.section), \(path.row)]")
        rowReorder = RowReorder(
            source: path, proposal: path, destination: path, cell: cell, grabOffset: point.y - rect.minY,
            geometry: geometry)
        bringSubviewToFront(cell)
        cell.layer.zPosition = 1
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOffset = .zero
        cell.layer.shadowRadius = RowReorder.shadowRadius
        cell.layer.shadowOpacity = RowReorder.shadowOpacity
        cell.clipsToBounds = false
    }

    /// The lifted row follows the finger (within the rows); when the place it would go changes
    /// the delegate may redirect it, and the other rows slide to open the gap there.
    func moveLiftedRow(to point: CGPoint) {
        guard var reorder = rowReorder, reorder.phase == .dragging else { return }
        let base = geometry
        let height = reorder.cell.bounds.height
        let rows = base.sections.compactMap { $0.rows.isEmpty ? nil : $0.rowsRect }
        let top = rows.map(\.minY).min() ?? 0
        let bottom = rows.map(\.maxY).max() ?? height
        let y = min(max(point.y - reorder.grabOffset, top), max(top, bottom - height))
        UIView.performWithoutAnimation { reorder.cell.frame.origin.y = y }
        let proposal = proposedDestination(for: reorder, centreY: y + height / 2, in: base)
        guard proposal != reorder.proposal else { return }
        reorder.proposal = proposal
        var target = proposal
        if let delegate {
            target = delegate.tableView(
                self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposal)
            if !isValidDestination(target, from: reorder.source, in: base) {
                DiagnosticLog.current.report(
                    "invalidMoveTarget",
                    "targetIndexPathForMoveFromRowAt returned [\(target.section), \(target.row)], which is not a place the row can go; the proposed [\(proposal.section), \(proposal.row)] is used"
                )
                target = proposal
            }
        }
        rowReorder = reorder
        guard target != reorder.destination else { return }
        reorder.destination = target
        reorder.geometry = base.moving(reorder.source, to: target)
        rowReorder = reorder
        shiftRowsForReorder(animated: true)
    }

    /// Scrolls while the finger holds the row near the visible top or bottom, faster nearer the
    /// edge, and keeps the row under the finger (R322).
    func autoscrollLiftedRow(at time: CFTimeInterval, finger: CGPoint) {
        guard var reorder = rowReorder, reorder.phase == .dragging else { return }
        let last = reorder.lastFrameTime ?? time
        reorder.lastFrameTime = time
        rowReorder = reorder
        let step = CGFloat(min(max(0, time - last), 0.1))
        let inset = adjustedContentInset
        let top = contentOffset.y + inset.top
        let bottom = contentOffset.y + bounds.height - inset.bottom
        let zone = RowReorder.autoscrollZone
        var speed: CGFloat = 0
        if finger.y < top + zone {
            speed = -RowReorder.autoscrollMaximumSpeed * min(1, (top + zone - finger.y) / zone)
        } else if finger.y > bottom - zone {
            speed = RowReorder.autoscrollMaximumSpeed * min(1, (finger.y - (bottom - zone)) / zone)
        }
        guard speed != 0, step > 0 else { return }
        let lowest = -inset.top
        let highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
        let y = min(max(contentOffset.y + speed * step, lowest), highest)
        guard y != contentOffset.y else { return }
        let delta = y - contentOffset.y
        contentOffset.y = y
        layoutIfNeeded()
        moveLiftedRow(to: CGPoint(x: finger.x, y: finger.y + delta))
    }

    /// Where a row's cell stands while a row is moved (nil: no move in flight).
    func reorderRect(for path: IndexPath) -> CGRect? {
        guard let reorder = rowReorder else { return nil }
        return reorder.geometry.rect(for: Self.path(path, movingRowFrom: reorder.source, to: reorder.destination))
    }

    /// Puts the rows other than the lifted one where they are with the row at its destination.
    private func shiftRowsForReorder(animated: Bool) {
        guard let reorder = rowReorder else { return }
        for (path, cell) in visibleCellsByPath where cell !== reorder.cell {
            let moved = Self.path(path, movingRowFrom: reorder.source, to: reorder.destination)
            if reorder.geometry.rect(for: moved) != nil { decorate(cell, at: moved, in: reorder.geometry) }
        }
        let changes = {
            for (path, cell) in self.visibleCellsByPath where cell !== reorder.cell {
                let moved = Self.path(path, movingRowFrom: reorder.source, to: reorder.destination)
                if let rect = reorder.geometry.rect(for: moved) { cell.frame = rect }
            }
            self.layOutSupplementaryViews(reorder.geometry, animated: true)
        }
        if animated {
            UIView.animate(
                withDuration: RowReorder.shiftDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    /// The finger lifted: the data source's `moveRowAt` is told, and the table's rows follow the
    /// move (cells, heights, selection) while the row slides into its place (R322).
    private func dropLiftedRow() {
        guard let reorder = rowReorder, reorder.phase == .dragging, var newCounts = counts else {
            return cancelRowReorder()
        }
        let (source, destination) = (reorder.source, reorder.destination)
        rowReorder?.phase = .settling
        EventLog.current.record(
            "tableView.moveRowAt [\(source.section), \(source.row)] to [\(destination.section), \(destination.row)]")
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        rowReorder = nil
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        var updates = TableUpdates()
        if source != destination { updates.moves[source] = destination }
        let cell = reorder.cell
        updates.completions.append { _ in Self.settle(cell) }
        if updates.moves.isEmpty {
            settleInPlace(reorder)
        } else {
            apply(updates, knownCounts: newCounts)
        }
    }

    /// A drop takes over from a drag's reordering (R345): the move ends without telling the data
    /// source, the cells staying where they are shown, so that the app's batch updates in
    /// `performDropWith` move them on from there.
    func abandonRowReorderKeepingCells() {
        guard let reorder = rowReorder else { return }
        rowReorder = nil
        Self.settle(reorder.cell)
    }

    /// Drops a reorder without moving anything: the rows slide back (setEditing, a cancelled touch).
    func cancelRowReorder() {
        // A drop in progress (the data source's `moveRowAt` running) finishes as it is.
        guard let reorder = rowReorder, reorder.phase == .dragging else { return }
        settleInPlace(reorder)
    }

    private func settleInPlace(_ reorder: RowReorder) {
        rowReorder = nil
        let geometry = self.geometry
        UIView.animate(
            withDuration: RowReorder.shiftDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (path, cell) in self.visibleCellsByPath {
                    if let rect = geometry.rect(for: path) { cell.frame = rect }
                }
                self.layOutSupplementaryViews(geometry, animated: true)
            },
            completion: { _ in
                Self.settle(reorder.cell)
                self.setNeedsLayout()
            })
    }

    /// The lifted look goes.
    private static func settle(_ cell: UITableViewCell) {
        cell.layer.shadowOpacity = 0
        cell.layer.zPosition = 0
        cell.clipsToBounds = true
    }

    /// Where the row would go with its centre at `centreY`: the gap whose middle is nearest, among
    /// the places near the finger.
    private func proposedDestination(for reorder: RowReorder, centreY: CGFloat, in base: TableGeometry) -> IndexPath {
        let height = reorder.cell.bounds.height
        let window = CGRect(x: 0, y: centreY - 2 * height, width: max(1, bounds.width), height: 4 * height)
        var candidates: Set<IndexPath> = [reorder.source, reorder.destination]
        for path in base.indexPaths(in: window) {
            for dr in -1...1 { candidates.insert(IndexPath(row: path.row + dr, section: path.section)) }
        }
        for (s, section) in base.sections.enumerated()
        where section.whole.minY <= window.maxY && section.whole.maxY >= window.minY {
            candidates.insert(IndexPath(row: 0, section: s))
            candidates.insert(IndexPath(row: section.rows.count, section: s))
        }
        var best = reorder.destination
        var bestDistance = CGFloat.infinity
        for candidate in candidates.sorted() where isValidDestination(candidate, from: reorder.source, in: base) {
            guard let slot = base.moving(reorder.source, to: candidate).rect(for: candidate) else { continue }
            let distance = abs(slot.midY - centreY)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }

    /// Whether the row from `source` can be put at `destination` (after it is taken out).
    private func isValidDestination(_ destination: IndexPath, from source: IndexPath, in base: TableGeometry) -> Bool {
        guard destination.count == 2, destination.section >= 0, destination.section < base.sections.count else {
            return false
        }
        let count = base.sections[destination.section].rows.count - (destination.section == source.section ? 1 : 0)
        return destination.row >= 0 && destination.row <= count
    }

    /// Where a row at `path` is after the row at `source` moves to `destination`.
    static func path(_ path: IndexPath, movingRowFrom source: IndexPath, to destination: IndexPath) -> IndexPath {
        if path == source { return destination }
        var moved = path
        if moved.section == source.section && moved.row > source.row { moved.row -= 1 }
        if moved.section == destination.section && moved.row >= destination.row { moved.row += 1 }
        return moved
    }

    /// The row being moved and where it would go, for tests.
    package var rowReorderForTesting: (source: IndexPath, destination: IndexPath)? {
        rowReorder.map { ($0.source, $0.destination) }
    }
}
