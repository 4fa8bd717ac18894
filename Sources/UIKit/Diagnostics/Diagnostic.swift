import Foundation

/// A UIKit trap or a bad input, detected and explained (never silently "fixed").
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A stable name, e.g. `missingAsset` or `completeTransitionNotCalled`.
    public var name: String
    /// What happened, naming the objects involved.
    public var message: String
    /// The rule (docs/uikit-rules.md) the behaviour follows, if any (e.g. "R19").
    public var rule: String?
    /// Media time at which it was reported.
    public var time: CFTimeInterval

    public var description: String {
        "[\(name)\(rule.map { " \($0)" } ?? "")] \(message)"
    }
}
