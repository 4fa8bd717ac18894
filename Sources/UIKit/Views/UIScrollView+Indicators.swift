import Foundation

// The scroll indicators as iOS 18 draws them (R266): 3 pt pills, 3 pt in from the edges and the
// insets, as long as the visible share of the content (at least 36 pt), shrinking while the content
// is pulled past an edge (to 7 pt at most), shown while the content moves and faded out over 0.3 s
// starting 0.5 s after it stops.
extension UIScrollView {
    /// How thick an indicator is.
    static let indicatorThickness: CGFloat = 3
    /// How far an indicator stays from the view's edges (and from the ends of its track).
    static let indicatorEdgeInset: CGFloat = 3
    /// The shortest indicator while the content is inside its range.
    static let indicatorMinimumLength: CGFloat = 36
    /// The shortest indicator while the content is pulled past an edge.
    static let indicatorMinimumBounceLength: CGFloat = 7
    /// How long the indicators stay after the content stops.
    static let indicatorHold: CFTimeInterval = 0.5
    /// How long they take to fade.
    static let indicatorFadeDuration: CFTimeInterval = 0.3

    /// Shows the indicators briefly (they fade as after a scroll), as apps do when a screen with
    /// scrollable content appears.
    public func flashScrollIndicators() {
        showScrollIndicators()
        scheduleIndicatorFade()
    }

    /// Shows the indicators of the axes that scroll, at full opacity, until `scheduleIndicatorFade`.
    func showScrollIndicators() {
        indicatorLink?.invalidate()
        indicatorLink = nil
        indicatorFadeStart = nil
        let axes = scrollableAxes
        if showsVerticalScrollIndicator && axes.y && verticalIndicator == nil {
            verticalIndicator = ScrollIndicatorView()
        }
        if showsHorizontalScrollIndicator && axes.x && horizontalIndicator == nil {
            horizontalIndicator = ScrollIndicatorView()
        }
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) where indicator.superview !== self
        {
            addSubview(indicator)
        }
        verticalIndicator?.alpha = showsVerticalScrollIndicator && axes.y ? 1 : 0
        horizontalIndicator?.alpha = showsHorizontalScrollIndicator && axes.x ? 1 : 0
        updateScrollIndicators()
    }

    /// Fades the indicators out after `indicatorHold`, unless the content moves again first.
    func scheduleIndicatorFade() {
        let shown = [verticalIndicator, horizontalIndicator].compactMap { $0 }.filter { $0.alpha > 0 }
        guard !shown.isEmpty, !isDragging, !isDecelerating, !isZooming else { return }
        indicatorLink?.invalidate()
        let start = CACurrentMediaTime() + Self.indicatorHold
        indicatorFadeStart = start
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let t = (link.timestamp - start) / Self.indicatorFadeDuration
            guard t > 0 else { return }
            let alpha = CGFloat(max(0, 1 - t))
            for indicator in shown { indicator.alpha = min(indicator.alpha, alpha) }
            if alpha == 0 {
                link.invalidate()
                self.indicatorLink = nil
                self.indicatorFadeStart = nil
            }
        }
        indicatorLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }

    /// Places and colours the indicators for the offset, content and insets now.
    func updateScrollIndicators() {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let t = Self.indicatorThickness
        let e = Self.indicatorEdgeInset
        let b = bounds
        let range = offsetRange
        let offset = contentOffset
        let adjustment = automaticallyAdjustsScrollIndicatorInsets ? contentInsetAdjustment : .zero
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let both = (verticalIndicator?.alpha ?? 0) > 0 && (horizontalIndicator?.alpha ?? 0) > 0
        let color = indicatorColor
        if let vertical = verticalIndicator {
            let inset = verticalScrollIndicatorInsets
            let top = b.minY + inset.top + adjustment.top + e
            let bottom = b.maxY - inset.bottom - adjustment.bottom - e - (both ? t : 0)
            let (origin, length) = Self.indicatorSpan(
                offset: offset.y, range: range.y, visible: b.height, trackStart: top, trackEnd: bottom)
            let x = b.maxX - inset.right - max(safe.right, 0) - e - t
            vertical.frame = CGRect(x: x, y: origin, width: t, height: length)
            vertical.backgroundColor = color
        }
        if let horizontal = horizontalIndicator {
            let inset = horizontalScrollIndicatorInsets
            let left = b.minX + inset.left + adjustment.left + e
            let right = b.maxX - inset.right - adjustment.right - e - (both ? t : 0)
            let (origin, length) = Self.indicatorSpan(
                offset: offset.x, range: range.x, visible: b.width, trackStart: left, trackEnd: right)
            let y = b.maxY - inset.bottom - max(safe.bottom, 0) - e - t
            horizontal.frame = CGRect(x: origin, y: y, width: length, height: t)
            horizontal.backgroundColor = color
        }
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 })
        where indicator.superview === self && subviews.last !== indicator && indicator.alpha > 0 {
            bringSubviewToFront(indicator)
        }
    }

    /// The indicators' colour for `indicatorStyle`: black or white at 35 % (the default follows the
    /// interface style: dark bars on a light interface).
    var indicatorColor: UIColor {
        let dark = UIColor(white: 0, alpha: 0.35)
        let light = UIColor(white: 1, alpha: 0.35)
        switch indicatorStyle {
        case .black: return dark
        case .white: return light
        case .default: return UIColor { $0.userInterfaceStyle == .dark ? light : dark }
        }
    }

    /// Where an indicator starts on its track and how long it is: the visible share of the content
    /// (at least `indicatorMinimumLength`), placed by the offset's progress through its range, and
    /// shortened by the overshoot past an edge (to `indicatorMinimumBounceLength`), pinned to that end.
    static func indicatorSpan(
        offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, trackStart: CGFloat, trackEnd: CGFloat
    ) -> (origin: CGFloat, length: CGFloat) {
        let track = max(0, trackEnd - trackStart)
        let scrollable = range.upperBound - range.lowerBound
        let share = visible / max(visible, scrollable + visible)
        var length = min(track, max(indicatorMinimumLength, track * share))
        if offset < range.lowerBound {
            length = max(indicatorMinimumBounceLength, length - (range.lowerBound - offset))
            return (trackStart, length)
        }
        if offset > range.upperBound {
            length = max(indicatorMinimumBounceLength, length - (offset - range.upperBound))
            return (trackEnd - length, length)
        }
        let progress = scrollable > 0 ? (offset - range.lowerBound) / scrollable : 0
        return (trackStart + progress * (track - length), length)
    }
}
