import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// A grid of coloured tiles reordered by drag and drop, with the code of the usual tutorial.
@MainActor
private final class TilesController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    var items = ["A", "B", "C", "D", "E", "F"]
    var log: [String] = []
    var lastDestination: IndexPath?
    var intent: UICollectionViewDropProposal.Intent = .insertAtDestinationIndexPath
    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 26, bottom: 20, right: 26)
        return UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    }()

    static let colors: [String: UIColor] = [
        "A": .systemRed, "B": .systemOrange, "C": .systemYellow, "D": .systemGreen, "E": .systemBlue,
        "F": .systemPurple,
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = Self.colors[items[indexPath.item]]
        cell.contentView.layer.cornerRadius = 10
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        let item = items[indexPath.item]
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: item as NSString))
        dragItem.localObject = item
        return [dragItem]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
        log.append("dragSessionWillBegin")
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        log.append("dragSessionDidEnd")
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        lastDestination = destinationIndexPath
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: intent)
        }
        return UICollectionViewDropProposal(operation: .forbidden)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {
        log.append("dropSessionDidEnd")
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
    ) {
        log.append("performDrop \(coordinator.destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let row = collectionView.numberOfItems(inSection: 0)
            destinationIndexPath = IndexPath(item: row - 1, section: 0)
        }
        if coordinator.proposal.operation == .move, let item = coordinator.items.first,
            let sourceIndexPath = item.sourceIndexPath
        {
            collectionView.performBatchUpdates({
                self.items.remove(at: sourceIndexPath.item)
                self.items.insert(item.dragItem.localObject as! String, at: destinationIndexPath.item)
                collectionView.deleteItems(at: [sourceIndexPath])
                collectionView.insertItems(at: [destinationIndexPath])
            })
            coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
        }
    }
}

@MainActor
final class CollectionViewDragDropTests: XCTestCase {
    private func launch(_ controller: UIViewController) throws -> Simulator {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.rootViewController = controller
        sim.advance(seconds: 0.2)
        return sim
    }

    /// The centre of the tile at `item` on screen.
    private func center(of item: Int, in controller: TilesController) throws -> CGPoint {
        let cell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        return cell.convert(CGPoint(x: 50, y: 50), to: nil)
    }

