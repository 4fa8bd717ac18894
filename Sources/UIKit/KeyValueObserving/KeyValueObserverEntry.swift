import Foundation

/// One observation as the observed object's list keeps it: the key it watches, its options, and
/// the typed reading and delivery closures `observe` made, erased to `Any`. Invalidating drops the
/// closures (so what the handler captured is released) and the list forgets the entry.
///
/// `@unchecked Sendable`: `NSKeyValueObservation` may invalidate it from its `deinit` on any thread;
/// everything else touches it on the main actor, where UIKit's objects live.
final class KeyValueObserverEntry: @unchecked Sendable {
    /// The observed property's key (`"frame"`, `"contentOffset"`), or nil when the key path is not
    /// one the object notifies (the entry then only made the `.initial` call).
    let key: String?
    /// The options of the observation.
    let options: NSKeyValueObservingOptions
    /// The list of the observed object, which forgets the entry when it is invalidated.
    weak var list: KeyValueObserverList?

    private var read: (@MainActor (AnyObject) -> Any)?
    private var deliver: (@MainActor (AnyObject, _ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void)?

    init(
        key: String?, options: NSKeyValueObservingOptions, read: @escaping @MainActor (AnyObject) -> Any,
        deliver: @escaping @MainActor (AnyObject, _ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void
    ) {
        self.key = key
        self.options = options
        self.read = read
        self.deliver = deliver
    }

    /// Whether the handler is still called.
    var isValid: Bool { deliver != nil }

    /// The observed value now, boxed.
    @MainActor
    func value(of object: AnyObject) -> Any? { read?(object) }

    /// Calls the handler with boxed values (nil: not asked for).
    @MainActor
    func send(_ object: AnyObject, old: Any?, new: Any?, isPrior: Bool) {
        deliver?(object, old, new, isPrior)
    }

    /// Stops the calls and releases the handler.
    func invalidate() {
        read = nil
        deliver = nil
        if Thread.isMainThread {
            MainActor.assumeIsolated { list?.removeInvalidEntries() }
        }
    }
}
