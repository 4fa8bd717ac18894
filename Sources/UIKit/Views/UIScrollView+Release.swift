import Foundation

extension UIScrollView {
    /// Below this speed (points per second) a paging release settles on the nearest page; above it,
    /// on the next page the way the finger moved (R264).
    static let pagingFlickSpeed: CGFloat = 250

    /// The finger lifted with `velocity` (points of offset per second): asks the delegate about
    /// the target, ends the drag, and moves the content on if it must, in UIKit's order —
    /// `scrollViewWillEndDragging`, `scrollViewDidEndDragging(willDecelerate:)`, then
    /// `scrollViewWillBeginDecelerating` (R263). The delegate's target is honoured unless paging,
    /// where the page is kept (R264).
    func release(velocity raw: CGPoint) {
        let axes = draggableAxes
        let velocity = CGPoint(
            x: axes.x && lockedAxis != .vertical ? raw.x : 0, y: axes.y && lockedAxis != .horizontal ? raw.y : 0)
        let offset = contentOffset
        let range = offsetRange
        let k = decelerationConstant
        let natural: CGPoint
        if isPagingEnabled {
            natural = pageOffset(from: offset, velocity: velocity)
        } else {
            natural = CGPoint(
                x: ScrollAxisMotion.projected(offset.x, velocity: velocity.x, k: k),
                y: ScrollAxisMotion.projected(offset.y, velocity: velocity.y, k: k))
        }
        let proposed = clamped(natural)
        var target = proposed
        scrollEventsDelegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        // Left alone, the content follows its own path (through an edge and back, when the flick
        // reaches one); changed, it stops where the delegate said.
        let destination = isPagingEnabled || target == proposed ? natural : target
        let x: ScrollAxisMotion
        let y: ScrollAxisMotion
        if isPagingEnabled {
            x = ScrollAxisMotion(offset: offset.x, velocity: velocity.x, page: destination.x)
            y = ScrollAxisMotion(offset: offset.y, velocity: velocity.y, page: destination.y)
        } else {
            x = ScrollAxisMotion(offset: offset.x, velocity: velocity.x, target: destination.x, range: range.x, k: k)
            y = ScrollAxisMotion(offset: offset.y, velocity: velocity.y, target: destination.y, range: range.y, k: k)
        }
        let decelerates = !x.isResting || !y.isResting
        endDragging()
        scrollEventsDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        // The delegate may have started its own scroll (an animated setContentOffset) meanwhile.
        guard decelerates, motionLink == nil, contentOffset == offset else { return scheduleIndicatorFade() }
        isDecelerating = true
        scrollEventsDelegate?.scrollViewWillBeginDecelerating(self)
        guard motionLink == nil else { return }
        startMotion(x: x, y: y)
    }

    /// The page a paging release settles on: pages are the bounds' size apart from offset zero;
    /// slow releases take the nearest, faster ones the next page in the direction of the velocity,
    /// within the content (R264).
    func pageOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ o: CGFloat, _ v: CGFloat, _ page: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard page > 0 else { return o.clamped(to: range) }
            let position = o / page
            let index: CGFloat
            if v > Self.pagingFlickSpeed {
                index = (position - 0.001).rounded(.up)
            } else if v < -Self.pagingFlickSpeed {
                index = (position + 0.001).rounded(.down)
            } else {
                index = position.rounded()
            }
            return (index * page).clamped(to: range)
        }
        return CGPoint(
            x: axis(offset.x, velocity.x, bounds.width, range.x), y: axis(offset.y, velocity.y, bounds.height, range.y))
    }
}
