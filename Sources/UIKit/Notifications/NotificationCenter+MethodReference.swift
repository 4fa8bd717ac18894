import Foundation

/// Selector-style observers without the Objective-C runtime (porting.md, R294): iOS code's
/// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …, object: …)` becomes
/// `addObserver(self, selector: ViewController.keyboardWillShow, name: …, object: …)`. The
/// observer is held weakly, as NotificationCenter holds it on iOS 9 and later: once it is gone its
/// method is no longer called. `removeObserver(self)` and `removeObserver(self, name:object:)`
/// remove these registrations too.
extension NotificationCenter {
    /// Calls `observer`'s method taking the notification for each `name` posted by `object`
    /// (nil: any name, any object), on the posting thread.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { target, notification in selector(target)(notification) }
    }

    /// Calls `observer`'s method taking nothing for each `name` posted by `object`.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> () -> Void, name: NSNotification.Name?,
        object: Any?
    ) {
        register(observer, name: name, object: object) { target, _ in selector(target)() }
    }

    /// Removes every registration of `observer`: those made with a method reference and, through
    /// Foundation, any other.
    public func removeObserver(_ observer: AnyObject) {
        MethodObserverRegistry.remove(observer: observer, name: nil, object: nil, from: self)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (nil: all) and `object` (nil: any).
    public func removeObserver(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        MethodObserverRegistry.remove(observer: observer, name: name, object: object, from: self)
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(
        _ observer: Observer, name: NSNotification.Name?, object: Any?,
        call: @escaping (Observer, Notification) -> Void
    ) {
        let box = WeakObserver(observer)
        // The closure runs on the posting thread, as Foundation's observers do.
        nonisolated(unsafe) let call = call
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            guard let target = box.object as? Observer else {
                // The observer is gone: stop listening, as UIKit's weak observers do.
                if let token = box.token, let self { self.removeObserver(token as Any) }
                return
            }
            call(target, notification)
        }
        box.token = token
        MethodObserverRegistry.add(
            token: token, observer: observer, name: name, object: object.map { $0 as AnyObject }, center: self)
    }
}

/// A weak reference to an observer.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    var token: NSObjectProtocol?
    init(_ object: AnyObject) { self.object = object }
}

/// The method-reference registrations, so `removeObserver(_:)` can find them.
private enum MethodObserverRegistry {
    struct Entry {
        let token: NSObjectProtocol
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        weak var object: AnyObject?
        weak var center: NotificationCenter?
    }
    nonisolated(unsafe) static var entries: [Entry] = []
    static let lock = NSLock()

    static func add(
        token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?,
        center: NotificationCenter
    ) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(token: token, observer: observer, name: name, object: object, center: center))
    }

    static func remove(observer: AnyObject, name: NSNotification.Name?, object: Any?, from center: NotificationCenter) {
        lock.lock()
        let objectRef = object.map { $0 as AnyObject }
        let matching = entries.filter {
            $0.observer === observer && $0.center === center && (name == nil || $0.name == name)
                && (objectRef == nil || $0.object === objectRef)
        }
        entries.removeAll { entry in matching.contains { $0.token === entry.token } || entry.observer == nil }
        lock.unlock()
        for entry in matching { center.removeObserver(entry.token as Any) }
    }
}
