import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view), its bar
/// button items, a back button to the previous item, a prompt above and a large title below
/// (R170, R171), drawn with the resolved appearance (R172). Everything moves alongside
/// transitions (R96); the geometry is in UINavigationBar+Layout, the transition in
/// NavigationTransition+Bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's content, below the status bar, in a regular-height environment.
    public static let contentHeight: CGFloat = 44
    /// The height of the bar's content when the window's height is compact (a phone in landscape).
    public static let compactContentHeight: CGFloat = 32
    /// The height a large title adds under the content (iOS 11 and later: 96 pt of bar, R171).
    public static let largeTitleHeight: CGFloat = 52
    /// The height a prompt adds above the content.
    public static let promptHeight: CGFloat = 30

    // MARK: Public API

    /// Whether the top item's title is shown large under the bar when its mode allows (R171).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { ownerNeedsRefresh() } } }
    /// Whether the default background is the translucent material (false: opaque, R172).
    open var isTranslucent = true {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("isTranslucent") { [value = isTranslucent] (view: UINavigationBar) in
                view.isTranslucent = value
            }  // R348
        }
    }
    /// The background colour of the default appearance (the legacy way to colour the bar).
    open var barTintColor: UIColor? {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("barTintColor") { [value = barTintColor] (view: UINavigationBar) in view.barTintColor = value
            }  // R348
        }
    }
    /// The title's attributes for the default appearance (the legacy way).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("titleTextAttributes") { [value = titleTextAttributes] (view: UINavigationBar) in
                view.titleTextAttributes = value
            }  // R348
        }
    }
    /// The large title's attributes for the default appearance (the legacy way).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("largeTitleTextAttributes") { [value = largeTitleTextAttributes] (view: UINavigationBar) in
                view.largeTitleTextAttributes = value
            }  // R348
        }
    }
    /// The pre-iOS 13 customisation: background and shadow images, the back indicator image
    /// (R291, `UINavigationBar+Legacy`).
    var legacy = LegacyNavigationBarCustomization() { didSet { ownerNeedsRefresh() } }

    /// The look while content is scrolled under the bar (R172).
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance ?? legacyAppearance }
        set {
            storedStandardAppearance = newValue
            ownerNeedsRefresh()
            // R348: recorded on a proxy, or noted as set on this view.
            noteAppearance("standardAppearance") { (view: UINavigationBar) in view.standardAppearance = newValue }
        }
    }
    /// The look in compact height (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("compactAppearance") { [value = compactAppearance] (view: UINavigationBar) in
                view.compactAppearance = value
            }  // R348
        }
    }
    /// The look while the content is at its top edge (nil: the standard one without background, R172).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] (view: UINavigationBar) in
                view.scrollEdgeAppearance = value
            }  // R348
        }
    }
    /// The look in compact height at the scroll edge (nil: as `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            ownerNeedsRefresh()
            noteAppearance("compactScrollEdgeAppearance") {
                [value = compactScrollEdgeAppearance] (view: UINavigationBar) in
                view.compactScrollEdgeAppearance = value
            }  // R348
        }
    }
    /// The colour of the bar's buttons (the back button and the bar button items).
    open override var tintColor: UIColor! {
        didSet { refreshTint() }
    }

    /// The proxy whose properties style every navigation bar entering a window (R348).
    open override class func appearance() -> UINavigationBar {
        appearanceProxy(of: self) { UINavigationBar(frame: .zero) }
    }
    /// The proxy styling navigation bars inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UINavigationBar
    {
        appearanceProxy(of: self, in: containerTypes) { UINavigationBar(frame: .zero) }
    }

    /// The items, bottom first: a navigation controller's bar shows its stack's items.
    open var items: [UINavigationItem]? {
        get { owner.map { $0.viewControllers.map(\.navigationItem) } ?? standaloneItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top.
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one (its title is the back button's).
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items of a standalone bar (a navigation controller's bar follows its stack;
    /// changing it directly is refused, as UIKit raises).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard owner == nil else {
            DiagnosticLog.current.report(
                "navigationBarItemsManagedByController",
                "setItems on the navigation bar of \(logName(owner!)) refused: its items follow the controller's stack (UIKit raises 'Cannot call setItems:animated: directly on a UINavigationBar managed by a controller')"
            )
            return
        }
        standaloneItems = items
        showStandaloneTop()
    }

    /// Pushes an item onto a standalone bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((standaloneItems ?? []) + [item], animated: animated)
    }

    /// Pops the top item of a standalone bar.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = standaloneItems, !list.isEmpty else { return nil }
        let top = list.removeLast()
        setItems(list, animated: animated)
        return top
    }

    // MARK: Views

    /// The background of the standard appearance.
    let backgroundView = BarBackgroundView()
    /// The background of the scroll-edge appearance, over the standard one; its alpha falls as
    /// content scrolls under the bar.
    let edgeBackgroundView = BarBackgroundView()
    /// The outgoing controller's background while the two bars cross-fade (#13.9).
    let previousBackgroundView = BarBackgroundView()
    /// Clips the large titles to the band under the content.
    let largeTitleClipView = UIView()
    /// The top item's large title.
    let largeTitleLabel = UILabel()
    /// The outgoing item's large title during a transition.
    let previousLargeTitleLabel = UILabel()
    /// Holds the top item's content (title, back button, items, prompt): it fades in with them on
    /// a transition, so arriving text appears as p² while leaving text fades as (1 − p)² and the
    /// two never show as doubled text at full strength (#13.9).
    let contentView = UIView()
    /// The title of the top item.
    let titleLabel = UILabel()
    /// The prompt of the top item.
    let promptLabel = UILabel()
    /// The views of the top item's left items.
    var leftItemViews: [BarButtonView] = []
    /// The views of the top item's right items, rightmost first.
    var rightItemViews: [BarButtonView] = []
    /// The top item's title view, when it has one.
    var shownTitleView: UIView?
    /// The outgoing title during a transition.
    let previousTitleLabel = UILabel()
    /// The outgoing back button's title during a transition (drawn like the button's).
    let previousBackLabel = UILabel()
    /// The outgoing prompt during a transition.
    let previousPromptLabel = UILabel()
    /// Holds the outgoing title, back label, items and prompt: it fades with them, so the
    /// outgoing text fades faster than the incoming text appears (opacity (1 − p)² against p²).
    let outgoingView = UIView()
    /// The back button to the previous item: the chevron and the previous item's back title.
    public let backButton = UIButton(type: .system)

    // MARK: State set by the navigation controller

    /// Space above the content (the status bar area).
    var topInset: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The height of the content now: 44, or 32 in a compact-height environment (set by the
    /// navigation controller from the window's traits).
    var barContentHeight: CGFloat = UINavigationBar.contentHeight { didSet { setNeedsLayout() } }
    /// How tall the large title band is now: 52 expanded, less while collapsing, more while the
    /// content is pulled down (R171); 0 without a large title.
    var largeTitleBandHeight: CGFloat = 0 { didSet { if largeTitleBandHeight != oldValue { setNeedsLayout() } } }
    /// How tall the search bar's band is now, below the large title (R306): its height, less while
    /// collapsing; 0 without a search controller.
    var searchBandHeight: CGFloat = 0 { didSet { if searchBandHeight != oldValue { setNeedsLayout() } } }
    /// Whether the top item's search is active: the content row gives way to the search bar.
    var isSearchActive = false
    /// The top item's search bar, shown in `searchClipView`.
    var shownSearchBar: UISearchBar?
    /// Clips the search bar to its band as it collapses.
    let searchClipView = UIView()
    /// Whether the top item shows a large title.
    var showsLargeTitle = false
    /// How far content has scrolled under the bar: 0 at the scroll edge (the scroll-edge
    /// appearance), 1 once scrolled (the standard one, R172).
    var scrolledUnderProgress: CGFloat = 1 { didSet { if scrolledUnderProgress != oldValue { applyAppearance() } } }
    /// Whether the environment's height is compact (the compact appearances).
    var isCompactHeight = false

    /// The navigation controller owning the bar.
    weak var owner: UINavigationController?
    /// The items of a bar outside a navigation controller.
    private var standaloneItems: [UINavigationItem]?
    private var storedStandardAppearance: UINavigationBarAppearance?
    /// The item shown on top, and the one the back button goes to.
    private(set) var shownItem: UINavigationItem?
    private(set) var shownBackItem: UINavigationItem?

    /// The back indicator: iOS's chevron (`chevron.backward`), drawn as a path before the back
    /// button's title (R203).
    let backIndicatorLayer = CAShapeLayer()
    /// A custom back indicator image, shown in place of the chevron (R291).
    let backIndicatorImageView = UIImageView()
    /// The back button's horizontal padding around its chevron and title.
    static let backPadding: CGFloat = 8
    /// The space between the chevron and the back button's title.
    static let backIndicatorGap: CGFloat = 6
    /// Where the back button's title starts, from its leading edge: the padding, the chevron, the gap.
    static var backTitleInset: CGFloat { backPadding + BarGlyph.chevronBackward.size.width + backIndicatorGap }
    /// The back button's widest frame.
    static let backMaxWidth: CGFloat = 120
    /// The space between neighbouring bar button items.
    static let itemSpacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a bar from an archive: no nibs here, so it is the bar `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        for background in [backgroundView, edgeBackgroundView, previousBackgroundView] { addSubview(background) }
        previousBackgroundView.isHidden = true
        largeTitleClipView.clipsToBounds = true
        largeTitleClipView.isUserInteractionEnabled = false
        addSubview(largeTitleClipView)
        for label in [largeTitleLabel, previousLargeTitleLabel] {
            label.font = .systemFont(ofSize: 34, weight: .bold)
            label.textAlignment = .left
            largeTitleClipView.addSubview(label)
        }
        previousLargeTitleLabel.alpha = 0
        outgoingView.isUserInteractionEnabled = false
        addSubview(outgoingView)
        addSubview(contentView)
        for label in [titleLabel, previousTitleLabel] {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
        }
        for label in [promptLabel, previousPromptLabel] {
            label.font = .systemFont(ofSize: 13)
            label.textAlignment = .center
            label.textColor = .secondaryLabel
        }
        outgoingView.addSubview(previousTitleLabel)
        outgoingView.addSubview(previousPromptLabel)
        contentView.addSubview(promptLabel)
        contentView.addSubview(titleLabel)
        previousTitleLabel.alpha = 0
        previousPromptLabel.alpha = 0
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.contentEdgeInsets = UIEdgeInsets(
            top: 0, left: Self.backTitleInset, bottom: 0, right: Self.backPadding)
        backIndicatorLayer.path = BarGlyph.chevronBackward.path
        backIndicatorLayer.fillColor = nil
        backIndicatorLayer.lineWidth = BarGlyph.chevronBackward.lineWidth
        backIndicatorLayer.lineCap = .round
        backIndicatorLayer.lineJoin = .round
        backButton.layer.addSublayer(backIndicatorLayer)
        backIndicatorImageView.isHidden = true
        backIndicatorImageView.isUserInteractionEnabled = false
        backButton.addSubview(backIndicatorImageView)
        contentView.addSubview(backButton)
        previousBackLabel.font = .systemFont(ofSize: 17)
        previousBackLabel.textAlignment = .left
        previousBackLabel.alpha = 0
        outgoingView.addSubview(previousBackLabel)
        searchClipView.clipsToBounds = true
        applyAppearance()
    }

    /// The standard appearance made from the legacy properties (`isTranslucent`, `barTintColor`,
    /// `titleTextAttributes`), used until the app sets `standardAppearance`.
    private var legacyAppearance: UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        if !isTranslucent { appearance.configureWithOpaqueBackground() }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        if let titleTextAttributes { appearance.titleTextAttributes = titleTextAttributes }
        if let largeTitleTextAttributes { appearance.largeTitleTextAttributes = largeTitleTextAttributes }
        // R291: a background image replaces the material; with it, a shadow image replaces the line.
        if let image = legacy.backgroundImages[.default] {
            appearance.applyLegacyImages(background: image, shadow: legacy.shadowImage, barTint: barTintColor)
        }
        return appearance
    }

    private func ownerNeedsRefresh() {
        if let owner {
            owner.refreshBar()
        } else {
            showStandaloneTop()
        }
    }

    private func showStandaloneTop() {
        guard let top = standaloneItems?.last else { return }
        let list = standaloneItems ?? []
        show(top, previous: list.count > 1 ? list[list.count - 2] : nil)
        settle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutBarContent()
    }

    /// A bar is as wide as asked and 44 pt tall (32 in compact height), as UIKit sizes it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barContentHeight) }

    // MARK: Showing an item

    /// Shows `item` on top, with a back button titled for `previous` (nil: no back button).
    func show(_ item: UINavigationItem, previous: UINavigationItem?) {
        shownItem = item
        shownBackItem = previous
        titleLabel.text = item.title
        largeTitleLabel.text = item.title
        promptLabel.text = item.prompt
        promptLabel.isHidden = item.prompt == nil
        // The title without its chevron, which the bar draws (R203); `.minimal` (R170): the
        // chevron alone.
        let back = previous.map { previous in backTitle(for: previous) ?? "" }
        backButton.setTitle(back, for: .normal)
        let replacedByLeftItems = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
        backButton.isHidden = back == nil || item.hidesBackButton || replacedByLeftItems
        leftItemViews = itemViews(for: item.leftBarButtonItems, reusing: leftItemViews)
        rightItemViews = itemViews(for: item.rightBarButtonItems, reusing: rightItemViews)
        if shownTitleView !== item.titleView {
            if shownTitleView?.superview === contentView { shownTitleView?.removeFromSuperview() }
            shownTitleView = item.titleView
            if let titleView = item.titleView { contentView.addSubview(titleView) }
        }
        titleLabel.isHidden = item.titleView != nil
        applyAppearance()
        setNeedsLayout()
    }

    /// Views for `items`, keeping the existing ones when the items are the same objects.
    private func itemViews(for items: [UIBarButtonItem]?, reusing old: [BarButtonView]) -> [BarButtonView] {
        let items = (items ?? []).filter { !$0.isHidden }
        if old.count == items.count, zip(old, items).allSatisfy({ $0.item === $1 }) {
            for view in old { view.refresh() }
            return old
        }
        for view in old where view.superview === contentView { view.removeFromSuperview() }
        return items.map { item in
            item.applyAppearanceProxies(shownIn: self)  // R348
            let view = BarButtonView(item: item)
            view.barTint = tintColor ?? .systemBlue
            item.onChange = { [weak self, weak view] in
                view?.refresh()
                self?.setNeedsLayout()
            }
            contentView.addSubview(view)
            return view
        }
    }

    /// The bar's buttons and back indicator follow an inherited tint and its dimming (R295).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshTint()
    }

    private func refreshTint() {
        let tint = tintColor ?? .systemBlue
        for view in leftItemViews + rightItemViews { view.barTint = tint }
        layOutBackIndicator()
    }

    // MARK: Appearance

    /// The appearance for the top item now (R172): the item's, then the bar's; compact ones in
    /// compact height; at the scroll edge the scroll-edge one, or the standard one without its
    /// background.
    func resolvedAppearance(atScrollEdge: Bool) -> UINavigationBarAppearance {
        let item = shownItem
        let standard = item?.standardAppearance ?? standardAppearance
        let compact = item?.compactAppearance ?? compactAppearance ?? standard
        let base = isCompactHeight ? compact : standard
        guard atScrollEdge else { return base }
        let edge =
            (isCompactHeight ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if let edge { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: base)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Draws the resolved appearances: the standard background under the scroll-edge one, which
    /// fades as content scrolls under the bar; the titles in the dominant one's attributes.
    func applyAppearance() {
        let standard = resolvedAppearance(atScrollEdge: false)
        let edge = resolvedAppearance(atScrollEdge: true)
        backgroundView.apply(standard)
        edgeBackgroundView.apply(edge)
        let progress = min(max(scrolledUnderProgress, 0), 1)
        backgroundView.alpha = progress
        edgeBackgroundView.alpha = 1 - progress
        let dominant = progress >= 0.5 ? standard : edge
        titleLabel.font = dominant.titleFont
        titleLabel.textColor = dominant.titleColor
        previousTitleLabel.font = dominant.titleFont
        largeTitleLabel.font = dominant.largeTitleFont
        largeTitleLabel.textColor = dominant.largeTitleColor
    }
}
