import Foundation

/// One invariant of the app's state that does not hold (`Simulator.checkInvariants()`): a stable
/// name, as diagnostics have, and a sentence naming the objects involved.
public struct InvariantViolation: Equatable, Sendable, CustomStringConvertible {
    /// A stable name, e.g. `appearedButNotInWindow`.
    public var name: String
    /// What is wrong, naming the controllers or views.
    public var message: String

    /// Creates a violation.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { "\(name): \(message)" }
}
