import Foundation

/// A bar of bar button items along the bottom of a navigation controller (`toolbarItems`,
/// `setToolbarHidden(_:animated:)`, R174), or anywhere an app puts one: 44 pt of content above
/// the home-indicator area, 32 pt in compact height; flexible spaces share the room left over.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the toolbar's content in a regular-height environment.
    public static let contentHeight: CGFloat = 44
    /// The height of the toolbar's content in compact height (a phone in landscape).
    public static let compactContentHeight: CGFloat = 32

    /// The items, from the left.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// Whether the default background is the translucent material (false: opaque).
    open var isTranslucent = true {
        didSet {
            applyAppearance()
            // R348: recorded on a proxy, or noted as set on this view.
            noteAppearance("isTranslucent") { [value = isTranslucent] (view: UIToolbar) in view.isTranslucent = value }
        }
    }
    /// The background colour of the default appearance (the legacy way).
    open var barTintColor: UIColor? {
        didSet {
            applyAppearance()
            // R348: recorded on a proxy, or noted as set on this view.
            noteAppearance("barTintColor") { [value = barTintColor] (view: UIToolbar) in view.barTintColor = value }
        }
    }
    /// The look while content is scrolled under the toolbar.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance ?? legacyAppearance }
        set {
            storedStandardAppearance = newValue
            applyAppearance()
            noteAppearance("standardAppearance") { (view: UIToolbar) in view.standardAppearance = newValue }  // R348
        }
    }
    /// The look in compact height (nil: the standard one).
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            applyAppearance()
            noteAppearance("compactAppearance") { [value = compactAppearance] (view: UIToolbar) in
                view.compactAppearance = value
            }  // R348
        }
    }
    /// The look while the content is at its bottom edge (nil: the standard one without background).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            applyAppearance()
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] (view: UIToolbar) in
                view.scrollEdgeAppearance = value
            }  // R348
        }
    }
    /// The look in compact height at the scroll edge (nil: as `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            applyAppearance()
            noteAppearance("compactScrollEdgeAppearance") { [value = compactScrollEdgeAppearance] (view: UIToolbar) in
                view.compactScrollEdgeAppearance = value
            }  // R348
        }
    }
    /// The colour of the items.
    open override var tintColor: UIColor! {
        didSet { for view in itemViews { view.barTint = tintColor ?? .systemBlue } }
    }

    /// The proxy whose properties style every toolbar entering a window (R348).
    open override class func appearance() -> UIToolbar { appearanceProxy(of: self) { UIToolbar(frame: .zero) } }
    /// The proxy styling toolbars inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UIToolbar
    {
        appearanceProxy(of: self, in: containerTypes) { UIToolbar(frame: .zero) }
    }

    /// Space below the content (the home-indicator area).
    var bottomInset: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the environment's height is compact.
    var isCompactHeight = false { didSet { applyAppearance() } }
    /// The height of the content now.
    var barContentHeight: CGFloat { isCompactHeight ? Self.compactContentHeight : Self.contentHeight }
    /// How far content has scrolled under the toolbar: 0 at the bottom edge, 1 once scrolled.
    var scrolledUnderProgress: CGFloat = 1 { didSet { if scrolledUnderProgress != oldValue { applyAppearance() } } }
    /// The views of the items, in item order.
    private(set) var itemViews: [BarButtonView] = []
    let backgroundView = BarBackgroundView()
    let edgeBackgroundView = BarBackgroundView()
    private var storedItems: [UIBarButtonItem]?
    private var storedStandardAppearance: UIToolbarAppearance?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// Creates a toolbar from an archive: no nibs here, so it is the one `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    private func setUpToolbar() {
        for background in [backgroundView, edgeBackgroundView] {
            background.hairlineAtTop = true
            addSubview(background)
        }
        applyAppearance()
    }

    /// Replaces the items, fading the new ones in (and the old ones out) when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        let old = itemViews
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            item.applyAppearanceProxies(shownIn: self)  // R348
            let view = BarButtonView(item: item)
            view.barTint = tintColor ?? .systemBlue
            item.onChange = { [weak self, weak view] in
                view?.refresh()
                self?.setNeedsLayout()
            }
            addSubview(view)
            return view
        }
        UIView.performWithoutAnimation { layoutIfNeeded() }
        guard animated, UIViewAnimationContext.animationsEnabled else {
            for view in old { view.removeFromSuperview() }
            return
        }
        for view in itemViews { view.alpha = 0 }
        UIView.animate(
            withDuration: 0.2,
            animations: {
                for view in old { view.alpha = 0 }
                for view in self.itemViews { view.alpha = 1 }
            },
            completion: { _ in
                for view in old { view.removeFromSuperview() }
            })
    }

    private var legacyAppearance: UIToolbarAppearance {
        let appearance = UIToolbarAppearance()
        if !isTranslucent { appearance.configureWithOpaqueBackground() }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        return appearance
    }

    /// Draws the standard background under the scroll-edge one, which fades as content scrolls
    /// under the toolbar (R172).
    private func applyAppearance() {
        let standard = isCompactHeight ? compactAppearance ?? standardAppearance : standardAppearance
        let edge: UIBarAppearance
        if let set = (isCompactHeight ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance {
            edge = set
        } else {
            let transparent = UIToolbarAppearance(barAppearance: standard)
            transparent.configureWithTransparentBackground()
            edge = transparent
        }
        backgroundView.apply(standard)
        edgeBackgroundView.apply(edge)
        let progress = min(max(scrolledUnderProgress, 0), 1)
        backgroundView.alpha = progress
        edgeBackgroundView.alpha = 1 - progress
    }

    /// A toolbar is as wide as asked and 44 pt tall (32 in compact height).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barContentHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        edgeBackgroundView.frame = bounds
        // Items from the left margin, 8 pt apart; flexible spaces share what is left (R174).
        let safe = safeAreaInsets
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        let minX = safe.left + margin
        let maxX = bounds.width - safe.right - margin
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }
        let fixedWidth = itemViews.reduce(CGFloat(0)) { sum, view in
            sum + (view.item.systemItem == .flexibleSpace ? 0 : view.contentWidth)
        }
        let gaps = CGFloat(max(0, itemViews.count - 1)) * UINavigationBar.itemSpacing
        let spare = max(0, maxX - minX - fixedWidth - gaps)
        let flexibleWidth = flexible.isEmpty ? 0 : spare / CGFloat(flexible.count)
        var x = minX
        for view in itemViews {
            let width = view.item.systemItem == .flexibleSpace ? flexibleWidth : view.contentWidth
            view.frame = CGRect(x: x, y: 0, width: width, height: barContentHeight)
            x += width + UINavigationBar.itemSpacing
        }
    }
}
