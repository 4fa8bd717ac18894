import Foundation

/// A set of touches delivered together.
@preconcurrency @MainActor
public final class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// What a motion or remote-control event is (UIKit's raw values).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// `.touches`, or `.motion` for a shake (R318).
    public let type: EventType
    /// `.motionShake` for a shake, else `.none`.
    public let subtype: EventSubtype
    /// The media time of the event.
    public package(set) var timestamp: CFTimeInterval
    package var touches: Set<UITouch>

    package init(touches: Set<UITouch>, timestamp: CFTimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
        type = .touches
        subtype = .none
    }

    /// A motion event (a shake).
    package init(motion subtype: EventSubtype, timestamp: CFTimeInterval) {
        touches = []
        self.timestamp = timestamp
        type = .motion
        self.subtype = subtype
    }

    /// All touches of the event.
    public var allTouches: Set<UITouch>? { touches }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The touches of the event that belong to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }

    /// The touches of the event delivered to `gesture` (those it tracks).
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { touch in (touch.gestureRecognizers ?? []).contains { $0 === gesture } }
    }
}
