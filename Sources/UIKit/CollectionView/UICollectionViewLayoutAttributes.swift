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

    /// Attributes for the cell at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
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
