import Foundation

/// A control with a title whose text and colour can differ per state.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Button styles.
    public enum ButtonType: Int, Sendable {
        /// Plain: titles black unless set.
        case custom = 0
        /// System: tinted titles that fade while highlighted.
        case system = 1

        /// The rounded-rectangle button of iOS 6, `.system` since iOS 7 (the same raw value).
        public static var roundedRect: ButtonType { .system }
    }

    /// The style.
    public let buttonType: ButtonType
    /// The label showing the current title.
    public let titleLabel: UILabel?
    /// Space between the bounds and the title.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration the button shows (iOS 15, R258); nil: the classic button. Setting it
    /// restyles the button at once.
    open var configuration: Configuration? {
        didSet {
            configurationDidChange()
        }
    }
    /// Called when the state changes (and on `setNeedsUpdateConfiguration()`) to update
    /// `configuration` for it, before layout.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The views a configuration is drawn with (made on the first configuration).
    var configurationParts: ButtonConfigurationParts?
    var needsConfigurationUpdate = false

    /// The view showing the current image of a classic button (nil until an image is set; R297).
    public internal(set) var imageView: UIImageView?
    var images: [UInt: UIImage] = [:]
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// The menu the button shows (R209): on a tap when `showsMenuAsPrimaryAction`, otherwise on a
    /// long press.
    open var menu: UIMenu? { didSet { updateMenuLongPress() } }
    /// Whether a tap shows `menu` (iOS 14).
    open var showsMenuAsPrimaryAction = false { didSet { updateMenuLongPress() } }
    private var menuLongPress: UILongPressGestureRecognizer?
    /// The button's role (iOS 14): kept; a phone's buttons look the same for each.
    open var role: Role = .normal

    /// A touch down on a button whose menu is its primary action shows the menu, and the button
    /// stops tracking the touch (its lift sends nothing).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if showsMenuAsPrimaryAction, let menu {
            MenuContainerView.show(menu, from: self)
            return false
        }
        return super.beginTracking(touch, with: event)
    }

    private func updateMenuLongPress() {
        let wanted = menu != nil && !showsMenuAsPrimaryAction
        if wanted, menuLongPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: UIButton.menuLongPressed)
            addGestureRecognizer(press)
            menuLongPress = press
        } else if !wanted, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
    }

    private func menuLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, isEnabled, let menu else { return }
        MenuContainerView.show(menu, from: self)
    }

    /// Creates a button of a style.
    public init(type: ButtonType) {
        buttonType = type
        titleLabel = Self.makeTitleLabel()
        super.init(frame: .zero)
        setUpTitle()
    }

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = Self.makeTitleLabel()
        super.init(frame: frame)
        setUpTitle()
    }

    /// Creates a button from an archive: no nibs here, so it is the custom button `init(frame: .zero)`
    /// gives.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabel = Self.makeTitleLabel()
        super.init(coder: coder)
        setUpTitle()
    }

    private static func makeTitleLabel() -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        return label
    }

    private func setUpTitle() {
        if let titleLabel { addSubview(titleLabel) }
        refreshTitle()
    }

    /// Creates a system button whose primary action is `primaryAction`.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshTitle()
    }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshTitle()
    }

    /// The title for a state, falling back to the normal title.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title colour for a state, falling back as UIKit does.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        let normal = titleColors[State.normal.rawValue] ?? (buttonType == .system ? tintColor : .white)
        if buttonType == .system && state.contains(.highlighted) { return normal?.withAlphaComponent(0.2) }
        if buttonType == .system && state.contains(.disabled) { return UIColor.systemGray3 }
        return normal
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    open override func stateDidChange() {
        refreshTitle()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    /// A system button's title and a configured button follow the tint colour they inherit.
    open override func tintColorDidChange() { refreshTitle() }

    /// Runs `configurationUpdateHandler` for the current state now; called before layout after
    /// `setNeedsUpdateConfiguration()` or a state change (subclasses override it to change
    /// `configuration` themselves).
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
    }

    /// Creates a system button showing `configuration`, whose primary action is `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        // Assigned inside the class's own initializer, so `didSet` does not run: restyle here.
        self.configuration = configuration
        configurationDidChange()
    }

    open override func didMoveToSuperview() { refreshTitle() }

    private func refreshTitle() {
        if configuration != nil { return applyConfiguration() }
        let oldTitle = titleLabel?.text
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        let oldImage = imageView?.image
        refreshImage()
        setNeedsLayout()
        if titleLabel?.text != oldTitle || imageView?.image !== oldImage { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { updateConfiguration() }
        if configuration != nil { return layOutConfiguration() }
        layOutClassicContent()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configurationSize(configuration) }
        let title = (titleLabel?.text ?? "").isEmpty ? .zero : titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = currentImage?.size ?? .zero
        // A legacy system button is at least 30 pt tall around its title (R297: and its image).
        return CGSize(
            width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(
                buttonType == .system || currentImage == nil ? 30 : 0,
                max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
