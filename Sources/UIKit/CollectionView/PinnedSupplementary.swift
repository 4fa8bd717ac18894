import Foundation

/// Where a header or footer pinned to the visible bounds goes (R327): a header stays at the top
/// of the visible bounds (below the bars: the adjusted content inset) while its section scrolls
/// under it, and is pushed off by the section's end; a footer stays at the bottom until its
/// section's start reaches it. Along the scrolling direction: y for vertical layouts, x else.
@MainActor
struct PinnedSupplementary {
    /// The section's extent along the scrolling direction, headers and footers included.
    var sectionStart: CGFloat
    var sectionEnd: CGFloat

    /// The visible extent along the scrolling direction of `collectionView`, inside its adjusted insets.
    static func visibleExtent(of collectionView: UICollectionView, vertical: Bool) -> (min: CGFloat, max: CGFloat) {
        let b = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        return vertical
            ? (b.minY + inset.top, b.maxY - inset.bottom) : (b.minX + inset.left, b.maxX - inset.right)
    }

    /// `attributes` moved to their pinned place (a copy; the originals when they need not move).
    func pin(
        _ attributes: UICollectionViewLayoutAttributes, header: Bool, vertical: Bool,
        visible: (min: CGFloat, max: CGFloat)
    ) -> UICollectionViewLayoutAttributes {
        let frame = attributes.frame
        let origin = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        let pinned =
            header
            ? min(max(origin, visible.min), sectionEnd - length)
            : max(min(origin, visible.max - length), sectionStart)
        let along = max(header ? origin : sectionStart, min(pinned, header ? sectionEnd - length : origin))
        guard along != origin else { return attributes }
        let copy = attributes.copied()
        if vertical { copy.frame.origin.y = along } else { copy.frame.origin.x = along }
        return copy
    }
}
