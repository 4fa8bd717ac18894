import XCTest

@testable import UIKit

/// R239: selecting items of a collection view by taps and in code, and scrolling to an item.
@MainActor
final class CollectionSelectionTests: XCTestCase {
    /// Logs the delegate's calls; `refuses` items it will not select.
    private final class Recorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        var refuses: Set<Int> = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldHighlight \(indexPath.item)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            log.append("didHighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            log.append("didUnhighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect \(indexPath.item)")
            return !refuses.contains(indexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.item)")
        }
    }

    private var app: TestApp!
    private let recorder = Recorder()

    /// A 393 × 600 grid of 100 × 80 items, three a row (rows 85 pt apart from y = 10).
    private func makeGrid() -> UICollectionView {
        let host = UIViewController()
        app = TestApp(root: host)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.minimumLineSpacing = 5
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        grid.dataSource = recorder
        grid.delegate = recorder
        host.view.addSubview(grid)
        grid.layoutIfNeeded()
        return grid
    }

    private func tap(_ grid: UICollectionView, item: Int) {
        let frame = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        let point = grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: app.window)
        TouchDriver(app).tap(at: point)
        app.advance(seconds: 1.0 / 60)
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    func testR239ATapHighlightsThenSelectsDeselectingTheItemBefore() async {
        let grid = makeGrid()
        tap(grid, item: 4)
        XCTAssertEqual(
            recorder.log, ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "shouldSelect 4", "didSelect 4"])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(4)])
        XCTAssertTrue(grid.cellForItem(at: path(4))?.isSelected ?? false)
        recorder.log = []
        tap(grid, item: 1)
        XCTAssertEqual(recorder.log.suffix(3), ["shouldSelect 1", "didDeselect 4", "didSelect 1"])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(1)])
        XCTAssertFalse(grid.cellForItem(at: path(4))?.isSelected ?? true)
        // A refused item is not selected; the selection stays.
        recorder.refuses = [2]
        tap(grid, item: 2)
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(1)])
    }

    func testR239MultipleSelectionTogglesAndCodeSelectionTellsNobody() async {
        let grid = makeGrid()
        grid.allowsMultipleSelection = true
        tap(grid, item: 0)
        tap(grid, item: 3)
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(0), path(3)])
        recorder.log = []
        tap(grid, item: 0)
        XCTAssertEqual(recorder.log.suffix(1), ["didDeselect 0"])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(3)])
        recorder.log = []
        grid.selectItem(at: path(5), animated: false, scrollPosition: [])
        grid.deselectItem(at: path(3), animated: false)
        XCTAssertEqual(recorder.log, [])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(5)])
        // Turning multiple selection off keeps one; reloading forgets the selection.
        grid.selectItem(at: path(7), animated: false, scrollPosition: [])
        grid.allowsMultipleSelection = false
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(5)])
        grid.reloadData()
        XCTAssertNil(grid.indexPathsForSelectedItems)
        // No selection at all when selection is off.
        grid.allowsSelection = false
        tap(grid, item: 8)
        XCTAssertNil(grid.indexPathsForSelectedItems)
    }

    func testR239ScrollingToAnItemPutsItWhereAskedWithinTheContent() async {
        let grid = makeGrid()
        // Row 10 (items 30–32) starts at 10 + 10 × 85 = 860.
        grid.scrollToItem(at: path(31), at: .top, animated: false)
        XCTAssertEqual(grid.contentOffset.y, 860)
        grid.scrollToItem(at: path(31), at: .centeredVertically, animated: false)
        XCTAssertEqual(grid.contentOffset.y, 860 + 40 - 300)
        grid.scrollToItem(at: path(31), at: .bottom, animated: false)
        XCTAssertEqual(grid.contentOffset.y, 860 + 80 - 600)
        // The last row cannot come to the top: the offset stops at the end of the content.
        grid.scrollToItem(at: path(59), at: .top, animated: false)
        XCTAssertEqual(grid.contentOffset.y, grid.contentSize.height - 600)
        // Selecting with a scroll position scrolls; animated, it gets there over time.
        grid.selectItem(at: path(0), animated: true, scrollPosition: .top)
        XCTAssertEqual(grid.indexPathsForSelectedItems, [path(0)])
        app.advance(seconds: 0.6)
        XCTAssertEqual(grid.contentOffset.y, 10, "the first row's top, below the section inset")
    }
}
