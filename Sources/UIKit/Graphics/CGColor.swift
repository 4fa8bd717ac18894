import Foundation

/// An immutable sRGB colour with alpha, as layers store it (`layer.backgroundColor`).
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each in 0…1.
    public let components: [CGFloat]

    /// Creates a colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { Swift.min(Swift.max($0, 0), 1) }
    }

    /// Creates a grey with the given white level and alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public var red: CGFloat { components[0] }
    public var green: CGFloat { components[1] }
    public var blue: CGFloat { components[2] }
    /// The colour's alpha.
    public var alpha: CGFloat { components[3] }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "rgba(" + components.map { formatNumber($0) }.joined(separator: ",") + ")"
    }
}
