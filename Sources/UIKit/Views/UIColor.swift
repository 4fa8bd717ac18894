import Foundation

/// A colour: fixed sRGB components, or dynamic — resolved for a trait collection (light or dark),
/// as the system colours are (R215).
public final class UIColor: NSObject, Sendable {
    /// The components of a fixed colour.
    private let fixed: CGColor
    /// The provider of a dynamic colour.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The Core Graphics form of this colour; a dynamic colour resolves with
    /// `UITraitCollection.current` (a `CGColor` does not follow later trait changes).
    public var cgColor: CGColor { provider.map { $0(UITraitCollection.current).cgColor } ?? fixed }

    /// Creates a colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        super.init()
    }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        fixed = CGColor(gray: white, alpha: alpha)
        provider = nil
        super.init()
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
        super.init()
    }

    /// Creates a dynamic colour: `provider` gives the colour for a trait collection, each time the
    /// colour is resolved (`UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }`).
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixed = CGColor(gray: 0, alpha: 0)
        self.provider = provider
        super.init()
    }

    /// A dynamic colour with one value for light (and unspecified) and one for dark.
    convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// Creates a colour from a 0xRRGGBB value (a convenience many seeds define themselves).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Whether the colour depends on traits.
    package var isDynamic: Bool { provider != nil }

    /// The colour for `traitCollection`: a fixed colour is itself; a dynamic one asks its provider
    /// (again, if the provider gives a dynamic colour).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else { return UIColor(cgColor: fixed.copy(alpha: alpha)) }
        return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        (red, green, blue, alpha) = (cgColor.red, cgColor.green, cgColor.blue, cgColor.alpha)
        return true
    }

    /// Fixed colours are equal when their components are (`==` between colours calls this, as on
    /// iOS); a dynamic colour only to itself.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return other === self }
        return other.fixed == fixed
    }
    public override var hash: Int { provider == nil ? fixed.hashValue : ObjectIdentifier(self).hashValue }
    public override var description: String {
        guard provider != nil else { return fixed.description }
        let light = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).fixed
        let dark = resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).fixed
        return "dynamic(light: \(light), dark: \(dark))"
    }

    // Fixed colours (UIColor class properties).
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colours: dynamic, light and dark values of iOS.
    private static func system(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil)
        -> UIColor
    {
        UIColor(light: UIColor(rgb: light, alpha: alpha), dark: UIColor(rgb: dark, alpha: darkAlpha ?? alpha))
    }
    public static let systemRed = system(0xFF3B30, 0xFF453A)
    public static let systemGreen = system(0x34C759, 0x30D158)
    public static let systemBlue = system(0x007AFF, 0x0A84FF)
    public static let systemOrange = system(0xFF9500, 0xFF9F0A)
    public static let systemYellow = system(0xFFCC00, 0xFFD60A)
    public static let systemPink = system(0xFF2D55, 0xFF375F)
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    public static let systemTeal = system(0x30B0C7, 0x40C8E0)
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    public static let systemMint = system(0x00C7BE, 0x63E6E2)
    public static let systemCyan = system(0x32ADE6, 0x64D2FF)
    public static let systemBrown = system(0xA2845E, 0xAC8E68)
    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)
    public static let systemBackground = system(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)
    public static let label = system(0x000000, 0xFFFFFF)
    public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)
    public static let link = system(0x007AFF, 0x0984FF)
    public static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)
    public static let tintColor = UIColor.systemBlue
}
