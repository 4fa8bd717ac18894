import Foundation

/// Plays the tick of a selection changing: a picker's row, a segment, a detent passed.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick: `feedback.selectionChanged` in the event log.
    open func selectionChanged() { record("selectionChanged") }
}
