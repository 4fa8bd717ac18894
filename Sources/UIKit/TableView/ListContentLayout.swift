import Foundation

/// Where a list content configuration's image and texts go in a width, and the height they need:
/// the one layout both `UIListContentView` and a cell's legacy `textLabel`/`detailTextLabel`/
/// `imageView` use (R181).
@MainActor
struct ListContentLayout {
    var imageFrame: CGRect = .zero
    var textFrame: CGRect = .zero
    var secondaryTextFrame: CGRect = .zero
    /// The height the content needs (at least the configuration's minimum).
    var height: CGFloat = 0
    /// Where the text starts: cells align their separator with it (R182).
    var textLeading: CGFloat = 0

    /// Lays out `configuration` in `width` (the content view's), its texts measured with the labels
    /// that draw them; `height` centres the content in a taller row (nil: the fitting height).
    init(
        configuration c: UIListContentConfiguration, imageSize: CGSize?, text: UILabel?, secondaryText: UILabel?,
        width: CGFloat, height: CGFloat? = nil
    ) {
        let m = c.directionalLayoutMargins
        var x = m.leading
        var imageSize = imageSize ?? .zero
        if imageSize != .zero {
            let maximum = c.imageProperties.maximumSize
            if maximum.width > 0, imageSize.width > maximum.width {
                imageSize = CGSize(width: maximum.width, height: imageSize.height * maximum.width / imageSize.width)
            }
            if maximum.height > 0, imageSize.height > maximum.height {
                imageSize = CGSize(width: imageSize.width * maximum.height / imageSize.height, height: maximum.height)
            }
            imageFrame.size = imageSize
            imageFrame.origin.x = x
            x += imageSize.width + c.imageToTextPadding
        }
        textLeading = x
        let available = max(0, width - m.trailing - x)
        let hasText = !(text?.text ?? "").isEmpty
        let hasSecondary = !(secondaryText?.text ?? "").isEmpty
        func measure(_ label: UILabel?, _ present: Bool, _ width: CGFloat) -> CGSize {
            guard present, let label else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        switch c.layout {
        case .stacked:
            let t = measure(text, hasText, available)
            let s = measure(secondaryText, hasSecondary, available)
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            let stack = t.height + gap + s.height
            let fitting = max(c.minimumHeight, m.top + max(stack, imageSize.height) + m.bottom)
            self.height = (fitting * 2).rounded(.up) / 2
            let h = height ?? self.height
            let top = m.top + (h - m.top - m.bottom - stack) / 2
            textFrame = CGRect(x: x, y: top, width: available, height: t.height)
            secondaryTextFrame = CGRect(x: x, y: top + t.height + gap, width: available, height: s.height)
        case .sideBySide, .column:
            let column = c.layout == .column ? (width * 0.25).rounded() : nil
            let s = measure(secondaryText, hasSecondary, column.map { available - $0 } ?? available * 0.6)
            let textWidth =
                column ?? max(0, available - (hasSecondary ? s.width + c.textToSecondaryTextHorizontalPadding : 0))
            let t = measure(text, hasText, textWidth)
            let fitting = max(c.minimumHeight, m.top + max(t.height, s.height, imageSize.height) + m.bottom)
            self.height = (fitting * 2).rounded(.up) / 2
            let h = height ?? self.height
            textFrame = CGRect(x: x, y: (h - t.height) / 2, width: textWidth, height: t.height)
            let secondaryX =
                column.map { x + $0 + c.textToSecondaryTextHorizontalPadding } ?? (width - m.trailing - s.width)
            secondaryTextFrame = CGRect(
                x: secondaryX, y: (h - s.height) / 2,
                width: column.map { _ in max(0, width - m.trailing - secondaryX) } ?? s.width, height: s.height)
        }
        let h = height ?? self.height
        imageFrame.origin.y = ((h - imageSize.height) / 2).rounded()
    }

    /// The size a configuration's image is drawn at before `maximumSize`: a symbol image takes the
    /// height of a line of the text's font, as UIKit sizes symbols to the text style (R307).
    static func imageSize(of c: UIListContentConfiguration) -> CGSize? {
        guard let image = c.image else { return nil }
        let size = image.size
        guard image.isSymbolImage, size.height > 0 else { return size }
        let height = min(size.height, c.textProperties.font.lineHeight.rounded())
        return CGSize(width: (size.width * height / size.height).rounded(), height: height)
    }

    /// Gives `label` the configuration's text properties and `string`.
    static func style(
        _ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ string: String?
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.text = properties.transform == .uppercase ? string?.uppercased() : string
    }
}

/// The view a `UIListContentConfiguration` makes: an image view and two labels laid out as the
/// configuration says.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        apply()
    }

    /// Creates a view from an archive: no nibs here, so it shows an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown (a `UIListContentConfiguration`; others are ignored).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let c = listConfiguration
        ListContentLayout.style(textLabel, c.textProperties, c.text)
        ListContentLayout.style(secondaryTextLabel, c.secondaryTextProperties, c.secondaryText)
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    /// The layout in the current width.
    var contentLayout: ListContentLayout {
        ListContentLayout(
            configuration: listConfiguration, imageSize: ListContentLayout.imageSize(of: listConfiguration),
            text: textLabel,
            secondaryText: secondaryTextLabel, width: bounds.width, height: bounds.height)
    }

    /// The height the content needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        ListContentLayout(
            configuration: listConfiguration, imageSize: ListContentLayout.imageSize(of: listConfiguration),
            text: textLabel,
            secondaryText: secondaryTextLabel, width: width
        ).height
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(width: size.width))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = contentLayout
        imageView.frame = layout.imageFrame
        textLabel.frame = layout.textFrame
        secondaryTextLabel.frame = layout.secondaryTextFrame
    }
}
