import Foundation

/// The context menu interaction a table or collection view adds to itself (R313): a long press on
/// a row or item asks the view's delegate for its configuration, lifts the cell as the preview and
/// passes the commit and the menu's showing and closing to the delegate.
@MainActor
final class RowContextMenuInteraction: UIContextMenuInteraction {
    /// Answers the interaction's questions for the view (held here: the interaction's delegate
    /// reference is weak).
    private let relay: RowContextMenuRelay

    init(table: UITableView) {
        relay = RowContextMenuRelay(table: table)
        super.init(delegate: relay)
    }

    init(collection: UICollectionView) {
        relay = RowContextMenuRelay(collection: collection)
        super.init(delegate: relay)
    }
}

/// The questions of a row's context menu, answered by the table's or collection view's delegate.
@MainActor
final class RowContextMenuRelay: NSObject, UIContextMenuInteractionDelegate {
    private weak var table: UITableView?
    private weak var collection: UICollectionView?
    /// The row or item of the menu being shown.
    private var indexPath: IndexPath?

    init(table: UITableView) { self.table = table }
    init(collection: UICollectionView) { self.collection = collection }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let table, let path = table.indexPathForRow(at: location), table.cellForRow(at: path) != nil {
            indexPath = path
            return table.delegate?.tableView(table, contextMenuConfigurationForRowAt: path, point: location)
        }
        if let collection, let path = collection.indexPathForItem(at: location), collection.cellForItem(at: path) != nil
        {
            indexPath = path
            guard let delegate = collection.delegate else { return nil }
            return delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [path], point: location)
                ?? delegate.collectionView(collection, contextMenuConfigurationForItemAt: path, point: location)
        }
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        if let table {
            if let preview = table.delegate?.tableView(
                table, previewForHighlightingContextMenuWithConfiguration: configuration)
            {
                return preview
            }
            // The cell is lifted as it is at rest, not highlighted by the press.
            guard let cell = indexPath.flatMap({ table.cellForRow(at: $0) }) else { return nil }
            cell.setHighlighted(false, animated: false)
            return UITargetedPreview(view: cell)
        }
        if let collection {
            if let preview = collection.delegate?.collectionView(
                collection, previewForHighlightingContextMenuWithConfiguration: configuration)
            {
                return preview
            }
            guard let cell = indexPath.flatMap({ collection.cellForItem(at: $0) }) else { return nil }
            cell.isHighlighted = false
            return UITargetedPreview(view: cell)
        }
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        if let table { table.delegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator) }
        if let collection {
            collection.delegate?.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        if let table {
            table.delegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        }
        if let collection {
            collection.delegate?.collectionView(
                collection, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        if let table {
            table.delegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        if let collection {
            collection.delegate?.collectionView(
                collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
}
