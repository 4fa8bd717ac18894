import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A Settings-style screen: an inset-grouped list of two sections with headers, rows with images,
/// values and chevrons.
@MainActor
private final class SettingsListController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var deleted: [String] = []
    let sections = [["Wi-Fi", "Bluetooth", "Cellular"], ["Notifications", "Sounds & Haptics"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                guard let self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return }
                self.deleted.append(item)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories =
                item == "Wi-Fi" ? [.label(text: "Home"), .disclosureIndicator()] : [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Connections" : "Alerts"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(sections[0], toSection: 0)
        snapshot.appendItems(sections[1], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
final class ListRenderingTests: XCTestCase {
    private func launch() throws -> (Simulator, SettingsListController) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = SettingsListController()
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        return (sim, controller)
    }

    /// R307: an inset-grouped list draws its sections as cards 20 pt in from the sides of a
    /// 393 pt screen on the grouped background, one-line rows 44 pt tall, the header's capitals
    /// above the card, the card's ends rounded.
    func testR307AnInsetGroupedListLooksLikeSettings() async throws {
        let (sim, controller) = try launch()
        let cv = controller.collectionView!
        let first = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(first.frame.minX, 20)
        XCTAssertEqual(first.frame.width, 393 - 40)
        XCTAssertEqual(first.frame.height, 44, "a one-line row with a symbol image is 44 pt")
        XCTAssertEqual(second.frame.minY, first.frame.maxY, "rows touch: the separator is inside the row")
        let header = try XCTUnwrap(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame.maxY, first.frame.minY, "the header sits on its card")
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(second.layer.cornerRadius, 0)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "list-inset-grouped.png")
        let top = cv.convert(first.frame, to: sim.window)
        // The grouped background beside the card; the card's white inside; its corner cut away.
        let outside = canvas.pixel(x: 10, y: Int(top.midY))
        let inside = canvas.pixel(x: Int(top.midX), y: Int(top.midY))
        let corner = canvas.pixel(x: Int(top.minX) + 1, y: Int(top.minY) + 1)
        XCTAssertEqual(outside.r, 242, "systemGroupedBackground")
        XCTAssertEqual(inside.r, 255, "secondarySystemGroupedBackground")
        XCTAssertEqual(corner.r, 242, "the rounded corner shows the background")
        // The separator below the first row starts at the text, not at the card's edge.
        let lineY = Int(top.maxY) - 1
        XCTAssertLessThan(Int(canvas.pixel(x: Int(top.minX) + 80, y: lineY).r), 240)
        XCTAssertEqual(canvas.pixel(x: Int(top.minX) + 8, y: lineY).r, 255)
    }

    /// R307: the header's text is upper-cased footnote in the secondary label colour, aligned with
    /// the rows' text; the last row of a card has no separator and rounded bottom corners.
    func testR307HeadersAndTheCardsLastRow() async throws {
        let (_, controller) = try launch()
        let cv = controller.collectionView!
        let header = try XCTUnwrap(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                as? UICollectionViewListCell)
        let content = try XCTUnwrap(header.contentConfiguration as? UIListContentConfiguration)
        XCTAssertEqual(content.textProperties.font.pointSize, 13)
        XCTAssertEqual(content.textProperties.transform, .uppercase)
        XCTAssertEqual(content.directionalLayoutMargins.leading, 16)
        let last = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let between = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minY - last.frame.maxY
        XCTAssertGreaterThan(between, 35, "17.5 pt after the card, then the next header")
    }

    /// R307: swiping a list row left opens its trailing actions; a tap on Delete runs the handler.
    func testR307ASwipeOnAListRowRunsItsAction() async throws {
        let (sim, controller) = try launch()
        let cv = controller.collectionView!
        let cell = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let y = cv.convert(CGPoint(x: 0, y: cell.frame.midY), to: sim.window).y
        _ = sim.drag(along: [CGPoint(x: 300, y: y), CGPoint(x: 250, y: y), CGPoint(x: 200, y: y)], duration: 0.3)
        sim.advance(seconds: 0.5)
        XCTAssertLessThan(cell.frame.minX, 20 - 70, "the row slid left over its button")
        try LookFolder.write(sim, named: "list-swipe.png")
        _ = sim.tap(at: CGPoint(x: 393 - 20 - 30, y: y))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.deleted, ["Bluetooth"])
        XCTAssertEqual(cell.frame.minX, 20, "closed after the handler completed")
    }
}
