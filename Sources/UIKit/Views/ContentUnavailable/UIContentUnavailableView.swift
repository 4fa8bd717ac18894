import Foundation

/// Shows a `UIContentUnavailableConfiguration` (iOS 17, R336): the parts stacked and centred in
/// the view's layout margins (the superview's kept along `axesPreservingSuperviewLayoutMargins`),
/// the stack centred vertically.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var unavailableConfiguration: UIContentUnavailableConfiguration
    private lazy var backgroundView = BackgroundConfigurationView(unavailableConfiguration.background)
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let buttons = [UIButton(type: .system), UIButton(type: .system)]

    /// Whether the content scrolls when it is taller than the view (kept; default false).
    open var isScrollEnabled = false

    /// Creates a view showing `configuration`.
    public convenience init(configuration: UIContentUnavailableConfiguration) {
        self.init(frame: .zero, configuration: configuration)
    }

    init(frame: CGRect, configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: frame)
        for part in [imageView, spinner, textLabel, secondaryTextLabel] + buttons { addSubview(part) }
        for (index, button) in buttons.enumerated() {
            button.addAction(
                UIAction { [weak self] _ in self?.buttonTapped(index) }, for: .touchUpInside)
        }
        apply()
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        unavailableConfiguration = .empty()
        super.init(frame: frame)
        for part in [imageView, spinner, textLabel, secondaryTextLabel] + buttons { addSubview(part) }
        apply()
    }

    /// The configuration shown; one of another type is ignored (see `supports(_:)`).
    public var configuration: UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let newValue = newValue as? UIContentUnavailableConfiguration else { return }
            unavailableConfiguration = newValue
            apply()
        }
    }

    /// Whether the view can show `configuration` (a content-unavailable configuration).
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func buttonTapped(_ index: Int) {
        let properties =
            index == 0 ? unavailableConfiguration.buttonProperties : unavailableConfiguration.secondaryButtonProperties
        guard properties.isEnabled, let action = properties.primaryAction else { return }
        action.perform(sender: buttons[index])
    }

    private func apply() {
        let c = unavailableConfiguration
        if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        backgroundView.configuration = c.background
        let loading = c.kind == .loading
        spinner.isHidden = !loading
        if loading {
            spinner.color = c.imageProperties.tintColor ?? .secondaryLabel
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        imageView.image = loading ? nil : c.image
        imageView.isHidden = loading || c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        style(textLabel, text: c.text, attributed: c.attributedText, c.textProperties)
        style(
            secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        for (index, button) in buttons.enumerated() {
            let configuration = index == 0 ? c.button : c.secondaryButton
            let properties = index == 0 ? c.buttonProperties : c.secondaryButtonProperties
            let shows = configuration.title != nil || configuration.image != nil
            button.isHidden = !shows
            button.configuration = configuration
            button.isEnabled = properties.isEnabled
            button.menu = properties.menu
            button.role = properties.role
        }
        let alignment: NSTextAlignment = c.alignment == .center ? .center : .natural
        textLabel.textAlignment = alignment
        secondaryTextLabel.textAlignment = alignment
        directionalLayoutMargins = c.directionalLayoutMargins
        setNeedsLayout()
    }

    private func style(
        _ label: UILabel, text: String?, attributed: NSAttributedString?,
        _ p: UIContentUnavailableConfiguration.TextProperties
    ) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
    }

    /// The box the parts are stacked in: the layout margins, widened to the superview's along the
    /// preserved axes.
    private var contentBox: CGRect {
        var margins = layoutMargins
        if let superview {
            let outer = superview.layoutMargins
            let origin = convert(CGPoint.zero, to: superview)
            let axes = unavailableConfiguration.axesPreservingSuperviewLayoutMargins
            if axes.contains(.horizontal) {
                margins.left = max(margins.left, outer.left - origin.x)
                margins.right = max(margins.right, outer.right - (superview.bounds.width - origin.x - bounds.width))
            }
            if axes.contains(.vertical) {
                margins.top = max(margins.top, outer.top - origin.y, safeAreaInsets.top)
                margins.bottom = max(
                    margins.bottom, outer.bottom - (superview.bounds.height - origin.y - bounds.height),
                    safeAreaInsets.bottom)
            }
        }
        return bounds.inset(by: margins)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = backgroundView.backgroundFrame(in: bounds)
        let box = contentBox
        let c = unavailableConfiguration
        // The parts top to bottom, each with the space above it.
        var parts: [(view: UIView, size: CGSize, space: CGFloat)] = []
        func add(_ view: UIView, space: CGFloat) {
            guard !view.isHidden else { return }
            var size = view.sizeThatFits(CGSize(width: box.width, height: .greatestFiniteMagnitude))
            size.width = min(size.width, box.width)
            if view === imageView, c.imageProperties.maximumSize != .zero {
                let limit = c.imageProperties.maximumSize
                let scale = min(
                    limit.width > 0 ? limit.width / max(size.width, 1) : 1,
                    limit.height > 0 ? limit.height / max(size.height, 1) : 1, 1)
                size = CGSize(width: size.width * scale, height: size.height * scale)
            }
            parts.append((view, size, parts.isEmpty ? 0 : space))
        }
        add(spinner, space: 0)
        add(imageView, space: 0)
        add(textLabel, space: c.imageToTextPadding)
        add(secondaryTextLabel, space: textLabel.isHidden ? c.imageToTextPadding : c.textToSecondaryTextPadding)
        add(buttons[0], space: c.textToButtonPadding)
        add(buttons[1], space: buttons[0].isHidden ? c.textToButtonPadding : c.buttonToSecondaryButtonPadding)
        let height = parts.reduce(0) { $0 + $1.space + $1.size.height }
        var y = box.minY + max(0, (box.height - height) / 2)
        for part in parts {
            y += part.space
            let x: CGFloat
            if c.alignment == .center {
                x = box.minX + (box.width - part.size.width) / 2
            } else {
                x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? box.maxX - part.size.width : box.minX
            }
            let isText = part.view === textLabel || part.view === secondaryTextLabel
            part.view.frame = CGRect(
                x: isText ? box.minX : x, y: y, width: isText ? box.width : part.size.width, height: part.size.height)
            y += part.size.height
        }
    }
}
