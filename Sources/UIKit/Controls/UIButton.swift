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

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

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

    open override func stateDidChange() { refreshTitle() }

    open override func didMoveToSuperview() { refreshTitle() }

    private func refreshTitle() {
        let oldTitle = titleLabel?.text
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        setNeedsLayout()
        if titleLabel?.text != oldTitle { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let size = titleLabel.sizeThatFits(content.size)
        let width = min(size.width, content.width)
        titleLabel.frame = CGRect(
            x: content.midX - width / 2, y: content.midY - size.height / 2, width: width, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = titleLabel?.sizeThatFits(.zero) ?? .zero
        // A legacy system button is at least 30 pt tall around its title.
        return CGSize(
            width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(30, title.height + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
