import Foundation

/// What a content-unavailable view shows when there is nothing to show (iOS 17, R336): an image,
/// a text, a secondary text and up to two buttons, centred. Start from `empty()`, `loading()` or
/// `search()`, then set what you need.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// How the content lines up: centred, or along the leading edge.
    public enum Alignment: Int, Sendable {
        case center = 0
        case natural = 1
    }

    /// How the image is drawn.
    public struct ImageProperties: @unchecked Sendable {
        /// The image's colour (a symbol or template image); nil: the image's own colours.
        public var tintColor: UIColor?
        /// The symbol configuration of a symbol image.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The corner radius the image is clipped to.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (`.zero`: no limit).
        public var maximumSize: CGSize = .zero
        /// Kept (no colour inversion here).
        public var accessibilityIgnoresInvertColors = false
    }

    /// How a text is drawn.
    public struct TextProperties: @unchecked Sendable {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var adjustsFontForContentSizeCategory = true
    }

    /// What a button does.
    public struct ButtonProperties: @unchecked Sendable {
        /// The action a tap performs.
        public var primaryAction: UIAction?
        /// A menu the button shows (kept).
        public var menu: UIMenu?
        /// Whether the button takes taps.
        public var isEnabled = true
        /// The button's role (kept).
        public var role: UIButton.Role = .normal
    }

    /// The kinds of default configuration.
    enum Kind: Sendable {
        case empty, loading, search
    }

    let kind: Kind
    /// The image above the text (a spinner instead for `loading()`).
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    /// The text (its `attributedText` wins when set).
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    /// The text below it.
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The button below the texts: shown when its configuration has a title or an image.
    public var button: UIButton.Configuration = .plain()
    public var buttonProperties = ButtonProperties()
    /// A second button below the first.
    public var secondaryButton: UIButton.Configuration = .plain()
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content lines up (default `.center`).
    public var alignment: Alignment = .center
    /// The axes along which the superview's layout margins are kept (default both).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// The margins around the content (default 0 and 16 … by the system's margins).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// The spaces between the parts, top to bottom.
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 20
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    /// What is drawn behind the content (default clear: what is under the view shows).
    public var background: UIBackgroundConfiguration = .clear()

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: Self.boldTitle2, color: .label)
        secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
    }

    private static var boldTitle2: UIFont {
        let base = UIFont.preferredFont(forTextStyle: .title2)
        return UIFont.systemFont(ofSize: base.pointSize, weight: .bold)
    }

    /// An empty configuration to fill in (nothing shows until you set a part).
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(kind: .empty) }

    /// A spinner over "Loading…", in the secondary colour.
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .loading)
        configuration.text = "Loading…"
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        return configuration
    }

    /// A magnifying glass over "No Results" and "Check the spelling or try a new search.";
    /// updated for a state with search text, "No Results for “text”".
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .search)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// The configuration for `state`: a search configuration names the search text.
    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard kind == .search, let state = state as? UIContentUnavailableConfigurationState,
            let query = state.searchText, !query.isEmpty, text == "No Results"
        else { return self }
        var configuration = self
        configuration.text = "No Results for “\(query)”"
        return configuration
    }
}

/// The state a content-unavailable configuration is updated for (iOS 17, R336).
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    /// The text of the controller's search bar (`navigationItem.searchController`), if any.
    public var searchText: String?

    public init(traitCollection: UITraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
}

extension UIButton {
    /// What a button stands for (iOS 14).
    public enum Role: Int, Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }
}

/// Horizontal, vertical or both (iOS 14).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
