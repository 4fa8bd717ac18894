import XCTest

@testable import UIKit

@MainActor
final class CompositionalLayoutTests: XCTestCase {
    var app: TestApp!
    var host: UIViewController!

    override func setUp() async throws {
        host = UIViewController()
        app = TestApp(root: host)
    }

    private func show(_ layout: UICollectionViewLayout, sections: [Int]) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let source = SectionedSource(sections.map { Array(0..<$0) })
        keep(source, collectionView)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "n")
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        collectionView.dataSource = source
        host.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private var kept: [AnyObject] = []
    private func keep(_ objects: AnyObject...) { kept += objects }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    /// R304: a section repeats its group; fractional sizes are of the group; insets come off the
    /// item's share; a fractional-height group is of the visible height.
    func testR304AGridOfFractionalItemsRepeatsItsGroupWithInsets() async {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        section.interGroupSpacing = 5
        let collectionView = show(UICollectionViewCompositionalLayout(section: section), sections: [7])
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 2, y: 12, width: 126, height: 126))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 262, y: 12, width: 126, height: 126))
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 2, y: 147, width: 126, height: 126))
        XCTAssertEqual(frame(collectionView, 6), CGRect(x: 2, y: 282, width: 126, height: 126))
        // Three groups: 10 + 3 · 130 + 2 · 5 + 10.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 420))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 7)
    }

    /// R304: nested groups (a large item beside a column of two), a repeating subitem sharing its
    /// group, fixed spacing, and a header from the section's boundary items.
    func testR304NestedGroupsCountsSpacingAndAHeader() async {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        column.interItemSpacing = .fixed(10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)),
            subitems: [large, column])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: "header", alignment: .top)
        ]
        let collectionView = show(UICollectionViewCompositionalLayout(section: section), sections: [5])
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 0, y: 44, width: 260, height: 210))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 260, y: 44, width: 130, height: 100))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 260, y: 154, width: 130, height: 100))
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 0, y: 254, width: 260, height: 210))
        XCTAssertEqual(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: "header").count, 1)
    }

    /// R304: a section provider gives each section its own layout; an orthogonally scrolling
    /// section lays its groups in one row across.
    func testR304ASectionProviderAndARowOfGroupsAcross() async {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            XCTAssertEqual(environment.container.contentSize.width, 390)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: index == 0 ? .fractionalWidth(0.8) : .fractionalWidth(1),
                    heightDimension: .absolute(index == 0 ? 200 : 50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 {
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
            }
            return section
        }
        let collectionView = show(layout, sections: [3, 2])
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 312, height: 200))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 322, y: 0, width: 312, height: 200))
        XCTAssertEqual(frame(collectionView, 0, 1), CGRect(x: 0, y: 200, width: 390, height: 50))
        XCTAssertEqual(frame(collectionView, 1, 1), CGRect(x: 0, y: 250, width: 390, height: 50))
        XCTAssertEqual(collectionView.contentSize.height, 300)
    }

    /// R304: a cell registration registers its class on first use and fills each cell.
    func testR304ACellRegistrationDequeuesAndConfigures() async {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        host.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { cell, indexPath, item in
            cell.item = item * 10 + indexPath.item
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([4, 5])
        source.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell)?.item, 51)
        XCTAssertFalse(DiagnosticLog.current.entries.contains { $0.name == "cellIdentifierNotRegistered" })
    }
}
