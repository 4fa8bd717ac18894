import Foundation

/// A row swiped open (or being swiped): its path, its actions and how far it has moved.
@MainActor
struct RowSwipe {
    var path: IndexPath
    var configuration: UISwipeActionsConfiguration
    var view: SwipeActionsView
    /// Points the row has moved: negative to the left (trailing actions), positive to the right.
    var offset: CGFloat
    /// Whether this is an editing row's Delete confirmation (a tap on its minus, R321), not a swipe.
    var isDeleteConfirmation = false
    var trailing: Bool { view.trailing }

    /// How far past its open width a swipe must go (as a fraction of the row's width) to perform
    /// the first action on release (I: by eye on iOS 18, about 60 %).
    static let fullSwipeFraction: CGFloat = 0.6
    /// The duration of a swipe opening, closing or sliding the row away.
    static let animationDuration: TimeInterval = 0.3
}

/// A scroll view whose rows swipe open on their actions (R305, R307): a table view, or a
/// collection view showing a list. The swipe's states and release rules are written once, here.
@MainActor
protocol RowSwipeHost: UIScrollView {
    /// The row swiped open, or being swiped.
    var rowSwipe: RowSwipe? { get set }
    /// The swipe's offset when the current drag began.
    var swipeStartOffset: CGFloat { get set }
    /// Whether rows are moving (batch updates): no swipe begins.
    var rowsAreAnimating: Bool { get }
    /// The row at `point` (the host's coordinates).
    func swipeRowPath(at point: CGPoint) -> IndexPath?
    /// The row's frame at rest.
    func swipeRowRect(at path: IndexPath) -> CGRect?
    /// The view that slides (the row's cell), if on screen.
    func swipeRowView(at path: IndexPath) -> UIView?
    /// The actions for swiping the row that way, if any.
    func swipeConfiguration(at path: IndexPath, towardsTrailing: Bool) -> UISwipeActionsConfiguration?
    /// Told when a row's swipe begins (its buttons are in the host).
    func swipeDidOpen()
    /// Told when the open row has closed (`path` nil: its buttons went with an update or a reload).
    func swipeDidClose(_ swipe: RowSwipe, at path: IndexPath?)
}

extension RowSwipeHost {
    /// Adds the row-swipe pan; called once the host is set up.
    func installRowSwipe() {
        let action: (Self) -> (UIPanGestureRecognizer) -> Void = { host in { pan in host.handleRowSwipe(pan) } }
        let pan = RowSwipeGestureRecognizer(target: self, action: action)
        addGestureRecognizer(pan)
    }

    /// Whether a drag from `windowPoint` that way may swipe a row.
    func swipeMayBegin(at windowPoint: CGPoint, towardsTrailing: Bool) -> Bool {
        let point = convert(windowPoint, from: nil)
        guard !rowsAreAnimating, let path = swipeRowPath(at: point) else { return false }
        if let open = rowSwipe, open.path == path {
            // The open row's drag: back (closing) or on (further) in its own direction.
            return true
        }
        return swipeConfiguration(at: path, towardsTrailing: towardsTrailing) != nil
    }

    func handleRowSwipe(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard let path = swipeRowPath(at: point) else { return }
            if rowSwipe?.path != path { closeRowSwipe(animated: true) }
            if rowSwipe == nil {
                let towardsTrailing = pan.translation(in: self).x < 0
                guard let configuration = swipeConfiguration(at: path, towardsTrailing: towardsTrailing) else { return }
                let view = SwipeActionsView(actions: configuration.actions, trailing: towardsTrailing)
                insertSubview(view, at: 0)
                rowSwipe = RowSwipe(path: path, configuration: configuration, view: view, offset: 0)
                swipeDidOpen()
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
                distance > max(open, rowWidth * RowSwipe.fullSwipeFraction)
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
        guard let swipe = rowSwipe, let rect = swipeRowRect(at: swipe.path) else { return }
        let cell = swipeRowView(at: swipe.path)
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
            withDuration: RowSwipe.animationDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: { self.placeRowSwipe() }, completion: { _ in completion?() })
    }

    /// Slides the open row back and removes its buttons.
    func closeRowSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        let finish = {
            guard self.rowSwipe?.view === swipe.view else { return }
            swipe.view.removeFromSuperview()
            self.rowSwipe = nil
            self.swipeDidClose(swipe, at: swipe.path)
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

    /// Forgets an open swipe at once: its buttons go, its cell stays where it is.
    func dropRowSwipe() {
        guard let swipe = rowSwipe else { return }
        swipe.view.removeFromSuperview()
        rowSwipe = nil
        swipeDidClose(swipe, at: nil)
    }

    /// Slides the row open on its buttons (a Delete confirmation shown by a tap, R321).
    func openRowSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        let open = swipe.trailing ? -swipe.view.openWidth : swipe.view.openWidth
        if animated {
            animateRowSwipe(to: open)
        } else {
            var opened = swipe
            opened.offset = open
            rowSwipe = opened
            UIView.performWithoutAnimation { placeRowSwipe() }
        }
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
