import Foundation

/// A registration made by `observe(_:options:changeHandler:)`: the handler is called until
/// `invalidate()` or until this object is released, whichever comes first (Foundation's class). It
/// holds the observed object weakly, as Foundation's does, so an observation never keeps it alive.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let entry: KeyValueObserverEntry

    init(entry: KeyValueObserverEntry) {
        self.entry = entry
        super.init()
    }

    /// Stops the calls; the handler (and what it captured) is released at once. Calling it again,
    /// or after the object went away, does nothing.
    public func invalidate() { entry.invalidate() }

    deinit { entry.invalidate() }
}
