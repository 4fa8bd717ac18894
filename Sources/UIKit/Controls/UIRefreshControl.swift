import Foundation

/// Pull to refresh (R268): a control above a scroll view's content. Pulling the content down far
/// enough starts it — `isRefreshing` turns true and it sends `.valueChanged` — and while it
/// refreshes the content rests below it (its height is added to `adjustedContentInset.top`) until
/// the app calls `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past the top the content is pulled before a refresh starts.
    static let triggerDistance: CGFloat = 100
    /// The room the control takes above the content while refreshing.
    static let height: CGFloat = 60

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// A title shown under the spinner (its text; the attributes are not drawn here).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.text = attributedTitle?.string
            setNeedsLayout()
        }
    }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control; the scroll view it is given to places it.
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: attributedTitle == nil ? bounds.midY : bounds.midY - 8)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 8, width: bounds.width, height: 18)
    }

    /// Shows the refresh as under way (the app's own start; no `.valueChanged`, no scrolling).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        (superview as? UIScrollView)?.refreshControlDidChangeState()
    }

    /// Ends the refresh: the spinner goes and the content slides back up over the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        (superview as? UIScrollView)?.refreshControlDidChangeState()
    }

    /// The content is pulled `distance` past its top by a drag: the spinner fades in with it and
    /// the refresh starts at `triggerDistance`.
    func follow(pull distance: CGFloat) {
        guard !isRefreshing else { return }
        spinner.alpha = max(0, min(1, distance / Self.triggerDistance))
        guard distance >= Self.triggerDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}

extension UIScrollView {
    /// The room a refreshing control adds to the top inset.
    var refreshControlInset: CGFloat { refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0 }

    /// Places the refresh control above the content, the scroll view's width.
    func layOutRefreshControl() {
        guard let refreshControl else { return }
        let frame = CGRect(
            x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if refreshControl.frame != frame { refreshControl.frame = frame }
    }

    /// The drag moved: a pull past the top drives the refresh control.
    func dragDidMove() {
        guard let refreshControl else { return }
        let top = -(adjustedContentInset.top - refreshControlInset)
        refreshControl.follow(pull: top - contentOffset.y)
    }

    /// The control started or ended: the inset follows, and at the end content resting on the
    /// control slides back up over 0.3 s.
    func refreshControlDidChangeState() {
        let before = contentOffset
        let oldTop = reportedAdjustedContentInset?.top ?? adjustedContentInset.top
        noteAdjustedContentInset()
        // The refresh's room is not a new top to keep the content at: it stays where it is.
        if contentOffset != before { contentOffset = before }
        let newTop = adjustedContentInset.top
        guard refreshControl?.isRefreshing == false, newTop < oldTop, before.y < -newTop, !isDragging else { return }
        animateScroll(to: CGPoint(x: before.x, y: -newTop), duration: 0.3) {}
    }
}
