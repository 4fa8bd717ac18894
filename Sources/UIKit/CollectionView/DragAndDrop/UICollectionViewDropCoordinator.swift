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

/// A dropped item as the collection view hands it.
@MainActor
final class CollectionDropItem: NSObject, UICollectionViewDropItem {
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

/// The coordinator of one drop: it records where the app sent each item's preview.
@MainActor
final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    /// Where an item's preview lands.
    enum Landing {
        case item(IndexPath)
        case into(IndexPath, CGRect)
        case target(UIDragPreviewTarget)
    }

    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession
    /// Each item's landing and the animator the app was given for it.
    private(set) var landings: [ObjectIdentifier: (Landing, DragAnimator)] = [:]

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
        record(dragItem, .item(indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        record(dragItem, .into(indexPath, rect))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        record(dragItem, .target(target))
    }

    private func record(_ item: UIDragItem, _ landing: Landing) -> UIDragAnimating {
        let animator = landings[ObjectIdentifier(item)]?.1 ?? DragAnimator()
        landings[ObjectIdentifier(item)] = (landing, animator)
        return animator
    }

    func landing(of item: UIDragItem) -> (Landing, DragAnimator)? { landings[ObjectIdentifier(item)] }
}
