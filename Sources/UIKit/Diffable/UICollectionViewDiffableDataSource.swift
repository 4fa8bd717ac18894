import Foundation

/// A collection view's data source driven by snapshots of identifiers (R303): `apply(_:)` works
/// out what changed since the last snapshot and animates it as one batch update (R301); cells come
/// from the cell provider.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the headers and footers the layout places.
    public var supplementaryViewProvider: SupplementaryViewProvider?

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
}

/// A table view's data source driven by snapshots of identifiers (R303): `apply(_:)` deletes,
/// inserts and reloads the rows that changed with `defaultRowAnimation`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows come and go in an animated apply (`.automatic`).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The data source's current state (a copy to change and apply).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: rows deleted, inserted and reloaded animate together when
    /// `animatingDifferences`; a moved row is deleted and inserted; a change of sections reloads.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let tableView else {
            current = snapshot.settled
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        guard difference.deletedSections.isEmpty, difference.insertedSections.isEmpty else {
            // (The table's batch updates here handle rows, not sections.)
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let animation = defaultRowAnimation
        let run = {
            tableView.performBatchUpdates(
                {
                    self.current = snapshot.settled
                    tableView.deleteRows(
                        at: difference.deletedItems + difference.movedItems.map(\.from), with: animation)
                    tableView.insertRows(
                        at: difference.insertedItems + difference.movedItems.map(\.to), with: animation)
                    let reloaded = difference.reloadedItems.filter { path in
                        !difference.movedItems.contains { $0.from == path }
                    }
                    tableView.reloadRows(at: reloaded, with: animation)
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
    }

    /// Shows `snapshot` by reloading the table view.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.settled
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        DiagnosticLog.current.report(
            "cellProviderReturnedNil",
            "the diffable data source's cell provider returned no cell for \(indexPath): UIKit raises. Return a dequeued cell"
        )
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title (a subclass overrides it, as on iOS).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title (a subclass overrides it, as on iOS).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
