import Foundation

/// A discrete swipe (R244): recognized when `numberOfTouchesRequired` touches have moved mostly in
/// one of the permitted `direction`s far enough, fast enough. A slow swipe needs a straight line
/// but little distance; a fast one tolerates more slant. `location(in:)` is where the swipe began.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as an option set (several may be permitted at once).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1

    /// How long the touch may take to travel `minimumPrimaryMovement` (R244).
    static let maximumDuration: CFTimeInterval = 0.5
    /// The distance along the swipe's direction that recognizes it.
    static let minimumPrimaryMovement: CGFloat = 50
    /// How far across the direction the touch may stray before the swipe fails, whatever its speed.
    static let maximumSecondaryMovement: CGFloat = 50
    /// Below this distance across, any slant is forgiven (a finger is not a ruler).
    static let minimumSecondaryMovement: CGFloat = 10

    private var start: CGPoint?
    private var startTime: CFTimeInterval?
    /// The most fingers down at once.
    private var peakTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        peakTouches = max(peakTouches, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired, state == .possible {
            state = .failed
            return
        }
        if start == nil || numberOfTouches > 1 {
            start = super.location(in: nil)
            startTime = event.timestamp
        }
        GestureArbiter.wantsFrames(self)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let startTime else { return }
        let p = super.location(in: nil)
        let dx = p.x - start.x
        let dy = p.y - start.y
        let elapsed = event.timestamp - startTime
        if elapsed > Self.maximumDuration {
            fail()
            return
        }
        // The permitted direction the movement is mostly along, with its distance along and across.
        var best: (along: CGFloat, across: CGFloat)?
        for (permitted, along, across) in [
            (Direction.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ] where direction.contains(permitted) && along > 0 {
            if best == nil || along > best!.along { best = (along, abs(across)) }
        }
        let travelled = hypot(dx, dy)
        guard let best else {
            // Moving only against every permitted direction.
            if travelled > Self.minimumSecondaryMovement { fail() }
            return
        }
        // The slant allowed grows with speed: a fast flick may drift up to 45°, a slow drag ~15°.
        let speed = elapsed > 0 ? travelled / CGFloat(elapsed) : .infinity
        let slope = min(1, 0.27 + speed / 2000)
        let allowedAcross = max(Self.minimumSecondaryMovement, best.along * slope)
        if best.across > min(allowedAcross, Self.maximumSecondaryMovement) {
            fail()
            return
        }
        if best.along >= Self.minimumPrimaryMovement, numberOfTouches == numberOfTouchesRequired,
            peakTouches == numberOfTouchesRequired
        {
            GestureArbiter.stopFrames(self)
            transition(to: .recognized)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { fail() }
    }

    open override func frameDidAdvance(to time: CFTimeInterval) {
        if state == .possible, let startTime, time - startTime > Self.maximumDuration { fail() }
    }

    private func fail() {
        GestureArbiter.stopFrames(self)
        state = .failed
    }

    /// Where the swipe began (the centroid of its touches then), in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        guard let view else { return start }
        return view.convert(start, from: nil)
    }

    open override func reset() {
        start = nil
        startTime = nil
        peakTouches = 0
        GestureArbiter.stopFrames(self)
    }
}
