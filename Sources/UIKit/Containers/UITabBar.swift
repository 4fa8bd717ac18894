import Foundation

/// The bar at the bottom of a tab bar controller: one button per item, the selected one tinted.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's content, above the home-indicator area, in a regular-height environment.
    public static let contentHeight: CGFloat = 49
    /// The height of the bar's content when the window's height is compact (a phone in landscape).
    public static let compactContentHeight: CGFloat = 32

    /// The items, one per tab.
    open var items: [UITabBarItem]? { didSet { rebuildButtons() } }
    /// Sets `items` (the change is not animated here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The highlighted item (during a tab transition: the destination's, R99).
    open var selectedItem: UITabBarItem? { didSet { refreshButtons() } }
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor = .systemGray {
        didSet {
            refreshButtons()
            // R348: recorded on a proxy, or noted as set on this bar.
            noteAppearance("unselectedItemTintColor") { [value = unselectedItemTintColor] (view: UITabBar) in
                view.unselectedItemTintColor = value
            }
        }
    }
    /// The colour of the selected item.
    open override var tintColor: UIColor! {
        didSet { refreshButtons() }
    }

    /// The proxy whose properties style every tab bar entering a window (R348).
    open override class func appearance() -> UITabBar { appearanceProxy(of: self) { UITabBar(frame: .zero) } }
    /// The proxy styling tab bars inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UITabBar
    {
        appearanceProxy(of: self, in: containerTypes) { UITabBar(frame: .zero) }
    }

    /// The bar's look (R296): its background and its items' colours (default: the translucent
    /// material with a hairline).
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance ?? legacyAppearance }
        set {
            storedStandardAppearance = newValue
            applyAppearance()
            noteAppearance("standardAppearance") { (view: UITabBar) in view.standardAppearance = newValue }  // R348
        }
    }
    private var storedStandardAppearance: UITabBarAppearance?
    /// Whether the default background is the translucent material (false: opaque; the legacy way).
    open var isTranslucent = true {
        didSet {
            applyAppearance()
            // R348: recorded on a proxy, or noted as set on this bar.
            noteAppearance("isTranslucent") { [value = isTranslucent] (view: UITabBar) in view.isTranslucent = value }
        }
    }
    /// The background colour of the default appearance (the legacy way).
    open var barTintColor: UIColor? {
        didSet {
            applyAppearance()
            // R348: recorded on a proxy, or noted as set on this bar.
            noteAppearance("barTintColor") { [value = barTintColor] (view: UITabBar) in view.barTintColor = value }
        }
    }
    /// A legacy background image: it replaces the material and colour (R291).
    open var backgroundImage: UIImage? {
        didSet {
            applyAppearance()
            // R348: recorded on a proxy, or noted as set on this bar.
            noteAppearance("backgroundImage") { [value = backgroundImage] (view: UITabBar) in
                view.backgroundImage = value
            }
        }
    }
    /// A legacy shadow image: with a background image, drawn in place of the top line (R291).
    open var shadowImage: UIImage? {
        didSet {
            applyAppearance()
            // R348: recorded on a proxy, or noted as set on this bar.
            noteAppearance("shadowImage") { [value = shadowImage] (view: UITabBar) in view.shadowImage = value }
        }
    }

    /// The standard appearance made from the legacy properties, used until the app sets one.
    private var legacyAppearance: UITabBarAppearance {
        let appearance = UITabBarAppearance()
        if !isTranslucent { appearance.configureWithOpaqueBackground() }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        if let backgroundImage {
            appearance.applyLegacyImages(background: backgroundImage, shadow: shadowImage, barTint: barTintColor)
        }
        return appearance
    }
    /// The look while the content is scrolled to its bottom edge (kept: the standard look is shown
    /// at every scroll position).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            // R348: recorded on a proxy, or noted as set on this bar.
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] (view: UITabBar) in
                view.scrollEdgeAppearance = value
            }
        }
    }

    /// Called with the index of an item the user tapped.
    var onItemTapped: ((Int) -> Void)?
    /// Space below the content (the home-indicator area).
    var bottomInset: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the items are laid out for a compact height: the image beside the title in a 32 pt
    /// bar (iOS's landscape phone layout) instead of above it in a 49 pt one. Set by the tab bar
    /// controller from the window's traits.
    var isCompact = false {
        didSet {
            guard isCompact != oldValue else { return }
            for button in buttons { button.isCompact = isCompact }
            refreshButtons()
            setNeedsLayout()
        }
    }
    /// The height of the content now: 49, or 32 when compact.
    var barContentHeight: CGFloat { isCompact ? Self.compactContentHeight : Self.contentHeight }
    /// The item buttons, in item order.
    private(set) var buttons: [TabBarButton] = []
    private let separator = UIView()
    /// The default bar background (the material), below everything the bar shows.
    let background = BarBackgroundView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a tab bar from an archive: no nibs here, so it is the bar `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        // R226: the default background, the chrome material's blur of what lies under the bar.
        background.apply(standardAppearance)
        background.hairline.isHidden = true
        // A shadow image sits above the bar, where the line is.
        background.hairlineAtTop = true
        addSubview(background)
        tintColor = .systemBlue
        addSubview(separator)
        applyAppearance()
    }

    private func applyAppearance() {
        background.apply(standardAppearance)
        // The top line is the appearance's shadow colour (none under a shadow image, R291).
        separator.backgroundColor = standardAppearance.shadowImage == nil ? standardAppearance.resolvedShadowColor : nil
        refreshButtons()
    }

    /// An inherited tint, or its dimming, recolours the selected item (R295).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtons()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        // The items share the width inside the safe area's sides (landscape insets), as in UIKit.
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right) / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: safe.left + CGFloat(index) * width, y: 0, width: width, height: barContentHeight)
        }
    }

    /// The button of an item, if the item is in the bar.
    func button(for item: UITabBarItem) -> TabBarButton? {
        buttons.first { $0.item === item }
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.isCompact = isCompact
            button.addTarget(self, action: UITabBar.buttonTapped, for: .touchUpInside)
            item.onChange = { [weak button] in button?.refresh() }
            addSubview(button)
            return button
        }
        refreshButtons()
        setNeedsLayout()
    }

    private func refreshButtons() {
        for button in buttons {
            button.isSelected = button.item === selectedItem
            let items =
                isCompact
                ? standardAppearance.compactInlineLayoutAppearance : standardAppearance.stackedLayoutAppearance
            button.selectedColor = items.selected.iconColor ?? tintColor ?? .systemBlue
            button.unselectedColor = items.normal.iconColor ?? unselectedItemTintColor
            button.selectedTitleColor = items.selected.titleTextAttributes[.foregroundColor] as? UIColor
            button.unselectedTitleColor = items.normal.titleTextAttributes[.foregroundColor] as? UIColor
            button.badgeBackgroundColor = items.normal.badgeBackgroundColor
            button.refresh()
        }
    }

    private func buttonTapped(_ sender: TabBarButton) {
        guard let index = buttons.firstIndex(where: { $0 === sender }) else { return }
        onItemTapped?(index)
    }
}
