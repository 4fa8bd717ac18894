import Foundation

/// The ordered log of the calls the framework makes during transitions — appearance callbacks,
/// transitioning-delegate queries, animator calls, presentation-controller calls and coordinator
/// events — so tests and the inspector can compare it with the rules in docs/uikit-rules.md.
@preconcurrency @MainActor
public final class EventLog {
    /// The log of the current simulator.
    public internal(set) static var current: EventLog {
        get { UIKitRuntime.current.eventLog }
        set { UIKitRuntime.current.eventLog = newValue }
    }

    /// The entries, oldest first (e.g. `"B.viewWillAppear"`, `"animator.animateTransition"`).
    public private(set) var entries: [String] = []

    /// Whether entries are recorded (on by default).
    public var isEnabled = true

    /// Creates an empty log.
    public init() {}

    /// Makes this the log the framework writes to.
    public func makeCurrent() { EventLog.current = self }

    /// Appends an entry.
    public func record(_ entry: String) {
        guard isEnabled else { return }
        entries.append(entry)
    }

    /// Empties the log.
    public func removeAll() { entries.removeAll() }
}

/// A short, stable name for an object in logs: its `title` if it is a titled view controller,
/// else its class name.
@MainActor
func logName(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    if let controller = object as? UIViewController, let title = controller.title, !title.isEmpty { return title }
    return String(describing: type(of: object))
}
