import Foundation

/// A press of a physical button or key (R319).
@preconcurrency @MainActor
public final class UIPress: NSObject {
    /// Where the press is.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kind of button (the remote's; `.none`-like for a keyboard key in UIKit's raw values).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    /// The phase now.
    public package(set) var phase: Phase
    /// The button type (a keyboard key reports its key instead).
    public let type: PressType
    /// The keyboard key, for a hardware keyboard press.
    public let key: UIKey?
    /// The media time of the last change.
    public package(set) var timestamp: CFTimeInterval
    /// How hard (0 or 1 for a key).
    public package(set) var force: CGFloat = 1
    /// The responder the press went to.
    public package(set) weak var responder: UIResponder?
    /// The window it happened in.
    public package(set) weak var window: UIWindow?

    package init(key: UIKey, phase: Phase, timestamp: CFTimeInterval, responder: UIResponder?, window: UIWindow?) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.responder = responder
        self.window = window
        type = .select
        super.init()
    }
}

/// The event of presses (R319).
@preconcurrency @MainActor
public final class UIPressesEvent: NSObject {
    /// The presses of the event.
    public let allPresses: Set<UIPress>
    /// The media time of the event.
    public let timestamp: CFTimeInterval
    /// `.presses`.
    public var type: UIEvent.EventType { .presses }

    package init(presses: Set<UIPress>, timestamp: CFTimeInterval) {
        allPresses = presses
        self.timestamp = timestamp
        super.init()
    }

    /// The presses a gesture recognizer receives (all of them here).
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { allPresses }
}
