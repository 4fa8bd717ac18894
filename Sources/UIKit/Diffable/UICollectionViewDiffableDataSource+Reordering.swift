import Foundation

extension UICollectionViewDiffableDataSource {
    /// Whether items can be reordered and what the data source tells about a reorder (R326).
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        /// Whether the item may be picked up (nil: no item can be reordered).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// A reorder is about to update the data source's snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// A reorder updated the snapshot: apply `transaction.difference` to your own data here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers.
        public init() {}
    }

    /// The move the collection view made (the cell already shows at its new place): the snapshot
    /// and the outlines follow it, told to `willReorder` before and `didReorder` after.
    func commitReorder(from source: IndexPath, to destination: IndexPath) {
        let initial = current.settled
        guard let item = initial.item(at: source), let fromSection = initial.section(at: source.section),
            let toSection = initial.section(at: destination.section)
        else { return }
        var final = initial
        var sourceItems = initial.itemIdentifiers(inSection: fromSection)
        sourceItems.remove(at: source.item)
        var targetItems = fromSection == toSection ? sourceItems : initial.itemIdentifiers(inSection: toSection)
        targetItems.insert(item, at: min(max(0, destination.item), targetItems.count))
        if fromSection != toSection { final.replaceItems(inSection: fromSection, with: sourceItems) }
        final.replaceItems(inSection: toSection, with: targetItems)
        // The outlines: the item (with its children) goes where it was dropped among the visible items.
        var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] =
            []
        for section in Set([fromSection, toSection]) {
            let before = snapshot(for: section)
            var after: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
            if let outline = sectionSnapshots[section], outline.isHierarchical {
                after = outline
                if section == toSection {
                    let at = min(max(0, destination.item), targetItems.count - 1)
                    let previous = at > 0 ? targetItems[at - 1] : nil
                    let next = at + 1 < targetItems.count ? targetItems[at + 1] : nil
                    if section != fromSection, let sourceOutline = sectionSnapshots[fromSection] {
                        after.append(sourceOutline.snapshot(of: item, includingParent: true))
                    } else if section != fromSection {
                        after.append([item])
                    }
                    after.move(item, after: previous, before: next)
                } else {
                    after.delete([item])
                }
                sectionSnapshots[section] = after
            } else {
                after = NSDiffableDataSourceSectionSnapshot(flat: final.itemIdentifiers(inSection: section))
                if section == fromSection && section != toSection { sectionSnapshots[section] = nil }
            }
            sectionTransactions.append(
                NSDiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
                    difference: after.items.difference(from: before.items).inferringMoves()))
        }
        let order = final.sectionIdentifiers
        sectionTransactions.sort {
            (order.firstIndex(of: $0.sectionIdentifier) ?? 0) < (order.firstIndex(of: $1.sectionIdentifier) ?? 0)
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
            sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }
}
