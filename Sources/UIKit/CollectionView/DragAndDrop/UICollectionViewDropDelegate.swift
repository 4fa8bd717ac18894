import Foundation

/// What a collection view asks and tells about drops on it (R345): whether it can handle the
/// session, a proposal (with where the items would go) at each move, and the drop. Only
/// `performDropWith` is required, as in UIKit.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// Take the items: update the data and the collection view (batch updates), then
    /// `coordinator.drop(_:toItemAt:)` to fly each item's preview to its cell.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view may take the session's items (default true).
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    /// The finger entered the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// The finger moved: what a drop would do, and how (`intent`) — `.insertAtDestinationIndexPath`
    /// makes room at `destinationIndexPath` (nil: over no item).
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The finger left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    /// The session ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    /// How the cell an item drops into is drawn (nil: the whole cell).
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
}
