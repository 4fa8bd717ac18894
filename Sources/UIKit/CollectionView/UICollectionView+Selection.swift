import Foundation

/// R239: selecting items of a collection view — by a tap (asking and telling the delegate) or in
/// code (telling nobody) — and scrolling an item into view.
extension UICollectionView {
    /// Where `scrollToItem` puts an item: at an edge or centred, vertically and horizontally.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The selected items, in order (nil when none is).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects an item (with single selection, only it) without asking or telling the delegate, and
    /// scrolls it to `scrollPosition` (nil deselects everything).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection { selectOnly(indexPath) }
        selectedPaths.insert(indexPath)
        visibleCell(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.remove(indexPath)
        visibleCell(at: indexPath)?.isSelected = false
    }

    /// Scrolls so the item sits at `scrollPosition` along each axis named (an axis not named
    /// stays), within the content; animated as `setContentOffset(_:animated:)` is.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            DiagnosticLog.current.report(
                "scrollToInvalidItem",
                "scrollToItem(at: [\(indexPath.section), \(indexPath.item)]) for an item that does not exist: UIKit raises 'attempt to scroll to invalid index path'"
            )
            return
        }
        let inset = adjustedContentInset
        let visible = CGSize(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var target = contentOffset
        if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - inset.top - visible.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - inset.top - visible.height }
        if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - inset.left - visible.width / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - inset.left - visible.width }
        // Kept within the content, as UIKit does for an item.
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        target.x = min(max(target.x, -inset.left), maxX)
        target.y = min(max(target.y, -inset.top), maxY)
        setContentOffset(target, animated: animated)
    }

    /// A tap on an item (R239): highlight and unhighlight as the finger lifts, then select it —
    /// deselecting the one before with single selection — or, with multiple selection, deselect it
    /// if it was selected; each step asks the delegate first.
    func tapped(_ indexPath: IndexPath) {
        let delegate = self.delegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            visibleCell(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            visibleCell(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        } else {
            return
        }
        if allowsMultipleSelection && selectedPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            EventLog.current.record("collectionView.didDeselectItemAt [\(indexPath.section), \(indexPath.item)]")
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths.sorted() where path != indexPath {
                deselectItem(at: path, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        selectedPaths.insert(indexPath)
        visibleCell(at: indexPath)?.isSelected = true
        EventLog.current.record("collectionView.didSelectItemAt [\(indexPath.section), \(indexPath.item)]")
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
