import Foundation

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
