import Foundation

extension UITableView {
    // MARK: Selection by code (no delegate calls, as in UIKit)

    /// The selected row (the first, with multiple selection), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, in order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects a row (and, with single selection, deselects the others) without asking or telling
    /// the delegate; scrolls it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        if !selectsMultipleRows {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none || !bounds.contains(rectForRow(at: indexPath)) {
            if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        }
    }

    /// Deselects a row without telling the delegate. Animated, its grey fades out — inside a
    /// transition coordinator's alongside animation, in the transition's animation, scrubbed with an
    /// interactive pop (R184).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.remove(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches (R184)

    /// The finger went down on a row: it highlights at once (unless the delegate says no).
    func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A row swiped open takes the next touch: it closes the row or taps a button (R305).
        if rowSwipe != nil {
            touchIsForRowSwipe = true
            return
        }
        guard let touch = touches.first, rowAnimations == 0,
            let path = indexPathForRow(at: touch.location(in: self)), let cell = visibleCellsByPath[path]
        else { return superTouchesBegan(touches, with: event) }
        if cell.isOnEditingControl(touch.location(in: cell)) {
            // The minus, plus or selection circle takes the touch (R321, R323).
            editControlTouchPath = path
            return
        }
        guard selectsRows else { return superTouchesBegan(touches, with: event) }
        if cell.isOnAccessoryButton(touch.location(in: cell)) {
            // The info button takes the touch: the row neither highlights nor selects (R181).
            accessoryTouchPath = path
            return
        }
        guard delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        highlightedPath = path
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: path)
    }

    /// The scroll pan took the touch: the highlight goes, nothing is selected.
    func tableTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchIsForRowSwipe = false
        accessoryTouchPath = nil
        editControlTouchPath = nil
        guard let path = highlightedPath else { return superTouchesCancelled(touches, with: event) }
        unhighlight(path)
    }

    /// The finger lifted on the highlighted row: the highlight goes and the row is selected
    /// through the delegate: willSelect, the old row's willDeselect and didDeselect, didSelect.
    func tableTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchIsForRowSwipe {
            touchIsForRowSwipe = false
            if let touch = touches.first { _ = rowSwipeTakesTap(at: touch.location(in: self)) }
            return
        }
        if let path = editControlTouchPath {
            editControlTouchPath = nil
            if let touch = touches.first, let cell = visibleCellsByPath[path],
                cell.isOnEditingControl(touch.location(in: cell))
            {
                editingControlTapped(at: path)
            }
            return
        }
        if let path = accessoryTouchPath {
            accessoryTouchPath = nil
            if let touch = touches.first, let cell = visibleCellsByPath[path],
                cell.isOnAccessoryButton(touch.location(in: cell))
            {
                EventLog.current.record("tableView.accessoryButtonTappedForRowWith [\(path.section), \(path.row)]")
                delegate?.tableView(self, accessoryButtonTappedForRowWith: path)
            }
            return
        }
        guard let path = highlightedPath else { return superTouchesEnded(touches, with: event) }
        unhighlight(path)
        if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) != path { return }
        userSelect(path)
    }

    private func unhighlight(_ path: IndexPath) {
        highlightedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// What a tap on a row does.
    func userSelect(_ tapped: IndexPath) {
        if selectsMultipleRows, selectedPaths.contains(tapped) {
            userDeselect(tapped)
            return
        }
        let target: IndexPath?
        if let delegate {
            target = delegate.tableView(self, willSelectRowAt: tapped)
        } else {
            target = tapped
        }
        guard let path = target, geometry.rect(for: path) != nil else { return }
        EventLog.current.record("tableView.willSelectRowAt [\(path.section), \(path.row)]")
        if !selectsMultipleRows {
            for old in selectedPaths.sorted() where old != path { userDeselect(old) }
        }
        selectedPaths.insert(path)
        visibleCellsByPath[path]?.setSelected(true, animated: false)
        EventLog.current.record("tableView.didSelectRowAt [\(path.section), \(path.row)]")
        delegate?.tableView(self, didSelectRowAt: path)
    }

    private func userDeselect(_ path: IndexPath) {
        let target = delegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
        guard let target else { return }
        deselectRow(at: target, animated: false)
        EventLog.current.record("tableView.didDeselectRowAt [\(target.section), \(target.row)]")
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Scrolling to a row

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scrolling that shows it),
    /// within the content; animated over 0.3 s a frame at a time (R186). In a plain table the
    /// row lands below its sticky section header.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let rect = geometry.rect(for: indexPath) else {
            DiagnosticLog.current.report(
                "scrollToInvalidRow",
                "scrollToRow(at: [\(indexPath.section), \(indexPath.row)]) for a row that does not exist: UIKit raises 'attempt to scroll to invalid index path'"
            )
            return
        }
        let inset = adjustedContentInset
        var visibleTop = contentOffset.y + inset.top
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var stickyHeader: CGFloat = 0
        if style == .plain { stickyHeader = geometry.sections[indexPath.section].header.height }
        var y: CGFloat
        switch scrollPosition {
        case .top:
            y = rect.minY - stickyHeader - inset.top
        case .middle:
            y = rect.midY - inset.top - visibleHeight / 2
        case .bottom:
            y = rect.maxY - inset.top - visibleHeight
        case .none:
            visibleTop += stickyHeader
            if rect.minY < visibleTop {
                y = rect.minY - stickyHeader - inset.top
            } else if rect.maxY > contentOffset.y + inset.top + visibleHeight {
                y = rect.maxY - inset.top - visibleHeight
            } else {
                return
            }
        }
        // UIKit keeps a row scrolled to within the content (setContentOffset itself does not clamp).
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// Scrolls so the selected row is at `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let path = indexPathForSelectedRow else { return }
        scrollToRow(at: path, at: scrollPosition, animated: animated)
    }
}
