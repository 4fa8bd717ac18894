import Foundation

extension UIImage {
    /// What an image is made for (the base of symbol configurations).
    public class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for (kept).
        public var traitCollection: UITraitCollection? { nil }
    }

    /// The weight of a symbol's strokes, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text it sits with, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How a symbol image is drawn (R298): at a point size (from a font or text style), a weight and
    /// a scale. Unset parts are filled in by `applying(_:)`.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: unspecified).
        public let pointSize: CGFloat
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The scale relative to the point size.
        public let scale: SymbolScale
        /// The text style the point size follows, if made from one.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        /// A configuration with nothing specified.
        public static let unspecified = SymbolConfiguration(
            pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }
        /// The text style's point size at the large content size category.
        @preconcurrency @MainActor
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
            let font = UIFont.preferredFont(forTextStyle: textStyle)
            self.init(
                pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, textStyle: textStyle)
        }
        /// The font's point size and weight.
        public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, textStyle: nil)
        }
        /// A hierarchical colour (kept: symbols are drawn in one colour here).
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 0) }
        /// Palette colours (kept: symbols are drawn in one colour here).
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 0) }

        /// This configuration with the parts it leaves unspecified taken from `other`; where both
        /// specify a part, `other`'s wins, as in UIKit.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale,
                textStyle: other.pointSize > 0 ? other.textStyle : textStyle)
        }

        /// The configuration without its point size and weight (its scale kept).
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// The configuration for multicolour symbols (kept: one colour here).
        public func preferringMulticolor() -> SymbolConfiguration { self }

        /// How much larger than the glyph's natural box (drawn at a 17 pt body size, large scale,
        /// as bars show symbols) the symbol is: point size over 17, times the scale's ratio to
        /// large (small ≈ 0.78, medium 1, large ≈ 1.29 of the point size, SF Symbols' ratios).
        var sizeFactor: CGFloat {
            let size = pointSize > 0 ? pointSize : 17
            let ratio: CGFloat
            switch scale {
            case .small: ratio = 0.78
            case .large: ratio = 1.29
            default: ratio = 1
            }
            return size / 17 * ratio / 1.29
        }

        /// The stroke width's factor for the weight (regular: 1).
        var strokeFactor: CGFloat {
            switch weight {
            case .ultraLight: 0.35
            case .thin: 0.5
            case .light: 0.75
            case .unspecified, .regular: 1
            case .medium: 1.15
            case .semibold: 1.3
            case .bold: 1.5
            case .heavy: 1.75
            case .black: 2
            }
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }
        public override var hash: Int { pointSize.hashValue ^ weight.hashValue ^ scale.hashValue }
    }

    /// The system symbol named `systemName` drawn with `configuration` (R298).
    public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
        guard let symbol = BarGlyph(systemName: systemName) else { return nil }
        self.init(
            symbol: symbol, name: systemName, renderingMode: .automatic, tint: nil,
            configuration: configuration as? SymbolConfiguration)
    }

    /// The same symbol image with `configuration` (a bitmap is returned as it is).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let name else { return self }
        return UIImage(
            symbol: symbol, name: name, renderingMode: renderingMode, tint: symbolTint,
            configuration: configuration as? SymbolConfiguration)
    }

    /// The same symbol image with `configuration` applied over its own (nil for a bitmap, as in UIKit).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard symbol != nil else { return nil }
        return withConfiguration((symbolConfiguration ?? .unspecified).applying(configuration))
    }

    /// The image's configuration (its symbol configuration, if any).
    public var configuration: Configuration? { symbolConfiguration }
}

extension UIImage.SymbolWeight {
    /// The symbol weight matching a font weight.
    public init(_ weight: UIFont.Weight) {
        let steps: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }

    /// The font weight matching this symbol weight.
    public func fontWeight() -> UIFont.Weight {
        let weights: [UIFont.Weight] = [
            .regular, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        return weights[rawValue]
    }
}

extension BarGlyph {
    /// The glyph's box under a configuration (its natural box without one).
    package func size(for configuration: UIImage.SymbolConfiguration?) -> CGSize {
        guard let configuration else { return size }
        let factor = configuration.sizeFactor
        return CGSize(width: (size.width * factor).rounded(), height: (size.height * factor).rounded())
    }
}
