import Foundation

/// Vertical metrics of a font, in points.
public struct FontLineMetrics: Equatable, Sendable {
    /// Baseline to top (positive).
    public var ascender: CGFloat
    /// Baseline to bottom (positive).
    public var descender: CGFloat
    /// Distance between successive baselines.
    public var lineHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}
