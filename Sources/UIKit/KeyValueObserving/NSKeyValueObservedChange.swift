import Foundation

/// One change of an observed property, as `observe(_:options:changeHandler:)` delivers it: the old
/// and new values when the options asked for them, and whether this is the call before the change.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (Foundation's type).
    public typealias Kind = NSKeyValueChange

    /// `.setting` for every property change here.
    public let kind: Kind
    /// The value after the change, with `.new` (nil in a prior call).
    public let newValue: Value?
    /// The value before the change, with `.old` (nil in the `.initial` call).
    public let oldValue: Value?
    /// The indexes a to-many change touched; always nil here.
    public let indexes: IndexSet?
    /// Whether this is the call made before the change (`.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
