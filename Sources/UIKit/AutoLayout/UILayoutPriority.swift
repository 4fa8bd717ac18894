import Foundation

/// How strongly a constraint (or a view's content hugging / compression resistance) wants to hold:
/// 1000 is required; lower priorities give way, a higher level always before any number of lower ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A view's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// Below which a window's size is not changed by dragging a divider (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Just below `sceneSizeStayPut` (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority `systemLayoutSizeFitting` asks for the target size with (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// A priority `b` higher.
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }

    /// A priority `b` lower.
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
}
