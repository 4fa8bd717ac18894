import Foundation

/// A font: the system face (Inter stands in for San Francisco, R200) at a size, weight and slant.
public final class UIFont: NSObject, Sendable {
    /// Font weights, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the face is the italic one (`italicSystemFont(ofSize:)`).
    public let isItalic: Bool
    /// How a Dynamic Type font scales with the content size (nil for a fixed-size font).
    let dynamic: DynamicScaling?

    init(pointSize: CGFloat, weight: Weight, italic: Bool = false, dynamic: DynamicScaling? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = italic
        self.dynamic = dynamic
        super.init()
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The italic system font at a size (regular weight).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: .regular, italic: true)
    }

    /// The size UIKit labels use by default.
    public static var labelFontSize: CGFloat { 17 }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, italic: isItalic) }

    /// Whether the renderer should use the bold face (semibold and heavier).
    public var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    /// Distance from the baseline to the top of the tallest glyphs.
    @preconcurrency @MainActor public var ascender: CGFloat { TextMetrics.current.lineMetrics(for: self).ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative, as in UIKit).
    @preconcurrency @MainActor public var descender: CGFloat { -TextMetrics.current.lineMetrics(for: self).descender }
    /// The height of one line.
    @preconcurrency @MainActor public var lineHeight: CGFloat { TextMetrics.current.lineMetrics(for: self).lineHeight }

    /// Fonts are equal when their size and weight are (`==` calls this, as on iOS).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && weight == other.weight && isItalic == other.isItalic
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    public override var description: String {
        "system \(formatNumber(pointSize))\(isBold ? " bold" : "")\(isItalic ? " italic" : "")"
    }
}

extension UIFont {
    /// The system font with digits of equal width (Inter's digits here, R200).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The monospaced system font (SF Mono on iOS). There is no monospaced face here: the system
    /// face at the size and weight is drawn.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
}
