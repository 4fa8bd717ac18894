import Foundation

/// A list cell's accessories (R308): their views, and what a tap on one does.
extension UICollectionViewListCell {
    /// Makes a view for each accessory, and restyles the cell for its place.
    func rebuildAccessories() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { ListAccessoryView($0) }
        for view in accessoryViews { addSubview(view) }
        refreshListStyle()
        if contentConfiguration != nil { installContentConfiguration() }
        setNeedsLayout()
    }

    /// Runs the accessory at `point` (the cell's coordinates), if it is actionable: its handler, or
    /// for an outline disclosure without one, the item's expansion in the data source's section
    /// snapshot. A header-style outline disclosure takes a tap anywhere on the cell. Returns
    /// whether the tap was taken.
    func handlesAccessoryTap(at point: CGPoint, in collectionView: UICollectionView, at indexPath: IndexPath) -> Bool {
        let isHeader = listTraits?.role == .header
        for view in accessoryViews where !view.isHidden {
            var isOutline = false
            var headerStyle = false
            if case .outlineDisclosure(let style) = view.accessory.kind {
                isOutline = true
                headerStyle = style == .header || (style == .automatic && isHeader)
            }
            // A 44 pt tall target, 8 pt wider each side than the glyph.
            let target = CGRect(x: view.frame.minX - 8, y: 0, width: view.frame.width + 16, height: bounds.height)
            guard headerStyle || target.contains(point) else { continue }
            if let handler = view.accessory.actionHandler {
                handler()
                return true
            }
            if isOutline {
                collectionView.toggleOutlineExpansion(at: indexPath)
                return true
            }
        }
        return false
    }
}

extension UICollectionView {
    /// What an outline disclosure without a handler does: its data source expands or collapses the
    /// item (a diffable data source with section snapshots).
    func toggleOutlineExpansion(at indexPath: IndexPath) {
        (dataSource as? OutlineExpanding)?.toggleExpansion(at: indexPath)
    }
}

/// A data source whose items expand and collapse (a diffable data source's section snapshots).
@MainActor
protocol OutlineExpanding: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, else collapses it.
    func toggleExpansion(at indexPath: IndexPath)
    /// The item's level and expansion when its section is an outline (nil: a flat section).
    func outlineLevelAndExpansion(at indexPath: IndexPath) -> (level: Int, expanded: Bool)?
}
