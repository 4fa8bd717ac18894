import Foundation

/// A drop proposal with where in the table the items would go (R345).
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// How the items would go in.
    public enum Intent: Int, Sendable {
        /// Not said: the rows do not make room while dragging.
        case unspecified = 0
        /// Inserted at the destination: the rows there make room.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination.
        case insertIntoDestinationIndexPath = 2
        /// Chosen by where the finger is over the row.
        case automatic = 3
    }

    /// How the items would go in.
    public let intent: Intent

    /// A proposal to perform `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to perform `operation`, placing nothing while dragging.
    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
