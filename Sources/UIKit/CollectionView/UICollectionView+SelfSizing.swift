import Foundation

/// Self-sizing (R307): a cell or supplementary view whose layout height is an estimate is asked
/// for its preferred attributes when it is made, and the layout told; the layout pass then
/// prepares the layout again.
extension UICollectionView {
    /// Gives a freshly dequeued view the layout's attributes for where it goes, so that it is
    /// configured knowing its size and, in a list, its place (UIKit applies them on dequeue).
    func applyLayoutAttributes(to view: UICollectionReusableView, at indexPath: IndexPath, kind: String? = nil) {
        let attributes =
            kind.map { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: indexPath) }
            ?? layout.layoutAttributesForItem(at: indexPath)
        guard let attributes else { return }
        UIView.performWithoutAnimation { view.apply(attributes) }
    }

    /// Asks a self-sizing view for its height and tells the layout; notes when the layout must be
    /// prepared again.
    func measureIfSelfSizing(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        guard attributes.sizesHeightToFit else { return }
        let preferred = view.preferredLayoutAttributesFitting(attributes.copied())
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            selfSizingChanged = true
        }
    }

    /// Keeps a list layout's background behind everything, filling the visible bounds: the first
    /// list section's `backgroundColor`, else its appearance's (R307).
    func placeListBackground() {
        let list = (layout as? UICollectionViewCompositionalLayout)?.preparedSections.lazy.compactMap {
            $0?.listConfiguration
        }.first
        guard let list else {
            listBackgroundView?.removeFromSuperview()
            listBackgroundView = nil
            return
        }
        let view = listBackgroundView ?? UIView()
        view.isUserInteractionEnabled = false
        listBackgroundView = view
        view.backgroundColor = list.backgroundColor ?? list.appearance.defaultBackgroundColor
        let index = backgroundView?.superview === self ? 1 : 0
        if view.superview !== self || subviews.firstIndex(of: view) != index { insertSubview(view, at: index) }
        UIView.performWithoutAnimation { view.frame = bounds }
    }
}
