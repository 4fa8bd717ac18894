internal import CSDL2
import Foundation
import StagecraftAssets
import UIKit

/// The system font's faces opened with SDL_ttf: Inter (the package's `Assets/Fonts/`, else
/// Debian's `fonts-inter`) standing in for San Francisco, or DejaVu Sans when neither is there. The
/// renderer draws text with them and, once installed, UIKit measures text with them, so layout
/// and pixels agree (R200).
@MainActor
public final class FontLibrary: TextMeasuring {
    /// The family a library draws with.
    public enum Family: Sendable, Equatable {
        /// Inter and Inter Display, with San Francisco's metrics and tracking (R200).
        case inter
        /// DejaVu Sans, with its own metrics: the fallback.
        case dejaVu
    }

    /// Where Debian's `fonts-inter` puts Inter.
    public static let systemInterDirectory = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
    /// Where Debian's `fonts-dejavu-core` puts the fonts.
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")

    /// Where a library without a directory looks, in order: the package's own fonts, the system's
    /// Inter, the system's DejaVu.
    public static var searchedDirectories: [URL] {
        [StagecraftAssets.folder("Fonts"), systemInterDirectory, defaultDirectory]
    }

    private struct Key: Hashable {
        var path: String
        var pixelSize: Int
    }

    /// The family this library draws with.
    public let family: Family
    /// The folder its files come from.
    public let directory: URL
    private var fonts: [Key: OpaquePointer] = [:]
    private var lineMetricsCache: [UIFont: FontLineMetrics] = [:]
    /// `path(for:)` by font: the answer depends only on the font and the files, which do not change
    /// while the library is open, and finding it checks up to three files on disk.
    private var pathCache: [UIFont: String] = [:]
    /// The SDL_ttf font by font and pixel size (the `fonts` entry `path(for:)` leads to).
    private var fontsByUIFont: [FontKey: OpaquePointer] = [:]
    /// `width(of:font:)` by text and font: every label is laid out again whenever it is drawn or
    /// sized, and shaping its lines again each time (HarfBuzz, through SDL_ttf) was most of the cost
    /// of drawing a screen of text (issue #16). The same inputs give the same width, so a kept value
    /// is the value measuring again gives. Emptied when it grows past `widthCacheLimit`.
    private var widthCache: [WidthKey: CGFloat] = [:]
    package static let widthCacheLimit = 8192
    /// Whether widths and font files are kept (always, but for the benchmark's "before").
    package static var keepsMeasurements = true

    private struct FontKey: Hashable {
        var font: UIFont
        var pixelSize: Int
    }

    private struct WidthKey: Hashable {
        var text: String
        var font: UIFont
    }

    /// Opens the first of `searchedDirectories` that holds Inter or DejaVu.
    public convenience init() throws {
        let found = Self.searchedDirectories.first { Self.family(in: $0) != nil }
        try self.init(directory: found ?? Self.defaultDirectory)
    }

