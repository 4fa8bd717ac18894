import XCTest

@testable import UIKit

/// The table view on its own: reuse, geometry of the three styles, selection by touch and code.
@MainActor
final class UITableViewTests: XCTestCase {
    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        UIKitRuntime.reset()
        host = UIViewController()
        app = TestApp(root: host)
        CountingTableCell.made = 0
    }

    private func makeTable(
        _ style: UITableView.Style, source: RowSource, height: CGFloat = 600
    ) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: height), style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.view.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    /// 600 pt of 44 pt rows shows rows 0…13 (13 × 44 = 572 < 600 < 616); scrolling 1,000 pt makes
    /// no more cells than are on screen at once, and hands out the others again (R180).
    func testR180CellsAreMadeForTheRowsOnScreenAndReused() async {
        let source = RowSource([100])
        let table = makeTable(.plain, source: source)
        XCTAssertEqual(table.visibleCells.count, 14)
        XCTAssertEqual(source.asked.map(\.row), Array(0..<14), "the data source is asked for visible rows only")
        XCTAssertEqual(CountingTableCell.made, 14)
        for step in 1...20 {
            table.contentOffset.y = CGFloat(step) * 50
            table.layoutIfNeeded()
        }
        XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 22, "1000 / 44 = 22.7")
        XCTAssertLessThanOrEqual(CountingTableCell.made, 15, "at most one cell more than fit on screen")
        let reused = table.visibleCells.compactMap { $0 as? CountingTableCell }.map(\.reuses).reduce(0, +)
        XCTAssertGreaterThan(reused, 0, "cells that scrolled away came back")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0)), nil, "row 0 is off screen")
        let cell = table.cellForRow(at: IndexPath(row: 25, section: 0))
        XCTAssertEqual(cell?.frame, CGRect(x: 0, y: 25 * 44, width: 393, height: 44))
        XCTAssertEqual(cell.flatMap { table.indexPath(for: $0) }, IndexPath(row: 25, section: 0))
        XCTAssertEqual(cell?.textLabel?.text, "Row 0.25")
    }

    /// Inset grouped on a 393 pt phone: sections inset 20 pt, 35 pt above the first, a titled
    /// header's height from its text, 17.5 + 17.5 between untitled sections (R183, R185).
    func testR185RowFramesOfAnInsetGroupedTable() async {
        let source = RowSource([2, 3])
        let table = makeTable(.insetGrouped, source: source)
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 20, y: 35, width: 353, height: 44))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 79)
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 20, y: 123, width: 353, height: 17.5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 123 + 35)
        XCTAssertEqual(table.contentSize.height, 123 + 35 + 3 * 44 + 17.5)
        // The last row of a section has no separator; the others start at the text.
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertFalse(first.separator.isHidden)
        XCTAssertTrue(last.separator.isHidden)
        XCTAssertEqual(first.separator.frame.minX, 16)
        XCTAssertEqual(first.textLabel?.frame.minX, 16)
        XCTAssertNotNil(first.layer.mask, "top corners rounded")
    }

    /// Plain: rows from the top, full width; a titled header gets the 22 pt top padding and sticks
    /// under the top while its section scrolls, then is pushed up by the next one (R183).
    func testR183PlainHeadersStick() async {
        let source = RowSource([20, 20])
        source.headers = ["First", "Second"]
        let table = makeTable(.plain, source: source)
        let header0 = table.rectForHeader(inSection: 0)
        XCTAssertEqual(header0.minY, 22)
        XCTAssertGreaterThanOrEqual(header0.height, 28)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, header0.maxY)
        table.contentOffset.y = 200
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 200, "stuck at the visible top")
        let section0End = table.rect(forSection: 0).maxY
        table.contentOffset.y = section0End - 10
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.maxY, section0End, "pushed up by its section's end")
    }

    /// A plain table shorter than its view draws separators for empty rows below the last one, a
    /// row height apart; a footer view (even an empty one) removes them (R182).
    func testR182APlainTableDrawsPlaceholderSeparatorsUntilItHasAFooter() async {
        let source = RowSource([3])
        let table = makeTable(.plain, source: source)
        table.layoutIfNeeded()
        let lines = table.placeholderSeparators
        XCTAssertEqual(lines.count, 11, "rows 4…14 of 44 pt in 600 pt: 176, 220, … 616 − 44 < 600")
        XCTAssertEqual(lines.first?.frame.minY, 4 * 44 - 1)
        XCTAssertEqual(lines.first?.frame.minX, 20, "the table's separator inset")
        XCTAssertTrue(lines.allSatisfy { $0.superview === table })
        table.tableFooterView = UIView(frame: .zero)
        table.layoutIfNeeded()
        XCTAssertTrue(table.placeholderSeparators.isEmpty)
        XCTAssertTrue(lines.allSatisfy { $0.superview == nil })
    }
}
