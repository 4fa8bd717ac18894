import Foundation

/// A discrete tap (or multiple taps): recognized when the last required tap lifts without the
/// touch having moved more than 10 pt.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1

    /// Farthest a tap's touch may move.
    static let allowableMovement: CGFloat = 10
    /// Longest pause between taps of a multiple tap.
    static let maximumTapInterval: CFTimeInterval = 0.35

    private var taps = 0
    /// The most fingers down at once during the current tap.
    private var peakTouches = 0
    private var start: CGPoint?
    private var lastUp: CFTimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        GestureArbiter.stopFrames(self)
        peakTouches = max(peakTouches, numberOfTouches)
        // More fingers than the tap wants: not this tap (a pinch's second finger fails a 1-finger tap).
        if numberOfTouches > numberOfTouchesRequired, state == .possible {
            state = .failed
            return
        }
        start = location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        let p = location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        // A multi-finger tap counts when its last finger lifts, if enough fingers came down.
        guard numberOfTouches - touches.count == 0 else { return }
        guard peakTouches == numberOfTouchesRequired else {
            state = .failed
            return
        }
        peakTouches = 0
        taps += 1
        if taps >= numberOfTapsRequired {
            transition(to: .recognized)
        } else {
            lastUp = event.timestamp
            GestureArbiter.wantsFrames(self)
        }
    }

    /// Between the taps of a multiple tap.
    package override var isAwaitingMoreTouches: Bool { lastUp != nil && state == .possible }

    override var isWaitingForMoreTouches: Bool { lastUp != nil }

    open override func frameDidAdvance(to time: CFTimeInterval) {
        if let lastUp, state == .possible, time - lastUp > Self.maximumTapInterval {
            GestureArbiter.stopFrames(self)
            state = .failed
            resetIfDone()
        }
    }

    open override func reset() {
        taps = 0
        peakTouches = 0
        start = nil
        lastUp = nil
        GestureArbiter.stopFrames(self)
    }
}
