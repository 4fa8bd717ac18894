import Foundation

/// A collection view's data source driven by snapshots of identifiers (R303): `apply(_:)` works
/// out what changed since the last snapshot and animates it as one batch update (R301); cells come
/// from the cell provider. A section can be an outline (R325, `apply(_:to:)` with a section
/// snapshot, expanded and collapsed by outline disclosures) and items can be reordered (R326,
/// `reorderingHandlers`). The class body holds the stored state; the section snapshots, the
/// outline and reordering are in `+Sections` and `+Reordering`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines of the sections applied as section snapshots (R325); a section absent here is
    /// a flat list of its items.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes the headers and footers the layout places.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What happens when an outline item expands or collapses (R325).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Whether and how items are reordered (R326); without `canReorderItem`, none is.
    public var reorderingHandlers = ReorderingHandlers()

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The data source's current state (a copy to change and apply).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the differences from the current one animate as one batch (inserted items
    /// fade in, deleted ones fade out, the rest slide to their places) when `animatingDifferences`,
    /// else they apply at once; `completion` runs after.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        keepOutlines(matching: snapshot)
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`'s difference from the current one (the section outlines already set).
    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        guard let collectionView else {
            current = snapshot.settled
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let run = {
            collectionView.performBatchUpdates(
                {
                    self.current = snapshot.settled
                    collectionView.deleteSections(difference.deletedSections)
                    collectionView.insertSections(difference.insertedSections)
                    collectionView.deleteItems(at: difference.deletedItems)
                    collectionView.insertItems(at: difference.insertedItems)
                    for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                    collectionView.reloadItems(at: difference.reloadedItems)
                    collectionView.reloadSections(difference.reloadedSections)
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
    }

    /// Shows `snapshot` by reloading the collection view, without working out differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        keepOutlines(matching: snapshot)
        current = snapshot.settled
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where the item is.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// Where the section is.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        DiagnosticLog.current.report(
            "cellProviderReturnedNil",
            "the diffable data source's cell provider returned no cell for \(indexPath): UIKit raises. Return a dequeued cell"
        )
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the item may be picked up: `reorderingHandlers.canReorderItem` says (none: no, R326).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot follows, between `willReorder` and `didReorder` (R326).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        commitReorder(from: sourceIndexPath, to: destinationIndexPath)
    }
}
