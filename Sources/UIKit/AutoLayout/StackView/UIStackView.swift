import Foundation

/// A view that lays out its arranged subviews in a row or a column with constraints it makes
/// itself (UIKit's `UISV-…` constraints, installed on the stack view and rebuilt in its
/// `updateConstraints`). Hidden arranged subviews collapse; hiding one inside an animation block
/// animates the collapse.
@MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the space along the axis.
    public enum Distribution: Int, Sendable {
        /// Fill the axis; the lowest hugging priority stretches (the earliest view on ties).
        case fill
        /// Fill the axis with equal sizes.
        case fillEqually
        /// Fill the axis with sizes proportional to the intrinsic sizes.
        case fillProportionally
        /// Intrinsic sizes, equal gaps (at least `spacing`).
        case equalSpacing
        /// Intrinsic sizes, centres equally apart (gaps at least `spacing`).
        case equalCentering
    }

    /// How arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Fill the cross axis.
        case fill
        /// Leading edges (the top in a row).
        case leading
        /// First baselines (rows only).
        case firstBaseline
        /// Centred.
        case center
        /// Trailing edges (the bottom in a row).
        case trailing
        /// Last baselines (rows only).
        case lastBaseline

        /// The top edges of a row.
        public static var top: Alignment { .leading }
        /// The bottom edges of a row.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing `setCustomSpacing` takes to mean "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing `setCustomSpacing` takes to mean "the system spacing" (8 pt).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views laid out, in order (a subset of the subviews).
    public private(set) var arrangedSubviews: [UIView] = []

    /// Row (horizontal) or column (vertical).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the axis.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between adjacent views (the minimum for the equal-spacing distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Kept for source compatibility (baselines are measured from the top here).
    open var isBaselineRelativeArrangement = false

    /// Spacing after particular views.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the stack view made last.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    /// Whether the arrangement must be rebuilt in the next update pass.
    var arrangementIsStale = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangementDidChange()
    }

    /// Creates a stack view from an archive: no nibs here, so it is the empty stack view
    /// `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        arrangementDidChange()
    }

    /// Creates a stack view arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end of the arrangement (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts a view into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// Sets the spacing after `arrangedSubview` (`spacingUseDefault`: back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview` (`spacingUseDefault` when it has none of its own).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // UIKit: a removed subview leaves the arrangement too.
        removeArrangedSubview(subview)
    }

    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Something the arrangement depends on changed: rebuild it in the next update pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
