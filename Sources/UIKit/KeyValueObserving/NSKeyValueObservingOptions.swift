import Foundation

/// What an observation's change handler is given, and when it is called (Foundation's names and
/// raw values; swift-corelibs-foundation has no key-value observing, so UIKit supplies them).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the value after it (`newValue`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it (`oldValue`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is also called once at once, from `observe(_:options:changeHandler:)`.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change (`isPrior`), as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
