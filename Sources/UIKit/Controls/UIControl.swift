import Foundation

/// A view that turns touches into actions for control events.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Control states, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Control events, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field (it then resigns, when this event has actions).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private struct Registration {
        let events: Event
        let identifier: ObjectIdentifier?
        let perform: (UIControl) -> Void
    }

    private var registrations: [Registration] = []

    /// Whether the control reacts to touches.
    open var isEnabled = true { didSet { stateDidChange() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Whether a touch is down inside the control.
    open var isHighlighted = false { didSet { stateDidChange() } }

    /// Where the content (a button's image and title) sits across the bounds (R297).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where the content sits down the bounds (R297).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// The combined state.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when `state` changed; subclasses restyle.
    open func stateDidChange() {}

    /// Creates a control whose `primaryAction` runs for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Registers a method of `target` (held weakly, as UIKit holds targets) for `events`.
    /// `#selector(tapped)` becomes `ViewController.tapped`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        registrations.append(
            Registration(events: events, identifier: nil) { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Registers a method of `target` taking the sender (held weakly) for `events`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        registrations.append(
            Registration(events: events, identifier: nil) { [weak target] control in
                guard let target, let sender = control as? Sender else { return }
                action(target)(sender)
            })
    }

    /// Registers a `UIAction` for `events`.
    public func addAction(_ action: UIAction, for events: Event) {
        registrations.append(
            Registration(events: events, identifier: ObjectIdentifier(action)) { control in
                action.perform(sender: control)
            })
    }

    /// Removes a `UIAction` registered for `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        registrations.removeAll { $0.identifier == ObjectIdentifier(action) && !$0.events.intersection(events).isEmpty }
    }

    /// Whether any action is registered for any of `events`.
    func hasActions(for events: Event) -> Bool {
        registrations.contains { !$0.events.intersection(events).isEmpty }
    }

    /// Performs every action registered for any of `events`.
    open func sendActions(for events: Event) {
        for registration in registrations where !registration.events.intersection(events).isEmpty {
            registration.perform(self)
        }
    }

    /// Controls keep single taps for themselves: a one-tap recognizer on another view does not begin
    /// on a control, as in UIKit (iOS 6 and later).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self, tap.numberOfTapsRequired == 1 {
            return false
        }
        return true
    }

    // MARK: Touch tracking

    /// Whether the control is tracking a touch (`beginTracking` accepted it and no later call refused).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds (with the 70 pt margin).
    public private(set) var isTouchInside = false

    /// How far outside the bounds a touch still counts as inside (UIKit uses a 70 pt margin).
    static let trackingMargin: CGFloat = 70

    /// Whether the control sends `.primaryActionTriggered` with `.touchUpInside` (a button, a plain
    /// control); value controls send it with `.valueChanged` instead (R250).
    var sendsPrimaryActionOnTouchUpInside: Bool { true }

    private func isTrackingInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(touch.location(in: self))
    }

    /// A touch went down in the control: return whether to keep tracking it (R250). Called before
    /// `.touchDown` is sent; subclasses override it to start dragging a thumb.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved: return whether to keep tracking it. Called before the drag events.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (called before `.touchUpInside`/`.touchUpOutside`, so a value a
    /// subclass commits here is sent first, R250).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled (a gesture recognizer took it, or the system did).
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if isTracking { sendActions(for: .touchDown) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isTrackingInside(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        guard isTracking else { return }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = false
        isTouchInside = isTrackingInside(touch)
        if isTracking {
            endTracking(touch, with: event)
            if isTouchInside {
                sendActions(
                    for: sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
            } else {
                sendActions(for: .touchUpOutside)
            }
        }
        isTracking = false
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        isTouchInside = false
        if wasTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
    }
}
