import XCTest

@testable import UIKit

/// A header view that records the section it shows.
@MainActor
final class SectionHeader: UICollectionReusableView {
    var section = -1
}

/// Sections of items with sizes, headers and footers from the delegate; the items are values that
/// tests insert, delete and move.
@MainActor
final class SectionedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[Int]]
    var sizes: [Int: CGSize] = [:]
    var headerHeight: CGFloat = 0
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        (cell as? CountingCell)?.item = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        (view as? SectionHeader)?.section = indexPath.section
        return view
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[sections[indexPath.section][indexPath.item]] ?? CGSize(width: 100, height: 100) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: headerHeight) }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { displayed.append(indexPath) }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { ended.append(indexPath) }
}

@MainActor
final class CollectionBatchUpdateTests: XCTestCase {
    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        host = UIViewController()
        app = TestApp(root: host)
        DiagnosticLog.current.removeAll()
    }

    private func makeCollectionView(
        _ layout: UICollectionViewFlowLayout, _ source: SectionedSource, height: CGFloat = 600
    )
        -> UICollectionView
    {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: height), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "n")
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "h")
        collectionView.dataSource = source
        collectionView.delegate = source
        host.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func items(_ collectionView: UICollectionView) -> [Int] {
        collectionView.indexPathsForVisibleItems.compactMap {
            (collectionView.cellForItem(at: $0) as? CountingCell)?.item
        }
    }

    private func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    /// R302: sizes from the delegate; a line holds what fits with the least spacing, a full line
    /// spans the width, items smaller than their line are centred across it; the header sits
    /// above the section's inset.
    func testR302TheDelegatesSizesMakeLinesAndHeadersSitAboveTheirSection() async {
        let source = SectionedSource([[0, 1, 2, 3]])
        source.sizes = [
            0: CGSize(width: 150, height: 100), 1: CGSize(width: 150, height: 60), 2: CGSize(width: 200, height: 50),
        ]
        source.headerHeight = 40
        let collectionView = makeCollectionView(flow(), source)
        func frame(_ item: Int) -> CGRect {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        }
        // Line 1: 150 + 10 + 150 fits 393, + 10 + 200 does not: spacing 393 − 300 = 93.
        XCTAssertEqual(frame(0), CGRect(x: 0, y: 40, width: 150, height: 100))
        XCTAssertEqual(frame(1), CGRect(x: 243, y: 60, width: 150, height: 60), "centred in the 100-pt line")
        // Line 2 (the last): 200 + 10 + 100 fits, keeping the full line's spacing (93) as it fits.
        XCTAssertEqual(frame(2), CGRect(x: 0, y: 175, width: 200, height: 50))
        XCTAssertEqual(frame(3), CGRect(x: 293, y: 150, width: 100, height: 100))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 393, height: 40))
        XCTAssertEqual(header?.representedElementCategory, .supplementaryView)
        let views = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(views.count, 1)
        XCTAssertEqual((views.first as? SectionHeader)?.section, 0)
        XCTAssertEqual(views.first?.frame, CGRect(x: 0, y: 0, width: 393, height: 40))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 393, height: 250))
    }

    /// R302: scrolling horizontally, lines are columns filling down the height and sections go right.
    func testR302AHorizontalFlowFillsColumnsAndGrowsToTheRight() async {
        let layout = flow()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 120)
        let source = SectionedSource([Array(0..<7)])
        source.sizes = Dictionary(uniqueKeysWithValues: (0..<7).map { ($0, CGSize(width: 80, height: 120)) })
        let collectionView = makeCollectionView(layout, source, height: 400)
        // 400 pt high: ⌊(400 + 10) / 130⌋ = 3 per column, spacing (400 − 360) / 2 = 20.
        let origins = (0..<7).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.origin
        }
        XCTAssertEqual(origins[0], CGPoint(x: 0, y: 0))
        XCTAssertEqual(origins[1], CGPoint(x: 0, y: 140))
        XCTAssertEqual(origins[2], CGPoint(x: 0, y: 280))
        XCTAssertEqual(origins[3], CGPoint(x: 90, y: 0))
        XCTAssertEqual(origins[6], CGPoint(x: 180, y: 0))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 260, height: 400))
    }

    /// R301: an insertion and a deletion in one batch: surviving cells keep their cells and slide to
    /// their new places, the deleted cell fades out where it was, the new one fades in where it goes;
    /// the completion runs when the animation ends, and the delegate hears the cells come and go.
    func testR301ABatchMovesSurvivorsFadesDeletedAndInsertedAndCompletesAtTheEnd() async {
        let source = SectionedSource([[0, 1, 2, 3]])
        let collectionView = makeCollectionView(flow(), source)
        let survivor = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        let deleted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let oldFrame = survivor.frame
        source.displayed = []
        var completed: Bool?
        collectionView.performBatchUpdates(
            {
                source.sections[0].remove(at: 0)
                source.sections[0].append(9)
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            }, completion: { completed = $0 })
        XCTAssertTrue(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === survivor,
            "the same cell, at its new path")
        XCTAssertEqual(
            survivor.frame, collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame)
        XCTAssertEqual(survivor.layer.presentation()?.frame ?? .zero, oldFrame, "it starts from where it was")
        XCTAssertEqual(deleted.alpha, 0)
        XCTAssertEqual(source.displayed, [IndexPath(item: 3, section: 0)])
        let inserted = collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? CountingCell
        XCTAssertEqual(inserted?.item, 9)
        XCTAssertEqual(inserted?.alpha, 1)
        XCTAssertEqual(Double(inserted?.layer.presentation()?.opacity ?? -1), 0, accuracy: 0.01, "it fades in")
        XCTAssertNil(completed)
        app.advance(seconds: 0.4)
        XCTAssertEqual(completed, true)
        XCTAssertNil(deleted.superview, "the deleted cell went back to the pool")
        XCTAssertEqual(source.ended.first, IndexPath(item: 0, section: 0))
        XCTAssertEqual(items(collectionView), [1, 2, 3, 9])
    }

    /// R301: selection follows its items through a batch; a deleted item leaves it.
    func testR301SelectionFollowsItsItemsAndAMoveSlidesTheCell() async {
        let source = SectionedSource([[0, 1, 2, 3]])
        let collectionView = makeCollectionView(flow(), source)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let moved = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        UIView.performWithoutAnimation {
            source.sections[0] = [3, 0, 2]
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
            }
        }
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === moved)
        XCTAssertEqual(moved.frame.origin, .zero, "no animation: at its new place at once")
        XCTAssertEqual(items(collectionView), [3, 0, 2])
        XCTAssertEqual(collectionView.indexPath(for: moved), IndexPath(item: 0, section: 0))
    }

    /// R301: counts that disagree with the changes: UIKit raises; the simulator says so and reloads.
    func testR301CountsThatDisagreeAreReportedAndTheViewReloads() async {
        let source = SectionedSource([[0, 1, 2]])
        let collectionView = makeCollectionView(flow(), source)
        var completed: Bool?
        source.sections[0].append(7)
        collectionView.performBatchUpdates(
            { collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completed = $0 })
        XCTAssertTrue(DiagnosticLog.current.entries.contains { $0.name == "invalidCollectionUpdate" })
        XCTAssertEqual(completed, false)
        XCTAssertEqual(items(collectionView), [0, 1, 2, 7])
    }

    /// R301: sections inserted and deleted: the items of the others follow their section.
    func testR301SectionsInsertedAndDeletedCarryTheirItems() async {
        let source = SectionedSource([[0, 1], [2, 3]])
        let collectionView = makeCollectionView(flow(), source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))!
        UIView.performWithoutAnimation {
            source.sections = [[2, 3], [8]]
            collectionView.performBatchUpdates {
                collectionView.deleteSections(IndexSet(integer: 0))
                collectionView.insertSections(IndexSet(integer: 1))
            }
        }
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        XCTAssertEqual(items(collectionView), [2, 3, 8])
        XCTAssertFalse(DiagnosticLog.current.entries.contains { $0.name == "invalidCollectionUpdate" })
    }
}

@MainActor
final class CollectionBatchHeaderTests: XCTestCase {
    /// R301: headers follow their sections through a batch; a deleted section's header goes and
    /// an inserted one's comes.
    func testR301HeadersFollowTheirSections() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = SectionedSource([[0], [1], [2]])
        source.headerHeight = 30
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 800), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "n")
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "h")
        collectionView.dataSource = source
        collectionView.delegate = source
        host.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        let second = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        UIView.performWithoutAnimation {
            source.sections = [[1], [2], [9]]
            collectionView.performBatchUpdates {
                collectionView.deleteSections(IndexSet(integer: 0))
                collectionView.insertSections(IndexSet(integer: 2))
            }
        }
        XCTAssertTrue(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === second)
        XCTAssertEqual(second?.frame.minY, 0)
        let headers = collectionView.visibleSupplementaryViews(ofKind: kind).compactMap {
            ($0 as? SectionHeader)?.section
        }
        XCTAssertEqual(headers.count, 3)
        XCTAssertEqual(
            (collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2))
                as? SectionHeader)?.section, 2)
        withExtendedLifetime(app) {}
    }
}
