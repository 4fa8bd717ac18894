import Foundation

extension UIView: _KeyValueCodingAndObserving {}

extension UIView: KeyValueObservable {
    /// The list holding this view's observations.
    var keyValueObserverList: KeyValueObserverList {
        if let list = keyValueObservers { return list }
        let list = KeyValueObserverList()
        keyValueObservers = list
        return list
    }

    /// Called first in the setter of `key`: reads the old values and makes the `.prior` calls; nil
    /// (and nothing done) when no one observes `key`. The setter then defers
    /// `didChangeObservedValue` with the result.
    func willChangeObservedValue(forKey key: String) -> KeyValueObserverList.PendingChange? {
        guard let list = keyValueObservers, list.observes(key) else { return nil }
        return list.willChange(key, of: self)
    }

    /// Called last in a setter, with what `willChangeObservedValue` returned: calls the handlers.
    func didChangeObservedValue(_ pending: KeyValueObserverList.PendingChange?) {
        guard let pending, let list = keyValueObservers else { return }
        list.didChange(pending, of: self)
    }
}

extension KeyValueObservable where Self: UIView {
    static func observedKey(for keyPath: AnyKeyPath) -> String? {
        // Key paths built on `Self`, the caller's static type: `\UIScrollView.frame` is not equal to
        // `\UIView.frame`, so the table is made for the root the caller's key path has.
        let keys: [AnyKeyPath: String] = [
            \Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center", \Self.transform: "transform",
            \Self.alpha: "alpha",
        ]
        return keys[keyPath] ?? (Self.self as? ScrollViewKeyValueObservable.Type)?.observedScrollKey(for: keyPath)
    }
}

/// The keys a scroll view adds to a view's.
@MainActor
protocol ScrollViewKeyValueObservable {
    /// The key a setter of `Self` (a scroll view) notifies for `keyPath`, or nil.
    static func observedScrollKey(for keyPath: AnyKeyPath) -> String?
}

extension UIScrollView: ScrollViewKeyValueObservable {}

extension ScrollViewKeyValueObservable where Self: UIScrollView {
    static func observedScrollKey(for keyPath: AnyKeyPath) -> String? {
        let keys: [AnyKeyPath: String] = [\Self.contentOffset: "contentOffset", \Self.contentSize: "contentSize"]
        return keys[keyPath]
    }
}
