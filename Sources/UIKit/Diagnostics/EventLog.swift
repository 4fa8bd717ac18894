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

    /// The entries kept, oldest first (e.g. `"B.viewWillAppear"`, `"animator.animateTransition"`):
    /// the last `capacity` recorded.
    public var entries: [String] {
        head == 0 ? storage : Array(storage[head...] + storage[..<head])
    }

    /// How many entries the log keeps: past it, each new entry drops the oldest (a ring, so a long
    /// run — a soak, a window left open for hours — stays in bounded memory).
    public let capacity: Int
    /// How many entries were dropped to stay within `capacity` since the log was created or emptied.
    public private(set) var droppedCount = 0
    /// How many entries were recorded since the log was created or emptied (kept and dropped).
    public var recordedCount: Int { storage.count + droppedCount }

    /// Whether entries are recorded (on by default).
    public var isEnabled = true

    /// The ring: in order up to `capacity`, then overwritten from `head` (the oldest) on.
    private var storage: [String] = []
    private var head = 0

    /// The number of entries a log keeps by default.
    public static let defaultCapacity = 20_000

    /// Creates an empty log keeping the last `capacity` entries (at least 1).
    public init(capacity: Int = EventLog.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// Makes this the log the framework writes to.
    public func makeCurrent() { EventLog.current = self }

    /// Appends an entry, dropping the oldest when the log holds `capacity`.
    public func record(_ entry: String) {
        guard isEnabled else { return }
        if storage.count < capacity {
            storage.append(entry)
        } else {
            storage[head] = entry
            head = (head + 1) % capacity
            droppedCount += 1
        }
    }

    /// The newest `count` entries, oldest first (without copying the whole ring).
    public func last(_ count: Int) -> [String] {
        let n = min(max(0, count), storage.count)
        return (storage.count - n..<storage.count).map { storage[(head + $0) % storage.count] }
    }

    /// Empties the log (and its dropped count).
    public func removeAll() {
        storage.removeAll()
        head = 0
        droppedCount = 0
    }
}

/// A short, stable name for an object in logs: its `title` if it is a titled view controller,
/// else its class name.
@MainActor
func logName(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    if let controller = object as? UIViewController, let title = controller.title, !title.isEmpty { return title }
    return String(describing: type(of: object))
}
