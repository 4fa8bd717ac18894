import Foundation

/// A set of touches delivered together.
@preconcurrency @MainActor
public final class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// Always `.touches` in the simulator.
    public let type: EventType = .touches
    /// The media time of the event.
    public package(set) var timestamp: CFTimeInterval
    package var touches: Set<UITouch>

    package init(touches: Set<UITouch>, timestamp: CFTimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
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
