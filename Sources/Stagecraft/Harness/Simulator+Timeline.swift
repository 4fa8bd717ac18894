import Foundation
import UIKit

/// The timeline under the device: hold the transition in flight, scrub it, let go — through the
/// real layer-time machinery (`TransitionScrubber`), also for transitions that run by themselves.
extension Simulator {
    /// The transition the timeline holds, or held and let go while it still runs; nil otherwise.
    public var timelineHold: TimelineHold? {
        guard let scrubber, scrubber.isInFlight else { return nil }
        return TimelineHold(
            transitionID: scrubber.transitionID, fraction: scrubber.fraction, canCancel: scrubber.canCancel,
            isHolding: scrubber.state == .holding)
    }

    /// Takes hold of the transition in flight (it stops where it is); returns false when there is
    /// none or it cannot be held (not started, not animated, an interaction controller that is
    /// not percent-driven, or one already finishing its classic run). Holding it again is fine.
    @discardableResult
    public func holdTransition() -> Bool {
        if let scrubber, scrubber.isInFlight, scrubber.state == .holding { return true }
        guard let grabbed = TransitionScrubber.grab() else { return false }
        scrubber = grabbed
        settle()
        return true
    }

    /// Moves the held transition to `fraction` (0…1 of its duration), holding it first if needed;
    /// returns false when nothing can be held.
    @discardableResult
    public func scrubTransition(to fraction: CGFloat) -> Bool {
        guard holdTransition(), let scrubber else { return false }
        scrubber.scrub(to: fraction)
        settle()
        return true
    }

    /// Lets the held transition go: it finishes, or, with `cancel` true and an interaction
    /// controller driving it, cancels; `cancel` nil decides as `TimelineHold.outcomeOnRelease`.
    /// Returns what it did, or nil when nothing was held.
    @discardableResult
    public func releaseTransition(cancel: Bool? = nil) -> TimelineHold.Outcome? {
        guard let scrubber, scrubber.state == .holding, let hold = timelineHold else { return nil }
        let cancelling = (cancel ?? (hold.outcomeOnRelease == .cancel)) && hold.canCancel
        scrubber.release(cancel: cancelling)
        settle()
        return cancelling ? .cancel : .finish
    }
}
