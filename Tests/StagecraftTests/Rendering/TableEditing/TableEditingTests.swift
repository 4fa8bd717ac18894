import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// Editing mode of a table view (R320–R324), driven through the simulator: the Edit button, the
/// controls and their pixels, the Delete confirmation, the green plus, moving rows by their grips,
/// selection while editing and the legacy swipe-to-delete.
@MainActor
final class TableEditingTests: XCTestCase {
    private func launch(_ configure: (EditingListController) -> Void = { _ in }) throws -> (
        Simulator, EditingListController
    ) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = EditingListController(style: .plain)
        controller.title = "People"
        configure(controller)
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        return (sim, controller)
    }

    private func cell(_ controller: EditingListController, _ row: Int) throws -> UITableViewCell {
        try XCTUnwrap(controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
    }

    /// A point of a row in screen coordinates, `x` from the screen's left edge.
    private func point(_ controller: EditingListController, row: Int, x: CGFloat, in sim: Simulator) -> CGPoint {
        let rect = controller.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        let y = controller.tableView.convert(CGPoint(x: 0, y: rect.midY), to: sim.window).y
        return CGPoint(x: x, y: y)
    }

    private func tapEdit(_ sim: Simulator, title: String = "Edit") throws {
        let button = try XCTUnwrap(ViewSearch.view(showing: title, in: sim.window), "no \(title) button")
        _ = sim.tap(button)
    }

    // MARK: R320

    /// R320: the Edit button puts the table in editing mode: the button reads Done, the cells are
    /// editing, each row's content slides 38 pt right over 0.3 s, a red circle with a white minus
    /// comes in at the margin, the chevron goes (no editing accessory) and the grip shows.
    func testR320TheEditButtonSlidesInTheDeleteControlsAndIndentsTheRows() async throws {
        let (sim, controller) = try launch()
        let first = try cell(controller, 0)
        XCTAssertEqual(first.contentView.frame.minX, 0)
        try tapEdit(sim)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
        XCTAssertEqual(controller.editButtonItem.title, "Done")
        XCTAssertTrue(first.isEditing)
        XCTAssertEqual(first.editingStyle, .delete)
        sim.advance(seconds: 0.12)
        let midway = try XCTUnwrap(first.contentView.layer.presentation()).frame.minX
        XCTAssertGreaterThan(midway, 2, "the content slides")
        XCTAssertLessThan(midway, 36)
        sim.advance(seconds: 0.4)
        XCTAssertEqual(first.contentView.frame.minX, 38)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "table-editing-delete.png")
        let centre = point(controller, row: 0, x: 31, in: sim)
        // The circle: red around a white bar.
        let red = canvas.pixel(x: 31, y: Int(centre.y) - 7)
        XCTAssertGreaterThan(Int(red.r), 220)
        XCTAssertLessThan(Int(red.g), 80)
        let bar = canvas.pixel(x: 31, y: Int(centre.y))
        XCTAssertGreaterThan(Int(bar.g), 220, "the white minus")
        let beside = canvas.pixel(x: 31, y: Int(centre.y) - 13)
        XCTAssertGreaterThan(Int(beside.g), 240, "the circle is about 22 pt across")
        // The chevron is gone; the grip's grey lines are at the trailing margin.
        let grip = ViewSearch.all(UIView.self, in: first).first {
            String(describing: type(of: $0)) == "ReorderGripView"
        }
        let gripFrame = try XCTUnwrap(grip).frame
        XCTAssertEqual(gripFrame.maxX, 393 - 20)
        XCTAssertEqual(gripFrame.size, CGSize(width: 16, height: 11))
        var greyLine = false
        for y in Int(centre.y) - 6...Int(centre.y) + 6 {
            let p = canvas.pixel(x: 393 - 28, y: y)
            if p.r < 215 && p.r > 140 && abs(Int(p.r) - Int(p.b)) < 12 { greyLine = true }
        }
        XCTAssertTrue(greyLine, "the grip's lines are grey")
        // Done slides everything back.
        try tapEdit(sim, title: "Done")
        sim.advance(seconds: 0.5)
        XCTAssertFalse(first.isEditing)
        XCTAssertEqual(first.contentView.frame.minX, 0)
        XCTAssertEqual(controller.editButtonItem.title, "Edit")
    }

    /// R320: `editingStyleForRowAt` picks each row's control: a green plus for `.insert`, none for
    /// `.none` (and no indent), none for a row that cannot be edited.
    func testR320EditingStylesPickTheControls() async throws {
        let (sim, controller) = try launch { list in
            list.styles = ["Grace": .insert, "Edsger": .none]
            list.notEditable = ["Barbara"]
        }
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        XCTAssertEqual(try cell(controller, 1).editingStyle, .insert)
        XCTAssertEqual(try cell(controller, 1).contentView.frame.minX, 38)
        XCTAssertEqual(try cell(controller, 2).contentView.frame.minX, 0, ".none does not indent")
        XCTAssertEqual(try cell(controller, 3).contentView.frame.minX, 0, "not editable")
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "table-editing-styles.png")
        let plus = point(controller, row: 1, x: 31, in: sim)
        let green = canvas.pixel(x: 25, y: Int(plus.y) - 6)
        XCTAssertGreaterThan(Int(green.g), 150)
        XCTAssertLessThan(Int(green.r), 120)
        let cross = canvas.pixel(x: 31, y: Int(plus.y) - 4)
        XCTAssertGreaterThan(Int(cross.r), 220, "the plus's upright bar is white")
        for row in [2, 3] {
            let none = canvas.pixel(x: 31, y: Int(point(controller, row: row, x: 31, in: sim).y) - 10)
            XCTAssertGreaterThan(Int(none.g), 240, "row \(row) has no control")
        }
    }

    /// R320: a cell hears `willTransition(to:)` before and `didTransition(to:)` after the
    /// animation, entering and leaving editing; the editing accessory replaces the accessory; a
    /// cell that should not indent keeps its content in place.
    func testR320CellsHearTheirTransitionsAndSwapAccessories() async throws {
        let (sim, controller) = try launch()
        let first = try XCTUnwrap(try cell(controller, 0) as? RecordingCell)
        first.editingAccessoryType = .checkmark
        let second = try cell(controller, 1)
        second.shouldIndentWhileEditing = false
        controller.setEditing(true, animated: true)
        XCTAssertEqual(first.transitions, ["will 1"])
        sim.advance(seconds: 0.5)
        XCTAssertEqual(first.transitions, ["will 1", "did 1"])
        XCTAssertEqual(second.contentView.frame.minX, 0)
        let glyphs = ViewSearch.all(UIView.self, in: first).filter {
            String(describing: type(of: $0)) == "AccessoryGlyphView"
        }
        XCTAssertEqual(glyphs.filter { $0.alpha > 0 }.count, 1, "one accessory shows")
        controller.setEditing(false, animated: true)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(first.transitions, ["will 1", "did 1", "will 0", "did 0"])
    }

    /// R320: in dark mode the circles take the dark system colours and the grip stays grey on
    /// the dark rows.
    func testR320InDarkModeTheControlsTakeTheDarkColours() async throws {
        let (sim, controller) = try launch { $0.styles = ["Grace": .insert] }
        sim.userInterfaceStyle = .dark
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.3)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "table-editing-dark.png")
        let minus = point(controller, row: 0, x: 31, in: sim)
        let red = canvas.pixel(x: 31, y: Int(minus.y) - 7)
        XCTAssertGreaterThan(Int(red.r), 230)
        XCTAssertGreaterThan(Int(red.g), 55, "systemRed's dark variant (255, 69, 58)")
        let plus = point(controller, row: 1, x: 31, in: sim)
        let green = canvas.pixel(x: 25, y: Int(plus.y) - 6)
        XCTAssertGreaterThan(Int(green.g), 180)
        let background = canvas.pixel(x: 200, y: Int(minus.y) - 15)
        XCTAssertLessThan(Int(background.r), 40, "dark rows")
    }

    // MARK: R321

    /// R321: a tap on the minus turns it upright and slides the row left onto a red Delete
    /// button; a tap on Delete commits the deletion and the row goes.
    func testR321TheMinusShowsDeleteAndDeleteCommits() async throws {
        let (sim, controller) = try launch()
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        let second = try XCTUnwrap(try cell(controller, 1) as? RecordingCell)
        _ = sim.tap(at: point(controller, row: 1, x: 31, in: sim))
        sim.advance(seconds: 0.5)
        XCTAssertTrue(second.showingDeleteConfirmation)
        XCTAssertEqual(second.transitions.last, "did 3")
        XCTAssertLessThan(second.frame.minX, -70, "slid onto the Delete button")
        let control = try XCTUnwrap(
            ViewSearch.all(UIView.self, in: second).first { String(describing: type(of: $0)) == "EditingControlView" })
        XCTAssertEqual(control.transform.b, -1, accuracy: 0.01, "turned a quarter")
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "table-editing-confirm.png")
        let y = Int(point(controller, row: 1, x: 0, in: sim).y)
        let red = canvas.pixel(x: 393 - 10, y: y - 15)
        XCTAssertGreaterThan(Int(red.r), 220)
        XCTAssertLessThan(Int(red.g), 80)
        XCTAssertNotNil(ViewSearch.view(showing: "Delete", in: controller.tableView))
        _ = sim.tap(at: point(controller, row: 1, x: 393 - 30, in: sim))
        sim.advance(seconds: 0.6)
        XCTAssertEqual(controller.calls, ["commit delete 1"])
        XCTAssertEqual(controller.rows, ["Ada", "Edsger", "Barbara", "Donald", "Frances"])
        XCTAssertTrue(controller.tableView.isEditing, "still editing")
        XCTAssertTrue(sim.diagnostics.filter { $0.name == "invalidTableUpdate" }.isEmpty)
    }

    /// R321: a tap elsewhere hides the confirmation without deleting or selecting; the title comes
    /// from `titleForDeleteConfirmationButtonForRowAt`.
    func testR321ATapElsewhereCancelsTheConfirmation() async throws {
        let (sim, controller) = try launch { $0.deleteTitle = "Remove" }
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        _ = sim.tap(at: point(controller, row: 0, x: 31, in: sim))
        sim.advance(seconds: 0.5)
        XCTAssertNotNil(ViewSearch.view(showing: "Remove", in: controller.tableView))
        _ = sim.tap(at: point(controller, row: 3, x: 200, in: sim))
        sim.advance(seconds: 0.5)
        let first = try cell(controller, 0)
        XCTAssertFalse(first.showingDeleteConfirmation)
        XCTAssertEqual(first.frame.minX, 0)
        XCTAssertEqual(controller.calls, [])
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
        XCTAssertNil(ViewSearch.view(showing: "Remove", in: controller.tableView))
    }

    /// R321: a tap on the green plus commits an insertion at once.
    func testR321TheGreenPlusCommitsAnInsertion() async throws {
        let (sim, controller) = try launch { $0.styles = ["Ada": .insert] }
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        _ = sim.tap(at: point(controller, row: 0, x: 31, in: sim))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.calls, ["commit insert 0"])
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 7)
        XCTAssertEqual(try cell(controller, 1).textLabel?.text, "New")
    }

    // MARK: R322

    /// R322: dragging a grip lifts the row with a shadow; it follows the finger, the rows it passes
    /// slide up, and the drop tells the data source `moveRowAt` once; the table's rows follow the
    /// move without a reload (the cells keep their rows).
    func testR322DraggingTheGripMovesTheRow() async throws {
        let (sim, controller) = try launch()
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        let ada = try cell(controller, 0)
        let grace = try cell(controller, 1)
        let edsger = try cell(controller, 2)
        let barbara = try cell(controller, 3)
        let height = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let start = point(controller, row: 0, x: 393 - 28, in: sim)
        let end = CGPoint(x: start.x, y: start.y + 2 * height + 4)
        _ = sim.drag(along: [start, end], duration: 0.4, release: false)
        sim.advance(seconds: 0.4)
        XCTAssertEqual(controller.tableView.rowReorderForTesting?.destination, IndexPath(row: 2, section: 0))
        XCTAssertGreaterThan(ada.layer.shadowOpacity, 0, "lifted")
        XCTAssertEqual(
            ada.frame.minY, controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY + 2 * height + 4,
            accuracy: 1)
        XCTAssertEqual(
            grace.frame.minY, controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, accuracy: 0.5)
        XCTAssertEqual(
            edsger.frame.minY, controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY, accuracy: 0.5)
        try LookFolder.write(sim, named: "table-editing-reorder.png")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.calls.filter { $0.hasPrefix("move") }, ["move 0 to 2"])
        XCTAssertEqual(controller.calls.first, "target 1", "the delegate hears each new proposal")
        XCTAssertEqual(controller.rows, ["Grace", "Edsger", "Ada", "Barbara", "Donald", "Frances"])
        XCTAssertTrue(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === ada)
        XCTAssertTrue(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === grace)
        XCTAssertTrue(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === barbara)
        XCTAssertEqual(ada.frame.minY, controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY)
        XCTAssertEqual(ada.layer.shadowOpacity, 0)
        XCTAssertNil(controller.tableView.rowReorderForTesting)
        XCTAssertEqual(
            controller.tableView.contentOffset.y, -controller.tableView.adjustedContentInset.top, "no scroll")
    }

    /// R322: the delegate's `targetIndexPathForMoveFromRowAt` redirects the drop; rows the data
    /// source cannot move show no grip and do not lift.
    func testR322TheDelegateRedirectsAndUnmovableRowsHaveNoGrip() async throws {
        let (sim, controller) = try launch { list in
            list.keepsFirstRow = true
            list.notMovable = ["Ada"]
        }
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        let ada = try cell(controller, 0)
        XCTAssertTrue(
            ViewSearch.all(UIView.self, in: ada).filter {
                String(describing: type(of: $0)) == "ReorderGripView" && $0.alpha > 0
            }.isEmpty)
        _ = sim.drag(
            along: [point(controller, row: 0, x: 393 - 28, in: sim), point(controller, row: 2, x: 393 - 28, in: sim)],
            duration: 0.3)
        sim.advance(seconds: 1.5)
        XCTAssertFalse(controller.calls.contains { $0.hasPrefix("move") })
        // Donald dragged to the top lands second.
        let height = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let start = point(controller, row: 4, x: 393 - 28, in: sim)
        _ = sim.drag(along: [start, CGPoint(x: start.x, y: start.y - 4 * height - 10)], duration: 0.4)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.calls.filter { $0.hasPrefix("move") }, ["move 4 to 1"])
        XCTAssertEqual(controller.rows, ["Ada", "Donald", "Grace", "Edsger", "Barbara", "Frances"])
        XCTAssertEqual(try cell(controller, 1).textLabel?.text, "Donald")
    }

    /// R322: held near the bottom edge the lifted row scrolls the table, and lands on a row that
    /// was off screen when it was lifted.
    func testR322HeldNearTheBottomTheTableScrolls() async throws {
        let (sim, controller) = try launch { list in list.rows = (0..<40).map { "Person \($0)" } }
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        let table = controller.tableView!
        let start = point(controller, row: 2, x: 393 - 28, in: sim)
        let bottom = table.convert(CGPoint(x: 0, y: table.bounds.maxY - table.adjustedContentInset.bottom), to: nil).y
        _ = sim.drag(along: [start, CGPoint(x: start.x, y: bottom - 10)], duration: 0.5, release: false)
        let before = table.contentOffset.y
        sim.advance(seconds: 1)
        XCTAssertGreaterThan(table.contentOffset.y, before + 200, "scrolls while held at the edge")
        let destination = try XCTUnwrap(table.rowReorderForTesting?.destination)
        XCTAssertGreaterThan(destination.row, 20)
        try LookFolder.write(sim, named: "table-editing-autoscroll.png")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.calls.filter { $0.hasPrefix("move") }, ["move 2 to \(destination.row)"])
        XCTAssertEqual(controller.rows[destination.row], "Person 2")
        let landed = try XCTUnwrap(table.cellForRow(at: destination))
        XCTAssertEqual(landed.textLabel?.text, "Person 2")
        XCTAssertEqual(landed.frame, table.rectForRow(at: destination))
    }

    /// R322: `moveRow(at:to:)` slides the row's cell to its new place, the rows between making room.
    func testR322MoveRowAnimatesTheCellToItsNewPlace() async throws {
        let (sim, controller) = try launch()
        let ada = try cell(controller, 0)
        let donald = try cell(controller, 4)
        controller.rows.insert(controller.rows.remove(at: 0), at: 4)
        controller.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
        sim.advance(seconds: 0.15)
        let midway = try XCTUnwrap(ada.layer.presentation()).frame.minY
        let target = controller.tableView.rectForRow(at: IndexPath(row: 4, section: 0)).minY
        XCTAssertGreaterThan(midway, controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY + 5)
        XCTAssertLessThan(midway, target - 5)
        sim.advance(seconds: 0.4)
        XCTAssertTrue(controller.tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === ada)
        XCTAssertTrue(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === donald)
        XCTAssertEqual(ada.frame.minY, target)
    }

    /// R322: a row dragged into the next section of a grouped table lands there (where Jupiter was,
    /// the rows below the gap having closed up: after Jupiter): the data source hears the move
    /// across sections and the table's counts follow without asking again.
    func testR322ARowMovesIntoAnotherSection() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = SectionsController(style: .insetGrouped)
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        let table = controller.tableView!
        let moving = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let from = table.convert(
            CGPoint(x: table.bounds.width - 40, y: table.rectForRow(at: IndexPath(row: 1, section: 0)).midY), to: nil)
        let to = table.convert(
            CGPoint(x: from.x, y: table.rectForRow(at: IndexPath(row: 0, section: 1)).midY), to: nil)
        _ = sim.drag(along: [from, to], duration: 0.5, release: false)
        sim.advance(seconds: 0.4)
        try LookFolder.write(sim, named: "table-editing-reorder-sections.png")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.moves, ["[0, 1] to [1, 1]"])
        XCTAssertEqual(controller.sections, [["Mercury", "Mars"], ["Jupiter", "Venus", "Saturn"]])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moving)
        XCTAssertEqual(moving.frame, table.rectForRow(at: IndexPath(row: 1, section: 1)))
    }

    // MARK: R323

    /// R323: with `allowsMultipleSelectionDuringEditing`, editing rows show empty grey circles; a
    /// tap fills the row's circle blue with a white checkmark and adds it to the selection;
    /// leaving editing mode clears it. Rows do not swipe while editing.
    func testR323MultipleSelectionDuringEditingShowsCircles() async throws {
        let (sim, controller) = try launch { $0.tableView.allowsMultipleSelectionDuringEditing = true }
        controller.setEditing(true, animated: true)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(try cell(controller, 0).contentView.frame.minX, 38)
        _ = sim.tap(at: point(controller, row: 0, x: 200, in: sim))
        _ = sim.tap(at: point(controller, row: 2, x: 31, in: sim))
        sim.advance(seconds: 0.3)
        XCTAssertEqual(
            controller.tableView.indexPathsForSelectedRows,
            [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        XCTAssertEqual(controller.calls, ["didSelect 0", "didSelect 2"])
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "table-editing-multiselect.png")
        let selected = point(controller, row: 0, x: 31, in: sim)
        let blue = canvas.pixel(x: 24, y: Int(selected.y) - 5)
        XCTAssertGreaterThan(Int(blue.b), 200)
        XCTAssertLessThan(Int(blue.r), 60)
        let empty = point(controller, row: 1, x: 31, in: sim)
        let ring = canvas.pixel(x: 20, y: Int(empty.y))
        XCTAssertLessThan(Int(ring.r), 230, "the empty circle's grey ring")
        XCTAssertEqual(Int(ring.r), Int(ring.b), accuracy: 12)
        let inside = canvas.pixel(x: 31, y: Int(empty.y))
        XCTAssertGreaterThan(Int(inside.r), 240, "empty inside")
        // A second tap deselects; swipes do nothing while editing.
        _ = sim.tap(at: point(controller, row: 2, x: 200, in: sim))
        sim.advance(seconds: 0.2)
        XCTAssertEqual(controller.tableView.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)])
        let y = point(controller, row: 3, x: 0, in: sim).y
        _ = sim.drag(along: [CGPoint(x: 300, y: y), CGPoint(x: 150, y: y)], duration: 0.2)
        sim.advance(seconds: 0.3)
        XCTAssertNil(controller.tableView.rowSwipeForTesting)
        controller.setEditing(false, animated: false)
        XCTAssertNil(controller.tableView.indexPathsForSelectedRows)
    }

    /// R323: by default a tap on an editing row selects nothing (`allowsSelectionDuringEditing`
    /// false); when true it selects one row at a time.
    func testR323SelectionDuringEditingIsOffByDefault() async throws {
        let (sim, controller) = try launch()
        XCTAssertFalse(controller.tableView.allowsSelectionDuringEditing)
        XCTAssertFalse(controller.tableView.allowsMultipleSelectionDuringEditing)
        controller.setEditing(true, animated: false)
        sim.advance(seconds: 0.1)
        _ = sim.tap(at: point(controller, row: 1, x: 200, in: sim))
        sim.advance(seconds: 0.2)
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
        controller.tableView.allowsSelectionDuringEditing = true
        _ = sim.tap(at: point(controller, row: 1, x: 200, in: sim))
        _ = sim.tap(at: point(controller, row: 3, x: 200, in: sim))
        sim.advance(seconds: 0.2)
        XCTAssertEqual(controller.tableView.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
    }

    // MARK: R324

    /// R324: a row whose editing style is `.delete`, in a table whose own code answers
    /// `canEditRowAt`, swipes left onto a Delete button; the delegate hears willBeginEditing then
    /// didEndEditing, and the tap commits the deletion.
    func testR324TheLegacySwipeToDeleteCommits() async throws {
        let (sim, controller) = try launch()
        let y = point(controller, row: 2, x: 0, in: sim).y
        _ = sim.drag(along: [CGPoint(x: 300, y: y), CGPoint(x: 250, y: y), CGPoint(x: 200, y: y)], duration: 0.3)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.tableView.rowSwipeForTesting, IndexPath(row: 2, section: 0))
        XCTAssertTrue(try cell(controller, 2).showingDeleteConfirmation)
        XCTAssertNotNil(ViewSearch.view(showing: "Delete", in: controller.tableView))
        _ = sim.tap(at: CGPoint(x: 393 - 30, y: y))
        sim.advance(seconds: 0.6)
        XCTAssertEqual(controller.calls, ["willBeginEditing 2", "commit delete 2", "didEndEditing nil"])
        XCTAssertEqual(controller.rows, ["Ada", "Grace", "Barbara", "Donald", "Frances"])
    }

    /// R324: a table whose code answers none of the editing queries does not swipe to delete,
    /// and an empty trailing configuration turns the swipe off.
    func testR324WithoutTheAppsEditingAnswersThereIsNoSwipe() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let plain = PlainListController(style: .plain)
        sim.rootViewController = plain
        sim.advance(seconds: 0.2)
        _ = sim.drag(along: [CGPoint(x: 300, y: 200), CGPoint(x: 150, y: 200)], duration: 0.2)
        sim.advance(seconds: 0.3)
        XCTAssertNil(plain.tableView.rowSwipeForTesting)
    }
}

/// Rows and nothing about editing.
@MainActor
private final class PlainListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Two sections of movable rows.
@MainActor
private final class SectionsController: UITableViewController {
    var sections = [["Mercury", "Venus", "Mars"], ["Jupiter", "Saturn"]]
    var moves: [String] = []

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Inner" : "Outer"
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .none }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append(
            "[\(sourceIndexPath.section), \(sourceIndexPath.row)] to [\(destinationIndexPath.section), \(destinationIndexPath.row)]"
        )
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
    }
}
