import Foundation

extension NSCollectionLayoutSection {
    /// A list section (R307): full-width rows that size themselves to their content (estimated
    /// 44 pt), inset from the sides into a card when `.insetGrouped`, with the configuration's
    /// header and footer as boundary supplementary items.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        if configuration.appearance == .insetGrouped || configuration.appearance == .sidebar {
            let margin = ListMetrics.sideMargin(forWidth: layoutEnvironment.container.contentSize.width)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        }
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // A plain list's headers pin as a plain table's do, above the rows (R327).
            if configuration.appearance == .plain {
                header.pinToVisibleBounds = true
                header.zIndex = 2
            }
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (R307).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The list configuration of `section` at the last layout pass (nil: not a list section).
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard section >= 0, section < preparedSections.count else { return nil }
        return preparedSections[section]?.listConfiguration
    }

    /// The space a list section leaves above itself (R183): 35 pt above a grouped list's first
    /// section, 17.5 pt above the others; above a header, the header's own padding.
    func listSpacing(before section: Int, _ list: UICollectionLayoutListConfiguration) -> CGFloat {
        let grouped = list.appearance.isGrouped
        if list.headerMode == .supplementary {
            if let padding = list.headerTopPadding { return padding }
            // The first grouped header's title sits 30 pt down rather than its configuration's 13.
            return grouped && section == 0 ? ListMetrics.firstGroupedHeaderTopMargin - 13 : 0
        }
        guard grouped else { return list.headerTopPadding ?? 0 }
        return section == 0 ? ListMetrics.firstSectionTopSpacing : ListMetrics.sectionSpacing
    }

    /// The space a list section leaves below itself: 17.5 pt in a grouped list without a footer.
    func listSpacing(after section: Int, _ list: UICollectionLayoutListConfiguration) -> CGFloat {
        list.appearance.isGrouped && list.footerMode != .supplementary ? ListMetrics.sectionSpacing : 0
    }

    /// The content margin of a list section's elements in a collection view `width` wide.
    private func contentMargin(_ list: UICollectionLayoutListConfiguration, width: CGFloat) -> CGFloat {
        switch list.appearance {
        case .insetGrouped, .sidebar: ListMetrics.insetGroupedContentMargin
        default: ListMetrics.sideMargin(forWidth: width)
        }
    }

    /// A header's or footer's traits.
    func listTraits(
        ofBoundary boundary: NSCollectionLayoutBoundarySupplementaryItem, _ list: UICollectionLayoutListConfiguration,
        section: Int, width: CGFloat
    ) -> ListItemTraits {
        var none = list.separatorConfiguration
        none.topSeparatorVisibility = .hidden
        none.bottomSeparatorVisibility = .hidden
        return ListItemTraits(
            role: boundary.elementKind == UICollectionView.elementKindSectionFooter ? .footer : .header,
            appearance: list.appearance, separators: none, contentMargin: contentMargin(list, width: width),
            inFirstSection: section == 0)
    }

    /// Gives a list section's cells their traits: the header item, the card's ends and the
    /// separators (the item separator handler adjusting each item's defaults).
    func decorateListItems(in section: Int, _ list: UICollectionLayoutListConfiguration, count: Int, width: CGFloat) {
        let firstRow = list.headerMode == .firstItemInSection ? 1 : 0
        let grouped = list.appearance.isGrouped
        for attrs in items[section] {
            let item = attrs.indexPath.item
            let role: ListItemTraits.Role = item < firstRow ? .header : .cell
            let isLast = item == count - 1
            var separators = list.separatorConfiguration
            if let handler = list.itemSeparatorHandler { separators = handler(attrs.indexPath, separators) }
            // Automatic: no line above a row; one below each, except a grouped section's last row and
            // a header; none at all without `showsSeparators`.
            let automaticBottom = list.showsSeparators && role == .cell && !(grouped && isLast)
            if separators.topSeparatorVisibility == .automatic { separators.topSeparatorVisibility = .hidden }
            if separators.bottomSeparatorVisibility == .automatic {
                separators.bottomSeparatorVisibility = automaticBottom ? .visible : .hidden
            }
            attrs.listTraits = ListItemTraits(
                role: role, appearance: list.appearance, isFirstInCard: item == firstRow, isLastInCard: isLast,
                separators: separators, contentMargin: contentMargin(list, width: width),
                inFirstSection: section == 0)
        }
    }
}
