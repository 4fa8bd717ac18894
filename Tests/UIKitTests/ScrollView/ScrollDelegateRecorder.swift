import Foundation

@testable import UIKit

/// A scroll view delegate that logs every call by name (didScroll only once per run of them), and
/// can rewrite the target of a release or give a view to zoom.
@MainActor
final class ScrollDelegateRecorder: NSObject, UIScrollViewDelegate {
    var log: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    /// Replaces the release's target when set.
    var retarget: ((CGPoint) -> CGPoint)?
    var zoomView: UIView?
    var allowsScrollToTop = true
    /// Whether `isDragging` was true during `willEndDragging` and `didEndDragging`.
    var draggingAtWillEnd: Bool?
    var draggingAtDidEnd: Bool?

    private func note(_ name: String) {
        if name == "didScroll" || name == "didZoom", log.last == name { return }
        log.append(name)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { note("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("willEndDragging")
        draggingAtWillEnd = scrollView.isDragging
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        draggingAtDidEnd = scrollView.isDragging
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { note("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note("didEndZooming(\(String(format: "%.2f", Double(scale))))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { note("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { note("didChangeAdjustedContentInset") }
}
