import Foundation

/// One item of a drop on a collection view (R345).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The item dragged.
    var dragItem: UIDragItem { get }
    /// Where it came from, when it was dragged from this collection view (nil otherwise).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What `performDropWith` is handed (R345): the items, where they go, and how each item's preview
/// lands.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The items dropped.
    var items: [UICollectionViewDropItem] { get }
    /// Where the items go (the gap made for them, or the item under the finger; nil: none).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal.
    var proposal: UICollectionViewDropProposal { get }
    /// The session.
    var session: UIDropSession { get }
    /// Flies `dragItem`'s preview to the cell at `indexPath` (call after updating the data).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Flies `dragItem`'s preview into `rect` of the cell at `indexPath`, shrinking away.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Flies `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// A dropped item as a collection or table view hands it (R345).
@MainActor
final class DropItem: NSObject, UICollectionViewDropItem, UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
        super.init()
    }
}

/// Where the app sent each dropped item's preview, and the animator it was given for it: the
/// bookkeeping of both drop coordinators (R345).
@MainActor
struct DropLandings {
    /// Where an item's preview lands.
    enum Landing {
        case item(IndexPath)
        case into(IndexPath, CGRect)
        case target(UIDragPreviewTarget)
    }

    private var landings: [ObjectIdentifier: (Landing, DragAnimator)] = [:]

    /// Records `landing` for `item`; the same item keeps its animator.
    mutating func record(_ item: UIDragItem, _ landing: Landing) -> UIDragAnimating {
        let animator = landings[ObjectIdentifier(item)]?.1 ?? DragAnimator()
        landings[ObjectIdentifier(item)] = (landing, animator)
        return animator
    }

    func landing(of item: UIDragItem) -> (Landing, DragAnimator)? { landings[ObjectIdentifier(item)] }
}

/// The coordinator of one drop on a collection view: where the app sent each item's preview.
@MainActor
final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession
    private var landings = DropLandings()

    init(
        items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
        session: UIDropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        landings.record(dragItem, .item(indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        landings.record(dragItem, .into(indexPath, rect))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        landings.record(dragItem, .target(target))
    }

    func landing(of item: UIDragItem) -> (DropLandings.Landing, DragAnimator)? { landings.landing(of: item) }
}
