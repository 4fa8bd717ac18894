import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A section header with a title, orange.
@MainActor
private final class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        label.font = .boldSystemFont(ofSize: 20)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// Two sections of teal squares under orange headers, in a navigation controller; a horizontal
/// strip of purple cards below them.
@MainActor
private final class SectionsController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        super.init(collectionViewLayout: layout)
        title = "Albums"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "h")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 6 : 4
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        cell.contentView.layer.cornerRadius = 8
        return cell
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        (header as? TitleHeader)?.label.text = indexPath.section == 0 ? "Recents" : "Favourites"
        return header
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        // Three squares a row: (393 − 16 − 2 · 10) / 3.
        let side = (collectionView.bounds.width - 16 - 20) / 3
        return CGSize(width: side.rounded(.down), height: side.rounded(.down))
    }
}

@MainActor
final class CollectionSupplementaryRenderingTests: XCTestCase {
    func testR302HeadersDrawAboveTheirSectionsUnderTheNavigationBar() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = SectionsController()
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        let canvas = try sim.render()
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("collection-headers.png"))
        }
        let collectionView = try XCTUnwrap(controller.collectionView)
        let header = try XCTUnwrap(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let origin = header.convert(CGPoint.zero, to: sim.window)
        // The first header starts below the navigation bar (the content inset), spanning the width.
        XCTAssertEqual(origin.y, collectionView.adjustedContentInset.top, accuracy: 0.5)
        XCTAssertEqual(header.bounds.width, 393)
        let orange = canvas.pixel(x: 380, y: Int(origin.y) + 22)
        XCTAssertGreaterThan(Int(orange.r), 200)
        XCTAssertLessThan(Int(orange.b), 80)
        // A teal square in the first row below the header.
        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: sim.window)
        let teal = canvas.pixel(x: Int(centre.x), y: Int(centre.y))
        XCTAssertGreaterThan(Int(teal.b), 180)
        XCTAssertLessThan(Int(teal.r), 150)
        // The second header follows the first section's two rows and insets.
        let second = try XCTUnwrap(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let side = ((393 - 36) / 3 as CGFloat).rounded(.down)
        XCTAssertEqual(second.frame.minY, 44 + 8 + 2 * side + 10 + 8, accuracy: 0.01)
    }
}

/// A compositional layout on screen: a large tile beside two small ones, repeated.
@MainActor
final class CompositionalLayoutRenderingTests: XCTestCase {
    func testR304NestedGroupsDrawWhereTheLayoutPutsThem() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
        large.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2 / 3)),
            subitems: [large, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
            cell.contentView.backgroundColor = item % 3 == 0 ? .systemIndigo : .systemPink
            cell.contentView.layer.cornerRadius = 10
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: controller.collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<9))
        source.apply(snapshot, animatingDifferences: false)
        controller.collectionView.backgroundColor = .white
        sim.rootViewController = UINavigationController(rootViewController: controller)
        sim.advance(seconds: 0.3)
        let canvas = try sim.render()
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("compositional.png"))
        }
        let collectionView = try XCTUnwrap(controller.collectionView)
        for (item, indigo) in [(0, true), (1, false), (3, true)] {
            let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
            let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: sim.window)
            let p = canvas.pixel(x: Int(centre.x), y: Int(centre.y))
            if indigo {
                XCTAssertGreaterThan(Int(p.b), Int(p.r), "item \(item)")
            } else {
                XCTAssertGreaterThan(Int(p.r), Int(p.b), "item \(item)")
            }
        }
        withExtendedLifetime(source) {}
    }
}

/// A horizontally scrolling flow layout scrolls sideways under a drag and not up and down.
@MainActor
final class HorizontalFlowScrollingTests: XCTestCase {
    func testR302AHorizontalStripScrollsSidewaysUnderADrag() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 160)
        let host = UIViewController()
        let strip = UICollectionView(frame: CGRect(x: 0, y: 200, width: 393, height: 160), collectionViewLayout: layout)
        strip.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: strip) {
            collectionView, indexPath, _ in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.backgroundColor = .systemGreen
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<12))
        source.apply(snapshot, animatingDifferences: false)
        host.view.addSubview(strip)
        sim.rootViewController = host
        sim.advance(seconds: 0.2)
        // One row of 160-pt items: ⌊(160 + 10) / 170⌋ = 1 per column, 12 columns 130 pt apart.
        XCTAssertEqual(strip.contentSize, CGSize(width: 12 * 120 + 11 * 10, height: 160))
        _ = sim.drag(along: [CGPoint(x: 320, y: 280), CGPoint(x: 220, y: 285), CGPoint(x: 120, y: 290)], duration: 0.3)
        sim.advance(seconds: 1.5)
        XCTAssertGreaterThan(strip.contentOffset.x, 150)
        XCTAssertEqual(strip.contentOffset.y, 0)
        // Cells for exactly the items in the scrolled-to bounds.
        let visible = strip.bounds
        let expected = (0..<12).filter {
            let frame = CGRect(x: CGFloat($0) * 130, y: 0, width: 120, height: 160)
            return frame.maxX > visible.minX && frame.minX < visible.maxX
        }.map { IndexPath(item: $0, section: 0) }
        XCTAssertEqual(strip.indexPathsForVisibleItems, expected)
        XCTAssertFalse(expected.contains(IndexPath(item: 0, section: 0)))
        withExtendedLifetime(source) {}
    }
}
