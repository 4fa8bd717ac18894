import Foundation

/// The row changes collected in one batch of updates.
struct TableUpdates {
    /// Rows removed, at their old paths.
    var deletions: [IndexPath: UITableView.RowAnimation] = [:]
    /// Rows added, at their new paths.
    var insertions: [IndexPath: UITableView.RowAnimation] = [:]
    /// Rows whose cell is replaced, at their old paths.
    var reloads: [IndexPath: UITableView.RowAnimation] = [:]
    /// Rows moved: old path → new path (`moveRow(at:to:)`, a drop of a row moved by its grip).
    var moves: [IndexPath: IndexPath] = [:]
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty && moves.isEmpty }
}

extension UITableView {
    /// The duration of a row animation (not documented; 0.3 s ease-in-out matches iOS 18 by eye).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows the data source now has, animated in as `animation` says (R187).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performBatchUpdates { for path in indexPaths { self.pendingUpdates.insertions[path] = animation } }
    }

    /// Deletes rows the data source no longer has, animated out as `animation` says (R187).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performBatchUpdates { for path in indexPaths { self.pendingUpdates.deletions[path] = animation } }
    }

    /// Replaces the rows' cells with new ones from the data source (the old fade out as the new come in).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performBatchUpdates { for path in indexPaths { self.pendingUpdates.reloads[path] = animation } }
    }

    /// Moves a row the data source has moved: its cell slides from the old place to the new one as
    /// the rows between make room (R322).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performBatchUpdates { self.pendingUpdates.moves[indexPath] = newIndexPath }
    }

    /// Starts a batch: the changes until the matching `endUpdates()` animate together.
    public func beginUpdates() {
        if batchDepth == 0 { layoutIfNeeded() }
        batchDepth += 1
    }

    /// Ends a batch (and applies it when it is the outermost). Without changes it still animates
    /// new row heights, as UIKit's empty `beginUpdates`/`endUpdates` pair does.
    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates)
    }

    /// Runs `updates` (insertions, deletions, reloads and the data source's changes) as one batch,
    /// animated together; `completion` runs when the animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates.completions.append(completion) }
        endUpdates()
    }

    /// Applies a batch: rows move, leave and arrive, their cells, heights and selection following.
    /// `knownCounts` (a drop of a moved row) are the counts after the change, taken without asking
    /// the data source again.
    func apply(_ updates: TableUpdates, knownCounts: [Int]? = nil) {
        // An open swipe's buttons go; its row moves (or leaves) with the update from where it is.
        dropRowSwipe()
        guard let dataSource, let oldCounts = counts else {
            reloadData()
            for completion in updates.completions { completion(true) }
            return
        }
        let oldGeometry = geometry
        let newCounts = knownCounts ?? askCounts(dataSource)
        let moveSources = Set(updates.moves.keys)
        let moveDestinations = Set(updates.moves.values)
        // UIKit checks the counts against the changes and raises when they disagree.
        var valid = newCounts.count == oldCounts.count
        if valid {
            for s in oldCounts.indices {
                let deleted =
                    updates.deletions.keys.filter { $0.section == s }.count
                    + moveSources.filter { $0.section == s }.count
                let inserted =
                    updates.insertions.keys.filter { $0.section == s }.count
                    + moveDestinations.filter { $0.section == s }.count
                if newCounts[s] != oldCounts[s] - deleted + inserted { valid = false }
            }
        }
        guard valid else {
            DiagnosticLog.current.report(
                "invalidTableUpdate",
                "Invalid update: the data source's row counts \(newCounts) do not equal the counts before the update \(oldCounts) plus the rows inserted and minus those deleted. UIKit raises NSInternalInconsistencyException; the table reloads instead"
            )
            reloadData()
            for completion in updates.completions { completion(false) }
            return
        }
        // Old row → new row in each section.
        var mapping: [IndexPath: IndexPath] = [:]
        for s in oldCounts.indices {
            var newRow = 0
            for oldRow in 0..<oldCounts[s] {
                let old = IndexPath(row: oldRow, section: s)
                if updates.deletions[old] != nil || moveSources.contains(old) { continue }
                while updates.insertions[IndexPath(row: newRow, section: s)] != nil
                    || moveDestinations.contains(IndexPath(row: newRow, section: s))
                {
                    newRow += 1
                }
                mapping[old] = IndexPath(row: newRow, section: s)
                newRow += 1
            }
        }
        for (old, new) in updates.moves { mapping[old] = new }
        counts = newCounts
        // Cells, heights and selection follow their rows; deleted and reloaded rows' cells leave.
        var cells: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, CGRect, RowAnimation)] = []
        for (old, cell) in visibleCellsByPath {
            if let animation = updates.deletions[old] ?? updates.reloads[old] {
                leaving.append((cell, oldGeometry.rect(for: old) ?? cell.frame, animation))
            } else if let new = mapping[old] {
                cells[new] = cell
            }
        }
        var heights: [IndexPath: CGFloat] = [:]
        for (old, height) in measuredHeights where updates.reloads[old] == nil {
            if let new = mapping[old] { heights[new] = height }
        }
        measuredHeights = heights
        selectedPaths = Set(selectedPaths.compactMap { updates.reloads[$0] == nil ? mapping[$0] : nil })
        visibleCellsByPath = cells
        geometryStorage = nil
        var arriving: [IndexPath: RowAnimation] = updates.insertions
        for (old, animation) in updates.reloads { if let new = mapping[old] { arriving[new] = animation } }
        // Where rows that newly come on screen start: their old place, or the insertion's start.
        var inverse: [IndexPath: IndexPath] = [:]
        for (old, new) in mapping { inverse[new] = old }
        rowAnimations += 1
        updateVisibleCells(geometry)
        let newGeometry = geometry
        for path in newGeometry.indexPaths(in: bounds) where visibleCellsByPath[path] == nil {
            let start = inverse[path].flatMap { oldGeometry.rect(for: $0) }
            _ = makeCell(at: path, frame: start)
        }
        contentSize = CGSize(width: bounds.width, height: newGeometry.contentHeight)
        var starts: [(UITableViewCell, CGRect, CGRect, RowAnimation?)] = []
        for (path, cell) in visibleCellsByPath {
            guard let end = newGeometry.rect(for: path) else { continue }
            if let animation = arriving[path] {
                starts.append((cell, end, end, animation))
            } else {
                starts.append((cell, cell.frame, end, nil))
            }
        }
        let animated = UIViewAnimationContext.animationsEnabled
        UIView.performWithoutAnimation {
            for (cell, start, _, animation) in starts {
                if let animation {
                    let (frame, alpha) = Self.offstage(start, animation: animation, width: bounds.width)
                    cell.frame = frame
                    cell.alpha = alpha
                    cell.layer.zPosition = -1
                } else {
                    cell.frame = start
                }
            }
            for (cell, _, animation) in leaving {
                cell.layer.zPosition = -1
                if animation == .none { cell.alpha = 0 }
                departingCells.append(cell)
            }
        }
        let changes = {
            for (cell, _, end, _) in starts {
                cell.frame = end
                cell.alpha = 1
            }
            for (cell, frame, animation) in leaving {
                let (out, alpha) = Self.offstage(frame, animation: animation, width: self.bounds.width)
                cell.frame = out
                cell.alpha = alpha
            }
        }
        let finish: (Bool) -> Void = { finished in
            self.rowAnimations -= 1
            for (cell, _, _) in leaving {
                self.departingCells.removeAll { $0 === cell }
                cell.alpha = 1
                cell.layer.zPosition = 0
                self.enqueue(cell)
            }
            for (cell, _, _, _) in starts { cell.layer.zPosition = 0 }
            self.setNeedsLayout()
            self.layoutIfNeeded()
            for completion in updates.completions { completion(finished) }
        }
        if animated {
            UIView.animate(
                withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: changes,
                completion: finish)
        } else {
            UIView.performWithoutAnimation(changes)
            finish(true)
        }
    }

    /// Where a row animating in starts (or one animating out ends), and its alpha there.
    static func offstage(_ frame: CGRect, animation: RowAnimation, width: CGFloat) -> (CGRect, CGFloat) {
        switch animation {
        case .fade, .automatic, .middle: return (frame, 0)
        case .right: return (frame.offsetBy(dx: width, dy: 0), 1)
        case .left: return (frame.offsetBy(dx: -width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .none: return (frame, 1)
        }
    }
}
