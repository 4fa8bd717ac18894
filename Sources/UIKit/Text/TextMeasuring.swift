import Foundation

/// Measures text with a real font. The simulator installs one backed by the same font files and
/// engine the renderer draws with, so layout and pixels agree.
@preconcurrency @MainActor
public protocol TextMeasuring: AnyObject {
    /// The advance width of a single line of `text`.
    func width(of text: String, font: UIFont) -> CGFloat
    /// The font's vertical metrics.
    func lineMetrics(for font: UIFont) -> FontLineMetrics
}
