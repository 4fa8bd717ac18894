import Foundation

/// What a collection view asks and tells about drags of its items (R345). Only the items are
/// required, as in UIKit.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items to drag for a long press on the item at `indexPath` (empty: no drag).
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// How the lifted item's cell is drawn (nil: the whole cell).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    /// The drag began (the finger moved after the lift).
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    /// The drag ended, dropped or not.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the items (default true).
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession)
        -> Bool
    /// Whether the drag must stay in the app (default false; always so here).
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool { false }
}
