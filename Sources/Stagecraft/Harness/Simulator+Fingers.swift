import Foundation
import UIKit

/// Several fingers at once (two, for a pinch or a rotation, as the iOS Simulator's Option-drag
/// gives): each goes down where it is, hit-tested on its own, and the fingers move and lift
/// together in one event, as UIKit delivers them.
extension Simulator {
    /// Where the fingers of the multi-finger gesture are, in screen coordinates, in the order they
    /// went down (empty when none is down).
    public var fingerLocations: [CGPoint] { fingers.map(\.locationInWindow) }

    /// Puts fingers down at points in screen coordinates (one event with every touch `.began`),
    /// after lifting any finger already down. Returns the view each touch went to (nil where
    /// nothing took it); all nil when the app ignores interaction events (R18).
    @discardableResult
    public func pressFingers(at points: [CGPoint]) -> [UIView?] {
        precondition(!points.isEmpty, "pressFingers(at:) needs at least one point")
        if isTouching {
            release()
            releaseFingers()
        }
        guard !application.isIgnoringInteractionEvents else {
            diagnosticLog.report(
                "touchIgnored",
                "\(points.count)-finger touch ignored: the app ignores interaction events during a non-interactive transition",
                rule: "R18")
            return points.map { _ in nil }
        }
        let views = points.map { window.hitTest($0, with: nil) }
        fingers = zip(points, views).map { point, view in
            UITouch(location: point, window: window, view: view, timestamp: mediaTime)
        }
        window.sendEvent(UIEvent(touches: Set(fingers), timestamp: mediaTime))
        return views
    }

    /// Moves the fingers to points in screen coordinates (one per finger, in the order they went
    /// down): one event, each finger that moved `.moved`, the others `.stationary`.
    public func moveFingers(to points: [CGPoint]) {
        guard !fingers.isEmpty else { return }
        precondition(points.count == fingers.count, "moveFingers(to:) needs one point per finger down")
        for (touch, point) in zip(fingers, points) {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = touch.locationInWindow == point ? .stationary : .moved
            touch.locationInWindow = point
            touch.timestamp = mediaTime
        }
        window.sendEvent(UIEvent(touches: Set(fingers), timestamp: mediaTime))
    }

    /// Lifts every finger of the multi-finger gesture together.
    public func releaseFingers() {
        guard !fingers.isEmpty else { return }
        let lifted = fingers
        fingers = []
        for touch in lifted {
            touch.phase = .ended
            touch.timestamp = mediaTime
        }
        window.sendEvent(UIEvent(touches: Set(lifted), timestamp: mediaTime))
        settle()
    }

    /// Moves the fingers evenly from where they are to `points` over `duration` seconds, one step
    /// per frame cycle (so velocities are real), as `drag(along:duration:)` does for one finger.
    public func moveFingers(to points: [CGPoint], duration: Double) {
        let start = fingerLocations
        guard !start.isEmpty else { return }
        precondition(points.count == start.count, "moveFingers(to:duration:) needs one point per finger down")
        let frames = duration > 0 ? max(1, Int((duration / clock.frameInterval).rounded())) : 0
        for frame in stride(from: 1, through: frames, by: 1) {
            advance(frames: 1)
            let t = CGFloat(frame) / CGFloat(frames)
            moveFingers(
                to: zip(start, points).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) })
        }
        if frames == 0 { moveFingers(to: points) }
    }

    /// Two fingers about `center`, `distance` apart, on a line at `angle` radians (0: side by side,
    /// clockwise positive), first finger on the left at angle 0.
    public static func fingerPair(center: CGPoint, distance: CGFloat, angle: CGFloat = 0) -> [CGPoint] {
        let dx = cos(angle) * distance / 2
        let dy = sin(angle) * distance / 2
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }

    /// Pinches two fingers about `center` from `fromDistance` to `toDistance` points apart (side by
    /// side) over `duration` seconds, one step per frame, lifting them at the end unless `release`
    /// is false. Returns the views the two touches went to.
    @discardableResult
    public func pinch(
        center: CGPoint, from fromDistance: CGFloat, to toDistance: CGFloat, duration: Double,
        release shouldRelease: Bool = true
    ) -> [UIView?] {
        precondition(fromDistance > 0 && toDistance > 0, "a pinch needs positive finger distances")
        let views = pressFingers(at: Self.fingerPair(center: center, distance: fromDistance))
        moveFingers(to: Self.fingerPair(center: center, distance: toDistance), duration: duration)
        if shouldRelease { releaseFingers() }
        return views
    }

    /// Turns two fingers `distance` points apart about `center` by `angle` radians (clockwise
    /// positive) over `duration` seconds, one step per frame, along the circle (not the chord), and
    /// lifts them unless `release` is false. Returns the views the two touches went to.
    @discardableResult
    public func twist(
        center: CGPoint, by angle: CGFloat, distance: CGFloat = 100, duration: Double,
        release shouldRelease: Bool = true
    ) -> [UIView?] {
        precondition(distance > 0, "a twist needs a positive finger distance")
        let views = pressFingers(at: Self.fingerPair(center: center, distance: distance))
        let frames = max(1, Int((duration / clock.frameInterval).rounded()))
        for frame in 1...frames {
            advance(frames: 1)
            moveFingers(
                to: Self.fingerPair(center: center, distance: distance, angle: angle * CGFloat(frame) / CGFloat(frames))
            )
        }
        if shouldRelease { releaseFingers() }
        return views
    }
}