    /// Opens the library on `directory`, which must hold `Inter-Regular.otf` (Inter's faces) or
    /// `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
    public init(directory: URL) throws {
        guard let family = Self.family(in: directory) else {
            throw RenderError(
                "no system font in \(directory.path): neither \(directory.path)/Inter-Regular.otf nor "
                    + "\(directory.path)/DejaVuSans.ttf is there; install the apt package fonts-inter "
                    + "(or fonts-dejavu-core), or keep the package's Assets/Fonts beside the executable")
        }
        self.family = family
        self.directory = directory
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw RenderError.sdl("TTF_Init failed") }
    }

    private static func family(in directory: URL) -> Family? {
        let exists = { (name: String) in
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
        }
        if exists("Inter-Regular.otf") { return .inter }
        if exists("DejaVuSans.ttf") && exists("DejaVuSans-Bold.ttf") { return .dejaVu }
        return nil
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

    /// Inter's static cuts, lightest first, for UIKit's nine weights in order.
    private static let interWeightNames = [
        "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ]
    private static let uiKitWeights: [UIFont.Weight] = [
        .thin, .ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The file drawing `font`: Inter's cut nearest its weight (Inter Display from 20 pt, where
    /// SF switches to SF Pro Display; the italic or bold italic cut for an italic font), else
    /// DejaVu's regular or bold face.
    public func path(for font: UIFont) -> String {
        guard Self.keepsMeasurements else { return findPath(for: font) }
        if let cached = pathCache[font] { return cached }
        let found = findPath(for: font)
        pathCache[font] = found
        return found
    }

    /// `path(for:)` looked up on disk.
    private func findPath(for font: UIFont) -> String {
        func file(_ name: String) -> String? {
            let path = directory.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
        switch family {
        case .dejaVu:
            return directory.appendingPathComponent(font.isBold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf").path
        case .inter:
            let nearest = Self.uiKitWeights.indices.min {
                abs(Self.uiKitWeights[$0].rawValue - font.weight.rawValue)
                    < abs(Self.uiKitWeights[$1].rawValue - font.weight.rawValue)
            }!
            let regular = directory.appendingPathComponent("Inter-Regular.otf").path
            if font.isItalic {
                return file(font.isBold ? "Inter-BoldItalic.otf" : "Inter-Italic.otf") ?? regular
            }
            let name = Self.interWeightNames[nearest]
            let display = font.usesDisplayFace ? file("InterDisplay-\(name).otf") : nil
            return display ?? file("Inter-\(name).otf") ?? regular
        }
    }

    /// The SDL_ttf font of `path` at a pixel size (opened once, then cached).
    func font(path: String, pixelSize: Int) -> OpaquePointer? {
        let key = Key(path: path, pixelSize: max(1, pixelSize))
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(path, Int32(key.pixelSize)) else { return nil }
        if family == .inter {
            // Apple does not hint; light hinting keeps Inter's shapes and, subpixel, its advances.
            TTF_SetFontHinting(font, 4)  // TTF_HINTING_LIGHT_SUBPIXEL
        }
        fonts[key] = font
        return font
    }

    /// The SDL_ttf font drawing `font` at a pixel size.
    func font(for font: UIFont, pixelSize: Int) -> OpaquePointer? {
        guard Self.keepsMeasurements else { return self.font(path: path(for: font), pixelSize: pixelSize) }
        let key = FontKey(font: font, pixelSize: pixelSize)
        if let cached = fontsByUIFont[key] { return cached }
        let ttf = self.font(path: path(for: font), pixelSize: pixelSize)
        if let ttf { fontsByUIFont[key] = ttf }
        return ttf
    }

    /// Text is measured at the nearest whole point size and scaled to the exact one.
    private func measuringFont(for font: UIFont) -> (font: OpaquePointer, factor: CGFloat)? {
        let size = max(1, Int(font.pointSize.rounded()))
        guard let ttf = self.font(for: font, pixelSize: size) else { return nil }
        return (ttf, font.pointSize / CGFloat(size))
    }

    /// The tracking `font` is drawn with, in points: SF's by size for Inter, none for DejaVu.
    public func tracking(for font: UIFont) -> CGFloat { family == .inter ? font.tracking : 0 }

    /// The advance width of one line of `text`, in points: the shaped (kerned) width plus the
    /// tracking after every character, as Core Text adds it.
    public func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        guard Self.keepsMeasurements else { return measureWidth(of: text, font: font) }
        let key = WidthKey(text: text, font: font)
        if let cached = widthCache[key] { return cached }
        let width = measureWidth(of: text, font: font)
        if widthCache.count >= Self.widthCacheLimit { widthCache.removeAll(keepingCapacity: true) }
        widthCache[key] = width
        return width
    }

    /// `width(of:font:)` measured with SDL_ttf.
    package func measureWidth(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty, let (ttf, factor) = measuringFont(for: font) else { return 0 }
        var w: Int32 = 0
        var h: Int32 = 0
        guard TTF_SizeUTF8(ttf, text, &w, &h) == 0 else { return 0 }
        return max(0, CGFloat(w) * factor + tracking(for: font) * CGFloat(text.count))
    }

    /// Ascender, descender (both positive) and line height of `font`, in points: San Francisco's
    /// for Inter (`UIFont.systemLineMetrics`), DejaVu's own for DejaVu.
    public func lineMetrics(for font: UIFont) -> FontLineMetrics {
        if family == .inter { return UIFont.systemLineMetrics(pointSize: font.pointSize) }
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
