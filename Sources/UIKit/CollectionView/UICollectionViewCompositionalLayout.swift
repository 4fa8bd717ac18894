import Foundation

/// A layout made of sections of groups of items (R304): each section (one for all, or one per
/// section index from the provider) repeats its group until its items run out.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let provider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementary: [SupplementaryPlaceKey: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero
    /// Each section's extent along the scrolling direction and its pinned boundary items (R327).
    var sectionExtents: [Int: PinnedSupplementary] = [:]
    var pinnedKeys: [SupplementaryPlaceKey: Bool] = [:]
    /// Each section as the provider gave it at the last `prepare()` (nil: none).
    var preparedSections: [NSCollectionLayoutSection?] = []
    /// The heights self-sizing cells and boundary items measured at the current width (R307).
    var measuredItems: [IndexPath: CGFloat] = [:]
    var measuredSupplementary: [SupplementaryPlaceKey: CGFloat] = [:]

    struct SupplementaryPlaceKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override func prepare() {
        super.prepare()
        items = []
        supplementary = [:]
        preparedSections = []
        sectionExtents = [:]
        pinnedKeys = [:]
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let environment = CompositionalEnvironment(collectionView: collectionView)
        let vertical = configuration.scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        if bounds.width != preparedSize.width { forgetMeasurements() }
        preparedSize = bounds
        // The extent across the scrolling direction; items' fractional sizes along it are of the
        // visible length (the collection view's height when scrolling vertically).
        let across = vertical ? bounds.width : environment.effectiveContentSize.height
        let visibleAlong = vertical ? environment.effectiveContentSize.height : bounds.width
        var along: CGFloat = 0
        for s in 0..<collectionView.numberOfSections {
            if s > 0 { along += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: s)
            guard let section = provider(s, environment) else {
                items.append([])
                preparedSections.append(nil)
                continue
            }
            preparedSections.append(section)
            let list = vertical ? section.listConfiguration : nil
            let insets = section.contentInsets
            let before = vertical ? insets.top : insets.leading
            let after = vertical ? insets.bottom : insets.trailing
            let leading = vertical ? insets.leading : insets.top
            let trailing = vertical ? insets.trailing : insets.bottom
            let width = across - leading - trailing
            // The container of a section's groups: the section's width across, the visible length along.
            let container =
                vertical ? CGSize(width: width, height: visibleAlong) : CGSize(width: visibleAlong, height: width)
            func rect(along a: CGFloat, across c: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
                vertical
                    ? CGRect(x: c, y: a, width: breadth, height: length)
                    : CGRect(x: a, y: c, width: length, height: breadth)
            }
            // The section's boundary items at `along` (headers before the content, footers after).
            func placeBoundaries(leadingOnes: Bool) {
                for boundary in section.boundarySupplementaryItems
                where Self.isLeading(boundary.alignment, vertical: vertical) == leadingOnes {
                    let size = boundary.layoutSize.resolved(
                        in: vertical
                            ? CGSize(width: across, height: visibleAlong) : CGSize(width: visibleAlong, height: across))
                    let key = SupplementaryPlaceKey(
                        kind: boundary.elementKind, indexPath: IndexPath(item: 0, section: s))
                    let selfSizing = vertical && boundary.layoutSize.heightDimension.isEstimated
                    let length =
                        selfSizing ? measuredSupplementary[key] ?? size.height : vertical ? size.height : size.width
                    let attrs = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: boundary.elementKind, with: key.indexPath)
                    attrs.frame = rect(along: along, across: leading, length: length, breadth: width)
                    attrs.zIndex = boundary.zIndex
                    attrs.sizesHeightToFit = selfSizing
                    if let list { attrs.listTraits = listTraits(ofBoundary: boundary, list, section: s, width: across) }
                    supplementary[key] = attrs
                    if boundary.pinToVisibleBounds { pinnedKeys[key] = leadingOnes }
                    if boundary.extendsBoundary { along += length }
                }
            }
            if let list { along += listSpacing(before: s, list) }
            let sectionStart = along
            placeBoundaries(leadingOnes: true)
            along += before
            var placement = Placement()
            var next = 0
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var groupAlong = along
            var groupAcross = leading
            var rowLength: CGFloat = 0
            var placedGroups = 0
            let measured: (Int) -> CGFloat? =
                vertical ? { self.measuredItems[IndexPath(item: $0, section: s)] } : { _ in nil }
            while next < count {
                let groupSize = section.group.layoutSize.resolved(in: container)
                if placedGroups > 0 {
                    if orthogonal {
                        groupAcross += section.interGroupSpacing
                    } else {
                        groupAlong += section.interGroupSpacing
                    }
                }
                let origin = vertical ? CGPoint(x: groupAcross, y: groupAlong) : CGPoint(x: groupAlong, y: groupAcross)
                let before = next
                let bottom = Self.place(
                    section.group, in: CGRect(origin: origin, size: groupSize), environment: environment, next: &next,
                    count: count, measured: measured, into: &placement)
                if next == before { break }  // a group that holds nothing: stop rather than loop
                placedGroups += 1
                var length = vertical ? groupSize.height : groupSize.width
                if vertical && section.group.layoutSize.heightDimension.isEstimated { length = bottom - origin.y }
                if orthogonal {
                    groupAcross += vertical ? groupSize.width : groupSize.height
                    rowLength = max(rowLength, length)
                } else {
                    groupAlong += length
                }
            }
            along = orthogonal ? along + rowLength : groupAlong
            along += after
            items.append(
                placement.frames.enumerated().map { i, frame in
                    let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                    attrs.frame = frame
                    attrs.sizesHeightToFit = vertical && placement.estimated[i]
                    return attrs
                })
            if let list { decorateListItems(in: s, list, count: count, width: across) }
            placeBoundaries(leadingOnes: false)
            sectionExtents[s] = PinnedSupplementary(sectionStart: sectionStart, sectionEnd: along)
            if let list { along += listSpacing(after: s, list) }
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: across)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Records a self-sizing element's measured height (R307); true when it differs from the one
    /// used, so the layout must be prepared again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        recordPreferred(preferredAttributes, original: originalAttributes)
    }

    override func itemsDidMove(_ items: [IndexPath: IndexPath], sections: [Int: Int], reloaded: Set<IndexPath>) {
        remapMeasurements(items, sections: sections, reloaded: reloaded)
    }

    /// Reloading forgets what was measured.
    override func dataDidReload() { forgetMeasurements() }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        func meets(_ a: UICollectionViewLayoutAttributes) -> Bool {
            a.frame.minX < rect.maxX && a.frame.maxX > rect.minX && a.frame.minY < rect.maxY && a.frame.maxY > rect.minY
        }
        var out = items.flatMap { $0 }.filter(meets)
        out += supplementary.map { pinned($0.value, key: $0.key) }.filter(meets).sorted { $0.indexPath < $1.indexPath }
        return out
    }

    /// A boundary item where `pinToVisibleBounds` puts it for the current bounds (R327).
    private func pinned(_ a: UICollectionViewLayoutAttributes, key: SupplementaryPlaceKey)
        -> UICollectionViewLayoutAttributes
    {
        guard let header = pinnedKeys[key], let extent = sectionExtents[key.indexPath.section], let collectionView
        else {
            return a
        }
        let vertical = configuration.scrollDirection == .vertical
        return extent.pin(
            a, header: header, vertical: vertical,
            visible: PinnedSupplementary.visibleExtent(of: collectionView, vertical: vertical))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < items.count, indexPath.item < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let key = SupplementaryPlaceKey(kind: elementKind, indexPath: indexPath)
        return supplementary[key].map { pinned($0, key: key) }
    }

    /// A new size reflows the sections (fractional sizes follow it).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
}
