import Foundation

extension UIScrollView {
    /// Scrolls by a mouse wheel's `delta`, in points of content offset (positive y shows content
    /// further down), clamped to the content, without animation. iOS has no wheel: this is the
    /// desktop host's way in (`Simulator.scroll(at:by:)`). Returns whether the offset moved, so the
    /// host can offer the wheel to an outer scroll view when this one is at its end.
    @discardableResult
    package func scroll(byWheel delta: CGPoint) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled else { return false }
        let old = contentOffset
        let new = clamped(CGPoint(x: old.x + delta.x, y: old.y + delta.y))
        guard new != old else { return false }
        contentOffset = new
        showScrollIndicators()
        scheduleIndicatorFade()
        return true
    }
}
