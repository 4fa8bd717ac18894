import XCTest

@testable import UIKit

/// A grid of numbered items in sections whose data source and delegate log the movement calls.
@MainActor
private final class MovableSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[Int]]
    var log: [String] = []
    var pinned: Int?

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

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(indexPath.section).\(indexPath.item)")
        return sections[indexPath.section][indexPath.item] != pinned
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append(
            "move \(sourceIndexPath.section).\(sourceIndexPath.item) → \(destinationIndexPath.section).\(destinationIndexPath.item)"
        )
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target \(currentIndexPath.item) → \(proposedIndexPath.item)")
        // Nothing goes before the first item.
        return proposedIndexPath.item == 0 ? IndexPath(item: 1, section: proposedIndexPath.section) : proposedIndexPath
    }
}

@MainActor
final class InteractiveMovementTests: XCTestCase {
    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        host = UIViewController()
        app = TestApp(root: host)
        DiagnosticLog.current.removeAll()
    }

    private func grid(_ source: MovableSource, layout: UICollectionViewFlowLayout? = nil) -> UICollectionView {
        let flow = layout ?? UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 700), collectionViewLayout: flow)
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "n")
        cv.dataSource = source
        cv.delegate = source
        host.view.addSubview(cv)
        cv.layoutIfNeeded()
        return cv
    }

    private func shown(_ cv: UICollectionView, section: Int = 0) -> [Int] {
        (0..<cv.numberOfItems(inSection: section)).map {
            (cv.cellForItem(at: IndexPath(item: $0, section: section)) as? CountingCell)?.item ?? -1
        }
    }

    func testR326TheItemsMakeWayAndTheDataSourceHearsTheMoveAtTheEnd() async throws {
        let source = MovableSource([[0, 1, 2, 3, 4, 5]])
        let cv = grid(source)
        let moving = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(moving.configurationState.isReordering)
        XCTAssertFalse(cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "one at a time")
        // Over item 4's place: the items between shift back one, the moving cell stays under the finger.
        let four = cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame
        let finger = CGPoint(x: four.midX + 5, y: four.midY)
        cv.updateInteractiveMovementTargetPosition(finger)
        XCTAssertEqual(moving.center, finger)
        app.advance(seconds: 0.4)
        XCTAssertEqual(shown(cv), [0, 2, 3, 4, 1, 5], "shown moved, the data source not told yet")
        XCTAssertEqual(source.sections[0], [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(
            cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
            cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, "item 4's cell slid into place 3")
        // The delegate's target is asked; item 0's place is refused (it proposes 1, where it is).
        let zero = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: zero.midX, y: zero.midY))
        app.advance(seconds: 0.4)
        XCTAssertEqual(shown(cv), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(source.log, ["canMove 0.1", "target 1 → 4", "target 4 → 0"])
        cv.endInteractiveMovement()
        app.advance(seconds: 0.4)
        XCTAssertFalse(source.log.contains { $0.hasPrefix("move") }, "dropped where it started: no move")
        XCTAssertFalse(moving.configurationState.isReordering)
        XCTAssertEqual(moving.frame, cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    }

    func testR326CancellingPutsTheItemBackAndTellsNobody() async throws {
        let source = MovableSource([[0, 1, 2, 3], [10, 11]])
        source.pinned = 3
        let cv = grid(source)
        XCTAssertFalse(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)), "canMoveItemAt false")
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Into the second section, over item 11.
        let eleven = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.frame
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: eleven.midX, y: eleven.midY))
        app.advance(seconds: 0.4)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(shown(cv, section: 1), [10, 0, 11])
        cv.cancelInteractiveMovement()
        app.advance(seconds: 0.4)
        XCTAssertEqual(shown(cv), [0, 1, 2, 3])
        XCTAssertEqual(shown(cv, section: 1), [10, 11])
        XCTAssertFalse(source.log.contains { $0.hasPrefix("move") })
        // Moved for real across sections: the data source's counts follow.
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: eleven.midX, y: eleven.midY))
        app.advance(seconds: 0.4)
        cv.endInteractiveMovement()
        app.advance(seconds: 0.4)
        XCTAssertEqual(source.log.last, "move 0.0 → 1.1")
        XCTAssertEqual(source.sections, [[1, 2, 3], [10, 0, 11]])
        XCTAssertTrue(DiagnosticLog.current.entries.isEmpty, "\(DiagnosticLog.current.entries)")
    }

    func testR327FlowHeadersAndFootersPinToTheVisibleBounds() async throws {
        let source = MovableSource([Array(0..<12), Array(12..<24), Array(24..<36)])
        let flow = UICollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 40)
        flow.footerReferenceSize = CGSize(width: 0, height: 30)
        let cv = grid(source, layout: flow)
        cv.contentInsetAdjustmentBehavior = .never
        cv.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        // 12 items: 4 rows of 3 at 110 pt a row less the last gap: a section is 40 + 430 + 30 = 500 pt.
        cv.contentOffset.y = 200
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: [0, 0])?.frame.minY, 0)
        flow.sectionHeadersPinToVisibleBounds = true
        flow.sectionFootersPinToVisibleBounds = true
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: [0, 0])?.frame.minY, 200)
        XCTAssertEqual(
            cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: [1, 0])?.frame.maxY, 900,
            "the second section's footer at the bottom of the visible bounds")
        // Near the section's end the header is pushed up by it.
        cv.contentOffset.y = 480
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: [0, 0])?.frame.maxY, 500)
        let view = try XCTUnwrap(cv.supplementaryView(forElementKind: header, at: [0, 0]))
        XCTAssertEqual(view.frame.maxY, 500, "the view follows")
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: [1, 0])?.frame.minY, 500)
    }
}
