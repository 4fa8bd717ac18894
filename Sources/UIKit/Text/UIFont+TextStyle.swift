import Foundation

/// Dynamic Type (R214): the text styles, their sizes for every content size category, and the
/// fonts made from them. This is the one table of text-style sizes in the framework (the `.large`
/// column is the familiar default: body 17, headline 17 semibold, title1 28, caption1 12 …).
extension UIFont {
    /// A text style of Dynamic Type, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style, largest first.
        public static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
            .caption2,
        ]
    }

    /// Point sizes per style for the categories XS, S, M, L (default), XL, XXL, XXXL, AX1 … AX5
    /// (Apple's Human Interface Guidelines, "Typography: Dynamic Type sizes", iOS).
    static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The point size of `style` at `category` (`.large` for an unspecified category; body's sizes
    /// for a style the table does not know).
    public static func pointSize(for style: TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let sizes = dynamicTypeSizes[style] ?? dynamicTypeSizes[.body]!
        let index = category.order >= 0 ? category.order : UIContentSizeCategory.large.order
        return sizes[index]
    }

    /// The weight of a style's font (headline is semibold, the others regular).
    static func weight(for style: TextStyle) -> Weight { style == .headline ? .semibold : .regular }

    /// The font for a text style at the app's preferred content size (the current traits').
    @preconcurrency @MainActor
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the content size of `traitCollection` (nil, or an unspecified
    /// category: the app's preferred size).
    @preconcurrency @MainActor
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        return UIFont(
            pointSize: pointSize(for: style, category: category), weight: weight(for: style),
            dynamic: DynamicScaling(style: style, basePointSize: pointSize(for: style, category: .large), maximum: nil))
    }

    /// The same font scaled for another category, if it is a Dynamic Type font (from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics`); nil otherwise.
    package func scaled(for category: UIContentSizeCategory) -> UIFont? {
        guard let dynamic else { return nil }
        let size = dynamic.pointSize(at: category)
        return UIFont(pointSize: size, weight: weight, italic: isItalic, dynamic: dynamic)
    }
}

/// How a Dynamic Type font scales: its style, its size at `.large` and an optional ceiling.
struct DynamicScaling: Hashable, Sendable {
    var style: UIFont.TextStyle
    var basePointSize: CGFloat
    var maximum: CGFloat?

    /// The size at `category`: the base scaled as the style's size scales from `.large`.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        let factor =
            UIFont.pointSize(for: style, category: category) / UIFont.pointSize(for: style, category: .large)
        let scaled = basePointSize * factor
        return min(scaled, maximum ?? .infinity)
    }
}

/// Scales fonts and values for Dynamic Type as a text style scales (R214).
public final class UIFontMetrics: NSObject, Sendable {
    /// The style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics following `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics following the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` (its size read as the size at `.large`) scaled for the app's preferred size; a label
    /// that `adjustsFontForContentSizeCategory` rescales it when the size changes.
    @preconcurrency @MainActor
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the content size of `traitCollection`.
    @preconcurrency @MainActor
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled, never above `maximumPointSize` (0: no ceiling).
    @preconcurrency @MainActor
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size, never above `maximumPointSize` (0: none).
    @preconcurrency @MainActor
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let dynamic = DynamicScaling(
            style: textStyle, basePointSize: font.pointSize, maximum: maximumPointSize > 0 ? maximumPointSize : nil)
        return UIFont(
            pointSize: dynamic.pointSize(at: Self.category(traitCollection)), weight: font.weight,
            italic: font.isItalic, dynamic: dynamic)
    }

    /// `value` (a spacing, a height) scaled as the style scales, for the app's preferred size.
    @preconcurrency @MainActor
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for `traitCollection`'s content size.
    @preconcurrency @MainActor
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicScaling(style: textStyle, basePointSize: value, maximum: nil).pointSize(
            at: Self.category(traitCollection))
    }

    @MainActor
    private static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        var category = traits?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        return category
    }
}

/// Views whose text follows the preferred content size (`UILabel`).
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's Dynamic Type font is rescaled when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
