import Foundation

/// The base of the haptic feedback generators. There is no Taptic Engine here: each haptic a
/// generator plays is recorded in the event log (`feedback.impactOccurred(medium)` …), so a test
/// can see it happened, in order with the transition's calls.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }

    /// Readies the engine for a haptic soon (nothing to ready here; not recorded).
    open func prepare() {}

    /// Records a played haptic.
    func record(_ haptic: String) { EventLog.current.record("feedback.\(haptic)") }
}
