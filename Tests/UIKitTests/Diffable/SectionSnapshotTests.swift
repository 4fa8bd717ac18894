import XCTest

@testable import UIKit

/// Section snapshots and outlines (R325), reordering through the diffable data source (R326).
@MainActor
final class SectionSnapshotTests: XCTestCase {
    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        host = UIViewController()
        app = TestApp(root: host)
        DiagnosticLog.current.removeAll()
    }

    /// Fruits (Apple, Pear) and Vegetables (Leek (Baby leek)), expanded as asked.
    private func outline(expanding: [String] = []) -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruits", "Vegetables"])
        s.append(["Apple", "Pear"], to: "Fruits")
        s.append(["Leek"], to: "Vegetables")
        s.append(["Baby leek"], to: "Leek")
        s.expand(expanding)
        return s
    }

    func testR325ASectionSnapshotIsAnOutlineOfItems() async throws {
        var s = outline(expanding: ["Fruits"])
        XCTAssertEqual(s.items, ["Fruits", "Apple", "Pear", "Vegetables", "Leek", "Baby leek"])
        XCTAssertEqual(s.visibleItems, ["Fruits", "Apple", "Pear", "Vegetables"])
        XCTAssertEqual(s.rootItems, ["Fruits", "Vegetables"])
        XCTAssertEqual(s.parent(of: "Baby leek"), "Leek")
        XCTAssertNil(s.parent(of: "Fruits"))
        XCTAssertEqual(s.level(of: "Baby leek"), 2)
        XCTAssertEqual(s.level(of: "Fruits"), 0)
        XCTAssertEqual(s.index(of: "Leek"), 4)
        XCTAssertTrue(s.isExpanded("Fruits"))
        XCTAssertFalse(s.isVisible("Leek"), "under a collapsed parent")
        s.expand(["Vegetables"])
        XCTAssertTrue(s.isVisible("Leek"))
        XCTAssertFalse(s.isVisible("Baby leek"), "Leek itself is collapsed")
        // Insert before/after keep the level of the item named; after goes past its children.
        s.insert(["Fig"], before: "Pear")
        s.insert(["Herbs"], after: "Fruits")
        XCTAssertEqual(s.items, ["Fruits", "Apple", "Fig", "Pear", "Herbs", "Vegetables", "Leek", "Baby leek"])
        XCTAssertEqual(s.level(of: "Fig"), 1)
        XCTAssertEqual(s.level(of: "Herbs"), 0)
        // A subtree as a snapshot of its own, with or without its parent.
        let veg = s.snapshot(of: "Vegetables")
        XCTAssertEqual(veg.rootItems, ["Leek"])
        XCTAssertEqual(veg.items, ["Leek", "Baby leek"])
        let withParent = s.snapshot(of: "Vegetables", includingParent: true)
        XCTAssertEqual(withParent.rootItems, ["Vegetables"])
        XCTAssertTrue(withParent.isExpanded("Vegetables"))
        // Deleting a parent deletes its subtree.
        s.delete(["Vegetables"])
        XCTAssertFalse(s.contains("Baby leek"))
        XCTAssertEqual(s.rootItems, ["Fruits", "Herbs"])
        XCTAssertEqual(
            s.visualDescription(),
            """
            <NSDiffableDataSourceSectionSnapshot: 5 items, 5 visible>
            + Fruits
                  Apple
                  Fig
                  Pear
              Herbs
            """)
        // A duplicate is reported and left out.
        s.append(["Apple"])
        XCTAssertEqual(s.items.filter { $0 == "Apple" }.count, 1)
        XCTAssertTrue(DiagnosticLog.current.entries.contains { $0.name == "invalidSnapshot" })
    }

    private func outlineList() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 700),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        host.view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            cv, indexPath, item in cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        return (collectionView, source)
    }

    private func texts(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.compactMap {
            (collectionView.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    func testR325ApplyingASectionSnapshotShowsItsVisibleItemsWithLevels() async throws {
        let (cv, source) = outlineList()
        var whole = NSDiffableDataSourceSnapshot<Int, String>()
        whole.appendSections([0])
        source.apply(whole, animatingDifferences: false)
        source.apply(outline(expanding: ["Vegetables", "Leek"]), to: 0, animatingDifferences: false)
        cv.layoutIfNeeded()
        XCTAssertEqual(texts(cv), ["Fruits", "Vegetables", "Leek", "Baby leek"])
        XCTAssertEqual(source.snapshot().itemIdentifiers(inSection: 0), ["Fruits", "Vegetables", "Leek", "Baby leek"])
        XCTAssertEqual(source.snapshot(for: 0).items.count, 6, "the outline keeps its collapsed items")
        let baby = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
        let fruits = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        XCTAssertEqual(baby.indentationLevel, 2)
        XCTAssertEqual(fruits.indentationLevel, 0)
        XCTAssertFalse(fruits.configurationState.isExpanded)
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.configurationState.isExpanded)
        XCTAssertGreaterThan(
            baby.contentView.frame.minX, fruits.contentView.frame.minX + 19, "two levels of 10 pt further in")
        // A whole-view snapshot with other items makes the section flat again.
        whole.appendItems(["Only"], toSection: 0)
        source.apply(whole, animatingDifferences: false)
        XCTAssertEqual(source.snapshot(for: 0).items, ["Only"])
        XCTAssertEqual(source.snapshot(for: 0).level(of: "Only"), 0)
    }

    func testR325AnOutlineDisclosureTapAsksTheHandlersAndTogglesTheItem() async throws {
        let (cv, source) = outlineList()
        var log: [String] = []
        source.sectionSnapshotHandlers.shouldExpandItem = { item in
            log.append("shouldExpand \(item)")
            return item != "Vegetables"
        }
        source.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        source.sectionSnapshotHandlers.shouldCollapseItem = { item in
            log.append("shouldCollapse \(item)")
            return true
        }
        source.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            log.append("children of \(parent): \(children.items)")
            var loaded = children
            loaded.append(["Cherry"])
            return loaded
        }
        source.apply(outline(), to: 0, animatingDifferences: false)
        cv.layoutIfNeeded()
        cv.toggleOutlineExpansion(at: IndexPath(item: 0, section: 0))
        app.advance(seconds: 0.5)
        XCTAssertEqual(
            log, ["shouldExpand Fruits", "willExpand Fruits", "children of Fruits: [\"Apple\", \"Pear\"]"])
        XCTAssertEqual(texts(cv), ["Fruits", "Apple", "Pear", "Cherry", "Vegetables"])
        XCTAssertEqual(source.snapshot(for: 0).parent(of: "Cherry"), "Fruits")
        log = []
        cv.toggleOutlineExpansion(at: IndexPath(item: 4, section: 0))
        app.advance(seconds: 0.5)
        XCTAssertEqual(log, ["shouldExpand Vegetables"], "refused: nothing changes")
        XCTAssertEqual(texts(cv).count, 5)
        log = []
        cv.toggleOutlineExpansion(at: IndexPath(item: 0, section: 0))
        app.advance(seconds: 0.5)
        XCTAssertEqual(log, ["shouldCollapse Fruits", "willCollapse Fruits"])
        XCTAssertEqual(texts(cv), ["Fruits", "Vegetables"])
    }

    func testR326AReorderUpdatesTheSnapshotBetweenWillAndDidReorder() async throws {
        let (cv, source) = outlineList()
        var whole = NSDiffableDataSourceSnapshot<Int, String>()
        whole.appendSections([0, 1])
        whole.appendItems(["A", "B", "C"], toSection: 0)
        whole.appendItems(["X"], toSection: 1)
        source.apply(whole, animatingDifferences: false)
        cv.layoutIfNeeded()
        XCTAssertFalse(
            cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no canReorderItem: nothing moves")
        var log: [String] = []
        source.reorderingHandlers.canReorderItem = { $0 != "C" }
        source.reorderingHandlers.willReorder = { transaction in
            log.append(
                "will \(transaction.initialSnapshot.itemIdentifiers) → \(transaction.finalSnapshot.itemIdentifiers)")
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["A", "B", "C", "X"], "not yet applied")
        }
        source.reorderingHandlers.didReorder = { transaction in
            log.append("did \(source.snapshot().itemIdentifiers)")
            XCTAssertEqual(transaction.sectionTransactions.map(\.sectionIdentifier), [0])
            XCTAssertEqual(transaction.sectionTransactions.first?.finalSnapshot.items, ["B", "C", "A"])
            XCTAssertEqual(["A", "B", "C", "X"].applying(transaction.difference), ["B", "C", "A", "X"])
        }
        XCTAssertFalse(cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "C may not move")
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let c = try XCTUnwrap(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: c.frame.midX, y: c.frame.midY))
        cv.endInteractiveMovement()
        app.advance(seconds: 0.5)
        XCTAssertEqual(
            log,
            ["will [\"A\", \"B\", \"C\", \"X\"] → [\"B\", \"C\", \"A\", \"X\"]", "did [\"B\", \"C\", \"A\", \"X\"]"])
        XCTAssertEqual(texts(cv), ["B", "C", "A", "X"])
        XCTAssertTrue(DiagnosticLog.current.entries.isEmpty, "\(DiagnosticLog.current.entries)")
    }
}
