import Foundation

/// The abstract base of collection view layouts: it computes each item's attributes and the size
/// of the content. Subclasses override `prepare()`, `collectionViewContentSize` and the attribute
/// queries.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (one at a time).
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() { super.init() }

    /// Computes the layout; called before the collection view asks for attributes after an
    /// invalidation.
    open func prepare() {}

    /// Marks the layout as stale: the collection view prepares it again before its next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The width and height of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames intersect `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (a section header or footer); the base has none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an item inserted by a batch update starts (R301); nil: at its final place, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an item deleted by a batch update ends (R301); nil: at its old place, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether a bounds change (a scroll or a resize) needs a new layout; the base says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a view's preferred attributes (a self-sizing cell's own height) need a new layout;
    /// the base says no (R307).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Told where each item went in a batch update (old path to new, deleted ones absent), so what
    /// it keeps per item can follow.
    func itemsDidMove(_ items: [IndexPath: IndexPath], sections: [Int: Int], reloaded: Set<IndexPath>) {}

    /// Told that the collection view reloaded its data.
    func dataDidReload() {}

    /// Whether `prepare()` must run before attributes are read.
    var needsPrepare = true

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
