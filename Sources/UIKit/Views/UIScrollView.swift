import Foundation

/// A view whose content is larger than its bounds and scrolls with a pan: the content offset is the
/// bounds origin, as in UIKit. Past an edge the content follows the finger with resistance and
/// springs back (`bounces`); releases decelerate (see UIScrollView+Motion).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            let notification = willChangeObservedValue(forKey: "contentSize")
            defer { didChangeObservedValue(notification) }
            storedContentSize = newValue
        }
    }
    private var storedContentSize = CGSize.zero

    /// Extra room around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to `contentInset` in `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the user can scroll.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content can be pulled past its edges (with resistance) and springs back.
    open var bounces = true
    /// Whether vertical pulls bounce even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether horizontal pulls bounce even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling (kept; no indicator is drawn here).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (kept; no indicator is drawn here).
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator stays from the edges (kept; no indicator is drawn here).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator stays from the edges (kept; no indicator is drawn here).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one's, sets both (deprecated in iOS 13).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The pan that scrolls.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
    /// Whether a finger is on the content (it may not have moved enough to scroll yet).
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }
    /// Whether the user is scrolling: from the pan's start until the finger lifts.
    public private(set) var isDragging = false
    /// Whether the content is moving after a release (decelerating or springing back).
    public internal(set) var isDecelerating = false

    private var offsetAtStart = CGPoint.zero
    /// Whether a navigation controller follows this scroll view's content (its content scroll view).
    var isNavigationContentScrollView = false
    /// How much of a collapsing large title's band is collapsed: the offsets reach that far above
    /// the adjusted inset, so scrolling back down expands the title before the content bounces (R171).
    var navigationCollapsibleTopRange: CGFloat = 0
    /// The top of the offset range the navigation controller last saw the content at.
    var navigationTrackedRangeTop: CGFloat?
    /// The display link moving the content after a release.
    var motionLink: CADisplayLink?

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
        let pan = UIPanGestureRecognizer(target: self, action: UIScrollView.handlePan)
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
            if old != newValue { scrollEventsDelegate?.scrollViewDidScroll(self) }
        }
    }

    /// The delegate told about scrolling: a table view's delegate (see `UIScrollViewDelegate`).
    var scrollEventsDelegate: UIScrollViewDelegate? { nil }

    /// Scrolls to `offset` (clamped to the content). Animated, the content moves there over 0.3 s
    /// on an ease-in-out curve, one offset a frame, so cells along the way come on screen (R186).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMoving()
        let target = clamped(offset)
        guard animated, target != contentOffset else {
            contentOffset = target
            return
        }
        animateScroll(to: target, duration: 0.3)
    }

    /// The insets the scrolling range uses: `contentInset` plus the safe area as
    /// `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: UIEdgeInsets { contentInset + contentInsetAdjustment }

    /// What `contentInsetAdjustmentBehavior` adds to `contentInset`.
    var contentInsetAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safe
        case .scrollableAxes:
            let vertical = alwaysBounceVertical || contentSize.height > bounds.height
            let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            return UIEdgeInsets(
                top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        case .automatic:
            return automaticContentInsetAdjustment
        }
    }

    /// `.automatic`'s adjustment: nothing for a plain scroll view here (UIKit adjusts a scrollable
    /// one as `.scrollableAxes` does); a collection view, or a navigation controller's content
    /// scroll view (R171), adds the safe area's top and bottom.
    var automaticContentInsetAdjustment: UIEdgeInsets {
        guard isNavigationContentScrollView else { return .zero }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
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

    /// Whether a pull may take the content past its horizontal and vertical edges.
    var bouncingAxes: (x: Bool, y: Bool) {
        let range = offsetRange
        return (
            bounces && (alwaysBounceHorizontal || range.x.upperBound > range.x.lowerBound),
            bounces && (alwaysBounceVertical || range.y.upperBound > range.y.lowerBound)
        )
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMoving()
            offsetAtStart = contentOffset
            isDragging = true
            scrollEventsDelegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let t = pan.translation(in: superview)
            contentOffset = pulled(to: CGPoint(x: offsetAtStart.x - t.x, y: offsetAtStart.y - t.y))
        case .ended:
            isDragging = false
            let v = pan.velocity(in: superview)
            startMoving(velocity: CGPoint(x: -v.x, y: -v.y))
            scrollEventsDelegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating)
        case .cancelled, .failed:
            isDragging = false
            startMoving(velocity: .zero)
        default:
            break
        }
    }
}

extension UIScrollView {
    /// How the safe area adds to a scroll view's content inset (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The system's choice (see `adjustedContentInset`).
        case automatic = 0
        /// The safe area's insets on the axes that scroll (content larger than the view, or
        /// `alwaysBounce…` set).
        case scrollableAxes = 1
        /// No adjustment: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// The safe area's insets on every edge.
        case always = 3
    }
}

extension CGFloat {
    /// The value moved into `range`.
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
