import Foundation
import UIKit

/// The transition the timeline holds (`Simulator.holdTransition()`), as the window and scripts
/// see it.
public struct TimelineHold: Equatable, Sendable {
    /// What letting go does.
    public enum Outcome: String, Sendable {
        /// The rest of the transition runs forwards.
        case finish
        /// The transition runs back to its start (only through an interaction controller).
        case cancel
    }

    /// The held transition's serial number (`TransitionSnapshot.id`).
    public var transitionID: Int
    /// The held position, 0…1 of the duration (an interactive transition's percentage).
    public var fraction: CGFloat
    /// Whether it can be cancelled: only a transition an interaction controller drives; one that
    /// runs by itself can only finish.
    public var canCancel: Bool
    /// Whether the timeline still holds it (false once let go, while it runs on).
    public var isHolding: Bool

    /// What letting go without saying decides, the way a drag's release usually does: cancel
    /// below half way when it can, finish otherwise.
    public var outcomeOnRelease: Outcome { canCancel && fraction < 0.5 ? .cancel : .finish }

    /// The strip's words while held: "held at 42 %  ·  letting go cancels", "… finishes (only)".
    public var statusText: String {
        let percent = String(format: "%.0f %%", Double(fraction) * 100)
        guard isHolding else { return "let go at \(percent)" }
        let outcome = outcomeOnRelease == .cancel ? "cancels" : "finishes"
        return "held at \(percent)  ·  letting go \(outcome)" + (canCancel ? "" : " (only)")
    }
}
