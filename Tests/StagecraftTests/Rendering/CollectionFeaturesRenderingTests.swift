import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A grid of coloured squares whose items move by the controller's standard long press.
@MainActor
private final class MovableGridController: UICollectionViewController {
    var items = Array(0..<9)
    var moves: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        let item = items[indexPath.item]
        cell.tag = item
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(item) / 9, saturation: 0.7, brightness: 0.9, alpha: 1)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A plain list of two long sections with pinned headers (yellow backgrounds) and rows with
/// background configurations.
@MainActor
private final class PlainListController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plain"
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            if item == "A1" {
                var background = UIBackgroundConfiguration.listPlainCell()
                background.backgroundColor = .systemTeal
                background.cornerRadius = 8
                background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
                background.strokeColor = .systemRed
                background.strokeWidth = 2
                cell.backgroundConfiguration = background
            } else if item == "A2" {
                cell.backgroundConfiguration = .listCell()
            } else {
                // A reused cell keeps its configuration, on iOS too: reset it.
                cell.backgroundConfiguration = nil
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "First" : "Second"
            view.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainHeaderFooter()
            background.backgroundColor = .systemYellow
            view.backgroundConfiguration = background
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems((1...15).map { "A\($0)" }, toSection: 0)
        snapshot.appendItems((1...15).map { "B\($0)" }, toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
final class CollectionFeaturesRenderingTests: XCTestCase {
    private func launch(_ controller: UIViewController) throws -> Simulator {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        return sim
    }

    /// R326: the collection view controller's long press lifts an item, the drag carries it and
    /// the others reflow; lifting the finger drops it and the data source hears the move.
    func testR326ALongPressLiftsAGridItemAndTheOthersReflow() async throws {
        let controller = MovableGridController()
        let sim = try launch(controller)
        let cv = controller.collectionView!
        let first = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let target = try XCTUnwrap(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))).frame
        let from = cv.convert(CGPoint(x: first.frame.midX, y: first.frame.midY), to: sim.window)
        let to = cv.convert(CGPoint(x: target.midX, y: target.midY), to: sim.window)
        // A quick drag scrolls or does nothing; only a press held 0.5 s lifts.
        sim.press(at: from)
        sim.advance(seconds: 0.6)
        XCTAssertTrue(first.configurationState.isReordering)
        for step in 1...20 {
            let t = CGFloat(step) / 20
            sim.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            sim.advance(frames: 1)
        }
        sim.advance(seconds: 0.4)
        XCTAssertEqual(cv.convert(first.center, to: sim.window), to, "under the finger")
        let shown = (0..<9).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.tag ?? -1 }
        XCTAssertEqual(shown, [1, 2, 3, 4, 0, 5, 6, 7, 8])
        try LookFolder.write(sim, named: "grid-long-press-move.png")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.moves, ["0 → 4"])
        XCTAssertEqual(controller.items, [1, 2, 3, 4, 0, 5, 6, 7, 8])
        XCTAssertEqual(first.frame, target)
        XCTAssertFalse(first.configurationState.isReordering)
    }

    /// R327: a plain list's headers stay under the navigation bar while their section scrolls
    /// beneath, drawn over the rows; the next section's header pushes the first one off.
    func testR327PlainListHeadersPinUnderTheBar() async throws {
        let controller = PlainListController()
        let sim = try launch(controller)
        let cv = controller.collectionView!
        let top = cv.adjustedContentInset.top
        _ = sim.scroll(at: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: 300))
        sim.advance(seconds: 0.2)
        let header = try XCTUnwrap(
            cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0]))
        XCTAssertEqual(header.frame.minY, cv.contentOffset.y + top, "at the top of the visible bounds")
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "list-plain-pinned-header.png")
        let y = Int(cv.convert(CGPoint(x: 0, y: header.frame.midY), to: sim.window).y)
        let pixel = canvas.pixel(x: 300, y: y)
        XCTAssertGreaterThan(Int(pixel.r), 230, "systemYellow over the rows")
        XCTAssertLessThan(Int(pixel.b), 60)
        // Scrolled to where the second header meets the first: the first is pushed up by its section's end.
        let second = try XCTUnwrap(
            cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: [1, 0]))
        _ = sim.scroll(
            at: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: second.frame.minY - top - cv.contentOffset.y - 10))
        sim.advance(seconds: 0.2)
        let first = try XCTUnwrap(
            cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: [0, 0]))
        XCTAssertEqual(first.frame.maxY, second.frame.minY, "pushed off by the section's end")
        try LookFolder.write(sim, named: "list-plain-header-pushed.png")
    }

    /// R328: a background configuration draws its colour inset with rounded corners and a stroke
    /// in place of the list's own background; `listCell()` takes the plain style and turns
    /// systemGray4 when its row is selected, while a colour the app set stays.
    func testR328BackgroundConfigurationsDrawAndFollowTheState() async throws {
        let controller = PlainListController()
        let sim = try launch(controller)
        let cv = controller.collectionView!
        let a1 = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let a2 = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(controller.collectionView.cellForItem(at: [0, 0])?.backgroundConfiguration?.cornerRadius, 8)
        let r1 = cv.convert(a1.frame, to: sim.window)
        let r2 = cv.convert(a2.frame, to: sim.window)
        var canvas = try sim.render()
        try LookFolder.write(canvas, named: "background-configuration.png")
        let teal = canvas.pixel(x: Int(r1.midX), y: Int(r1.midY))
        XCTAssertLessThan(Int(teal.r), 120, "systemTeal inside")
        XCTAssertGreaterThan(Int(teal.b), 180)
        let inset = canvas.pixel(x: Int(r1.minX) + 3, y: Int(r1.midY))
        XCTAssertEqual(inset.r, 255, "the 8 pt inset shows the list's white, not the row's own background")
        let stroke = (7...11).map { canvas.pixel(x: Int(r1.minX) + $0, y: Int(r1.midY)) }.max { $0.r < $1.r }!
        XCTAssertGreaterThan(Int(stroke.r), 200, "the red stroke at the inset edge")
        XCTAssertLessThan(Int(stroke.g), 100)
        let corner = canvas.pixel(x: Int(r1.minX) + 8, y: Int(r1.minY) + 4)
        XCTAssertEqual(corner.g, 255, "the rounded corner is cut away")
        XCTAssertEqual(canvas.pixel(x: Int(r2.midX), y: Int(r2.midY)).r, 255, "listCell() in a plain list: white")
        // Selecting both rows (multiple selection): the style's grey on A2, A1 keeps its teal.
        cv.allowsMultipleSelection = true
        _ = sim.tap(at: CGPoint(x: 200, y: r2.midY))
        _ = sim.tap(at: CGPoint(x: 200, y: r1.midY))
        sim.advance(seconds: 0.3)
        XCTAssertTrue(a2.isSelected)
        canvas = try sim.render()
        try LookFolder.write(canvas, named: "background-configuration-selected.png")
        let grey = canvas.pixel(x: Int(r2.midX), y: Int(r2.midY))
        XCTAssertEqual([grey.r, grey.g, grey.b], [209, 209, 214], "systemGray4")
        XCTAssertLessThan(Int(canvas.pixel(x: Int(r1.midX), y: Int(r1.midY)).r), 120, "still teal")
        XCTAssertEqual(a2.configurationState.isSelected, true)
    }
}
