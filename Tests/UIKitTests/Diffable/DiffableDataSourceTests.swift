import XCTest

@testable import UIKit

@MainActor
final class DiffableDataSourceTests: XCTestCase {
    enum Section: Hashable, Sendable { case main, extra }

    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        host = UIViewController()
        app = TestApp(root: host)
        DiagnosticLog.current.removeAll()
    }

    private func collection() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, Int>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "n")
        host.view.addSubview(collectionView)
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
            (cell as? CountingCell)?.item = item
            return cell
        }
        return (collectionView, source)
    }

    private func shown(_ collectionView: UICollectionView) -> [[Int]] {
        (0..<collectionView.numberOfSections).map { s in
            (0..<collectionView.numberOfItems(inSection: s)).map {
                (collectionView.cellForItem(at: IndexPath(item: $0, section: s)) as? CountingCell)?.item ?? -1
            }
        }
    }

    /// R303: a snapshot's sections and items by identifier, in order, and its queries.
    func testR303ASnapshotKeepsSectionsAndItemsInOrderAndRefusesDuplicates() async {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3])
        snapshot.insertSections([.extra], beforeSection: .main)
        snapshot.appendItems([9], toSection: .extra)
        snapshot.insertItems([7], afterItem: 1)
        snapshot.moveItem(3, beforeItem: 1)
        snapshot.appendItems([2])
        XCTAssertEqual(snapshot.sectionIdentifiers, [.extra, .main])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), [3, 1, 7, 2])
        XCTAssertEqual(snapshot.itemIdentifiers, [9, 3, 1, 7, 2])
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.indexOfItem(7), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 9), .extra)
        XCTAssertTrue(DiagnosticLog.current.entries.contains { $0.name == "invalidSnapshot" }, "2 was already there")
        snapshot.deleteItems([1, 9])
        snapshot.deleteSections([.extra])
        XCTAssertEqual(snapshot.itemIdentifiers, [3, 7, 2])
    }

    /// R303: applying a snapshot animates the difference as one batch: the surviving items keep
    /// their cells and slide; the new fade in; the completion runs at the end.
    func testR303ApplyingASnapshotAnimatesItsDifferenceAsOneBatch() async {
        let (collectionView, source) = collection()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3, 4])
        source.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(shown(collectionView), [[1, 2, 3, 4]])
        let three = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        var done = false
        var next = source.snapshot()
        next.deleteItems([1])
        next.moveItem(4, beforeItem: 2)
        next.appendItems([5])
        source.apply(next) { done = true }
        XCTAssertEqual(shown(collectionView), [[4, 2, 3, 5]])
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === three, "3 kept its cell")
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 0, section: 0)), 4)
        XCTAssertEqual(source.indexPath(for: 5), IndexPath(item: 3, section: 0))
        XCTAssertFalse(done)
        app.advance(seconds: 0.4)
        XCTAssertTrue(done)
        XCTAssertFalse(DiagnosticLog.current.entries.contains { $0.name == "invalidCollectionUpdate" })
    }

    /// R303: sections come and go with their items; reloading an item replaces its cell.
    func testR303SectionsComeAndGoAndAReloadedItemGetsANewCell() async {
        let (collectionView, source) = collection()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2])
        source.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let two = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var next = snapshot
        next.insertSections([.extra], beforeSection: .main)
        next.appendItems([8, 9], toSection: .extra)
        next.reloadItems([2])
        UIView.performWithoutAnimation { source.apply(next) }
        XCTAssertEqual(shown(collectionView), [[8, 9], [1, 2]])
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) === two, "2 was reloaded")
        XCTAssertTrue(source.snapshot().reloadedItemIdentifiers.isEmpty, "the kept snapshot has no reload marks")
        XCTAssertEqual(source.sectionIdentifier(for: 0), .extra)
        XCTAssertFalse(DiagnosticLog.current.entries.contains { $0.name == "invalidCollectionUpdate" })
    }

    /// R303: a table's diffable data source deletes and inserts the rows that changed.
    func testR303ATableDiffableDataSourceUpdatesItsRows() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        host.view.addSubview(table)
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["One", "Two", "Three"])
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        var next = snapshot
        next.deleteItems(["Two"])
        next.insertItems(["Zero"], beforeItem: "One")
        UIView.performWithoutAnimation { source.apply(next) }
        table.layoutIfNeeded()
        let texts = (0..<table.numberOfRows(inSection: 0)).map {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
        XCTAssertEqual(texts, ["Zero", "One", "Three"])
        XCTAssertFalse(DiagnosticLog.current.entries.contains { $0.name == "invalidTableUpdate" })
    }

    /// The longest run in order stays; the rest are the moves.
    func testTheLongestIncreasingRunIsWhatStays() async {
        XCTAssertEqual(SnapshotDifference.longestIncreasing([3, 0, 1, 2]), [0, 1, 2])
        XCTAssertEqual(SnapshotDifference.longestIncreasing([]), [])
        XCTAssertEqual(SnapshotDifference.longestIncreasing([2, 1]).count, 1)
    }
}
