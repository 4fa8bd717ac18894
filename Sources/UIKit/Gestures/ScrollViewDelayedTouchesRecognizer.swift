import Foundation

/// Holds a touch back from a scroll view's content for 150 ms (`delaysContentTouches`, R267): if
/// the finger scrolls first, the pan takes the touch and the content never hears of it; otherwise
/// this recognizer fails when the time is up — or when the finger lifts, so a quick tap still
/// reaches the content, began and ended together. A touch that lands on moving content stops it
/// and goes no further (this recognizer recognizes, which cancels the touch for the content), and
/// so does one `touchesShouldBegin(_:with:in:)` refuses. UIKit's is a private recognizer too.
@MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    /// How long a touch waits before the content gets it.
    static let delay: CFTimeInterval = 0.15

    weak var scrollView: UIScrollView?
    /// When the first touch went down.
    private var downTime: CFTimeInterval?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        runsAlongsideOtherRecognizers = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let scrollView else { return }
        if scrollView.isDecelerating || scrollView.motionLink != nil {
            // Catching moving content stops it; that touch selects nothing.
            scrollView.stopMoving()
            scrollView.scheduleIndicatorFade()
            state = .recognized
            // Nor does it tap anything inside (a collection view's selection tap): only the
            // scroll view's own pan and pinch keep the touch.
            for other in GestureArbiter.recognizers(sharingTouchesWith: self)
            where other !== scrollView.panGestureRecognizer && other !== scrollView.pinchGestureRecognizer
                && other.state == .possible && (other.view?.isDescendant(of: scrollView) ?? false)
            {
                other.state = .failed
            }
            return
        }
        guard downTime == nil else { return }
        downTime = event.timestamp
        // A table's section index tracks the finger from the first touch (R349).
        let onSectionIndex =
            (scrollView as? UITableView)?.sectionIndexView.map { index in
                touches.contains { $0.view?.isDescendant(of: index) == true }
            } ?? false
        if !scrollView.delaysContentTouches || onSectionIndex {
            deliverOrRefuse(touches, event: event)
        } else {
            GestureArbiter.wantsFrames(self)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        deliverOrRefuse(Set(trackedTouches), event: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func frameDidAdvance(to time: CFTimeInterval) {
        guard state == .possible, let downTime, time - downTime >= Self.delay - 1e-9 else { return }
        GestureArbiter.stopFrames(self)
        deliverOrRefuse(Set(trackedTouches), event: UIEvent(touches: Set(trackedTouches), timestamp: time))
    }

    /// Lets the touches through to the content (fails), unless the scroll view refuses them.
    private func deliverOrRefuse(_ touches: Set<UITouch>, event: UIEvent) {
        guard let scrollView else {
            state = .failed
            return
        }
        for touch in touches {
            if let content = touch.view, content !== scrollView,
                !scrollView.touchesShouldBegin(touches, with: event, in: content)
            {
                state = .recognized
                return
            }
        }
        state = .failed
    }

    override func reset() {
        downTime = nil
        GestureArbiter.stopFrames(self)
    }
}
