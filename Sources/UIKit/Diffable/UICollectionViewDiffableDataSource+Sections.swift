import Foundation

extension UICollectionViewDiffableDataSource {
    /// What happens when an outline item expands or collapses (R325): each handler is optional;
    /// without `shouldExpandItem` / `shouldCollapseItem` every item may. (UIKit names its generic
    /// parameter `ItemIdentifierType`, shadowing the class's, which Swift 6 refuses.)
    @preconcurrency @MainActor
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// The item is about to expand.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// The item is about to collapse.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent that expands, given its current children's
        /// snapshot (loading them lazily); nil: the children it has.
        public var snapshotForExpandingParent:
            (
                (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
                    NSDiffableDataSourceSectionSnapshot<Item>
            )?

        /// No handlers.
        public init() {}
    }

    /// Shows `snapshot` as `section`'s items (appending the section if it is not there): its
    /// visible items are the section's, with the difference from before animated as one batch
    /// (R301, R325). Outline cells get their indentation level and expanded state from it.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = current.settled
        whole.replaceItems(inSection: section, with: snapshot.visibleItems)
        sectionSnapshots[section] = snapshot
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineCells(in: section, animated: animatingDifferences)
    }

    /// `section`'s items as a section snapshot: its outline when one was applied, else its items as
    /// a flat list (empty for a section not in the data source).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let outline = sectionSnapshots[section] { return outline }
        return NSDiffableDataSourceSectionSnapshot(flat: current.itemIdentifiers(inSection: section))
    }

    /// Keeps the outline of each section whose items `snapshot` leaves as the outline shows them;
    /// the others become flat lists (a whole-view snapshot carries no hierarchy).
    func keepOutlines(matching snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in sectionSnapshots
        where snapshot.indexOfSection(section) == nil
            || outline.visibleItems != snapshot.itemIdentifiers(inSection: section)
        {
            sectionSnapshots[section] = nil
        }
    }

    /// The outline's level and expansion of the item at `indexPath`, when its section is an outline.
    func outlineState(at indexPath: IndexPath) -> (level: Int, expanded: Bool)? {
        guard let section = current.section(at: indexPath.section), let outline = sectionSnapshots[section],
            outline.isHierarchical, let item = current.item(at: indexPath)
        else { return nil }
        return (outline.level(of: item), outline.isExpanded(item))
    }

    /// Gives the section's cells on screen their outline state (the chevron turns, animated).
    private func refreshOutlineCells(in section: SectionIdentifierType, animated: Bool) {
        guard let collectionView, let index = current.indexOfSection(section) else { return }
        for path in collectionView.indexPathsForVisibleItems where path.section == index {
            guard let cell = collectionView.cellForItem(at: path), let state = outlineState(at: path) else { continue }
            cell.setOutlineState(level: state.level, expanded: state.expanded, animated: animated)
        }
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    /// An outline disclosure's tap (R325): collapses an expanded item, else expands it (its
    /// children from `snapshotForExpandingParent` when set), asking the handlers first.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let section = current.section(at: indexPath.section), let item = current.item(at: indexPath) else {
            return
        }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }

    func outlineLevelAndExpansion(at indexPath: IndexPath) -> (level: Int, expanded: Bool)? {
        outlineState(at: indexPath)
    }
}
