import Foundation

/// A layout made of sections of groups of items (R304): each section (one for all, or one per
/// section index from the provider) repeats its group until its items run out.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [SupplementaryPlaceKey: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero

    private struct SupplementaryPlaceKey: Hashable {
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
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let environment = CompositionalEnvironment(collectionView: collectionView)
        let vertical = configuration.scrollDirection == .vertical
        let bounds = collectionView.bounds.size
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
                continue
            }
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
                    let length = vertical ? size.height : size.width
                    let attrs = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: boundary.elementKind, with: IndexPath(item: 0, section: s))
                    attrs.frame = rect(along: along, across: leading, length: length, breadth: width)
                    attrs.zIndex = boundary.zIndex
                    supplementary[SupplementaryPlaceKey(kind: boundary.elementKind, indexPath: attrs.indexPath)] = attrs
                    if boundary.extendsBoundary { along += length }
                }
            }
            placeBoundaries(leadingOnes: true)
            along += before
            var frames: [CGRect] = []
            var next = 0
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var groupAlong = along
            var groupAcross = leading
            var rowLength: CGFloat = 0
            var placedGroups = 0
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
                Self.place(
                    section.group, in: CGRect(origin: origin, size: groupSize), environment: environment, next: &next,
                    count: count, into: &frames)
                if next == before { break }  // a group that holds nothing: stop rather than loop
                placedGroups += 1
                let length = vertical ? groupSize.height : groupSize.width
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
                frames.enumerated().map { i, frame in
                    let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                    attrs.frame = frame
                    return attrs
                })
            placeBoundaries(leadingOnes: false)
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: across)
    }

    private static func isLeading(_ alignment: NSRectAlignment, vertical: Bool) -> Bool {
        switch alignment {
        case .top, .topTrailing: return vertical
        case .topLeading: return true
        case .leading, .bottomLeading: return !vertical
        default: return false
        }
    }

    /// Places `item` (a leaf or a group) in `frame`, appending the leaf frames it holds and taking
    /// item indices from `next` up to `count`.
    private static func place(
        _ item: NSCollectionLayoutItem, in frame: CGRect, environment: NSCollectionLayoutEnvironment, next: inout Int,
        count: Int, into frames: inout [CGRect]
    ) {
        guard let group = item as? NSCollectionLayoutGroup else {
            guard next < count else { return }
            let insets = item.contentInsets
            frames.append(
                CGRect(
                    x: frame.minX + insets.leading, y: frame.minY + insets.top,
                    width: max(0, frame.width - insets.leading - insets.trailing),
                    height: max(0, frame.height - insets.top - insets.bottom)))
            next += 1
            return
        }
        let insets = group.contentInsets
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.leading - insets.trailing),
            height: max(0, frame.height - insets.top - insets.bottom))
        if let provider = group.customItems {
            for custom in provider(environment) where next < count {
                frames.append(custom.frame.offsetBy(dx: inner.minX, dy: inner.minY))
                next += 1
            }
            return
        }
        guard let axis = group.axis, !group.subitems.isEmpty else { return }
        let horizontal = axis == .horizontal
        let extent = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The subitems' sizes, repeating them while they fit (or `count` of them, sharing the group).
        var sizes: [(NSCollectionLayoutItem, CGSize)] = []
        if let n = group.count {
            let share = max(0, (extent - spacing * CGFloat(n - 1)) / CGFloat(n))
            for k in 0..<n {
                let sub = group.subitems[k % group.subitems.count]
                var size = sub.layoutSize.resolved(in: inner.size)
                if horizontal { size.width = share } else { size.height = share }
                sizes.append((sub, size))
            }
        } else {
            var used: CGFloat = 0
            var k = 0
            while k < 1_000 {
                let sub = group.subitems[k % group.subitems.count]
                let size = sub.layoutSize.resolved(in: inner.size)
                let length = horizontal ? size.width : size.height
                guard length > 0 else { break }
                let needed = (sizes.isEmpty ? 0 : spacing) + length
                if !sizes.isEmpty && used + needed > extent + 0.0001 { break }
                sizes.append((sub, size))
                used += needed
                k += 1
                if used >= extent - 0.0001 { break }
            }
        }
        // Flexible spacing spreads what is left between the items.
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, sizes.count > 1 {
            let total = sizes.reduce(CGFloat(0)) { $0 + (horizontal ? $1.1.width : $1.1.height) }
            gap = max(spacing, (extent - total) / CGFloat(sizes.count - 1))
        }
        var position = horizontal ? inner.minX : inner.minY
        for (sub, size) in sizes {
            guard next < count else { return }
            let origin = horizontal ? CGPoint(x: position, y: inner.minY) : CGPoint(x: inner.minX, y: position)
            place(
                sub, in: CGRect(origin: origin, size: size), environment: environment, next: &next, count: count,
                into: &frames)
            position += (horizontal ? size.width : size.height) + gap
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        func meets(_ a: UICollectionViewLayoutAttributes) -> Bool {
            a.frame.minX < rect.maxX && a.frame.maxX > rect.minX && a.frame.minY < rect.maxY && a.frame.maxY > rect.minY
        }
        var out = items.flatMap { $0 }.filter(meets)
        out += supplementary.values.filter(meets).sorted { $0.indexPath < $1.indexPath }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < items.count, indexPath.item < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementary[SupplementaryPlaceKey(kind: elementKind, indexPath: indexPath)]
    }

    /// A new size reflows the sections (fractional sizes follow it).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
}
