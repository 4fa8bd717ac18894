import Foundation

/// A table view's drag and drop (R345): its delegates, and the drag or drop in progress, through
/// a drag and a drop interaction on the table whose delegate is `TableDragBridge`.
@MainActor
struct TableDragAndDrop {
    weak var dragDelegate: UITableViewDragDelegate?
    weak var dropDelegate: UITableViewDropDelegate?
    var bridge: TableDragBridge?
    var dragInteraction: UIDragInteraction?
    var dropInteraction: UIDropInteraction?
    /// The row the drag lifted, and where the finger pressed it (table coordinates).
    var sourceIndexPath: IndexPath?
    var liftPoint: CGPoint = .zero
    /// Whether rows lifted from the table are being dragged.
    var hasActiveDrag = false
    /// Whether a drag is over the table.
    var hasActiveDrop = false
}

extension UITableView {
    /// Gives the items to drag and hears of the drags (R345).
    public var dragDelegate: UITableViewDragDelegate? {
        get { dragAndDrop.dragDelegate }
        set {
            dragAndDrop.dragDelegate = newValue
            installDragAndDropInteractions()
        }
    }

    /// Takes drops (R345).
    public var dropDelegate: UITableViewDropDelegate? {
        get { dragAndDrop.dropDelegate }
        set {
            dragAndDrop.dropDelegate = newValue
            installDragAndDropInteractions()
        }
    }

    /// Whether rows lifted from the table are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }

    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { dragAndDrop.hasActiveDrop }

    private func installDragAndDropInteractions() {
        let bridge = dragAndDrop.bridge ?? TableDragBridge(tableView: self)
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
