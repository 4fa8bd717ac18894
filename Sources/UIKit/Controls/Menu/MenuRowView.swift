import Foundation

/// One row of a menu on screen (R209): a checkmark when the action is on, its title (and
/// subtitle), its image or a submenu's chevron at the trailing edge; red when destructive, grey
/// when disabled, darkened while pressed.
@MainActor
final class MenuRowView: UIControl {
    /// What the row stands for.
    enum Kind {
        /// An action or a submenu, in its menu.
        case element(UIMenuElement, in: UIMenu)
        /// The row back out of a submenu.
        case back(UIMenu)
    }

    let kind: Kind
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView()
    let checkmarkView = UIImageView()
    private let separator = UIView()
    private weak var container: MenuContainerView?
    /// Whether a hairline separates the row from the one above.
    var showsSeparator = false { didSet { separator.isHidden = !showsSeparator } }

    init(element: UIMenuElement, in menu: UIMenu, checkable: Bool, container: MenuContainerView) {
        kind = .element(element, in: menu)
        self.container = container
        super.init(frame: .zero)
        let action = element as? UIAction
        let destructive =
            action?.attributes.contains(.destructive) ?? (element as? UIMenu)?.options.contains(.destructive) ?? false
        let disabled = action?.attributes.contains(.disabled) ?? false
        let color: UIColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
        titleLabel.text = element.title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = color
        subtitleLabel.text = element.subtitle
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = disabled ? .tertiaryLabel : .secondaryLabel
        imageView.image = element is UIMenu ? UIImage(systemName: "chevron.forward") : element.image
        imageView.tintColor = element is UIMenu ? .tertiaryLabel : color
        imageView.contentMode = .scaleAspectFit
        checkmarkView.image = UIImage(systemName: "checkmark")
        checkmarkView.tintColor = color
        checkmarkView.contentMode = .scaleAspectFit
        checkmarkView.isHidden = action?.state != .on
        leadingInset = checkable ? 44 : 16
        isEnabled = !disabled
        setUp()
    }

    init(back submenu: UIMenu, container: MenuContainerView) {
        kind = .back(submenu)
        self.container = container
        super.init(frame: .zero)
        titleLabel.text = submenu.title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        checkmarkView.image = UIImage(systemName: "chevron.backward")
        checkmarkView.tintColor = .label
        checkmarkView.contentMode = .scaleAspectFit
        leadingInset = 44
        setUp()
    }

    required init?(coder: NSCoder) { fatalError("menu rows are made by their menu") }

    /// Where the title starts.
    private var leadingInset: CGFloat = 16

    private func setUp() {
        separator.backgroundColor = .separator
        separator.isHidden = true
        for view in [separator, checkmarkView, titleLabel, subtitleLabel, imageView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addTarget(self, action: MenuRowView.chosen, for: .touchUpInside)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        separator.frame = CGRect(x: 0, y: 0, width: b.width, height: 0.5)
        checkmarkView.frame = CGRect(x: 16, y: (b.height - 18) / 2, width: 18, height: 18)
        let hasImage = imageView.image != nil
        imageView.frame = CGRect(x: b.width - 16 - 22, y: (b.height - 22) / 2, width: 22, height: 22)
        let textWidth = b.width - leadingInset - (hasImage ? 16 + 22 + 12 : 16)
        if subtitleLabel.text == nil {
            titleLabel.frame = CGRect(x: leadingInset, y: 0, width: textWidth, height: b.height)
            subtitleLabel.frame = .zero
        } else {
            titleLabel.frame = CGRect(x: leadingInset, y: 9, width: textWidth, height: 22)
            subtitleLabel.frame = CGRect(x: leadingInset, y: 31, width: textWidth, height: 20)
        }
    }

    override func stateDidChange() {
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.1) : nil
    }

    private func chosen() { container?.choose(self) }
}
