import Foundation

/// A split view controller (R311): on an iPhone its width is
/// always compact, so it is collapsed — one navigation stack showing the primary column with the
/// secondary pushed onto it (or the compact column), as UIKit collapses a split view.
@MainActor
open class UISplitViewController: UIViewController {
    /// How many columns (iOS 14); `.unspecified` is the classic `viewControllers` interface.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// A column of a column-style split view (iOS 14).
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// What a collapsed split view shows instead of the other columns, when set.
        case compact = 3
        case inspector = 4
    }

    /// How the columns show when expanded.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
        /// The iOS 8 names.
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the columns share the width when expanded (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// Which side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    /// The automatic column width (UIKit's constant).
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The number of columns; fixed at creation.
    public let style: Style
    /// Asked how to collapse and told of changes.
    open weak var delegate: UISplitViewControllerDelegate? { didSet { if isViewLoaded { rebuildInterface() } } }

    /// The classic interface's controllers: primary, then secondary; for a column style, the
    /// columns' navigation controllers.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return classicControllers }
            return [Column.primary, .supplementary, .secondary].compactMap { columnNavigation[$0] }
        }
        set {
            if style == .unspecified {
                classicControllers = Array(newValue.prefix(2))
            } else {
                for (column, controller) in zip([Column.primary, .secondary], newValue) {
                    setViewController(controller, for: column)
                }
            }
            if isViewLoaded { rebuildInterface() }
        }
    }

    /// Whether only one stack shows: always on an iPhone (compact width).
    open var isCollapsed: Bool { true }
    /// The display mode asked for when expanded.
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The display mode now: collapsed, the secondary column alone.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// The split behaviour asked for when expanded.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behaviour now.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether a swipe shows the primary column when expanded.
    open var presentsWithGesture = true
    /// Whether the secondary-only button shows when expanded.
    open var showsSecondaryOnlyButton = false
    /// The primary column's width as a fraction of the whole, when expanded.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width, when expanded.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The least and most the primary column may be, when expanded.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width now: collapsed, the whole width.
    open var primaryColumnWidth: CGFloat { viewIfLoaded?.bounds.width ?? 0 }
    /// The supplementary column's widths, when expanded.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's width now: collapsed, the whole width.
    open var supplementaryColumnWidth: CGFloat { viewIfLoaded?.bounds.width ?? 0 }
    /// Which side the primary column is on.
    open var primaryEdge: PrimaryEdge = .leading
    /// The primary column's background.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// A button that changes the display mode when expanded; collapsed, it shows nothing.
    open lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"))
        item.isHidden = true
        return item
    }()

    var classicControllers: [UIViewController] = []
    /// The column-style controllers as set, and the navigation controllers that hold them.
    var columnControllers: [Column: UIViewController] = [:]
    var columnNavigation: [Column: UINavigationController] = [:]
    /// The child shown now: the collapsed stack or the compact column.
    var shownChild: UIViewController?
    /// The collapsed stack's top column (column style).
    var topColumn: Column = .secondary

    /// A split view of `style`'s columns (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (`viewControllers`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        rebuildInterface()
    }

    // MARK: Columns (iOS 14)

    /// Puts `vc` in `column`: it is wrapped in a navigation controller unless it is one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            let message =
                "setViewController(_:for:) on a split view controller made without a style: UIKit raises; use init(style:) or viewControllers"
            DiagnosticLog.current.report("splitViewNoStyle", message)
            return
        }
        columnControllers[column] = vc
        if let vc {
            if let navigation = vc as? UINavigationController {
                columnNavigation[column] = navigation
            } else if columnNavigation[column]?.viewControllers.first !== vc {
                columnNavigation[column] = UINavigationController(rootViewController: vc)
            }
        } else {
            columnNavigation[column] = nil
        }
        if isViewLoaded { rebuildInterface() }
    }

    /// The controller set for `column` (not the navigation controller holding it).
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    /// Shows `column`: collapsed, the secondary pushed on top, or the stack back to the primary.
    open func show(_ column: Column) {
        delegate?.splitViewController(self, willShow: column)
        showCollapsed(column)
    }

    /// Hides `column`: collapsed, hiding the secondary goes back to the primary.
    open func hide(_ column: Column) {
        delegate?.splitViewController(self, willHide: column)
        if column == .secondary || column == .supplementary { showCollapsed(.primary) }
    }
}

extension UIViewController {
    /// The nearest split view controller this controller is in.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
