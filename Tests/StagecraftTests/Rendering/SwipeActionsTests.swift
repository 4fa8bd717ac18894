import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A list whose rows swipe to Delete (destructive) and Flag.
@MainActor
private final class InboxController: UITableViewController {
    var rows = ["Ada", "Grace", "Edsger", "Barbara", "Donald"]
    var flagged: [String] = []
    var completesFlag = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            guard let self else { return }
            self.flagged.append(self.rows[indexPath.row])
            done(self.completesFlag)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}

@MainActor
final class SwipeActionsTests: XCTestCase {
    private func launch() throws -> (Simulator, InboxController) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = InboxController(style: .plain)
        controller.title = "Inbox"
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        return (sim, controller)
    }

    private func rowCentre(_ controller: InboxController, _ row: Int, in sim: Simulator) -> CGPoint {
        let rect = controller.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return controller.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: sim.window)
    }

    /// R305: a short swipe left opens the row on its buttons (Delete at the edge, red; Flag beside
    /// it); a tap on Flag runs its handler and the row closes.
    func testR305ASwipeLeftOpensTheButtonsAndATapRunsOne() async throws {
        let (sim, controller) = try launch()
        let y = rowCentre(controller, 1, in: sim).y
        _ = sim.drag(along: [CGPoint(x: 300, y: y), CGPoint(x: 250, y: y), CGPoint(x: 180, y: y)], duration: 0.3)
        sim.advance(seconds: 0.5)
        let cell = try XCTUnwrap(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let open = -cell.frame.minX
        // Two buttons of at least 74 pt each, their titles padded 15 pt a side ("Delete" is wider).
        XCTAssertGreaterThanOrEqual(open, 2 * 74)
        XCTAssertLessThan(open, 2 * 74 + 20)
        let canvas = try sim.render()
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("swipe-actions.png"))
        }
        let red = canvas.pixel(x: 393 - 10, y: Int(y) - 15)
        XCTAssertGreaterThan(Int(red.r), 200)
        XCTAssertLessThan(Int(red.g), 90)
        let orange = canvas.pixel(x: 393 - 74 - 10, y: Int(y) - 15)
        XCTAssertGreaterThan(Int(orange.r), 200)
        XCTAssertGreaterThan(Int(orange.g), 100)
        // A tap on Flag.
        _ = sim.tap(at: CGPoint(x: 393 - 74 - 37, y: y))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.flagged, ["Grace"])
        XCTAssertEqual(cell.frame.minX, 0, "closed after the handler completed")
        XCTAssertTrue(controller.tableView.indexPathsForSelectedRows?.isEmpty ?? true)
    }

    /// R305: a tap elsewhere closes an open row without selecting anything; a tap on Delete removes
    /// the row.
    func testR305ATapElsewhereClosesAndDeleteRemovesTheRow() async throws {
        let (sim, controller) = try launch()
        let y = rowCentre(controller, 0, in: sim).y
        _ = sim.drag(along: [CGPoint(x: 300, y: y), CGPoint(x: 200, y: y)], duration: 0.2)
        sim.advance(seconds: 0.5)
        _ = sim.tap(at: rowCentre(controller, 3, in: sim))
        sim.advance(seconds: 0.5)
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
        XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, 0)
        _ = sim.drag(along: [CGPoint(x: 300, y: y), CGPoint(x: 200, y: y)], duration: 0.2)
        sim.advance(seconds: 0.5)
        _ = sim.tap(at: CGPoint(x: 393 - 37, y: y))
        sim.advance(seconds: 0.6)
        XCTAssertEqual(controller.rows, ["Grace", "Edsger", "Barbara", "Donald"])
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 4)
        XCTAssertTrue(sim.diagnostics.filter { $0.name == "invalidTableUpdate" }.isEmpty)
    }

    /// R305: a swipe most of the way across performs the first action (Delete) on release.
    func testR305AFullSwipePerformsTheFirstAction() async throws {
        let (sim, controller) = try launch()
        let y = rowCentre(controller, 2, in: sim).y
        _ = sim.drag(
            along: [CGPoint(x: 380, y: y), CGPoint(x: 250, y: y), CGPoint(x: 120, y: y), CGPoint(x: 40, y: y)],
            duration: 0.3)
        sim.advance(seconds: 0.8)
        XCTAssertEqual(controller.rows, ["Ada", "Grace", "Barbara", "Donald"])
    }

    /// R305: no configuration, no swipe: the drag does nothing to the row.
    func testR305RowsWithoutActionsDoNotSwipe() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let plain = UITableViewController(style: .plain)
        sim.rootViewController = plain
        sim.advance(seconds: 0.2)
        _ = sim.drag(along: [CGPoint(x: 300, y: 200), CGPoint(x: 150, y: 200)], duration: 0.2)
        sim.advance(seconds: 0.3)
        XCTAssertNil(plain.tableView.rowSwipeForTesting)
    }
}
