import Foundation

/// A continuous press: begins after `minimumPressDuration` without moving more than
/// `allowableMovement`, changes as the touch moves, ends when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touch must stay down (0.5 s).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the press begins (10 pt).
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var downTime: CFTimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = location(in: nil)
        downTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let p = location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func frameDidAdvance(to time: CFTimeInterval) {
        if state == .possible, let downTime, time - downTime >= minimumPressDuration { transition(to: .began) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        start = nil
        downTime = nil
    }
}
