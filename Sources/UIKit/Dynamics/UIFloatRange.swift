import Foundation

/// A range of values (an attachment's `attachmentRange`).
public struct UIFloatRange: Equatable, Hashable, Sendable {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat

    /// Creates a range.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The empty range at zero.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range from −∞ to +∞.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
