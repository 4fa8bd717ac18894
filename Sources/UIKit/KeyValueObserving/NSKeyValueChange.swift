import Foundation

/// The kind of change an observation reports (Foundation's raw values). A property setter's change
/// is always `.setting`; the others belong to to-many relationships, which nothing here observes.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}
