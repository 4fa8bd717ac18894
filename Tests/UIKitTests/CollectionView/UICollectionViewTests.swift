import XCTest

@testable import UIKit

/// The collection view on its own: flow layout geometry, the reuse pool, selection and an animated
/// layout change.
@MainActor
final class UICollectionViewTests: XCTestCase {
    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        host = UIViewController()
        app = TestApp(root: host)
    }

    private func makeCollectionView(
        _ layout: UICollectionViewLayout, source: CountingSource, height: CGFloat = 600
    ) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: height), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "n")
        collectionView.dataSource = source
        collectionView.delegate = source
        host.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// W = 393 − 20 − 20 = 353; n = ⌊(353 + 10) / (100 + 10)⌋ = 3; spacing (353 − 300) / 2 = 26.5;
    /// rows at 10, 10 + 80 + 5 = 95, 180; height 10 + 3·80 + 2·5 + 30 = 290.
    func testFlowLayoutAttributesForAWidth() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        let source = CountingSource(count: 7)
        let collectionView = makeCollectionView(layout, source: source)
        let frames = (0..<7).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        let expected: [CGPoint] = [
            CGPoint(x: 20, y: 10), CGPoint(x: 146.5, y: 10), CGPoint(x: 273, y: 10),
            CGPoint(x: 20, y: 95), CGPoint(x: 146.5, y: 95), CGPoint(x: 273, y: 95),
            CGPoint(x: 20, y: 180),
        ]
        for (frame, origin) in zip(frames, expected) {
            assertPoint(frame.origin, origin)
            assertSize(frame.size, CGSize(width: 100, height: 80))
        }
        assertSize(layout.collectionViewContentSize, CGSize(width: 393, height: 290))
        assertSize(collectionView.contentSize, CGSize(width: 393, height: 290))
        XCTAssertEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 393, height: 50))?.count, 3)
        // All seven fit in 600 pt: seven cells, placed at their attributes.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<7).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, frames[4])
    }

    /// A line with room for one item centres it: x = 20 + (353 − 300) / 2.
    func testFlowLayoutCentresASingleItemPerLine() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let collectionView = makeCollectionView(layout, source: CountingSource(count: 2))
        XCTAssertEqual(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 46.5, y: 60, width: 300, height: 50))
    }

    /// Only the rows in the bounds get cells; scrolling recycles them through the pool.
    func testDequeueReusesCellsThatScrolledAway() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 393, height: 100)
        layout.minimumLineSpacing = 0
        let source = CountingSource(count: 10)
        CountingCell.made = 0
        let collectionView = makeCollectionView(layout, source: source, height: 200)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1])
        XCTAssertEqual(CountingCell.made, 2)
        let firstCells = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [5, 6])
        XCTAssertEqual(CountingCell.made, 2, "no new cell: the pool had two")
        XCTAssertEqual(Set(collectionView.visibleCells.map(ObjectIdentifier.init)), firstCells)
        XCTAssertEqual(collectionView.visibleCells.map { ($0 as! CountingCell).reuses }, [1, 1])
        XCTAssertEqual(collectionView.visibleCells.map { ($0 as! CountingCell).item }, [5, 6])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minY, 500)
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(source.asked, [0, 1, 5, 6])
        XCTAssertEqual(collectionView.subviews.filter { $0 is CountingCell }.count, 2)
    }

    /// An unregistered identifier is UIKit's exception: reported, and a plain cell comes back.
    func testDequeueWithoutRegistrationIsReported() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "x", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell.reuseIdentifier, "x")
        XCTAssertEqual(app.diagnosticNames, ["cellIdentifierNotRegistered"])
    }

    /// A tap on a cell tells the delegate which item.
    func testTapSelectsTheItemUnderTheFinger() async {
        let source = CountingSource(count: 12)
        let collectionView = makeCollectionView(squareGrid(120), source: source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        let point = cell.convert(CGPoint(x: 60, y: 60), to: nil)
        let finger = TouchDriver(app)
        XCTAssertTrue(finger.press(at: point)?.isDescendant(of: cell) ?? false)
        app.advance(seconds: 1 / 60.0)
        finger.release()
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(source.selected, [IndexPath(item: 4, section: 0)])
    }

    /// Halfway through the 0.3 s ease-in-out (curve value 0.5 at t = 0.5) every cell's presented
    /// frame is halfway between its two layouts; the model is already the new layout.
    func testSetCollectionViewLayoutAnimatesCellFrames() async {
        let source = CountingSource(count: 12)
        let small = squareGrid(120)
        let large = squareGrid(180)
        let collectionView = makeCollectionView(small, source: source)
        let path = IndexPath(item: 4, section: 0)
        let old = collectionView.cellForItem(at: path)!.frame
        XCTAssertEqual(old, CGRect(x: 136.5, y: 132, width: 120, height: 120))
        var finished: Bool?
        collectionView.setCollectionViewLayout(large, animated: true) { finished = $0 }
        let new = large.layoutAttributesForItem(at: path)!.frame
        XCTAssertEqual(new, CGRect(x: 8, y: 376, width: 180, height: 180))
        let cell = collectionView.cellForItem(at: path)!
        XCTAssertEqual(cell.frame, new, "the model takes the new layout at once")
        XCTAssertTrue(collectionView.collectionViewLayout === large)
        app.advance(seconds: 0.15)
        let mid = cell.layer.presentationProperties.frame
        XCTAssertEqual(mid.minX, (old.minX + new.minX) / 2, accuracy: 0.5)
        XCTAssertEqual(mid.minY, (old.minY + new.minY) / 2, accuracy: 0.5)
        XCTAssertEqual(mid.width, 150, accuracy: 0.5)
        XCTAssertNil(finished)
        app.advance(seconds: 0.2)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(cell.layer.presentationProperties.frame, new)
        // Two per row in the large layout, rows at 8, 192, 376, 560: items 0…7 meet the 600 pt bounds;
        // the cells of 8…11 went back to the pool.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(collectionView.subviews.filter { $0 is CountingCell }.count, 8)
    }
}
