import Foundation

/// One item of a drop on a table view (R345).
@preconcurrency @MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The item dragged.
    var dragItem: UIDragItem { get }
    /// Where it came from, when it was dragged from this table (nil otherwise).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What `performDropWith` is handed (R345): the items, where they go, and how each item's preview
/// lands.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items dropped.
    var items: [UITableViewDropItem] { get }
    /// Where the items go (the gap made for them, or the row under the finger; nil: none).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal.
    var proposal: UITableViewDropProposal { get }
    /// The session.
    var session: UIDropSession { get }
    /// Flies `dragItem`'s preview to the row at `indexPath` (call after updating the data).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Flies `dragItem`'s preview into `rect` of the row at `indexPath`, shrinking away.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Flies `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// The coordinator of one drop on a table: where the app sent each item's preview.
@MainActor
final class TableDropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession
    private var landings = DropLandings()

    init(
        items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
        session: UIDropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        landings.record(dragItem, .item(indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        landings.record(dragItem, .into(indexPath, rect))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        landings.record(dragItem, .target(target))
    }

    func landing(of item: UIDragItem) -> (DropLandings.Landing, DragAnimator)? { landings.landing(of: item) }
}
