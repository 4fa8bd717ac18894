import Foundation

/// A colour, with the system colours the seeds use (light-mode values).
public final class UIColor: NSObject, Sendable {
    /// The Core Graphics form of this colour.
    public let cgColor: CGColor

    /// Creates a colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// Creates a colour from a 0xRRGGBB value (a convenience many seeds define themselves).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(cgColor: cgColor.copy(alpha: alpha)) }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        (red, green, blue, alpha) = (cgColor.red, cgColor.green, cgColor.blue, cgColor.alpha)
        return true
    }

    /// Colours are equal when their components are (`==` between colours calls this, as on iOS).
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.cgColor == cgColor }
    public override var hash: Int { cgColor.hashValue }
    public override var description: String { cgColor.description }

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

    // System colours (iOS light appearance).
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    public static let systemTeal = UIColor(rgb: 0x30B0C7)
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let tintColor = UIColor.systemBlue
}
