import Foundation

extension UIScrollView {
    /// The offset the content takes when the finger asks for `target`: inside the range as asked;
    /// past an edge that bounces, the overshoot with resistance; past one that does not, the edge.
    func pulled(to target: CGPoint) -> CGPoint {
        let range = offsetRange
        let axes = bouncingAxes
        return CGPoint(
            x: ScrollAxisMotion.pulled(target.x, range: range.x, bounces: axes.x, dimension: bounds.width),
            y: ScrollAxisMotion.pulled(target.y, range: range.y, bounces: axes.y, dimension: bounds.height))
    }

    /// After the finger lifts with `velocity` (points of offset per second): decelerates, and
    /// springs back from past an edge (or bounces off one it reaches), until both axes rest.
    func startMoving(velocity: CGPoint) {
        stopMoving()
        let range = offsetRange
        var x = ScrollAxisMotion(offset: contentOffset.x, velocity: velocity.x, range: range.x)
        var y = ScrollAxisMotion(offset: contentOffset.y, velocity: velocity.y, range: range.y)
        guard !x.isResting || !y.isResting else { return }
        isDecelerating = true
        var last = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let dt = max(0, link.timestamp - last)
            last = link.timestamp
            let range = self.offsetRange
            let axes = self.bouncingAxes
            let offset = self.contentOffset
            let next = CGPoint(
                x: x.step(from: offset.x, by: dt, range: range.x, bounces: axes.x),
                y: y.step(from: offset.y, by: dt, range: range.y, bounces: axes.y))
            if next != offset { self.contentOffset = next }
            if x.isResting && y.isResting { self.stopMoving() }
        }
        motionLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }

    /// Stops any movement after a release where it is.
    func stopMoving() {
        motionLink?.invalidate()
        motionLink = nil
        let wasDecelerating = isDecelerating
        isDecelerating = false
        if wasDecelerating { scrollEventsDelegate?.scrollViewDidEndDecelerating(self) }
    }

    /// Moves the content to `target` over `duration` seconds on an ease-in-out curve, one offset a
    /// frame (a display link, as UIKit's animated scrolling updates the offset every frame rather
    /// than animating the bounds), then tells the delegate.
    func animateScroll(to target: CGPoint, duration: TimeInterval) {
        let start = contentOffset
        let began = CACurrentMediaTime()
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let t = min(1, max(0, (link.timestamp - began) / duration))
            let p = CGFloat(curve.value(at: t))
            self.contentOffset = CGPoint(
                x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
            if t >= 1 {
                self.motionLink?.invalidate()
                self.motionLink = nil
                self.scrollEventsDelegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        motionLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }
}

/// One axis of a scroll view's content after a release: decelerating, springing back to an edge,
/// or resting. Offsets are the content offset on the axis, velocities in points per second.
struct ScrollAxisMotion {
    /// What the axis is doing.
    enum Phase {
        /// Slowing down inside the range.
        case decelerating(velocity: CGFloat)
        /// Returning to `edge` from past it: displacement `x0` and velocity `v0` when it started,
        /// `elapsed` seconds ago.
        case returning(edge: CGFloat, x0: CGFloat, v0: CGFloat, elapsed: Double)
        /// Not moving.
        case resting
    }

    private(set) var phase: Phase

    /// UIKit's normal deceleration rate: the velocity keeps 0.998 of itself per millisecond
    /// (`UIScrollView.DecelerationRate.normal`).
    static let decelerationRate = 0.998
    /// The spring that returns the content to an edge: critically damped, ω = 12 rad/s (chosen by
    /// eye: a 100 pt pull is back within half a point after about 0.6 s; UIKit documents no curve).
    static let returnOmega = 12.0
    /// Below this speed a deceleration stops.
    static let restingSpeed: CGFloat = 5
    /// The resistance past an edge (the constant of UIKit's rubber band, see `pulled`).
    static let rubberBandConstant: CGFloat = 0.55

    init(offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>) {
        if let edge = Self.edge(beyond: offset, in: range) {
            phase = .returning(edge: edge, x0: offset - edge, v0: velocity, elapsed: 0)
        } else if abs(velocity) > 20 {
            phase = .decelerating(velocity: velocity)
        } else {
            phase = .resting
        }
    }

    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// The edge of `range` that `offset` is past, if any.
    static func edge(beyond offset: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat? {
        if offset < range.lowerBound { return range.lowerBound }
        if offset > range.upperBound { return range.upperBound }
        return nil
    }

    /// The offset for a finger at `target`. Past an edge that bounces, the overshoot `x` shows as
    /// `(1 − 1 / (x·c / d + 1))·d` with c = 0.55 and d the view's size on the axis: the rubber band
    /// measured on iOS (Grant Paul, "rubber band formula", 2014), which never reaches d.
    static func pulled(_ target: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool, dimension: CGFloat) -> CGFloat {
        guard let edge = edge(beyond: target, in: range) else { return target }
        guard bounces, dimension > 0 else { return edge }
        let overshoot = abs(target - edge)
        let shown = (1 - 1 / (overshoot * rubberBandConstant / dimension + 1)) * dimension
        return target < edge ? edge - shown : edge + shown
    }

    /// Advances `dt` seconds from `offset` and returns the new offset.
    mutating func step(from offset: CGFloat, by dt: Double, range: ClosedRange<CGFloat>, bounces: Bool) -> CGFloat {
        switch phase {
        case .resting:
            return offset
        case .decelerating(let velocity):
            let next = offset + velocity * CGFloat(dt)
            let v = velocity * CGFloat(pow(Self.decelerationRate, dt * 1000))
            if let edge = Self.edge(beyond: next, in: range) {
                // Reaching an edge: a bouncing axis carries on past it on the return spring, which
                // turns it round; another stops there.
                phase = bounces ? .returning(edge: edge, x0: next - edge, v0: v, elapsed: 0) : .resting
                return bounces ? next : edge
            }
            phase = abs(v) < Self.restingSpeed ? .resting : .decelerating(velocity: v)
            return next
        case .returning(let edge, let x0, let v0, let elapsed):
            // Critically damped: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t).
            let t = elapsed + dt
            let omega = CGFloat(Self.returnOmega)
            let decay = CGFloat(exp(-Self.returnOmega * t))
            let x = (x0 + (v0 + omega * x0) * CGFloat(t)) * decay
            let v = (v0 - omega * (v0 + omega * x0) * CGFloat(t)) * decay
            if abs(x) < 0.5 && abs(v) < 10 {
                phase = .resting
                return edge
            }
            phase = .returning(edge: edge, x0: x0, v0: v0, elapsed: t)
            return edge + x
        }
    }
}
