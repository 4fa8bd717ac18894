import Foundation

/// Placing a section's groups and items (R304), with estimated heights replaced by the heights
/// their cells measured (R307).
extension UICollectionViewCompositionalLayout {
    /// Where a group's items go, and how far down they reach.
    struct Placement {
        var frames: [CGRect] = []
        /// Whether each frame's height was an estimate (the cell sizes itself).
        var estimated: [Bool] = []
    }

    static func isLeading(_ alignment: NSRectAlignment, vertical: Bool) -> Bool {
        switch alignment {
        case .top, .topTrailing: return vertical
        case .topLeading: return true
        case .leading, .bottomLeading: return !vertical
        default: return false
        }
    }

    /// Places `item` (a leaf or a group) in `frame`, appending the leaf frames it holds and taking
    /// item indices from `next` up to `count`. `measured` gives an item's measured height (nil:
    /// not measured, or not self-sizing). Returns the bottom of what it placed: the frame's bottom,
    /// unless its height is an estimate, when it is where its content ends.
    @discardableResult
    static func place(
        _ item: NSCollectionLayoutItem, in frame: CGRect, environment: NSCollectionLayoutEnvironment, next: inout Int,
        count: Int, measured: (Int) -> CGFloat?, into placement: inout Placement
    ) -> CGFloat {
        let estimatedHeight = item.layoutSize.heightDimension.isEstimated
        guard let group = item as? NSCollectionLayoutGroup else {
            guard next < count else { return frame.minY }
            let insets = item.contentInsets
            var height = max(0, frame.height - insets.top - insets.bottom)
            if estimatedHeight, let m = measured(next) { height = m }
            placement.frames.append(
                CGRect(
                    x: frame.minX + insets.leading, y: frame.minY + insets.top,
                    width: max(0, frame.width - insets.leading - insets.trailing), height: height))
            placement.estimated.append(estimatedHeight)
            next += 1
            return estimatedHeight ? frame.minY + insets.top + height + insets.bottom : frame.maxY
        }
        let insets = group.contentInsets
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.leading - insets.trailing),
            height: max(0, frame.height - insets.top - insets.bottom))
        var bottom = inner.minY
        if let provider = group.customItems {
            for custom in provider(environment) where next < count {
                let placed = custom.frame.offsetBy(dx: inner.minX, dy: inner.minY)
                placement.frames.append(placed)
                placement.estimated.append(false)
                bottom = max(bottom, placed.maxY)
                next += 1
            }
            return estimatedHeight ? bottom + insets.bottom : frame.maxY
        }
        guard let axis = group.axis, !group.subitems.isEmpty else { return frame.maxY }
        let horizontal = axis == .horizontal
        let extent = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The height a vertical group gives a self-sizing leaf: what its cell measured, while the
        // subitems are leaves whose indices follow on from `next`.
        var upcoming: Int? = next
        func size(of sub: NSCollectionLayoutItem) -> CGSize {
            var size = sub.layoutSize.resolved(in: inner.size)
            guard sub is NSCollectionLayoutGroup == false else {
                upcoming = nil
                return size
            }
            if !horizontal, sub.layoutSize.heightDimension.isEstimated, let index = upcoming, let m = measured(index) {
                size.height = m + sub.contentInsets.top + sub.contentInsets.bottom
            }
            upcoming = upcoming.map { $0 + 1 }
            return size
        }
        // The subitems' sizes, repeating them while they fit (or `count` of them, sharing the group).
        var sizes: [(NSCollectionLayoutItem, CGSize)] = []
        if let n = group.count {
            let share = max(0, (extent - spacing * CGFloat(n - 1)) / CGFloat(n))
            for k in 0..<n {
                let sub = group.subitems[k % group.subitems.count]
                var resolved = size(of: sub)
                if horizontal { resolved.width = share } else { resolved.height = share }
                sizes.append((sub, resolved))
            }
        } else {
            var used: CGFloat = 0
            var k = 0
            while k < 1_000 {
                let sub = group.subitems[k % group.subitems.count]
                let resolved = size(of: sub)
                let length = horizontal ? resolved.width : resolved.height
                guard length > 0 else { break }
                let needed = (sizes.isEmpty ? 0 : spacing) + length
                // A self-sizing vertical group grows with its items rather than dropping them.
                if !sizes.isEmpty && used + needed > extent + 0.0001 { break }
                sizes.append((sub, resolved))
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
            guard next < count else { break }
            let origin = horizontal ? CGPoint(x: position, y: inner.minY) : CGPoint(x: inner.minX, y: position)
            let end = place(
                sub, in: CGRect(origin: origin, size: size), environment: environment, next: &next, count: count,
                measured: measured, into: &placement)
            bottom = max(bottom, end)
            position = horizontal ? position + size.width + gap : end + gap
        }
        return estimatedHeight ? bottom + insets.bottom : frame.maxY
    }
}
