import Foundation

/// A font-free estimate (0.55 em per character), used only when no font engine is installed.
@MainActor
final class EstimatedTextMetrics: TextMeasuring {
    func width(of text: String, font: UIFont) -> CGFloat { CGFloat(text.count) * font.pointSize * 0.55 }
    func lineMetrics(for font: UIFont) -> FontLineMetrics {
        FontLineMetrics(
            ascender: font.pointSize * 0.93, descender: font.pointSize * 0.24, lineHeight: font.pointSize * 1.17)
    }
}
