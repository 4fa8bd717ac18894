import Foundation

/// A size along one side of a compositional layout element (R304): a fraction of its container's
/// width or height, an absolute length, or an estimate (used as the length: cells do not size
/// themselves here).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// A width and a height for a compositional layout element.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, growing to spread the items across the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}

/// The container a section provider lays out in: the collection view's size, and inside its
/// adjusted content insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@MainActor
final class CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(collectionView: UICollectionView) {
        contentSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        contentInsets = NSDirectionalEdgeInsets(
            top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        traitCollection = collectionView.traitCollection
    }

    var container: NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// One item of a compositional layout: a cell with a size in its group and insets inside it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's allotted size, taken off the cell's frame.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item (not simulated: kept).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to the item (not simulated: kept).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Spacing around an item (kept, not applied).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// A view attached to an item or group (kept, not placed).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    open var zIndex = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
    }
}

/// A header or footer of a section: a supplementary view of `elementKind` spanning the section
/// at its top (`.top`) or bottom (`.bottom`) when scrolling vertically, its leading or trailing
/// side when horizontally.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Whether it stays at the top of the visible bounds while its section scrolls (not simulated).
    open var pinToVisibleBounds = false
    /// Whether the section's items start after it (true) or under it.
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Where a boundary item sits.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A frame a custom group's provider returns.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Items (or groups) placed along a line (horizontal, vertical) or at frames a closure gives
/// (custom). A horizontal or vertical group repeats its subitems while they fit; with `count` it
/// holds exactly that many, sized to share the group evenly.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public typealias CustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis?
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    let customItems: CustomItemProvider?
    /// The space between the group's items (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, axis: Axis?, subitems: [NSCollectionLayoutItem], count: Int?,
        custom: CustomItemProvider?
    ) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        customItems = custom
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil, custom: nil)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil, custom: nil)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count), custom: nil)
    }

    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count), custom: nil)
    }

    /// The form deprecated in iOS 16 (`repeatingSubitem:count:`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The form deprecated in iOS 16 (`repeatingSubitem:count:`).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    public static func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping CustomItemProvider)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: nil, subitems: [], count: nil, custom: itemProvider)
    }
}

/// How a section's groups scroll across the collection view's direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group repeated until the section's items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Groups side by side across the scrolling direction (any behaviour but `.none`): laid out in
    /// one row here, which does not scroll on its own (R304).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// The compositional layout's settings.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}

extension UICollectionView {
    /// A layout's scrolling direction.
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}

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
