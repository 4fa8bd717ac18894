import Foundation

/// A continuous two-finger rotation (R211): begins once the line between the first two touches
/// has turned by 5°, reports `rotation` (radians since the second finger went down, positive
/// clockwise on screen, unbounded: two turns read 4π) and `velocity` (radians per second, over the
/// last 100 ms). It ends when the last finger lifts; while only one finger is down the rotation
/// holds, and a finger that comes down again carries it on from where it was.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before a rotation begins (5°).
    static let hysteresis: CGFloat = 5 * .pi / 180

    /// The angle of the line between the fingers at the last event (nil with fewer than two).
    private var lastAngle: CGFloat?
    /// The turn since the second finger went down (the hysteresis is measured on it).
    private var turned: CGFloat = 0
    /// `rotation` minus `turned`: what setting `rotation` moved.
    private var offset: CGFloat = 0
    private var rate = GestureVelocity()

    /// The rotation in radians: clockwise positive, counted from where the gesture started (0
    /// until it begins). Setting it (often to 0) makes the current angle read as the new value, and
    /// resets the velocity.
    open var rotation: CGFloat {
        get { state == .possible ? 0 : turned + offset }
        set {
            offset = newValue - turned
            rate.reset()
        }
    }

    /// The velocity of the rotation in radians per second (read-only).
    open var velocity: CGFloat { rate.perSecond }

    /// The window-space angle of the line from the first tracked touch to the second.
    private var fingerAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].locationInWindow
        let b = trackedTouches[1].locationInWindow
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard lastAngle == nil, let angle = fingerAngle else { return }
        lastAngle = angle
        rate.record(turned + offset, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let previous = lastAngle, let angle = fingerAngle else { return }
        // The smallest turn from the last angle: the line crossing ±π does not jump a whole turn.
        var delta = angle - previous
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        switch state {
        case .possible:
            guard abs(turned) >= Self.hysteresis else { return }
            rate.record(turned + offset, at: event.timestamp)
            transition(to: .began)
        case .began, .changed:
            rate.record(turned + offset, at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = numberOfTouches - touches.count
        rate.record(rotation, at: event.timestamp)
        if remaining < 2 { lastAngle = nil }
        guard remaining == 0 else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        lastAngle = nil
        turned = 0
        offset = 0
        rate.reset()
    }
}
