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

/// Measures text with a real font. The simulator installs one backed by the same font files and
/// engine the renderer draws with, so layout and pixels agree.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The advance width of a single line of `text`.
    func width(of text: String, font: UIFont) -> CGFloat
    /// The font's vertical metrics.
    func lineMetrics(for font: UIFont) -> FontLineMetrics
}

/// Where the framework gets its text measurements.
@MainActor
public enum TextMetrics {
    /// The installed measurer. Until a host installs a real one, an estimate is used and
    /// `isEstimated` is true (only plain UIKit unit tests run that way).
    public static var current: TextMeasuring = EstimatedTextMetrics() {
        didSet { LayerTreeChanges.invalidate() }
    }

    /// Whether text sizes are estimates (no font engine installed).
    public static var isEstimated: Bool { current is EstimatedTextMetrics }
}

/// A font-free estimate (0.55 em per character), used only when no font engine is installed.
@MainActor
final class EstimatedTextMetrics: TextMeasuring {
    func width(of text: String, font: UIFont) -> CGFloat { CGFloat(text.count) * font.pointSize * 0.55 }
    func lineMetrics(for font: UIFont) -> FontLineMetrics {
        FontLineMetrics(
            ascender: font.pointSize * 0.93, descender: font.pointSize * 0.24, lineHeight: font.pointSize * 1.17)
    }
}
