import Foundation

/// A container showing one page at a time and turning to the next or previous page with a swipe
/// (`.scroll`: the pages slide side by side, `interPageSpacing` apart) or programmatically with
/// `setViewControllers(_:direction:animated:completion:)` (R246). Pages come from the data source,
/// asked for the neighbour the user drags towards; appearance calls and the delegate follow the
/// drag as UIKit sends them.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page turning over about the spine, like a book's.
        case pageCurl = 0
        /// Pages side by side, scrolled.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The direction of a programmatic turn.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (from the right, or from below).
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of a page-curl book is.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Keys of the `options` dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (an `NSNumber` or `Int`), page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (an `NSNumber` or `CGFloat`), scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn (fixed at creation).
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along (fixed at creation).
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (`.min` for a page curl unless the options say otherwise, `.none` for scroll).
    public private(set) var spineLocation: SpineLocation
    /// Whether a page-curl book has content on the back of its pages.
    open var isDoubleSided = false
    /// The space between scrolled pages.
    public let interPageSpacing: CGFloat

    /// Supplies the pages; nil: only programmatic turns.
    public weak var dataSource: UIPageViewControllerDataSource?
    /// Hears about gesture-driven turns.
    public weak var delegate: UIPageViewControllerDelegate?

    /// The page shown (one page here: two-page spreads are not modelled).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The recognizers that turn a page-curl book (empty for the scroll style, whose pan belongs
    /// to the content, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [pan] : []
    }

    /// The page on screen.
    var current: UIViewController?
    /// The neighbour a drag or an animated turn is bringing in, and on which side (+1 next, −1 previous).
    var pending: (controller: UIViewController, side: Int)?
    /// How far the content has moved towards the next page, in points along the axis (the
    /// next page is fully in at `pageStride`).
    var offset: CGFloat = 0 { didSet { layoutPages() } }
    /// The offset when the drag began.
    var dragStartOffset: CGFloat = 0
    /// The sides the data source had no page for during this drag (−1, +1).
    var sidesWithoutPage: Set<Int> = []
    /// Whether the pending turn is driven by a gesture (the delegate hears only those).
    var turnIsGestureDriven = false
    /// The settling motion after a release or for an animated turn.
    var settle: PageSettle?
    /// Completions of animated programmatic turns.
    var turnCompletion: ((Bool) -> Void)?

    /// The pan that turns pages.
    lazy var pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: UIPageViewController.handlePan)
        pan.delegate = gestureGate
        return pan
    }()
    /// Lets the pan begin only along the navigation axis.
    private lazy var gestureGate = PageGestureGate(pageViewController: self)

    /// Creates a page view controller; `options` may hold `.spineLocation` and `.interPageSpacing`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        let spine = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive: no nibs here, so it is a page-curl book,
    /// UIKit's default for an archived one.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .min
        super.init(nibName: nil, bundle: nil)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let n as NSNumber: return CGFloat(n.doubleValue)
        case let n as CGFloat: return n
        case let n as Double: return CGFloat(n)
        case let n as Int: return CGFloat(n)
        default: return nil
        }
    }

    override var childrenReceivingAppearance: [UIViewController] { current.map { [$0] } ?? [] }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.clipsToBounds = true
        view = root
        root.addGestureRecognizer(pan)
        if let current { install(current, side: 0) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    // MARK: Programmatic turns

    /// Shows `viewControllers` (one page; a second for a two-page spread is not modelled), turning
    /// to it in `direction` when `animated`. Refused while a turn is under way, as UIKit refuses.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let next = viewControllers?.first else {
            DiagnosticLog.current.report(
                "pageViewControllerNeedsAPage",
                "setViewControllers(_:direction:animated:) was given no view controller: UIKit raises "
                    + "(“The number of view controllers provided (0) doesn't match the number required (1) "
                    + "for the requested transition”). Nothing changed.",
                rule: "R246")
            completion?(false)
            return
        }
        if pending != nil || settle != nil {
            finishTurnAtOnce()
        }
        guard next !== current else {
            completion?(true)
            return
        }
        let appeared = isShowingPages
        guard animated, current != nil, appeared, view.window != nil else {
            replaceCurrent(with: next, animated: false)
            completion?(true)
            return
        }
        let side = direction == .forward ? 1 : -1
        beginTurn(to: next, side: side, gestureDriven: false)
        turnCompletion = completion
        startSettling(to: CGFloat(side) * pageStride, velocity: 0)
    }

    /// Whether a page is being turned (dragged, or settling after a release or an animated turn):
    /// the pages' appearance calls are under way.
    package var isTurningPage: Bool { pending != nil }

    /// Whether this controller's pages are on screen (appearance calls go to them).
    var isShowingPages: Bool { appearance == .appeared || appearance == .appearing }

    /// Swaps the page at once (no animation): appearance calls when on screen.
    private func replaceCurrent(with next: UIViewController, animated: Bool) {
        let old = current
        let onScreen = isShowingPages && isViewLoaded
        if next.parent !== self { addChild(next) }
        if onScreen {
            old?.beginAppearanceTransition(false, animated: animated)
            if isViewLoaded { install(next, side: 0) }
            next.beginAppearanceTransition(true, animated: animated)
        } else if isViewLoaded {
            install(next, side: 0)
        }
        current = next
        if let old, old !== next { remove(old) }
        offset = 0
        if onScreen {
            old?.endAppearanceTransition()
            next.endAppearanceTransition()
        }
        next.didMove(toParent: self)
    }

    // MARK: Pages

    /// The distance between two pages' origins along the axis.
    var pageStride: CGFloat {
        guard isViewLoaded else { return 0 }
        return (navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
    }

    /// Adds `controller`'s view at position `side` (−1, 0, +1).
    func install(_ controller: UIViewController, side: Int) {
        let pageView = controller.view!
        if pageView.superview !== view { view.addSubview(pageView) }
        layoutPages()
    }

    /// Removes a page that left.
    func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Places the current and pending pages for the offset.
    func layoutPages() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        func frame(at position: CGFloat) -> CGRect {
            navigationOrientation == .horizontal
                ? bounds.offsetBy(dx: position - bounds.minX, dy: -bounds.minY)
                : bounds.offsetBy(dx: -bounds.minX, dy: position - bounds.minY)
        }
        current?.viewIfLoaded?.frame = frame(at: -offset)
        if let pending {
            pending.controller.viewIfLoaded?.frame = frame(at: CGFloat(pending.side) * pageStride - offset)
        }
    }
}

/// Lets a page view controller's pan begin only when the movement is mostly along its axis, so a
/// vertical scroll view inside a horizontal book still scrolls.
@MainActor
final class PageGestureGate: NSObject, UIGestureRecognizerDelegate {
    weak var pageViewController: UIPageViewController?

    init(pageViewController: UIPageViewController) {
        self.pageViewController = pageViewController
        super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let book = pageViewController, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let v = pan.translation(in: book.view)
        return book.navigationOrientation == .horizontal ? abs(v.x) >= abs(v.y) : abs(v.y) >= abs(v.x)
    }
}
