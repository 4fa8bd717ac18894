import XCTest

@testable import UIKit

/// Row insertions, deletions and scrolling to a row, read frame by frame on the virtual clock.
@MainActor
final class UITableViewUpdateTests: XCTestCase {
    var app: TestApp!
    var source: RowSource!
    var table: UITableView!

    override func setUp() async throws {
        let host = UIViewController()
        app = TestApp(root: host)
        source = RowSource([20])
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.view.addSubview(table)
        app.advance(seconds: 0.1)
    }

    private func presented(_ view: UIView?) -> (frame: CGRect, alpha: CGFloat) {
        let p = view?.layer.presentationProperties
        return (p?.frame ?? .null, CGFloat(p?.opacity ?? -1))
    }

    /// Deleting row 2 with .fade: at 0.15 s of 0.3 s (ease-in-out: 50 %) the row is half faded in
    /// place and row 3 half way up from 150 to 100; at the end the row's cell is back in the pool.
    func testR187DeleteFadesAndTheRowsBelowSlideUpHalfWayAtHalfTime() async {
        let deleted = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let below = table.cellForRow(at: IndexPath(row: 3, section: 0))
        source.counts = [19]
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === below, "row 3 is row 2 now")
        app.advance(seconds: 0)
        app.advance(seconds: 0.15)
        XCTAssertEqual(presented(deleted).alpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(presented(deleted).frame.minY, 100, accuracy: 0.01, "fades where it was")
        XCTAssertEqual(presented(below).frame.minY, 125, accuracy: 0.5, "half way from 150 to 100")
        app.advance(seconds: 0.3)
        XCTAssertEqual(presented(below).frame.minY, 100)
        XCTAssertNil(deleted?.superview, "the deleted row's cell went back to the pool")
        XCTAssertEqual(table.contentSize.height, 19 * 50)
    }

    func testR187InsertFromTheRightAndBatchCompletion() async {
        var finished: Bool?
        source.counts = [21]
        table.performBatchUpdates(
            {
                self.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
            }, completion: { finished = $0 })
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let pushed = table.cellForRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(pushed?.textLabel?.text, "Row 0.1", "the old row 1 moved to 2")
        app.advance(seconds: 0)
        app.advance(seconds: 0.15)
        XCTAssertEqual(presented(inserted).frame.minX, 393 / 2, accuracy: 1, "half way in from the right")
        XCTAssertEqual(presented(inserted).frame.minY, 50)
        XCTAssertEqual(presented(pushed).frame.minY, 75, accuracy: 0.5)
        XCTAssertNil(finished)
        app.advance(seconds: 0.3)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(presented(inserted).frame.minX, 0)
    }

    func testR187ACountMismatchIsReported() async {
        source.counts = [25]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        XCTAssertEqual(app.diagnosticNames, ["invalidTableUpdate"])
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 25, "reloaded instead")
    }

    func testR186ScrollToRowPositions() async {
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 250)
        table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 800 - 600)
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 0, "125 − 300 clamped to the top")
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 400, "clamped to the end: 1000 − 600")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
        XCTAssertEqual(table.contentOffset.y, 400, "animated: not there yet")
        app.advance(seconds: 0.15)
        XCTAssertEqual(table.contentOffset.y, 200, accuracy: 2, "half way at half time")
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 5, section: 0)), "rows along the way have cells")
        app.advance(seconds: 0.3)
        XCTAssertEqual(table.contentOffset.y, 0)
    }
}
