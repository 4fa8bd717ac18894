import Foundation

/// A drop proposal with where in the collection view the items would go (R345).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// How the items would go in.
    public enum Intent: Int, Sendable {
        /// Not said: the items are not placed by the collection view while dragging.
        case unspecified = 0
        /// Inserted at the destination: the items there make room for them.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination (a folder): that cell is highlighted.
        case insertIntoDestinationIndexPath = 2
        /// Chosen by where the finger is over the item.
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
