import Foundation

/// A view whose content is larger than its bounds and scrolls with a pan: the content offset is the
/// bounds origin, as in UIKit. Releases decelerate; the offset stays within the content.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero
    /// Extra room around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether the user can scroll.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// The pan that scrolls.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
    /// Whether the content is moving after a release.
    public private(set) var isDecelerating = false

    private var offsetAtStart = CGPoint.zero
    private var decelerationLink: CADisplayLink?

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
        set { bounds.origin = newValue }
    }

    /// Scrolls to `offset` (animated scrolling is not simulated yet: it jumps).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = clamped(offset) }

    /// The insets the scrolling range uses: `contentInset` plus whatever the view adds on its own
    /// (a plain scroll view adds nothing here; a collection view adds the safe area, as UIKit's
    /// automatic adjustment does under a navigation bar).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The offsets the content may take.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// `p` moved into the range of offsets the content may take.
    func clamped(_ p: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: min(max(p.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(p.y, range.y.lowerBound), range.y.upperBound))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopDecelerating()
            offsetAtStart = contentOffset
        case .changed:
            let t = pan.translation(in: superview)
            contentOffset = clamped(CGPoint(x: offsetAtStart.x - t.x, y: offsetAtStart.y - t.y))
        case .ended:
            decelerate(from: pan.velocity(in: superview))
        default:
            break
        }
    }

    /// UIKit's normal deceleration: the velocity decays by 0.998 per millisecond.
    private func decelerate(from velocity: CGPoint) {
        var v = CGPoint(x: -velocity.x, y: -velocity.y)
        guard hypot(v.x, v.y) > 20 else { return }
        isDecelerating = true
        var last = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let dt = max(0, link.timestamp - last)
            last = link.timestamp
            let decay = CGFloat(pow(0.998, dt * 1000))
            let next = self.clamped(
                CGPoint(x: self.contentOffset.x + v.x * CGFloat(dt), y: self.contentOffset.y + v.y * CGFloat(dt)))
            if next.x == self.contentOffset.x { v.x = 0 }
            if next.y == self.contentOffset.y { v.y = 0 }
            self.contentOffset = next
            v = CGPoint(x: v.x * decay, y: v.y * decay)
            if hypot(v.x, v.y) < 5 { self.stopDecelerating() }
        }
        decelerationLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }

    private func stopDecelerating() {
        decelerationLink?.invalidate()
        decelerationLink = nil
        isDecelerating = false
    }
}
