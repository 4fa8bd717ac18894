import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// An outline: header-style parents (Fruits, Vegetables) with cell-style children, one of which
/// (Leek) has children of its own; rows reorder by their grip while editing.
@MainActor
private final class OutlineController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var reordered: [[String]] = []
    var appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped
    let parents: Set<String> = ["Fruits", "Vegetables", "Leek"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Outline"
        let config = UICollectionLayoutListConfiguration(appearance: appearance)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            let root = item == "Fruits" || item == "Vegetables"
            var accessories: [UICellAccessory] = [.reorder()]
            if self.parents.contains(item) {
                accessories.append(.outlineDisclosure(options: .init(style: root ? .header : .cell)))
            }
            cell.accessories = accessories
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            self.reordered.append(transaction.finalSnapshot.itemIdentifiers)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruits", "Vegetables"])
        outline.append(["Apple", "Pear", "Plum"], to: "Fruits")
        outline.append(["Leek", "Kale"], to: "Vegetables")
        outline.append(["Baby leek"], to: "Leek")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }
}

@MainActor
final class ListOutlineRenderingTests: XCTestCase {
    private func launch(_ appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped) throws -> (
        Simulator, OutlineController
    ) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = OutlineController()
        controller.appearance = appearance
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        return (sim, controller)
    }

    private func texts(_ cv: UICollectionView) -> [String] {
        cv.indexPathsForVisibleItems.compactMap {
            (cv.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    /// R325: a tap anywhere on a header-style row expands it — its children fade in below, indented,
    /// the rows after slide down — and its chevron turns from forward to down; a cell-style
    /// disclosure takes taps on itself only.
    func testR325TappingAnOutlineRowExpandsItAndTurnsItsChevron() async throws {
        let (sim, controller) = try launch()
        let cv = controller.collectionView!
        XCTAssertEqual(texts(cv), ["Fruits", "Vegetables"])
        let fruits = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let vegetablesBefore = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        let rowY = cv.convert(CGPoint(x: 0, y: fruits.frame.midY), to: sim.window).y
        // The chevron's box in the window: the trailing accessory of the header-style row.
        fruits.layoutIfNeeded()
        let chevron = try XCTUnwrap(
            fruits.subviews.first { String(describing: type(of: $0)) == "ListAccessoryView" && !$0.isHidden })
        let c = chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: sim.window)
        let before = try sim.render()
        try LookFolder.write(before, named: "outline-collapsed.png")
        // The darkest red around a point (the strokes are antialiased at scale 1).
        func darkest(_ canvas: Canvas, _ dx: CGFloat, _ dy: CGFloat) -> Int {
            var r = 255
            for x in -1...1 {
                for y in -1...1 { r = min(r, Int(canvas.pixel(x: Int(c.x + dx) + x, y: Int(c.y + dy) + y).r)) }
            }
            return r
        }
        // Forward (>) has its upper arm through (−2, −5); turned down (v) its left arm through (−5, −2).
        // (The canvas is the renderer's own: read it before the next render.)
        XCTAssertLessThan(darkest(before, -2, -5), 120, "the forward chevron's upper arm")
        XCTAssertGreaterThan(darkest(before, -5, -2), 200, "nothing where the turned one's arm will be")
        _ = sim.tap(at: CGPoint(x: 120, y: rowY))
        sim.advance(seconds: 0.15)
        try LookFolder.write(sim, named: "outline-expanding.png")
        sim.advance(seconds: 0.5)
        XCTAssertEqual(texts(cv), ["Fruits", "Apple", "Pear", "Plum", "Vegetables"])
        XCTAssertTrue(fruits.configurationState.isExpanded)
        let apple = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        XCTAssertEqual(apple.indentationLevel, 1)
        XCTAssertEqual(apple.contentView.frame.minX - fruits.contentView.frame.minX, 10, "one level: 10 pt")
        let vegetables = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
        XCTAssertEqual(vegetables.frame.minY, vegetablesBefore.minY + 3 * 44, "three rows pushed it down")
        let after = try sim.render()
        try LookFolder.write(after, named: "outline-expanded.png")
        XCTAssertLessThan(darkest(after, -5, -2), 120, "the turned chevron's left arm")
        XCTAssertGreaterThan(darkest(after, -2, -5), 200, "the forward arm is gone")
        // Vegetables (header style) opens from a tap on its text; its child Leek has a cell-style
        // disclosure: a tap on the row selects it, a tap on the chevron expands it.
        _ = sim.tap(at: CGPoint(x: 200, y: cv.convert(CGPoint(x: 0, y: vegetables.frame.midY), to: sim.window).y))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(texts(cv), ["Fruits", "Apple", "Pear", "Plum", "Vegetables", "Leek", "Kale"])
        let leek = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 5, section: 0)) as? UICollectionViewListCell)
        _ = sim.tap(at: CGPoint(x: 250, y: cv.convert(CGPoint(x: 0, y: leek.frame.midY), to: sim.window).y))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(texts(cv).count, 7, "a tap beside a cell-style chevron does not toggle")
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 5, section: 0)])
        let leekChevron = try XCTUnwrap(
            leek.subviews.first {
                String(describing: type(of: $0)) == "ListAccessoryView" && !$0.isHidden && $0.frame.minX < 80
            })
        _ = sim.tap(leekChevron)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(texts(cv), ["Fruits", "Apple", "Pear", "Plum", "Vegetables", "Leek", "Baby leek", "Kale"])
        let baby = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 6, section: 0)) as? UICollectionViewListCell)
        XCTAssertEqual(baby.indentationLevel, 2)
        try LookFolder.write(sim, named: "outline-nested.png")
        // Collapsing the root hides the whole subtree.
        _ = sim.tap(at: CGPoint(x: 120, y: cv.convert(CGPoint(x: 0, y: vegetables.frame.midY), to: sim.window).y))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(texts(cv), ["Fruits", "Apple", "Pear", "Plum", "Vegetables"])
        XCTAssertTrue(controller.dataSource.snapshot(for: 0).isExpanded("Leek"), "Leek keeps its own expansion")
    }

    /// R326: while editing, a row's reorder grip lifts it under the finger; the rows it passes make
    /// way, and on release the diffable data source's snapshot has the new order (`didReorder`).
    func testR326DraggingTheReorderGripMovesTheRow() async throws {
        let (sim, controller) = try launch(.plain)
        let cv = controller.collectionView!
        var expanded = controller.dataSource.snapshot(for: 0)
        expanded.expand(["Fruits"])
        controller.dataSource.apply(expanded, to: 0, animatingDifferences: false)
        cv.isEditing = true
        sim.advance(seconds: 0.3)
        XCTAssertEqual(texts(cv), ["Fruits", "Apple", "Pear", "Plum", "Vegetables"])
        let apple = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let grip = try XCTUnwrap(
            apple.subviews.first {
                String(describing: type(of: $0)) == "ListAccessoryView" && !$0.isHidden && $0.frame.minX > 300
            })
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: sim.window)
        // Down past Pear and Plum (two rows of 44 pt), held there.
        _ = sim.drag(along: [start, CGPoint(x: start.x, y: start.y + 95)], duration: 0.5, release: false)
        sim.advance(seconds: 0.4)
        try LookFolder.write(sim, named: "list-reorder-dragging.png")
        XCTAssertEqual(apple.configurationState.isReordering, true)
        let pear = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual((pear.contentConfiguration as? UIListContentConfiguration)?.text, "Pear", "Pear moved up")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.reordered, [["Fruits", "Pear", "Plum", "Apple", "Vegetables"]])
        XCTAssertEqual(controller.dataSource.snapshot(for: 0).parent(of: "Apple"), "Fruits", "still Fruits' child")
        XCTAssertEqual(texts(cv), ["Fruits", "Pear", "Plum", "Apple", "Vegetables"])
        XCTAssertEqual(apple.frame, cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        XCTAssertEqual(cv.contentOffset.y, -cv.adjustedContentInset.top, "the drag did not scroll")
    }
}
