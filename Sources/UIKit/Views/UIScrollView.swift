import Foundation

/// A view whose content is larger than its bounds and scrolls with a pan: the content offset is the
/// bounds origin, as in UIKit. Past an edge the content follows the finger with resistance and
/// springs back (`bounces`); releases decelerate or page (UIScrollView+Motion, +Release); the
/// content zooms with a pinch (+Zooming); indicators show while it moves (+Indicators); touches on
/// the content wait ~150 ms before reaching it (`delaysContentTouches`, R267).
@preconcurrency @MainActor
open class UIScrollView: UIView, _UIScrollViewDelegateOwner {
    /// The size of the scrollable content.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            let notification = willChangeObservedValue(forKey: "contentSize")
            defer { didChangeObservedValue(notification) }
            let changed = storedContentSize != newValue
            storedContentSize = newValue
            noteAdjustedContentInset()
            updateScrollIndicators()
            if changed, autoLayout?.scrollContentGuide != nil { scrollGuidesDidChange() }
        }
    }
    private var storedContentSize = CGSize.zero

    /// The content area for Auto Layout: its origin is the content's, its size `contentSize` —
    /// constraints that size the guide set `contentSize` at the next layout.
    public var contentLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.scrollContentGuide { return guide }
        let guide = UILayoutGuide(role: .scrollContent, owningView: self)
        state.scrollContentGuide = guide
        return guide
    }

    /// The scroll view's frame for Auto Layout, where it shows its content: a view pinned to it
    /// stays in place while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(role: .scrollFrame, owningView: self)
        state.scrollFrameGuide = guide
        return guide
    }

    /// The content or frame guide follows a new content size or offset.
    private func scrollGuidesDidChange() {
        guard let engine = autoLayout?.engine ?? hierarchyEngine(create: false) else { return }
        engine.scrollGuidesDidChange(of: self)
        setNeedsLayout()
    }

    /// Extra room around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { noteAdjustedContentInset() }
    }
    /// How the safe area adds to `contentInset` in `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { noteAdjustedContentInset() }
    }
    /// Whether the indicators' insets take the safe area too (true, as on iOS 13 and later).
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { updateScrollIndicators() }
    }
    /// Whether the user can scroll.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a release settles on a multiple of the bounds' size (R264).
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it (diagonal drags move freely).
    open var isDirectionalLockEnabled = false
    /// Whether the content can be pulled past its edges (with resistance) and springs back.
    open var bounces = true
    /// Whether vertical pulls bounce even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether horizontal pulls bounce even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// How quickly a release slows down (`.normal` 0.998, `.fast` 0.99 of the speed kept a millisecond).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls this view to the top (`UIWindow.scrollToTopForStatusBarTap`).
    open var scrollsToTop = true
    /// When typing ends as the content is dragged. There is no keyboard in the simulator: kept only.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// A pull-to-refresh control above the content (R268).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                layOutRefreshControl()
            }
            noteAdjustedContentInset()
        }
    }

    // MARK: Indicators (UIScrollView+Indicators, R266)

    /// The indicators' colour scheme.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { updateScrollIndicators() }
    }
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true {
        didSet { updateScrollIndicators() }
    }
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true {
        didSet { updateScrollIndicators() }
    }
    /// How far the vertical indicator stays from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateScrollIndicators() }
    }
    /// How far the horizontal indicator stays from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateScrollIndicators() }
    }
    /// Both indicators' insets: reads the vertical one's, sets both (deprecated in iOS 13).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The bars, made when first shown (as UIKit adds its indicator subviews lazily).
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    /// When the indicators start fading, and the display link that fades them.
    var indicatorFadeStart: CFTimeInterval?
    var indicatorLink: CADisplayLink?

    // MARK: Touches on the content (R267)

    /// Whether a touch reaches the content only after ~150 ms without scrolling (true).
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a scroll that starts after the content got the touch cancels the content's touch (true).
    open var canCancelContentTouches = true

    /// Whether the content view gets the touches (asked before they reach it; default true).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a scroll may take the touches a content view already has: true unless the view is a
    /// `UIControl` (so a held button keeps its touch and the content does not scroll).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Zooming (UIScrollView+Zooming, R265)

    /// The smallest zoom scale (1).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest zoom scale (1: no zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The scale the delegate's `viewForZooming(in:)` view is shown at.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1
    /// Zooms to `scale` (within the limits) about the centre of the visible area; animated, over
    /// 0.3 s, after which the delegate hears `scrollViewDidEndZooming`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { changeZoomScale(scale, animated: animated) }
    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the limits
    /// allow, centred, within the content; animated, as `setZoomScale(_:animated:)`.
    open func zoom(to rect: CGRect, animated: Bool) { zoomToRect(rect, animated: animated) }
    /// Whether a pinch past the zoom limits overshoots and springs back (true).
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Whether the zoom is springing back inside its limits after a pinch.
    public internal(set) var isZoomBouncing = false
    /// The pinch that zooms; nil while zooming is off (`maximumZoomScale` not above the minimum).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// The pinch's content point (in the zooming view), the scale it began at, and the view.
    var pinchAnchor: (anchor: CGPoint, scale: CGFloat, view: UIView)?
    /// Whether `setZoomScale(_:animated:)`, `zoom(to:animated:)` or a bounce is animating.
    var zoomAnimationRunning = false

    // MARK: Dragging

    /// The pan that scrolls.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
    /// The recognizer that holds touches back from the content (`delaysContentTouches`).
    private(set) var delayedTouchesRecognizer: ScrollViewDelayedTouchesRecognizer!
    /// Whether a finger is on the content (it may not have moved enough to scroll yet).
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }
    /// Whether the user is scrolling: from the pan's start until the finger lifts.
    public private(set) var isDragging = false
    /// Whether the content is moving after a release (decelerating, paging or springing back).
    public internal(set) var isDecelerating = false

    private var offsetAtStart = CGPoint.zero
    /// The axis a directional lock keeps the drag on (nil: free).
    var lockedAxis: NSLayoutConstraint.Axis?
    /// Whether a navigation controller follows this scroll view's content (its content scroll view).
    var isNavigationContentScrollView = false {
        didSet { noteAdjustedContentInset() }
    }
    /// How much of a collapsing large title's band is collapsed: the offsets reach that far above
    /// the adjusted inset, so scrolling back down expands the title before the content bounces (R171).
    var navigationCollapsibleTopRange: CGFloat = 0
    /// The top of the offset range the navigation controller last saw the content at.
    var navigationTrackedRangeTop: CGFloat?
    /// The display link moving the content after a release, or for an animated scroll or zoom.
    var motionLink: CADisplayLink?
    /// The adjusted content inset last reported (`scrollViewDidChangeAdjustedContentInset`).
    var reportedAdjustedContentInset: UIEdgeInsets?
    /// The delegate (see `delegate` in UIScrollView+Delegate).
    weak var storedDelegate: UIScrollViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// Creates a scroll view from an archive: no nibs here, so it is the one `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        let delayed = ScrollViewDelayedTouchesRecognizer()
        delayed.scrollView = self
        addGestureRecognizer(delayed)
        delayedTouchesRecognizer = delayed
        let pan = ScrollViewPanGestureRecognizer(target: self, action: UIScrollView.handlePan)
        addGestureRecognizer(pan)
        panGestureRecognizer = pan
    }

    /// Where the content's origin is, relative to the view's top-left (the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let notification = willChangeObservedValue(forKey: "contentOffset")
            defer { didChangeObservedValue(notification) }
            let old = bounds.origin
            bounds.origin = newValue
            guard old != newValue else { return }
            if autoLayout?.scrollFrameGuide != nil { scrollGuidesDidChange() }
            updateScrollIndicators()
            scrollEventsDelegate?.scrollViewDidScroll(self)
        }
    }

    open override var bounds: CGRect {
        didSet {
            if oldValue.size != bounds.size {
                layOutRefreshControl()
                noteAdjustedContentInset()
                updateScrollIndicators()
            }
        }
    }

    /// The delegate told about scrolling (see `UIScrollViewDelegate`).
    var scrollEventsDelegate: UIScrollViewDelegate? { storedDelegate }

    /// Scrolls to `offset` (as given: UIKit does not clamp it; a drag or a release brings it back).
    /// Animated, the content moves there over 0.3 s on an ease-in-out curve, one offset a frame, so
    /// cells along the way come on screen (R186), then the delegate hears
    /// `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMoving()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        animateScroll(to: offset, duration: 0.3)
    }

    /// Scrolls as little as needed to show `rect` (in the content's coordinates) inside the bounds
    /// less the adjusted insets; the offset stays within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        func axis(_ minR: CGFloat, _ maxR: CGFloat, _ minV: CGFloat, _ maxV: CGFloat) -> CGFloat {
            if maxR - minR > maxV - minV || minR < minV { return minR - minV }
            if maxR > maxV { return maxR - maxV }
            return 0
        }
        offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let target = clamped(offset)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The insets the scrolling range uses: `contentInset` plus the safe area as
    /// `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset + contentInsetAdjustment
        inset.top += refreshControlInset
        return inset
    }

    /// Called when `adjustedContentInset` changed; the delegate hears about it after this.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        noteAdjustedContentInset()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, reportedAdjustedContentInset == nil {
            reportedAdjustedContentInset = .zero
            noteAdjustedContentInset()
        }
    }

    /// `.automatic`'s adjustment: as `.scrollableAxes`, and always the top and bottom for a
    /// navigation controller's content scroll view (R171); a table or collection view always adds
    /// the top and bottom.
    var automaticContentInsetAdjustment: UIEdgeInsets {
        var adjustment = scrollableAxesAdjustment
        if isNavigationContentScrollView {
            let safe = safeAreaInsets
            adjustment.top = safe.top
            adjustment.bottom = safe.bottom
        }
        return adjustment
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMoving()
            offsetAtStart = contentOffset
            lockedAxis = nil
            if isDirectionalLockEnabled {
                let t = pan.translation(in: superview)
                if abs(t.x) > 2 * abs(t.y) { lockedAxis = .horizontal }
                if abs(t.y) > 2 * abs(t.x) { lockedAxis = .vertical }
            }
            isDragging = true
            showScrollIndicators()
            scrollEventsDelegate?.scrollViewWillBeginDragging(self)
        case .changed:
            followPan(pan)
        case .ended:
            let v = pan.velocity(in: superview)
            release(velocity: CGPoint(x: -v.x, y: -v.y))
        case .cancelled, .failed:
            release(velocity: .zero)
        default:
            break
        }
    }

    /// Moves the content with the finger (on the axes the drag may move, and the locked one).
    private func followPan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: superview)
        let axes = draggableAxes
        let dx = axes.x && lockedAxis != .vertical ? t.x : 0
        let dy = axes.y && lockedAxis != .horizontal ? t.y : 0
        let target = pulled(to: CGPoint(x: offsetAtStart.x - dx, y: offsetAtStart.y - dy))
        if target != contentOffset { contentOffset = target }
        dragDidMove()
    }

    /// Ends the drag (UIScrollView+Release).
    func endDragging() { isDragging = false }

    /// Called when the delegate changed (a table view also re-measures its rows).
    func delegateDidChange() { updatePinchRecognizer() }
}

extension UIScrollView {
    /// What an attribute of the scroll view itself means to a constraint with its content: an edge
    /// is the content area's (`contentLayoutGuide`), a size or centre the frame's (`frameLayoutGuide`);
    /// nil for the others (margins and baselines stay the view's own).
    func legacyGuide(for attribute: NSLayoutConstraint.Attribute) -> UILayoutGuide? {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom: return contentLayoutGuide
        case .width, .height, .centerX, .centerY: return frameLayoutGuide
        default: return nil
        }
    }
}
