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

    /// The deceleration's exponent k (per second): a speed kept `rate` per millisecond decays as
    /// e^(−k·t) with k = −1000·ln(rate), and travels v / k before it stops.
    var decelerationConstant: CGFloat { -1000 * CGFloat(log(Double(decelerationRate.rawValue))) }

    /// Moves the content after a release along `x` and `y` until both rest, then tells the
    /// delegate `scrollViewDidEndDecelerating`.
    func startMotion(x: ScrollAxisMotion, y: ScrollAxisMotion) {
        var x = x
        var y = y
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
            if x.isResting && y.isResting { self.finishDeceleration() }
        }
        motionLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }

    /// The content came to rest after a release.
    private func finishDeceleration() {
        motionLink?.invalidate()
        motionLink = nil
        isDecelerating = false
        scrollEventsDelegate?.scrollViewDidEndDecelerating(self)
        scheduleIndicatorFade()
    }

    /// Stops any movement (a deceleration, an animated scroll or zoom) where it is, without telling
    /// the delegate: a touch that catches decelerating content ends it silently, as on iOS (R263).
    func stopMoving() {
        motionLink?.invalidate()
        motionLink = nil
        isDecelerating = false
        isZoomBouncing = false
    }

    /// Moves the content to `target` over `duration` seconds on an ease-in-out curve, one offset a
    /// frame (a display link, as UIKit's animated scrolling updates the offset every frame rather
    /// than animating the bounds), then tells the delegate.
    func animateScroll(to target: CGPoint, duration: TimeInterval, completion: (() -> Void)? = nil) {
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
                if let completion {
                    completion()
                } else {
                    self.scrollEventsDelegate?.scrollViewDidEndScrollingAnimation(self)
                }
            }
        }
        motionLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }
}

/// One axis of a scroll view's content after a release: decelerating towards a target, springing
/// to an edge or a page, or resting. Offsets are the content offset on the axis, velocities in
/// points per second.
struct ScrollAxisMotion {
    /// What the axis is doing.
    enum Phase {
        /// Slowing down from `start` towards `start + distance`: x(t) = start + distance·(1 − e^(−k·t)).
        case decelerating(start: CGFloat, distance: CGFloat, k: CGFloat, elapsed: Double)
        /// Springing to `edge` from displacement `x0` and velocity `v0`, `elapsed` seconds ago; a
        /// page (`stopsAtEdge`) ends where it first reaches its offset.
        case returning(edge: CGFloat, x0: CGFloat, v0: CGFloat, elapsed: Double, stopsAtEdge: Bool)
        /// Not moving.
        case resting
    }

    private(set) var phase: Phase

    /// The spring that returns the content to an edge: critically damped, ω = 12 rad/s (chosen by
    /// eye: a 100 pt pull is back within half a point after about 0.6 s; UIKit documents no curve).
    static let returnOmega: CGFloat = 12
    /// The spring that settles a page: critically damped, ω = 16 rad/s (a page lands in ~0.3 s).
    static let pagingOmega: CGFloat = 16
    /// Below this release speed (points per second) nothing decelerates.
    static let restingSpeed: CGFloat = 20
    /// The resistance past an edge (the constant of UIKit's rubber band, see `pulled`).
    static let rubberBandConstant: CGFloat = 0.55

    /// A release at `offset` with `velocity`, decelerating to `target` with exponent `k`; from past
    /// an edge, a spring back to it.
    init(offset: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<CGFloat>, k: CGFloat) {
        if let edge = Self.edge(beyond: offset, in: range) {
            phase = .returning(edge: edge, x0: offset - edge, v0: velocity, elapsed: 0, stopsAtEdge: false)
        } else if abs(target - offset) >= 0.5 {
            phase = .decelerating(start: offset, distance: target - offset, k: k, elapsed: 0)
        } else {
            phase = .resting
        }
    }

    /// A release at `offset` with `velocity` that settles on the page at `page`.
    init(offset: CGFloat, velocity: CGFloat, page: CGFloat) {
        if abs(page - offset) >= 0.5 {
            phase = .returning(edge: page, x0: offset - page, v0: velocity, elapsed: 0, stopsAtEdge: true)
        } else {
            phase = .resting
        }
    }

    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Where a release at `offset` with `velocity` would stop on its own (before the range).
    static func projected(_ offset: CGFloat, velocity: CGFloat, k: CGFloat) -> CGFloat {
        abs(velocity) > restingSpeed && k > 0 ? offset + velocity / k : offset
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
        case .decelerating(let start, let distance, let k, let elapsed):
            let t = elapsed + dt
            let decay = CGFloat(exp(-Double(k) * t))
            let next = start + distance * (1 - decay)
            let v = distance * k * decay
            if let edge = Self.edge(beyond: next, in: range) {
                // Reaching an edge: a bouncing axis carries on past it on the return spring, which
                // turns it round; another stops there.
                phase =
                    bounces ? .returning(edge: edge, x0: next - edge, v0: v, elapsed: 0, stopsAtEdge: false) : .resting
                return bounces ? next : edge
            }
            if abs(distance * decay) < 0.5 {
                phase = .resting
                return start + distance
            }
            phase = .decelerating(start: start, distance: distance, k: k, elapsed: t)
            return next
        case .returning(let edge, let x0, let v0, let elapsed, let stopsAtEdge):
            // Critically damped: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t).
            let t = elapsed + dt
            let omega = stopsAtEdge ? Self.pagingOmega : Self.returnOmega
            let decay = CGFloat(exp(-Double(omega) * t))
            let x = (x0 + (v0 + omega * x0) * CGFloat(t)) * decay
            let v = (v0 - omega * (v0 + omega * x0) * CGFloat(t)) * decay
            if (abs(x) < 0.5 && abs(v) < 10) || (stopsAtEdge && x * x0 <= 0) {
                phase = .resting
                return edge
            }
            phase = .returning(edge: edge, x0: x0, v0: v0, elapsed: t, stopsAtEdge: stopsAtEdge)
            return edge + x
        }
    }
}
