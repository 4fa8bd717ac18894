import Foundation

/// A continuous two-finger pinch (R210): begins once the distance between the first two touches
/// has changed by 8 pt, reports `scale` (that distance over the distance when the second finger
/// went down) and `velocity` (scale factor per second, over the last 100 ms). It ends when the
/// last finger lifts; while only one finger is down the scale holds, and a finger that comes down
/// again carries the scale on from where it was.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance between the fingers changes before a pinch begins.
    static let hysteresis: CGFloat = 8

    /// The distance at which `scale` is 1.
    private var baseDistance: CGFloat?
    /// The distance when the second finger went down (the hysteresis is measured from it).
    private var startDistance: CGFloat?
    private var currentScale: CGFloat = 1
    private var rate = GestureVelocity()

    /// The scale factor: the distance between the two touches over their distance when the pinch
    /// started (1 until it begins). Setting it (often to 1, to read each change as a factor) makes
    /// the current distance read as the new value, and resets the velocity.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            if let distance = fingerDistance, newValue > 0 { baseDistance = distance / newValue }
            rate.reset()
        }
    }

    /// The velocity of the pinch in scale factor per second (read-only).
    open var velocity: CGFloat { rate.perSecond }

    /// The window-space distance between the first two tracked touches (nil with fewer).
    private var fingerDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].locationInWindow
        let b = trackedTouches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = fingerDistance, distance > 0, baseDistance == nil else { return }
        // The second finger: the pinch measures from here (or carries on from the held scale).
        baseDistance = distance / currentScale
        if startDistance == nil { startDistance = distance }
        rate.record(currentScale, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = fingerDistance, let base = baseDistance else { return }
        switch state {
        case .possible:
            guard let start = startDistance, abs(distance - start) >= Self.hysteresis else { return }
            currentScale = distance / base
            rate.record(currentScale, at: event.timestamp)
            transition(to: .began)
        case .began, .changed:
            currentScale = distance / base
            rate.record(currentScale, at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = numberOfTouches - touches.count
        rate.record(currentScale, at: event.timestamp)
        if remaining < 2 { baseDistance = nil }
        guard remaining == 0 else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        baseDistance = nil
        startDistance = nil
        currentScale = 1
        rate.reset()
    }
}
