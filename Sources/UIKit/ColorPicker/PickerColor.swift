import Foundation

/// A colour as the colour picker edits it (R330): sRGB red, green, blue and alpha, each 0…1.
struct PickerColor: Equatable {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A 24-bit `0xRRGGBB` colour.
    init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// A UIColor's components, resolved for `traits` (a dynamic colour shows as it looks there).
    init(_ color: UIColor, traits: UITraitCollection = .current) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The channels as 0…255 integers, as the Sliders tab shows them.
    var bytes: (red: Int, green: Int, blue: Int) {
        (Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }

    /// `RRGGBB` in capitals, as the hex field shows it.
    var hex: String {
        let b = bytes
        return String(format: "%02X%02X%02X", b.red, b.green, b.blue)
    }

    /// The colour `RRGGBB` (an optional leading `#`, upper or lower case) names, with this alpha;
    /// nil for anything else.
    func parsingHex(_ text: String) -> PickerColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return PickerColor(rgb: value, alpha: alpha)
    }

    /// Whether the two show the same 8-bit red, green and blue.
    func sameRGB(as other: PickerColor) -> Bool {
        let a = bytes
        let b = other.bytes
        return a.red == b.red && a.green == b.green && a.blue == b.blue
    }

    /// The opacity as the opacity field shows it: a whole percentage.
    var opacityPercent: Int { Int((alpha * 100).rounded()) }

    /// Relative luminance (sRGB weights, ITU-R BT.709), to choose a ring that shows on it.
    var luminance: CGFloat { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
