import Foundation

/// One finger on the screen (the mouse in the simulator).
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and still.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The current phase.
    public package(set) var phase: Phase
    /// The media time of the latest change.
    public package(set) var timestamp: CFTimeInterval
    /// Taps in quick succession at one place.
    public package(set) var tapCount: Int
    /// The view the touch began in (hit-tested).
    public package(set) var view: UIView?
    /// The window the touch belongs to.
    public package(set) weak var window: UIWindow?
    /// Location in the window's coordinates.
    package var locationInWindow: CGPoint
    /// Previous location in the window's coordinates.
    package var previousLocationInWindow: CGPoint
    /// The gesture recognizers this touch is delivered to (the hit view's and its ancestors').
    public package(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// Whether the view still receives this touch (false once a recognizer cancelled it in the view).
    package var deliversToView = true
    /// View deliveries held back by `delaysTouchesBegan`/`delaysTouchesEnded`, oldest first.
    package var heldViewPhases: [Phase] = []
    /// Whether the view has received `touchesBegan` for this touch.
    package var viewReceivedBegan = false
    /// The order touches went down in (the arbiter delivers an event's touches in this order, as a
    /// `Set` has none).
    package let sequence: Int
    private static var nextSequence = 0

    package init(location: CGPoint, window: UIWindow?, view: UIView?, timestamp: CFTimeInterval, tapCount: Int = 1) {
        phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.view = view
        locationInWindow = location
        previousLocationInWindow = location
        Self.nextSequence += 1
        sequence = Self.nextSequence
    }

    /// The location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}
