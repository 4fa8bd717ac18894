import Foundation

/// A row swiped open (or being swiped): its path, its actions and how far it has moved.
@MainActor
struct RowSwipe {
    var path: IndexPath
    var configuration: UISwipeActionsConfiguration
    var view: SwipeActionsView
    /// Points the row has moved: negative to the left (trailing actions), positive to the right.
    var offset: CGFloat
    var trailing: Bool { view.trailing }
}

extension UITableView {
    /// How far past its open width a swipe must go (as a fraction of the row's width) to perform
    /// the first action on release (I: by eye on iOS 18, about 60 %).
    static let fullSwipeFraction: CGFloat = 0.6
    /// The duration of a swipe opening, closing or sliding the row away.
    static let swipeAnimationDuration: TimeInterval = 0.3

    /// Adds the row-swipe pan (R305); called once the table is set up.
    func installRowSwipe() {
        let pan = RowSwipeGestureRecognizer(target: self, action: UITableView.handleRowSwipe)
        addGestureRecognizer(pan)
    }

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

    /// Whether a drag from `windowPoint` that way may swipe a row.
    func swipeMayBegin(at windowPoint: CGPoint, towardsTrailing: Bool) -> Bool {
        let point = convert(windowPoint, from: nil)
        guard rowAnimations == 0, let path = indexPathForRow(at: point) else { return false }
        if let open = rowSwipe, open.path == path {
            // The open row's drag: back (closing) or on (further) in its own direction.
            return true
        }
        return swipeConfiguration(at: path, towardsTrailing: towardsTrailing) != nil
    }

    private func handleRowSwipe(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard let path = indexPathForRow(at: point) else { return }
            if rowSwipe?.path != path { closeRowSwipe(animated: true) }
            if rowSwipe == nil {
                let towardsTrailing = pan.translation(in: self).x < 0
                guard let configuration = swipeConfiguration(at: path, towardsTrailing: towardsTrailing) else { return }
                let view = SwipeActionsView(actions: configuration.actions, trailing: towardsTrailing)
                insertSubview(view, at: 0)
                rowSwipe = RowSwipe(path: path, configuration: configuration, view: view, offset: 0)
            }
            swipeStartOffset = rowSwipe?.offset ?? 0
            pan.setTranslation(.zero, in: self)
        case .changed:
            guard var swipe = rowSwipe else { return }
            let raw = swipeStartOffset + pan.translation(in: self).x
            // The row does not move the other way past its rest.
            swipe.offset = swipe.trailing ? min(0, raw) : max(0, raw)
            rowSwipe = swipe
            placeRowSwipe()
        case .ended, .cancelled, .failed:
            guard let swipe = rowSwipe else { return }
            let velocity = pan.velocity(in: self).x
            let open = swipe.view.openWidth
            let distance = abs(swipe.offset)
            let rowWidth = bounds.width
            if pan.state == .ended, swipe.configuration.performsFirstActionWithFullSwipe,
                distance > max(open, rowWidth * Self.fullSwipeFraction)
            {
                perform(swipe.configuration.actions[0], fullSwipe: true)
            } else if pan.state == .ended,
                distance > open / 2 || (abs(velocity) > 300 && (velocity < 0) == swipe.trailing)
            {
                animateRowSwipe(to: swipe.trailing ? -open : open)
            } else {
                closeRowSwipe(animated: true)
            }
        default:
            break
        }
    }

    /// Puts the swiped cell at its offset and the buttons in the space it uncovers.
    func placeRowSwipe() {
        guard let swipe = rowSwipe, let rect = geometry.rect(for: swipe.path) else { return }
        let cell = visibleCellsByPath[swipe.path]
        cell?.frame = rect.offsetBy(dx: swipe.offset, dy: 0)
        let revealed = abs(swipe.offset)
        swipe.view.frame =
            swipe.trailing
            ? CGRect(x: rect.maxX - revealed, y: rect.minY, width: revealed, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY, width: revealed, height: rect.height)
        swipe.view.layoutIfNeeded()
    }

    private func animateRowSwipe(to offset: CGFloat, completion: (() -> Void)? = nil) {
        guard var swipe = rowSwipe else { return }
        swipe.offset = offset
        rowSwipe = swipe
        UIView.animate(
            withDuration: Self.swipeAnimationDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: { self.placeRowSwipe() }, completion: { _ in completion?() })
    }

    /// Slides the open row back and removes its buttons.
    func closeRowSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        let finish = {
            guard self.rowSwipe?.view === swipe.view else { return }
            swipe.view.removeFromSuperview()
            self.rowSwipe = nil
            self.setNeedsLayout()
        }
        guard animated else {
            var closed = swipe
            closed.offset = 0
            rowSwipe = closed
            UIView.performWithoutAnimation { placeRowSwipe() }
            finish()
            return
        }
        animateRowSwipe(to: 0, completion: finish)
    }

    /// The open swipe's row, for tests.
    package var rowSwipeForTesting: IndexPath? { rowSwipe?.path }

    /// Forgets an open swipe at once: its buttons go, its cell stays where it is.
    func dropRowSwipe() {
        rowSwipe?.view.removeFromSuperview()
        rowSwipe = nil
    }

    /// A tap on the table while a row is open: on a button it performs that action; elsewhere it
    /// closes the row (and selects nothing). Returns whether the tap was taken.
    func rowSwipeTakesTap(at point: CGPoint) -> Bool {
        guard let swipe = rowSwipe else { return false }
        if swipe.view.frame.contains(point), let action = swipe.view.action(at: convert(point, to: swipe.view)) {
            perform(action, fullSwipe: false)
        } else {
            closeRowSwipe(animated: true)
        }
        return true
    }

    /// Runs an action's handler; a destructive full swipe first slides the row away. The swipe
    /// closes when the handler completes (a deleted row leaves with its buttons).
    private func perform(_ action: UIContextualAction, fullSwipe: Bool) {
        guard let swipe = rowSwipe else { return }
        let source = swipe.view.buttons[swipe.view.actions.firstIndex { $0 === action } ?? 0]
        let run = {
            action.handler(action, source) { [weak self] _ in
                guard let self, self.rowSwipe?.view === swipe.view else { return }
                self.closeRowSwipe(animated: true)
            }
        }
        if fullSwipe && action.style == .destructive {
            animateRowSwipe(to: swipe.trailing ? -bounds.width : bounds.width, completion: run)
        } else {
            run()
        }
    }
}
