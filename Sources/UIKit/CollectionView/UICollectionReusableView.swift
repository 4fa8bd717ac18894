import Foundation

/// A view a collection view places from layout attributes and reuses: the base of cells and of
/// supplementary views (section headers and footers). The collection view keeps views that left
/// the visible bounds and hands them out again, after `prepareForReuse()`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view; the collection view calls this for a registered class.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a view from an archive: no nibs here, so it is the view `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the view is handed out again; reset per-item state here.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: geometry, transform, alpha, stacking, visibility.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        // Size and centre rather than frame, so that a transform applies about the centre as in UIKit.
        bounds = CGRect(origin: .zero, size: layoutAttributes.frame.size)
        center = CGPoint(x: layoutAttributes.frame.midX, y: layoutAttributes.frame.midY)
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
        isHidden = layoutAttributes.isHidden
    }

    /// The attributes the view would like, given the layout's (a self-sizing view returns a copy
    /// with its own size). The default returns them unchanged; flow layout does not ask here.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    { layoutAttributes }
}
