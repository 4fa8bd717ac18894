import Foundation

/// A continuous drag: begins once the touch has moved 10 pt, reports translation and a velocity
/// smoothed over the last 100 ms of movement.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest touches that can pan (1).
    open var minimumNumberOfTouches = 1
    /// Most touches that can pan.
    open var maximumNumberOfTouches = Int.max

    /// How far a touch moves before a pan begins (UIKit's hysteresis).
    static let hysteresis: CGFloat = 10
    /// How far back velocity samples reach.
    static let velocityWindow: CFTimeInterval = 0.1

    /// The window-space point translation is measured from.
    private var origin: CGPoint?
    /// Recent (time, window point) samples for velocity.
    private var samples: [(time: CFTimeInterval, point: CGPoint)] = []
    private var lastVelocity = CGPoint.zero

    /// The current window-space location of the gesture.
    private var currentPoint: CGPoint { location(in: nil) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= maximumNumberOfTouches else {
            if state == .possible { state = .failed }
            return
        }
        if origin == nil {
            origin = currentPoint
        } else {
            // A finger joined: the centroid jumps, the translation must not.
            rebase(from: centroid(of: trackedTouches.filter { !touches.contains($0) }), to: currentPoint)
        }
        record(event.timestamp)
    }

    /// The window-space centroid of `touches` (nil when there are none).
    private func centroid(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        let points = touches.map(\.locationInWindow)
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// Moves the origin and the velocity samples with a jump of the centroid from `old` to `new`
    /// (a finger added or lifted), so that translation and velocity carry on smoothly.
    private func rebase(from old: CGPoint?, to new: CGPoint?) {
        guard let old, let new, let start = origin else { return }
        let dx = new.x - old.x
        let dy = new.y - old.y
        origin = CGPoint(x: start.x + dx, y: start.y + dy)
        for i in samples.indices { samples[i].point = CGPoint(x: samples[i].point.x + dx, y: samples[i].point.y + dy) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            guard let origin, numberOfTouches >= minimumNumberOfTouches else { return }
            let p = currentPoint
            if hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis && shouldBegin(movingFrom: origin, to: p) {
                transition(to: .began)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Whether a move from `origin` to `point` may begin this pan (subclasses restrict it).
    func shouldBegin(movingFrom origin: CGPoint, to point: CGPoint) -> Bool { true }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        // Fingers lift but others stay: the centroid of those left is where the gesture is now.
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if !remaining.isEmpty { rebase(from: currentPoint, to: centroid(of: remaining)) }
        switch state {
        case .began, .changed:
            if numberOfTouches - touches.count < minimumNumberOfTouches { state = .ended }
        case .possible:
            if numberOfTouches - touches.count == 0 { state = .failed }
        default:
            break
        }
    }

    open override func reset() {
        origin = nil
        samples.removeAll()
        lastVelocity = .zero
    }

    private func record(_ time: CFTimeInterval) {
        let p = currentPoint
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].point = p
        } else {
            samples.append((time, p))
        }
        // Keep the samples of the last 100 ms, plus the newest one before them as an anchor: a finger
        // that stopped and then lifts (no move events meanwhile) measures ~0 instead of keeping the
        // stale velocity of its last movement. (Reading `samples` inside `removeAll`'s closure was an
        // exclusivity violation.)
        let recent = samples.firstIndex { time - $0.time <= Self.velocityWindow } ?? samples.count - 1
        if recent > 1 { samples.removeFirst(recent - 1) }
        if samples.count > 2, time - samples[1].time <= Self.velocityWindow,
            time - samples[0].time > Self.velocityWindow,
            samples[1].time < time
        {
            // The window already has an older in-window sample: the anchor is not needed.
            samples.removeFirst()
        }
        if samples.count > 1, let first = samples.first, let last = samples.last, last.time > first.time {
            let dt = CGFloat(last.time - first.time)
            lastVelocity = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
        }
    }

    /// The gesture's movement since it started, in `view`'s coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let target = view ?? self.view?.window
        guard let target else { return CGPoint(x: currentPoint.x - origin.x, y: currentPoint.y - origin.y) }
        let a = target.convert(origin, from: nil)
        let b = target.convert(currentPoint, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation read `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let target = view ?? self.view?.window
        let current = currentPoint
        guard let target else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let local = target.convert(current, from: nil)
        origin = target.convert(CGPoint(x: local.x - translation.x, y: local.y - translation.y), to: nil)
    }

    /// Points per second over the last 100 ms of movement, in `view`'s coordinate system (so the
    /// release velocity is not dominated by the last two events).
    open func velocity(in view: UIView?) -> CGPoint {
        let target = view ?? self.view?.window
        guard let target else { return lastVelocity }
        let p = currentPoint
        let a = target.convert(p, from: nil)
        let b = target.convert(CGPoint(x: p.x + lastVelocity.x, y: p.y + lastVelocity.y), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
