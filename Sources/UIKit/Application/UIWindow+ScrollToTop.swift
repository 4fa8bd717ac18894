import Foundation

extension UIWindow {
    /// What a tap on the status bar does (R263): the one scroll view on screen with `scrollsToTop`
    /// scrolls to the top of its content, animated, if its delegate agrees, and the delegate then
    /// hears `scrollViewDidScrollToTop`. With two or more such scroll views on screen nothing
    /// scrolls, as on the iPhone. Returns the scroll view that scrolled.
    @discardableResult
    package func scrollToTopForStatusBarTap() -> UIScrollView? {
        var candidates: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let scroll = view as? UIScrollView, scroll.scrollsToTop,
                scroll.convert(scroll.bounds, to: self).intersects(bounds)
            {
                candidates.append(scroll)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        guard candidates.count == 1, let scroll = candidates.first else { return nil }
        guard scroll.scrollEventsDelegate?.scrollViewShouldScrollToTop(scroll) ?? true else { return nil }
        let top = CGPoint(x: scroll.contentOffset.x, y: scroll.offsetRange.y.lowerBound)
        scroll.stopMoving()
        guard top != scroll.contentOffset else {
            scroll.scrollEventsDelegate?.scrollViewDidScrollToTop(scroll)
            return scroll
        }
        scroll.showScrollIndicators()
        scroll.animateScroll(to: top, duration: 0.3) { [weak scroll] in
            guard let scroll else { return }
            scroll.scheduleIndicatorFade()
            scroll.scrollEventsDelegate?.scrollViewDidScrollToTop(scroll)
        }
        return scroll
    }
}
