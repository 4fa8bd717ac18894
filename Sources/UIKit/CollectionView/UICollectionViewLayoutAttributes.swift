import Foundation

/// Where and how a layout places one item: frame, alpha, transform and stacking order.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item the attributes describe.
    public var indexPath: IndexPath
    /// The item's frame in the collection view's content coordinates.
    open var frame: CGRect
    /// The item's opacity (1).
    open var alpha: CGFloat = 1
    /// The item's transform about its centre (identity).
    open var transform: CGAffineTransform = .identity
    /// The item's stacking order: higher is in front (0).
    open var zIndex = 0
    /// Whether the item is hidden (false).
    open var isHidden = false
    /// Whether the frame's height is an estimate the view sizes itself to (R307).
    var sizesHeightToFit = false
    /// A list section's traits for the element (R307).
    var listTraits: ListItemTraits?

    /// Whether the attributes place a cell or a supplementary view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// A supplementary view's kind (`UICollectionView.elementKindSectionHeader`, …); nil for a cell.
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `kind` (a section header or footer) at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// A copy (attributes are values a layout hands out; a copy can be changed freely).
    func copied() -> UICollectionViewLayoutAttributes {
        let copy =
            representedElementKind.map {
                UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
            }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.sizesHeightToFit = sizesHeightToFit
        copy.listTraits = listTraits
        return copy
    }

    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The item's bounds: its size at the origin; setting it resizes about the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
}
