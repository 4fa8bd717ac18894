import Foundation

/// The accessibility settings transition code reads (to shorten or skip motion, or to announce
/// a new screen), and the notifications it posts. The settings are off unless the host or a test
/// turns them on (`setVoiceOverRunning`, `setReduceMotionEnabled`); posted notifications go to the
/// event log (`accessibility.post(screenChanged)`), where a test can see them.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether VoiceOver is on.
    public static var isVoiceOverRunning: Bool { UIKitRuntime.current.accessibility.isVoiceOverRunning }

    /// Whether the user asked for less motion (transitions should cross-fade instead of sliding).
    public static var isReduceMotionEnabled: Bool { UIKitRuntime.current.accessibility.isReduceMotionEnabled }

    /// Posted on the default center when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Posted on the default center when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Turns VoiceOver on or off, posting `voiceOverStatusDidChangeNotification` on a change.
    package static func setVoiceOverRunning(_ running: Bool) {
        guard UIKitRuntime.current.accessibility.isVoiceOverRunning != running else { return }
        UIKitRuntime.current.accessibility.isVoiceOverRunning = running
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Turns Reduce Motion on or off, posting `reduceMotionStatusDidChangeNotification` on a change.
    package static func setReduceMotionEnabled(_ enabled: Bool) {
        guard UIKitRuntime.current.accessibility.isReduceMotionEnabled != enabled else { return }
        UIKitRuntime.current.accessibility.isReduceMotionEnabled = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Tells assistive technologies something changed (recorded in the event log as
    /// `accessibility.post(<notification>)`; nothing reads it aloud here).
    public static func post(notification: Notification, argument: Any?) {
        EventLog.current.record("accessibility.post(\(notification.name))")
    }

    /// A notification for assistive technologies (UIKit's names).
    public struct Notification: Hashable, Sendable {
        /// A short name for the event log.
        let name: String

        /// A new screen appeared (focus moves to `argument`, or the first element).
        public static let screenChanged = Notification(name: "screenChanged")
        /// The layout of the screen changed (focus moves to `argument`, if any).
        public static let layoutChanged = Notification(name: "layoutChanged")
        /// `argument` (a string) should be announced.
        public static let announcement = Notification(name: "announcement")
        /// A scroll finished (`argument` describes the new position).
        public static let pageScrolled = Notification(name: "pageScrolled")
    }

    /// The settings of the app that runs now (`UIKitRuntimeState.accessibility`).
    struct Settings {
        var isVoiceOverRunning = false
        var isReduceMotionEnabled = false
    }
}
