import Foundation

/// A collection view's drag and drop (R345): its delegates, and the drag or drop in progress.
/// UIKit puts a drag interaction and a drop interaction on the collection view whose delegate
/// answers for the items; `CollectionDragBridge` is that delegate here.
@MainActor
struct CollectionDragAndDrop {
    weak var dragDelegate: UICollectionViewDragDelegate?
    weak var dropDelegate: UICollectionViewDropDelegate?
    /// The interactions' delegate, made with the first of the two delegates.
    var bridge: CollectionDragBridge?
    var dragInteraction: UIDragInteraction?
    var dropInteraction: UIDropInteraction?
    /// The item the drag lifted, from its long press to the drag's end.
    var sourceIndexPath: IndexPath?
    /// Whether items lifted from the collection view are being dragged.
    var hasActiveDrag = false
    /// Whether a drag is over the collection view.
    var hasActiveDrop = false
}

extension UICollectionView {
    /// Gives the items to drag and hears of the drags (R345).
    public var dragDelegate: UICollectionViewDragDelegate? {
        get { dragAndDrop.dragDelegate }
        set {
            dragAndDrop.dragDelegate = newValue
            installDragAndDropInteractions()
        }
    }

    /// Takes drops (R345).
    public var dropDelegate: UICollectionViewDropDelegate? {
        get { dragAndDrop.dropDelegate }
        set {
            dragAndDrop.dropDelegate = newValue
            installDragAndDropInteractions()
        }
    }

    /// Whether items lifted from the collection view are being dragged (from the drag's beginning
    /// to its end).
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }

    /// Whether a drag is over the collection view (from its entering to its leaving or ending).
    public var hasActiveDrop: Bool { dragAndDrop.hasActiveDrop }

    /// Adds the drag interaction with a drag delegate and the drop interaction with a drop
    /// delegate (removing them when the delegate goes).
    private func installDragAndDropInteractions() {
        let bridge = dragAndDrop.bridge ?? CollectionDragBridge(collectionView: self)
        dragAndDrop.bridge = bridge
        if dragAndDrop.dragDelegate != nil, dragAndDrop.dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: bridge)
            dragAndDrop.dragInteraction = interaction
            addInteraction(interaction)
        } else if dragAndDrop.dragDelegate == nil, let interaction = dragAndDrop.dragInteraction {
            removeInteraction(interaction)
            dragAndDrop.dragInteraction = nil
        }
        if dragAndDrop.dropDelegate != nil, dragAndDrop.dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: bridge)
            dragAndDrop.dropInteraction = interaction
            addInteraction(interaction)
        } else if dragAndDrop.dropDelegate == nil, let interaction = dragAndDrop.dropInteraction {
            removeInteraction(interaction)
            dragAndDrop.dropInteraction = nil
        }
    }
}
