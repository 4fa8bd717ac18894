import Foundation

/// A row being moved by its reorder grip (R322): where it came from, where it would go now, and
/// where the finger holds it.
@MainActor
struct RowReorder {
    /// Where the move is.
    enum Phase {
        /// The finger holds the lifted row; the others make room under it.
        case dragging
        /// The row was let go: the data source is being told of the move.
        case settling
    }

    var phase: Phase = .dragging
    /// The row's path when it was lifted.
    let source: IndexPath
    /// Where the finger last proposed it goes (before the delegate's say).
    var proposal: IndexPath
    /// Where it goes if dropped now (after the delegate's `targetIndexPathForMoveFromRowAt`).
    var destination: IndexPath
    /// The lifted row's cell.
    let cell: UITableViewCell
    /// The finger's distance below the cell's top when it was lifted.
    let grabOffset: CGFloat
    /// The rows' places with the row moved to `destination`.
    var geometry: TableGeometry

    /// When the finger was last given a frame (for the autoscroll's step).
    var lastFrameTime: CFTimeInterval?

    /// How near the visible top or bottom the finger makes the table scroll, and the fastest
    /// speed, reached at the edge (I: by eye on iOS 18).
    static let autoscrollZone: CGFloat = 44
    static let autoscrollMaximumSpeed: CGFloat = 600
    /// How fast the other rows make room (I: about a quarter second on iOS 18).
    static let shiftDuration: TimeInterval = 0.25
    /// The lifted row's shadow.
    static let shadowOpacity: Float = 0.25
    static let shadowRadius: CGFloat = 8
}

/// The press on a row's reorder grip (R322): it begins as the finger goes down on a grip of an
/// editing row, so the scroll view's pan and the row swipe never take the touch.
@MainActor
final class RowReorderGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == 1, let table = view as? UITableView,
            table.reorderMayBegin(at: location(in: table))
        else {
            if state == .possible { state = .failed }
            return
        }
        transition(to: .began)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    /// Each frame while the row is held: the table scrolls if the finger is near its edge.
    override func frameDidAdvance(to time: CFTimeInterval) {
        guard state == .began || state == .changed, let table = view as? UITableView else { return }
        table.autoscrollLiftedRow(at: time, finger: location(in: table))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}
