import XCTest

@testable import UIKit

/// The pieces of table editing that need no screen (R320, R322): a cell on its own, the geometry of
/// a row being moved, and where the other rows go.
@MainActor
final class TableEditingModelTests: XCTestCase {
    /// R320: a cell outside a table shows its own editing style (`.delete`) when editing, its grip
    /// only with `showsReorderControl`, and indents 38 pt; `indentationLevel` moves the default text.
    func testR320ACellOnItsOwnShowsTheDeleteControlAndIndents() async throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.textLabel?.text = "Row"
        XCTAssertEqual(cell.editingStyle, .delete)
        XCTAssertFalse(cell.showsReorderControl)
        XCTAssertTrue(cell.shouldIndentWhileEditing)
        XCTAssertEqual(cell.indentationWidth, 10)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.isEditing)
        XCTAssertEqual(cell.contentView.frame.minX, 38)
        XCTAssertEqual(cell.editingControlKind, .delete)
        XCTAssertEqual(cell.editingTrailingInset, 0, "no grip without showsReorderControl")
        cell.showsReorderControl = true
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.maxX, 375 - UITableViewCell.gripSlot)
        cell.setEditing(false, animated: false)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(cell.textLabel).frame.minX, 16 + 20)
    }

    /// R322: the geometry of a move takes the row out and opens its gap at the destination, in the
    /// same section or another.
    func testR322TheGeometryOfAMoveOpensTheGapAtTheDestination() async throws {
        let input = TableGeometry.Input(
            width: 320, rowX: 0, rowWidth: 320, tableHeaderHeight: 0, tableFooterHeight: 0, headerTopPadding: 0,
            headerHeights: [10, 10], footerHeights: [0, 0], rowHeights: [[44, 60, 44], [44]])
        let geometry = TableGeometry(input)
        let moved = geometry.moving(IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
        XCTAssertEqual(moved.sections[0].rows.map(\.height), [44, 44])
        XCTAssertEqual(moved.sections[1].rows.map(\.height), [60, 44])
        XCTAssertEqual(moved.rect(for: IndexPath(row: 0, section: 1))?.minY, 10 + 88 + 10)
        XCTAssertEqual(moved.contentHeight, geometry.contentHeight)
    }

    /// R322: the other rows' places after a move (down in one section, and across sections).
    func testR322TheOtherRowsCloseUpAndMakeRoom() async throws {
        func moved(_ row: Int, _ section: Int = 0, from source: IndexPath, to destination: IndexPath) -> IndexPath {
            UITableView.path(IndexPath(row: row, section: section), movingRowFrom: source, to: destination)
        }
        let first = IndexPath(row: 0, section: 0)
        let third = IndexPath(row: 2, section: 0)
        XCTAssertEqual(moved(0, from: first, to: third), third)
        XCTAssertEqual(moved(1, from: first, to: third), first)
        XCTAssertEqual(moved(2, from: first, to: third), IndexPath(row: 1, section: 0))
        XCTAssertEqual(moved(3, from: first, to: third), IndexPath(row: 3, section: 0))
        let other = IndexPath(row: 0, section: 1)
        XCTAssertEqual(moved(0, 1, from: first, to: other), IndexPath(row: 1, section: 1))
        XCTAssertEqual(moved(1, from: first, to: other), first)
    }
}
