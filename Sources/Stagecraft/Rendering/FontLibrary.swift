internal import CSDL2
import Foundation
import UIKit

/// The DejaVu fonts opened with SDL_ttf: the renderer draws text with them and, once installed,
/// UIKit measures text with them, so layout and pixels agree.
@MainActor
public final class FontLibrary: TextMeasuring {
    /// Where Debian's `fonts-dejavu-core` puts the fonts.
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")

    private struct Key: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    private let regularPath: String
    private let boldPath: String
    private var fonts: [Key: OpaquePointer] = [:]
    private var lineMetricsCache: [UIFont: FontLineMetrics] = [:]

    /// Opens the library on `directory`, which must hold `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
    public init(directory: URL = FontLibrary.defaultDirectory) throws {
        regularPath = directory.appendingPathComponent("DejaVuSans.ttf").path
        boldPath = directory.appendingPathComponent("DejaVuSans-Bold.ttf").path
        for path in [regularPath, boldPath] where !FileManager.default.fileExists(atPath: path) {
            throw RenderError("font file \(path) is missing; install the apt package fonts-dejavu-core")
        }
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw RenderError.sdl("TTF_Init failed") }
    }

    /// Makes this library UIKit's text measurer (`TextMetrics.current`).
    public func install() { TextMetrics.current = self }

    private static var sharedLibrary: FontLibrary?

    /// The process-wide library (fonts are opened once and shared by every simulator and window).
    public static func shared() throws -> FontLibrary {
        if let sharedLibrary { return sharedLibrary }
        let library = try FontLibrary()
        sharedLibrary = library
        return library
    }

    /// The SDL_ttf font at a pixel size (opened once, then cached).
    func font(pixelSize: Int, bold: Bool) -> OpaquePointer? {
        let key = Key(pixelSize: max(1, pixelSize), bold: bold)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(bold ? boldPath : regularPath, Int32(key.pixelSize)) else { return nil }
        fonts[key] = font
        return font
    }

    /// Text is measured at the nearest whole point size and scaled to the exact one.
    private func measuringFont(for font: UIFont) -> (font: OpaquePointer, factor: CGFloat)? {
        let size = max(1, Int(font.pointSize.rounded()))
        guard let ttf = self.font(pixelSize: size, bold: font.isBold) else { return nil }
        return (ttf, font.pointSize / CGFloat(size))
    }

    /// The advance width of one line of `text`, in points.
    public func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty, let (ttf, factor) = measuringFont(for: font) else { return 0 }
        var w: Int32 = 0
        var h: Int32 = 0
        guard TTF_SizeUTF8(ttf, text, &w, &h) == 0 else { return 0 }
        return CGFloat(w) * factor
    }

    /// Ascender, descender (both positive) and line height of `font`, in points.
    public func lineMetrics(for font: UIFont) -> FontLineMetrics {
        if let cached = lineMetricsCache[font] { return cached }
        guard let (ttf, factor) = measuringFont(for: font) else {
            return FontLineMetrics(ascender: font.pointSize, descender: 0, lineHeight: font.pointSize)
        }
        let metrics = FontLineMetrics(
            ascender: CGFloat(TTF_FontAscent(ttf)) * factor,
            descender: CGFloat(-TTF_FontDescent(ttf)) * factor,
            lineHeight: CGFloat(TTF_FontLineSkip(ttf)) * factor)
        lineMetricsCache[font] = metrics
        return metrics
    }
}
