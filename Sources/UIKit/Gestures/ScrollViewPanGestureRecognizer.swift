import Foundation

/// A scroll view's pan: a `UIPanGestureRecognizer` that begins only along an axis its scroll view
/// can move (so a horizontal strip inside a vertical list lets vertical drags through to the list),
/// and not once a content view that keeps its touches is tracking (R267).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func shouldBegin(movingFrom origin: CGPoint, to point: CGPoint) -> Bool {
        guard let scrollView else { return true }
        let dx = abs(point.x - origin.x)
        let dy = abs(point.y - origin.y)
        let axes = scrollView.draggableAxes
        // Nothing to move (a zoomable page at its smallest scale): the drag is for the scroll view around it.
        if !axes.x && !axes.y { return false }
        if axes.x && !axes.y && dy >= dx { return false }
        if axes.y && !axes.x && dx >= dy { return false }
        // A content view that already has the touch (its delay ran out) keeps it when the scroll
        // view may not cancel it: no scrolling then, as `canCancelContentTouches` documents.
        for touch in trackedTouches where touch.viewReceivedBegan && touch.deliversToView {
            guard let content = touch.view, content !== scrollView, content.isDescendant(of: scrollView) else {
                continue
            }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: content) { return false }
        }
        // UIKit's scroll view is its pan's delegate: a subclass's `gestureRecognizerShouldBegin`
        // decides too (the touched views are asked by `mayBegin`).
        if !trackedTouches.contains(where: { $0.view === scrollView }) {
            return scrollView.gestureRecognizerShouldBegin(self)
        }
        return true
    }
}
