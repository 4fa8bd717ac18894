import Foundation

/// A grid of equally sized items that fills rows across the collection view's width, then wraps,
/// section after section (vertical scrolling).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Rows fill across, the content grows downwards.
        case vertical = 0
        /// Columns fill downwards, the content grows to the right (not simulated: laid out as vertical).
        case horizontal = 1
    }

    /// Every item's size (UIKit's default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between rows (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a row (10); a full row stretches it to fill the width.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction; only `.vertical` is simulated.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero
    private var preparedWidth: CGFloat = 0

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Lays out every section: `n = ⌊(W + s) / (w + s)⌋` items per row (at least one) in the width
    /// W between the section insets; a row of n > 1 items spreads them with the spacing
    /// `(W − n·w) / (n − 1)` so the row spans the width; a row of one item centres it when no
    /// second item could fit (UIKit's single-item-per-line centring). A shorter last row keeps the
    /// full rows' spacing and starts at the left inset (I: observed grids, not a documented rule).
    open override func prepare() {
        super.prepare()
        attributes = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let width = collectionView.bounds.width
        preparedWidth = width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var items: [UICollectionViewLayoutAttributes] = []
            y += sectionInset.top
            let available = width - sectionInset.left - sectionInset.right
            let perRow = max(
                1, Int(((available + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing))))
            let spacing =
                perRow > 1 ? (available - CGFloat(perRow) * itemSize.width) / CGFloat(perRow - 1) : 0
            let rows = count == 0 ? 0 : (count + perRow - 1) / perRow
            for item in 0..<count {
                let row = item / perRow
                let column = item % perRow
                let x =
                    perRow == 1
                    ? sectionInset.left + (available - itemSize.width) / 2
                    : sectionInset.left + CGFloat(column) * (itemSize.width + spacing)
                let rowY = y + CGFloat(row) * (itemSize.height + minimumLineSpacing)
                let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attrs.frame = CGRect(origin: CGPoint(x: x, y: rowY), size: itemSize)
                items.append(attrs)
            }
            if rows > 0 {
                y += CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * minimumLineSpacing
            }
            y += sectionInset.bottom
            attributes.append(items)
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// The content spans the collection view's width and every section's rows and insets.
    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Frames that only touch the rectangle's edge are outside it.
        attributes.flatMap { $0 }.filter {
            $0.frame.minX < rect.maxX && $0.frame.maxX > rect.minX && $0.frame.minY < rect.maxY
                && $0.frame.maxY > rect.minY
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < attributes.count, indexPath.item < attributes[indexPath.section].count else {
            return nil
        }
        return attributes[indexPath.section][indexPath.item]
    }

    /// A new width reflows the rows; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != preparedWidth
    }
}
