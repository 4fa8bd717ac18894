import Foundation

/// A row of dots, one per page, the current one brighter; a tap beside the current dot moves one
/// page towards the tap (R256).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The proxy whose properties style every `UIPageControl` entering a window (R348).
    open override class func appearance() -> UIPageControl { appearanceProxy(of: self) { UIPageControl(frame: .zero) } }
    /// The proxy styling instances inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UIPageControl
    {
        appearanceProxy(of: self, in: containerTypes) { UIPageControl(frame: .zero) }
    }

    /// A dot's diameter and the distance between dot centres.
    static let indicatorDiameter: CGFloat = 8
    static let indicatorPitch: CGFloat = 16
    /// The height of the control and the space before the first dot and after the last.
    static let height: CGFloat = 26
    static let horizontalPadding: CGFloat = 10

    /// The number of dots (default 0); the current page is kept below it.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            buildIndicators()
            invalidateIntrinsicContentSize()
        }
    }
    /// The highlighted dot (default 0), kept within `0..<numberOfPages`; setting it sends nothing.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            applyColors()
        }
    }
    /// Whether the dots are hidden when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { content.isHidden = hidesForSinglePage && numberOfPages == 1 } }
    /// The other dots' colour (nil: translucent white).
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("pageIndicatorTintColor") { [value = pageIndicatorTintColor] (view: UIPageControl) in
                view.pageIndicatorTintColor = value
            }  // R348
        }
    }
    /// The current dot's colour (nil: opaque white).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("currentPageIndicatorTintColor") {
                [value = currentPageIndicatorTintColor] (view: UIPageControl) in
                view.currentPageIndicatorTintColor = value
            }  // R348
        }
    }

    let content = UIView()
    var indicators: [UIView] = []
    private var pageAtTouchDown = 0

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a page control from an archive (no nibs here: one with no pages).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        content.isUserInteractionEnabled = false
        addSubview(content)
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.height) }
        let dots = Self.indicatorPitch * CGFloat(pageCount - 1) + Self.indicatorDiameter
        return CGSize(width: dots + 2 * Self.horizontalPadding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func buildIndicators() {
        for indicator in indicators { indicator.removeFromSuperview() }
        indicators = (0..<numberOfPages).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.indicatorDiameter / 2
            content.addSubview(dot)
            return dot
        }
        content.isHidden = hidesForSinglePage && numberOfPages == 1
        applyColors()
        setNeedsLayout()
    }

    /// The centre of a page's dot in the control's coordinates (the dots are centred in the bounds).
    func indicatorCentre(_ page: Int) -> CGPoint {
        let dots = Self.indicatorPitch * CGFloat(max(0, numberOfPages - 1))
        return CGPoint(x: bounds.midX - dots / 2 + Self.indicatorPitch * CGFloat(page), y: bounds.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        let d = Self.indicatorDiameter
        for (page, dot) in indicators.enumerated() {
            let centre = indicatorCentre(page)
            dot.frame = CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)
        }
    }

    private func applyColors() {
        for (page, dot) in indicators.enumerated() {
            dot.backgroundColor =
                page == currentPage
                ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35)
        }
        content.alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() { applyColors() }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking (R256)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pageAtTouchDown = currentPage
        return numberOfPages > 0
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let x = touch.location(in: self).x
        let current = indicatorCentre(currentPage).x
        let page = x < current ? currentPage - 1 : x > current ? currentPage + 1 : currentPage
        let target = min(max(0, page), numberOfPages - 1)
        guard target != pageAtTouchDown else { return }
        currentPage = target
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
