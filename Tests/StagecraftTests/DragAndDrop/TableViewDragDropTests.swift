import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// A list reordered by drag and drop, with the code of the usual tutorial.
@MainActor
private final class FruitController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var items = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    var log: [String] = []
    var lastDestination: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        log.append("itemsForBeginning \(indexPath.row)")
        let item = items[indexPath.row]
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: item as NSString))
        dragItem.localObject = item
        return [dragItem]
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        log.append("dragSessionDidEnd")
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        lastDestination = destinationIndexPath
        if session.localDragSession != nil {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .cancel, intent: .unspecified)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        log.append("performDrop \(coordinator.destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        guard let destinationIndexPath = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath, let name = item.dragItem.localObject as? String {
                tableView.performBatchUpdates {
                    self.items.remove(at: sourceIndexPath.row)
                    self.items.insert(name, at: destinationIndexPath.row)
                    tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
                    tableView.insertRows(at: [destinationIndexPath], with: .automatic)
                }
                coordinator.drop(item.dragItem, toRowAt: destinationIndexPath)
            }
        }
    }
}

@MainActor
final class TableViewDragDropTests: XCTestCase {
    /// R345: a long press on a row lifts it; dragging it two rows down opens the gap there (the
    /// rows between slide up), and the tutorial's performDrop moves it.
    func testR345ReorderingRowsByDrag() async throws {
        UIKitRuntime.reset()
        let controller = FruitController(style: .plain)
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.rootViewController = controller
        sim.advance(seconds: 0.2)
        let table = controller.tableView!
        XCTAssertTrue(UITableView().dragInteractionEnabled)
        let rect0 = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        let rect2 = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        let banana = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let start = CGPoint(x: rect0.midX, y: rect0.midY)
        let end = CGPoint(x: rect2.midX, y: rect2.midY + 4)
        _ = sim.drag(along: [start, start], duration: 0.7, release: false)
        for i in 1...20 {
            sim.advance(frames: 1)
            let t = CGFloat(i) / 20
            sim.move(to: CGPoint(x: start.x, y: start.y + (end.y - start.y) * t))
        }
        sim.advance(seconds: 0.4)
        XCTAssertTrue(table.hasActiveDrag)
        XCTAssertEqual(controller.lastDestination, IndexPath(row: 2, section: 0))
        XCTAssertEqual(banana.frame.minY, table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, accuracy: 0.5)
        try LookFolder.write(sim, named: "table-drag-gap.png")
        sim.release()
        sim.advance(seconds: 0.8)
        XCTAssertEqual(controller.items, ["Banana", "Cherry", "Apple", "Date", "Elderberry"])
        XCTAssertEqual(controller.log, ["itemsForBeginning 0", "performDrop 2", "dragSessionDidEnd"])
        XCTAssertFalse(table.hasActiveDrag)
        for (row, name) in controller.items.enumerated() {
            let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: row, section: 0)))
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, name)
            XCTAssertEqual(cell.frame.minY, table.rectForRow(at: IndexPath(row: row, section: 0)).minY, accuracy: 0.5)
            XCTAssertFalse(cell.isHidden)
            XCTAssertEqual(cell.alpha, 1)
        }
        try LookFolder.write(sim, named: "table-drag-dropped.png")
    }
}
