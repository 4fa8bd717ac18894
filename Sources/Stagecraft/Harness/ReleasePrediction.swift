import Foundation
import UIKit

/// What letting go now would do to the interactive transition a drag drives, projected the way
/// the release decision projects it: for a navigation controller's back swipe, R91's projection
/// of the velocity — pop if `p + (vx / W)·T > min(187.5 / W, 0.5)`, T the transition's duration
/// (UIKit's decision also adds ½·ā·T² from its own 3-sample statistics and, with fewer than three
/// samples, goes by the velocity's sign, `BackSwipeStatistics`: the overlay is a guide); for any other
/// drag, the same projection on the percentage itself (`p + ṗ·T > 0.5`, ṗ its rate over the last
/// 100 ms), which is a guide: the app's own interaction controller decides. Pure: the window's
/// touch overlay draws it, tests check it.
public struct ReleasePrediction: Equatable, Sendable {
    /// The transition's progress now, 0…1.
    public var percent: CGFloat
    /// The progress the projection reaches.
    public var projectedPercent: CGFloat
    /// Where the finger would be after the transition's duration at its velocity, in screen points.
    public var projectedPoint: CGPoint
    /// The projected progress above which it finishes.
    public var threshold: CGFloat
    /// What releasing now would do.
    public var outcome: TransitionSnapshot.Decision
    /// Whether this is R91's projection (a back swipe) rather than the projection of the percentage.
    public var isRule: Bool

    /// The prediction for `drag` driving `transition`; `percentRate` is the progress per second
    /// over the last 100 ms (used when the drag is not a back swipe; nil reads as 0).
    public init(drag: TouchDrag, transition: TransitionSnapshot, percentRate: CGFloat?) {
        let duration = CGFloat(transition.duration)
        percent = transition.percentComplete
        projectedPoint = CGPoint(
            x: drag.location.x + drag.velocity.x * duration, y: drag.location.y + drag.velocity.y * duration)
        if drag.isBackSwipe {
            let width = max(1, drag.width)
            projectedPercent = percent + (drag.velocity.x / width) * duration
            threshold = min(187.5 / width, 0.5)
            isRule = true
        } else {
            projectedPercent = percent + (percentRate ?? 0) * duration
            threshold = 0.5
            isRule = false
        }
        outcome = projectedPercent > threshold ? .finish : .cancel
    }

    /// The overlay's words: "62 %  →  93 %  ·  release: finish (R91)".
    public var text: String {
        let now = String(format: "%.0f %%", Double(percent) * 100)
        let projected = String(format: "%.0f %%", Double(projectedPercent) * 100)
        return "\(now)  →  \(projected)  ·  release: \(outcome.rawValue)" + (isRule ? " (R91)" : " (projected)")
    }
}
