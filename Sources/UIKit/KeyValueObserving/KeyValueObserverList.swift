import Foundation

/// The observations of one object, in the order they were made, and the notification around a
/// change: `willChange` reads the old values (and makes the `.prior` calls), the change happens,
/// `didChange` reads the new values and calls the handlers, in registration order — synchronously,
/// inside the setter, so a change a handler makes joins the animation block the setter runs in.
@MainActor
final class KeyValueObserverList {
    /// A change announced by `willChange`: the entries watching its key and their old values.
    struct PendingChange {
        fileprivate let entries: [(entry: KeyValueObserverEntry, old: Any?)]
    }

    private var entries: [KeyValueObserverEntry] = []

    /// Starts delivering changes of `entry.key` to `entry`.
    func add(_ entry: KeyValueObserverEntry) {
        entry.list = self
        entries.append(entry)
    }

    /// Forgets invalidated entries.
    func removeInvalidEntries() { entries.removeAll { !$0.isValid } }

    /// Whether any valid observation watches `key`.
    func observes(_ key: String) -> Bool { entries.contains { $0.key == key && $0.isValid } }

    /// Before `object`'s `key` changes: the old values of the observations that asked for them, and
    /// the `.prior` calls.
    func willChange(_ key: String, of object: AnyObject) -> PendingChange {
        let watching = entries.filter { $0.key == key && $0.isValid }
        let pending = watching.map { entry in (entry, entry.options.contains(.old) ? entry.value(of: object) : nil) }
        for (entry, old) in pending where entry.options.contains(.prior) {
            entry.send(object, old: old, new: nil, isPrior: true)
        }
        return PendingChange(entries: pending)
    }

    /// After the change announced by `pending`: every new value is read first, then the handlers
    /// are called (as Foundation does, so a handler that changes the value again does not alter
    /// what the next handler of this change receives).
    func didChange(_ pending: PendingChange, of object: AnyObject) {
        let changes = pending.entries.map { entry, old in
            (entry, old, entry.options.contains(.new) ? entry.value(of: object) : nil)
        }
        for (entry, old, new) in changes where entry.isValid {
            entry.send(object, old: old, new: new, isPrior: false)
        }
    }
}
