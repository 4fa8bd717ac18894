import Foundation

/// The objects that can be observed with `observe(_:options:changeHandler:)` (Foundation's marker
/// protocol, which there every `NSObject` adopts). Here the classes whose setters notify adopt it:
/// `UIView` and its subclasses (see `UIView+KeyValueObserving`).
public protocol _KeyValueCodingAndObserving {}

/// An object that keeps observations and names the key paths its setters notify (the adopters of
/// `_KeyValueCodingAndObserving` here).
@MainActor
protocol KeyValueObservable: AnyObject {
    /// The key a setter of `Self` notifies for `keyPath` (a key path whose root is `Self`), or nil.
    static func observedKey(for keyPath: AnyKeyPath) -> String?
    /// The observations of this object (made on first use).
    var keyValueObserverList: KeyValueObserverList { get }
}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` whenever the property at `keyPath` is set, synchronously inside its
    /// setter — so views a handler changes inside an animation block animate along — with the old
    /// and new values as `options` ask, once at once with `.initial`, and also before each change
    /// with `.prior`. Stops when the returned observation is invalidated or released.
    ///
    /// The key paths that notify: `frame`, `bounds`, `center`, `transform`, `alpha` of `UIView`;
    /// `contentOffset`, `contentSize` of `UIScrollView`. Each notifies when its own setter runs, not
    /// when another property moves it (setting `frame` does not notify `center`; setting
    /// `contentOffset` notifies `bounds` too, since it sets the bounds). Any other key path is
    /// reported (`keyPathNotObserved`) and gets only the `.initial` call.
    @preconcurrency @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observable = self as? KeyValueObservable
        // `Self` is the static type the caller observes through, the root of its key path.
        let key = (Self.self as? KeyValueObservable.Type)?.observedKey(for: keyPath)
        let entry = KeyValueObserverEntry(
            key: key, options: options,
            read: { object in (object as! Self)[keyPath: keyPath] },
            deliver: { object, old, new, isPrior in
                let change = NSKeyValueObservedChange(
                    newValue: new.map { $0 as! Value }, oldValue: old.map { $0 as! Value }, isPrior: isPrior)
                changeHandler(object as! Self, change)
            })
        if key == nil {
            DiagnosticLog.current.report(
                "keyPathNotObserved",
                "observe(\(keyPath)) on \(Self.self): only frame, bounds, center, transform and alpha of UIView and contentOffset and contentSize of UIScrollView notify their observers here (Stagecraft has no Objective-C runtime to watch other setters); this observation gets its .initial call only"
            )
        }
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(
                self,
                NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        if key != nil, let observable { observable.keyValueObserverList.add(entry) }
        return NSKeyValueObservation(entry: entry)
    }
}
