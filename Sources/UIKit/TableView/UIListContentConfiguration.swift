import Foundation

/// The content of a list cell, header or footer as UIKit lays it out: an image, a text and a
/// secondary text, with the styles' fonts, colours and margins (R181). Get one from a cell's
/// `defaultContentConfiguration()` or the static factories, fill it, set it as the cell's
/// `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// The layout of the texts.
    enum Layout: Sendable {
        /// Text alone or over its secondary text (cell, subtitle cell, headers, footers).
        case stacked
        /// Text on the leading side, secondary text at the trailing side (value cell).
        case sideBySide
        /// Secondary-coloured text in a narrow leading column, then the secondary text (value 2).
        case column
    }

    /// How a text is drawn.
    public struct TextProperties: @unchecked Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment within its frame.
        public var alignment: NSTextAlignment = .natural
        /// The most lines (0: as many as needed).
        public var numberOfLines = 0
        /// Whether the text is shown upper-cased (grouped headers' titles, R183).
        public var transform: TextTransform = .none

        /// A text transform.
        public enum TextTransform: Sendable {
            /// As given.
            case none
            /// Upper case.
            case uppercase
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: @unchecked Sendable {
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// Its corner radius.
        public var cornerRadius: CGFloat = 0
        /// A colour for template images (nil: the view's tint).
        public var tintColor: UIColor?
    }

    /// The main text.
    public var text: String?
    /// The secondary text (a detail, a subtitle, a value).
    public var secondaryText: String?
    /// The image shown before the texts.
    public var image: UIImage?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the texts stand side by side (value cells).
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { layout == .sideBySide }
        set { layout = newValue ? .sideBySide : .stacked }
    }
    var layout: Layout = .stacked
    /// The smallest height of a cell showing this (44 for cells, 0 for headers and footers).
    var minimumHeight: CGFloat = 44

    init(
        textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
        margins: NSDirectionalEdgeInsets
    ) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    /// The margins of a list cell's content: 11 pt above and below (a one-line body text makes a
    /// 44 pt row) and the table's side margin (R181).
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell: body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .body), textColor: .label,
            secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
            margins: cellMargins)
    }

    /// A cell with a subtitle under its text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// A cell with its value at the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.secondaryTextProperties.alignment = .right
        configuration.layout = .sideBySide
        return configuration
    }

    /// The legacy `.value2` cell: a small blue label column, then the value.
    static func value2Cell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
        configuration.textProperties.color = .systemBlue
        configuration.textProperties.alignment = .right
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        configuration.secondaryTextProperties.color = .label
        configuration.layout = .column
        return configuration
    }

    /// A plain table's section header: a bold headline.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textFont: .systemFont(ofSize: 17, weight: .semibold), textColor: .label,
            secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
        configuration.minimumHeight = 28
        return configuration
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A grouped table's section header: small secondary-coloured capitals just above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 13, leading: 16, bottom: 7, trailing: 16))
        configuration.textProperties.transform = .uppercase
        configuration.minimumHeight = 0
        return configuration
    }

    /// A grouped table's section footer: small secondary-coloured text below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.transform = .none
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 11, trailing: 16)
        return configuration
    }

    /// Makes a `UIListContentView` showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The text as drawn (upper-cased where the style says so).
    var displayedText: String? {
        guard let text else { return nil }
        return textProperties.transform == .uppercase ? text.uppercased() : text
    }
}
