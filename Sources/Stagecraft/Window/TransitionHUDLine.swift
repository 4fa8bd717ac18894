import Foundation
import UIKit

/// What the strip under the device shows for one transition: a line of text and how full the
/// timeline bar is. Pure, so the window's HUD can be tested without a window.
public struct TransitionHUDLine: Equatable, Sendable {
    /// The text, e.g. "present B  ·  animating 0.20 s of 1.00 s".
    public var text: String
    /// How full the bar is, 0…1.
    public var fraction: CGFloat
    /// Whether the bar is drawn in the cancel colour.
    public var isCancelled: Bool

    /// A line with the given parts (for comparisons).
    public init(text: String, fraction: CGFloat, isCancelled: Bool) {
        self.text = text
        self.fraction = fraction
        self.isCancelled = isCancelled
    }

    /// The line for a snapshot. An ended transition (`completed` set) reads "ended: completed" with a
    /// full bar or "ended: cancelled" with an empty one: the bar does not stay at the percentage
    /// of the last frame seen before the end.
    public init(_ snapshot: TransitionSnapshot) {
        var parts = [snapshot.name]
        if let completed = snapshot.completed {
            parts.append(completed ? "ended: completed" : "ended: cancelled")
            fraction = completed ? 1 : 0
            isCancelled = !completed
        } else {
            if snapshot.isInteractive {
                parts.append("interactive")
                parts.append(String(format: "%.0f%%", Double(snapshot.percentComplete) * 100))
            } else if let decision = snapshot.decision {
                parts.append("released: \(decision.rawValue)")
                parts.append(String(format: "from %.0f%%", Double(snapshot.percentComplete) * 100))
            } else {
                parts.append(String(format: "animating %.2f s of %.2f s", snapshot.elapsed, snapshot.duration))
            }
            // The timeline: the interactive percentage, or elapsed time over the duration.
            if snapshot.initiallyInteractive {
                fraction = min(max(snapshot.percentComplete, 0), 1)
            } else {
                fraction = snapshot.duration > 0 ? CGFloat(min(1, max(0, snapshot.elapsed / snapshot.duration))) : 1
            }
            isCancelled = snapshot.isCancelled
        }
        text = parts.joined(separator: "  ·  ")
    }
}
