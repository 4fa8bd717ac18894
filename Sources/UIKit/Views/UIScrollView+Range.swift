import Foundation

// The range of offsets the content may take, the axes that scroll, and the adjusted inset's
// report (R263).
extension UIScrollView {
    /// Tells the scroll view and its delegate when the adjusted inset changed; content resting at
    /// the top stays at the (new) top, as UIKit keeps it.
    func noteAdjustedContentInset() {
        let now = adjustedContentInset
        guard let old = reportedAdjustedContentInset else {
            if window != nil { reportedAdjustedContentInset = now }
            return
        }
        guard old != now else { return }
        reportedAdjustedContentInset = now
        let wasAtTop = abs(contentOffset.y + old.top) < 0.5
        adjustedContentInsetDidChange()
        scrollEventsDelegate?.scrollViewDidChangeAdjustedContentInset(self)
        if wasAtTop, now.top != old.top, !isNavigationContentScrollView, !isDragging, !isDecelerating,
            motionLink == nil
        {
            contentOffset.y = -now.top
        }
        updateScrollIndicators()
    }

    /// What `contentInsetAdjustmentBehavior` adds to `contentInset`.
    var contentInsetAdjustment: UIEdgeInsets {
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safeAreaInsets
        case .scrollableAxes:
            return scrollableAxesAdjustment
        case .automatic:
            return automaticContentInsetAdjustment
        }
    }

    /// The safe area's insets on the axes that scroll (content larger than the view, or
    /// `alwaysBounce…` set).
    var scrollableAxesAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical = alwaysBounceVertical || contentSize.height > bounds.height
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// The offsets the content may take.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left
        // A collapsing large title's band is room above the content (R171).
        let minY = -inset.top - navigationCollapsibleTopRange
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// `p` moved into the range of offsets the content may take.
    func clamped(_ p: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: p.x.clamped(to: range.x), y: p.y.clamped(to: range.y))
    }

    /// Whether the content is larger than the view (less its insets) on each axis.
    var scrollableAxes: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.x.upperBound > range.x.lowerBound, range.y.upperBound > range.y.lowerBound)
    }

    /// Whether a pull may take the content past its horizontal and vertical edges.
    var bouncingAxes: (x: Bool, y: Bool) {
        let axes = scrollableAxes
        return (bounces && (alwaysBounceHorizontal || axes.x), bounces && (alwaysBounceVertical || axes.y))
    }

    /// Whether a drag may move the content on each axis (it scrolls or bounces there).
    var draggableAxes: (x: Bool, y: Bool) {
        let scrollable = scrollableAxes
        let bouncing = bouncingAxes
        return (scrollable.x || bouncing.x, scrollable.y || bouncing.y)
    }
}

extension CGFloat {
    /// The value moved into `range`.
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
