import Foundation

/// Self-sizing (R307): an item or boundary item whose height is `.estimated` takes the height its
/// view prefers once the collection view has made it; until then the estimate stands in.
extension UICollectionViewCompositionalLayout {
    /// Records a self-sizing element's measured height; true when it differs from the one used, so
    /// the layout must be prepared again.
    func recordPreferred(
        _ preferredAttributes: UICollectionViewLayoutAttributes,
        original originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard originalAttributes.sizesHeightToFit else { return false }
        let height = preferredAttributes.frame.height
        let path = originalAttributes.indexPath
        if let kind = originalAttributes.representedElementKind {
            measuredSupplementary[SupplementaryPlaceKey(kind: kind, indexPath: path)] = height
        } else {
            measuredItems[path] = height
        }
        return abs(height - originalAttributes.frame.height) > 0.01
    }

    /// Forgets every measured height (the width changed, or the data was reloaded).
    func forgetMeasurements() {
        measuredItems = [:]
        measuredSupplementary = [:]
    }

    /// Moves measured heights with their items after a batch update; deleted and reloaded items
    /// measure again.
    func remapMeasurements(_ items: [IndexPath: IndexPath], sections: [Int: Int], reloaded: Set<IndexPath>) {
        var moved: [IndexPath: CGFloat] = [:]
        for (old, height) in measuredItems where !reloaded.contains(old) {
            if let new = items[old] { moved[new] = height }
        }
        measuredItems = moved
        var boundaries: [SupplementaryPlaceKey: CGFloat] = [:]
        for (key, height) in measuredSupplementary {
            guard let section = sections[key.indexPath.section] else { continue }
            boundaries[
                SupplementaryPlaceKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] =
                height
        }
        measuredSupplementary = boundaries
    }
}
