import Foundation

/// Items placed in lines, section after section: with vertical scrolling each line is a row across
/// the width and the content grows downwards; with horizontal scrolling each line is a column down
/// the height and the content grows to the right. Item sizes, insets, spacings and header and
/// footer sizes come from the layout's properties or, per item and section, from a delegate that
/// adopts `UICollectionViewDelegateFlowLayout` (R302).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Rows fill across, the content grows downwards.
        case vertical = 0
        /// Columns fill downwards, the content grows to the right.
        case horizontal = 1
    }

    /// Every item's size (UIKit's default 50 × 50) when the delegate gives none.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10); a full line stretches it to fill the line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (between the header and the footer).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Each section header's size: its height scrolling vertically, its width horizontally; the
    /// other side spans the collection view. Zero (the default): no headers.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Each section footer's size, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// A size estimate for self-sizing cells; `automaticSize` asks each cell. Not simulated:
    /// items take `itemSize` or the delegate's size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// `estimatedItemSize` asking each cell for its size.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether section headers stay at the top of the visible bounds while their section scrolls
    /// under them, pushed off by its end (false, R327).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether section footers stay at the bottom of the visible bounds while their section is
    /// there (false, R327).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero
    /// Each section's extent along the scrolling direction, for pinning (R327).
    private var extents: [PinnedSupplementary] = []

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// One section's sizes: the delegate's answers, else the layout's properties.
    private struct SectionMetrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    private func metrics(_ section: Int, in collectionView: UICollectionView) -> SectionMetrics {
        guard let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout else {
            return SectionMetrics(
                inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
                header: headerReferenceSize, footer: footerReferenceSize)
        }
        return SectionMetrics(
            inset: flow.collectionView(collectionView, layout: self, insetForSectionAt: section),
            lineSpacing: flow.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
            interitemSpacing: flow.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
            header: flow.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
            footer: flow.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section))
    }

    /// Lays out every section in the scrolling direction: header, inset, lines of items, inset,
    /// footer. Items fill a line across the extent between the section insets while the least
    /// inter-item spacing lets them; a line of n > 1 items spreads them to span it, with the
    /// spacing `(W − Σw) / (n − 1)`; a line of one item is centred (UIKit's single-item line). The
    /// last line of a section keeps the spacing of the full line before it where it fits (else the
    /// least spacing) and starts at the inset. Items smaller than their line across the scrolling
    /// direction are centred in it (I: observed grids, not a documented rule; R302).
    open override func prepare() {
        super.prepare()
        attributes = []
        headers = []
        footers = []
        extents = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        // The extent across the scrolling direction: the width (vertical) or the height inside the
        // adjusted insets (horizontal: the safe area under the bars does not hold items).
        let across =
            vertical ? collectionView.bounds.width : max(0, collectionView.bounds.height - inset.top - inset.bottom)
        preparedSize = collectionView.bounds.size
        let sizer = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // Points along (the scrolling direction) and across; a frame from them.
        func frame(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: across, y: along, width: breadth, height: length)
                : CGRect(x: along, y: across, width: length, height: breadth)
        }
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionStart = along
            let m = metrics(section, in: collectionView)
            // Insets in the layout's terms: before/after along, leading/trailing across.
            let before = vertical ? m.inset.top : m.inset.left
            let after = vertical ? m.inset.bottom : m.inset.right
            let leading = vertical ? m.inset.left : m.inset.top
            let trailing = vertical ? m.inset.right : m.inset.bottom
            // A header or footer at `along`, spanning the extent across (none for a zero length).
            func boundary(_ kind: String, _ size: CGSize) -> UICollectionViewLayoutAttributes? {
                let length = vertical ? size.height : size.width
                guard length > 0 else { return nil }
                let attrs = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                attrs.frame = frame(along: along, across: 0, length: length, breadth: across)
                attrs.zIndex = 10
                along += length
                return attrs
            }
            headers.append(boundary(UICollectionView.elementKindSectionHeader, m.header))
            along += before
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                sizer?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
            }
            // Item sizes in the layout's terms: length along, breadth across.
            func length(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
            func breadth(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
            let available = across - leading - trailing
            var lines: [Range<Int>] = []
            var start = 0
            while start < count {
                var end = start + 1
                var used = breadth(sizes[start])
                while end < count, used + m.interitemSpacing + breadth(sizes[end]) <= available + 0.0001 {
                    used += m.interitemSpacing + breadth(sizes[end])
                    end += 1
                }
                lines.append(start..<end)
                start = end
            }
            var items: [UICollectionViewLayoutAttributes] = []
            items.reserveCapacity(count)
            var previousSpacing: CGFloat?
            for (index, line) in lines.enumerated() {
                let lineLength = line.map { length(sizes[$0]) }.max() ?? 0
                let total = line.reduce(CGFloat(0)) { $0 + breadth(sizes[$1]) }
                let isLast = index == lines.count - 1
                var spacing = line.count > 1 ? (available - total) / CGFloat(line.count - 1) : 0
                var position = leading
                if line.count == 1 && (!isLast || lines.count == 1 || previousSpacing == nil) {
                    position = leading + (available - total) / 2
                } else if isLast && lines.count > 1 {
                    // The last line keeps the previous line's spacing where it fits.
                    let kept = previousSpacing ?? m.interitemSpacing
                    let fits = total + kept * CGFloat(line.count - 1) <= available + 0.0001
                    spacing = fits ? kept : m.interitemSpacing
                }
                if line.count > 1 { previousSpacing = spacing }
                for item in line {
                    let size = sizes[item]
                    let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attrs.frame = frame(
                        along: along + (lineLength - length(size)) / 2, across: position, length: length(size),
                        breadth: breadth(size))
                    items.append(attrs)
                    position += breadth(size) + spacing
                }
                along += lineLength + (isLast ? 0 : m.lineSpacing)
            }
            along += after
            footers.append(boundary(UICollectionView.elementKindSectionFooter, m.footer))
            extents.append(PinnedSupplementary(sectionStart: sectionStart, sectionEnd: along))
            attributes.append(items)
        }
        contentSize =
            vertical
            ? CGSize(width: collectionView.bounds.width, height: along)
            : CGSize(width: along, height: across)
    }

    /// The content spans the collection view across the scrolling direction and every section along it.
    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Frames that only touch the rectangle's edge are outside it.
        func meets(_ a: UICollectionViewLayoutAttributes) -> Bool {
            a.frame.minX < rect.maxX && a.frame.maxX > rect.minX && a.frame.minY < rect.maxY && a.frame.maxY > rect.minY
        }
        var out: [UICollectionViewLayoutAttributes] = []
        for section in attributes.indices {
            if let header = headers[section].map({ pinned($0, section: section) }), meets(header) { out.append(header) }
            for item in attributes[section] where meets(item) { out.append(item) }
            if let footer = footers[section].map({ pinned($0, section: section) }), meets(footer) { out.append(footer) }
        }
        return out
    }

    /// A header or footer where pinning puts it for the current bounds (R327).
    private func pinned(_ a: UICollectionViewLayoutAttributes, section: Int) -> UICollectionViewLayoutAttributes {
        let header = a.representedElementKind == UICollectionView.elementKindSectionHeader
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let collectionView,
            section < extents.count
        else { return a }
        let vertical = scrollDirection == .vertical
        return extents[section].pin(
            a, header: header, vertical: vertical,
            visible: PinnedSupplementary.visibleExtent(of: collectionView, vertical: vertical))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < attributes.count, indexPath.item < attributes[indexPath.section].count else {
            return nil
        }
        return attributes[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.section < headers.count else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            return headers[indexPath.section].map { pinned($0, section: indexPath.section) }
        case UICollectionView.elementKindSectionFooter:
            return footers[indexPath.section].map { pinned($0, section: indexPath.section) }
        default: return nil
        }
    }

    /// A new extent across the scrolling direction reflows the lines; a scroll does not (pinned
    /// headers and footers are placed for the bounds as they are asked for).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        scrollDirection == .vertical
            ? newBounds.width != preparedSize.width : newBounds.height != preparedSize.height
    }
}