    private func liftAndDrag(_ sim: Simulator, from start: CGPoint, to end: CGPoint) {
        _ = sim.drag(along: [start, start], duration: 0.7, release: false)
        for i in 1...20 {
            sim.advance(frames: 1)
            let t = CGFloat(i) / 20
            sim.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        sim.advance(seconds: 0.4)
    }

    /// R345: drag and drop is on for collection views on an iPhone (iOS 15 and later), and a
    /// collection view with delegates carries its own interactions.
    func testR345DragInteractionIsEnabledByDefaultOnIPhone() async throws {
        let controller = TilesController()
        _ = try launch(controller)
        XCTAssertTrue(controller.collectionView.dragInteractionEnabled)
        XCTAssertTrue(UIDragInteraction.isEnabledByDefault)
        XCTAssertTrue(controller.collectionView.interactions.contains { $0 is UIDragInteraction })
        XCTAssertTrue(controller.collectionView.interactions.contains { $0 is UIDropInteraction })
        XCTAssertFalse(controller.collectionView.hasActiveDrag)
    }

    /// R345: dragging tile A over tile C with `.insertAtDestinationIndexPath` opens a gap there
    /// (B and C close up to the left), and the tutorial's performDrop moves A to index 2.
    func testR345ReorderByDragOpensAGapAndMovesTheItem() async throws {
        let controller = TilesController()
        let sim = try launch(controller)
        let a = try center(of: 0, in: controller)
        let c = try center(of: 2, in: controller)
        let bStart = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        let bCell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let offset = controller.collectionView.contentOffset
        liftAndDrag(sim, from: a, to: c)
        XCTAssertEqual(controller.log, ["itemsForBeginning 0", "dragSessionWillBegin"])
        // The drag has the finger: the collection view does not scroll.
        XCTAssertEqual(controller.collectionView.contentOffset, offset)
        XCTAssertTrue(controller.collectionView.hasActiveDrag)
        XCTAssertTrue(controller.collectionView.hasActiveDrop)
        XCTAssertEqual(controller.lastDestination, IndexPath(item: 2, section: 0))
        // B has slid into A's place: the gap is at C's old place, under the finger.
        XCTAssertEqual(bCell.frame.minX, 26, accuracy: 0.5)
        XCTAssertLessThan(bCell.frame.minX, bStart.minX)
        try LookFolder.write(sim, named: "collection-drag-gap.png")
        sim.release()
        sim.advance(seconds: 0.8)
        XCTAssertEqual(controller.items, ["B", "C", "A", "D", "E", "F"])
        XCTAssertEqual(
            controller.log,
            ["itemsForBeginning 0", "dragSessionWillBegin", "performDrop 2", "dropSessionDidEnd", "dragSessionDidEnd"])
        XCTAssertFalse(controller.collectionView.hasActiveDrag)
        XCTAssertFalse(controller.collectionView.hasActiveDrop)
        // Every cell shows its item, in order, where the layout puts it.
        for (index, name) in controller.items.enumerated() {
            let cell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: index, section: 0)))
            XCTAssertEqual(cell.contentView.backgroundColor, TilesController.colors[name], "item \(index)")
            XCTAssertFalse(cell.isHidden)
            XCTAssertEqual(cell.alpha, 1)
        }
        try LookFolder.write(sim, named: "collection-drag-dropped.png")
        XCTAssertTrue(DiagnosticLog.current.entries.isEmpty, "\(DiagnosticLog.current.entries)")
    }

    /// R345: without an intent the items do not make room; the destination is the item under the
    /// finger, and the drop still moves it.
    func testR345UnspecifiedIntentOpensNoGap() async throws {
        let controller = TilesController()
        controller.intent = .unspecified
        let sim = try launch(controller)
        let bCell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let bFrame = bCell.frame
        liftAndDrag(sim, from: try center(of: 0, in: controller), to: try center(of: 4, in: controller))
        XCTAssertEqual(bCell.frame, bFrame)
        XCTAssertEqual(controller.lastDestination, IndexPath(item: 4, section: 0))
        sim.release()
        sim.advance(seconds: 0.8)
        XCTAssertEqual(controller.items, ["B", "C", "D", "E", "A", "F"])
    }

    /// R345: a drag released outside the collection view closes the gap and puts nothing anywhere.
    func testR345ADragReleasedOutsideClosesTheGap() async throws {
        let controller = TilesController()
        let sim = try launch(controller)
        let bCell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let bFrame = bCell.frame
        _ = sim.drag(
            along: [try center(of: 0, in: controller), try center(of: 0, in: controller)], duration: 0.7,
            release: false)
        for i in 1...20 {
            sim.advance(frames: 1)
            sim.move(to: CGPoint(x: 76 + CGFloat(i) * 5, y: 96 + CGFloat(i) * 2))
        }
        sim.advance(seconds: 0.4)
        XCTAssertNotEqual(bCell.frame, bFrame)
        // Out of the window: no target under the finger.
        for i in 1...10 {
            sim.advance(frames: 1)
            sim.move(to: CGPoint(x: 176, y: 136 - CGFloat(i) * 20))
        }
        sim.advance(seconds: 0.4)
        XCTAssertEqual(bCell.frame, bFrame)
        sim.release()
        sim.advance(seconds: 0.8)
        XCTAssertEqual(controller.items, ["A", "B", "C", "D", "E", "F"])
        XCTAssertEqual(controller.log.last, "dragSessionDidEnd")
        let aCell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(aCell.alpha, 1)
    }
}
