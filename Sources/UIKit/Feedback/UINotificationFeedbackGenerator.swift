import Foundation

/// Plays the haptic of a task's outcome: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's raw values).
    public enum FeedbackType: Int, Sendable, CustomStringConvertible {
        case success = 0
        case warning = 1
        case error = 2

        public var description: String {
            switch self {
            case .success: return "success"
            case .warning: return "warning"
            case .error: return "error"
            }
        }
    }

    /// Plays the haptic for `notificationType`: `feedback.notificationOccurred(success)`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notificationOccurred(\(notificationType))")
    }
}
