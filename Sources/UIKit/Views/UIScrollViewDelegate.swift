import Foundation

/// Told when a scroll view scrolls, decelerates, zooms and scrolls to the top, and asked which view
/// zooms. Every method is optional (protocol-extension defaults, where UIKit's are `@optional`).
/// A scroll view calls them in UIKit's order (R263): a drag gives `WillBeginDragging`,
/// `DidScroll`…, `WillEndDragging`, `DidEndDragging`, then, when the content moves on,
/// `WillBeginDecelerating`, `DidScroll`…, `DidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by the finger, a deceleration, the wheel, a zoom or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed (a pinch, `setZoomScale` or `zoom(to:animated:)`).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The user's finger started scrolling the content (the pan began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is lifting with `velocity` (points per millisecond, positive towards larger
    /// offsets); `targetContentOffset` is where the content will stop, and may be changed: the
    /// deceleration then ends there (not with paging, whose page is kept, R264).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the finger lifted (a deceleration, a page or a bounce).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped after a release (not when a touch stops it).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset`, `scrollRectToVisible` or `scrollToRow` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that a pinch or `zoomScale` scales (nil, the default: the content does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A pinch's zoom ended at `scale` (after the bounce back inside the limits).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls this view to the top (default true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top from a status bar tap ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed (the content inset, the safe area or the behaviour).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
