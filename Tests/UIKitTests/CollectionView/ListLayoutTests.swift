import XCTest

@testable import UIKit

/// A list of strings in sections, with a cell registration filling list cells.
@MainActor
private final class ListSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var secondary: [String: String] = [:]
    var accessories: (String) -> [UICellAccessory] = { _ in [] }
    lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        [unowned self] cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        content.secondaryText = self.secondary[item]
        cell.contentConfiguration = content
        cell.accessories = self.accessories(item)
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
        var content = view.defaultContentConfiguration()
        content.text = "Section \(indexPath.section)"
        view.contentConfiguration = content
    }

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}

@MainActor
final class ListLayoutTests: XCTestCase {
    private func makeList(
        _ configuration: UICollectionLayoutListConfiguration, _ source: ListSource, width: CGFloat = 393
    ) -> UICollectionView {
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 800),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        cv.dataSource = source
        cv.layoutIfNeeded()
        return cv
    }

    private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// R307: a plain list's rows span the width; a one-line row is 44 pt, one with a subtitle is
    /// taller (the cells size themselves), and the rows follow one another.
    func testR307RowsSizeThemselvesToTheirContent() async throws {
        let source = ListSource([["One", "Two", "Three"]])
        source.secondary["Two"] = "A subtitle under the text"
        let cv = makeList(UICollectionLayoutListConfiguration(appearance: .plain), source)
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 0, width: 393, height: 44))
        XCTAssertGreaterThan(frame(cv, 1).height, 55)
        XCTAssertEqual(frame(cv, 1).minY, 44)
        XCTAssertEqual(frame(cv, 2).minY, frame(cv, 1).maxY)
        XCTAssertEqual(cv.contentSize.height, frame(cv, 2).maxY)
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, frame(cv, 1))
    }

    /// R307: an inset-grouped list insets its sections 20 pt on a 393 pt screen and 16 pt on a
    /// 375 pt one, leaves 35 pt above the first section, 35 pt between sections, and paints the
    /// grouped background behind them.
    func testR307InsetGroupedSectionsAreCardsApart() async throws {
        let source = ListSource([["A", "B"], ["C"]])
        let cv = makeList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), source)
        XCTAssertEqual(frame(cv, 0), CGRect(x: 20, y: 35, width: 353, height: 44))
        XCTAssertEqual(frame(cv, 0, 1).minY, frame(cv, 1).maxY + 35)
        XCTAssertEqual(cv.listBackgroundView?.backgroundColor, .systemGroupedBackground)
        let narrow = makeList(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), ListSource([["A"]]), width: 375)
        XCTAssertEqual(frame(narrow, 0).minX, 16)
        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        plain.backgroundColor = .systemYellow
        XCTAssertEqual(makeList(plain, ListSource([["A"]])).listBackgroundView?.backgroundColor, .systemYellow)
    }

    /// R307: separators: below every row but a grouped section's last; none without
    /// `showsSeparators`; the item separator handler can change one item's.
    func testR307SeparatorsAndTheItemSeparatorHandler() async throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.itemSeparatorHandler = { indexPath, separators in
            var s = separators
            if indexPath.item == 0 { s.bottomSeparatorVisibility = .hidden }
            return s
        }
        let cv = makeList(config, ListSource([["A", "B", "C"]]))
        let traits = (0..<3).map {
            cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.listTraits?.separators
                .bottomSeparatorVisibility
        }
        XCTAssertEqual(traits, [.hidden, .visible, .hidden])
        var bare = UICollectionLayoutListConfiguration(appearance: .plain)
        bare.showsSeparators = false
        let none = makeList(bare, ListSource([["A", "B"]]))
        XCTAssertEqual(
            none.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.listTraits?.separators
                .bottomSeparatorVisibility, .hidden)
        XCTAssertFalse(UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
    }

    /// R307: with `.supplementary` headers each section gets a header view sized to its text, the
    /// rows below it; with `.firstItemInSection` the first item's cell is the header (its default
    /// configuration the header's, no background, the card starting at the next item).
    func testR307HeaderModes() async throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let cv = makeList(config, ListSource([["A"], ["B"]]))
        let header = try XCTUnwrap(
            cv.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        XCTAssertGreaterThan(header.frame.height, 30)
        XCTAssertEqual(header.frame.maxY, frame(cv, 0, 1).minY)
        XCTAssertEqual(header.frame.minX, 20)
        var first = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        first.headerMode = .firstItemInSection
        let outline = makeList(first, ListSource([["Title", "Row"]]))
        let titleCell = try XCTUnwrap(
            outline.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let content = try XCTUnwrap(titleCell.contentConfiguration as? UIListContentConfiguration)
        XCTAssertEqual(content.textProperties.transform, .uppercase)
        XCTAssertEqual(titleCell.layer.cornerRadius, 0)
        let row = try XCTUnwrap(outline.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(
            row.layer.maskedCorners,
            [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    /// R308: trailing accessories stand at the margin in the system's order (label, checkmark,
    /// chevron) and the text stops before them; editing accessories show only while editing.
    func testR308AccessoriesAreOrderedAndShownByState() async throws {
        let source = ListSource([["Wi-Fi"]])
        source.accessories = { _ in [.disclosureIndicator(), .label(text: "Home"), .delete(), .reorder()] }
        let cv = makeList(UICollectionLayoutListConfiguration(appearance: .plain), source)
        let cell = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        let views = cell.accessoryViews
        let chevron = views[0]
        let label = views[1]
        XCTAssertEqual(chevron.frame.maxX, 393 - 20, "at the trailing margin")
        XCTAssertEqual(label.frame.maxX, chevron.frame.minX - 10)
        XCTAssertTrue(views[2].isHidden, "delete shows only while editing")
        XCTAssertTrue(views[3].isHidden)
        XCTAssertLessThanOrEqual(cell.contentView.frame.maxX, label.frame.minX)
        cv.isEditing = true
        cell.layoutIfNeeded()
        XCTAssertFalse(views[2].isHidden)
        XCTAssertEqual(views[2].frame.minX, 20, "delete at the leading margin")
        XCTAssertEqual(views[3].frame.maxX, 393 - 20, "reorder outermost at the trailing side")
        XCTAssertEqual(chevron.frame.maxX, views[3].frame.minX - 10)
        XCTAssertEqual(cell.configurationState.isEditing, true)
    }

    /// R308: a tap on an accessory with a handler runs it and selects nothing; a tap elsewhere on
    /// the row selects it and the cell shows the selection grey.
    func testR308AccessoryTapsAndSelection() async throws {
        var tapped = 0
        let source = ListSource([["Item"]])
        source.accessories = { _ in [.detail(actionHandler: { tapped += 1 })] }
        let cv = makeList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), source)
        let cell = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        let detail = cell.accessoryViews[0]
        let onDetail = cell.convert(CGPoint(x: detail.frame.midX, y: detail.frame.midY), to: cv)
        XCTAssertTrue(
            cell.handlesAccessoryTap(at: cv.convert(onDetail, to: cell), in: cv, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(tapped, 1)
        XCTAssertFalse(cell.handlesAccessoryTap(at: CGPoint(x: 40, y: 22), in: cv, at: IndexPath(item: 0, section: 0)))
        cv.tapped(IndexPath(item: 0, section: 0))
        XCTAssertTrue(cell.isSelected)
        XCTAssertTrue(cell.configurationState.isSelected)
    }

    /// R307: the swipe providers give a row's actions; none while editing, none for a header item.
    func testR307SwipeProvidersGiveTheRowsActions() async throws {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .firstItemInSection
        config.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, done in done(true) }
            ])
        }
        let cv = makeList(config, ListSource([["Header", "Row"]]))
        XCTAssertEqual(
            cv.swipeConfiguration(at: IndexPath(item: 1, section: 0), towardsTrailing: true)?.actions.first?.title,
            "Delete 1")
        XCTAssertNil(cv.swipeConfiguration(at: IndexPath(item: 1, section: 0), towardsTrailing: false))
        XCTAssertNil(cv.swipeConfiguration(at: IndexPath(item: 0, section: 0), towardsTrailing: true))
        cv.isEditing = true
        XCTAssertNil(cv.swipeConfiguration(at: IndexPath(item: 1, section: 0), towardsTrailing: true))
    }
}
