internal import CSDL2
import Foundation
import UIKit

/// Textures made from `CGImage`s (by identity) and from text lines (by string, size, weight and
/// colour), kept while they are used and dropped after `idleFrameLimit` frames without use.
@MainActor
final class TextureCache {
    /// A cached texture with what the renderer needs to know about it.
    struct Entry {
        var texture: OpaquePointer
        var width: Int
        var height: Int
        /// Every pixel has alpha 255 (it may be drawn with `SDL_BLENDMODE_NONE`).
        var isOpaque: Bool
        var lastUsedFrame: Int
        /// For text: the font's ascent in texels (the baseline's distance below the top).
        var ascent: Int = 0
        /// The pixels on the CPU, for filtered drawing (R201).
        var sampled: SampledImage?
    }

    /// A filtered draw's result, reused while the same image is drawn the same way.
    private struct SampledKey: Hashable {
        var image: ObjectIdentifier
        var request: [Double]
        var box: [Int]
    }
    private var sampledDraws: [SampledKey: (texture: OpaquePointer, lastUsedFrame: Int)] = [:]

    private struct TextKey: Hashable {
        var text: String
        var path: String
        var pixelSize: Int
        /// Tracking in 1/64 pixel.
        var tracking: Int
        var color: RGBA8
    }

    static let idleFrameLimit = 300

    private let sdlRenderer: OpaquePointer
    private let fonts: FontLibrary
    /// Image textures by the image's identity; the image is kept alive so its identifier is not reused.
    private var images: [ObjectIdentifier: (image: CGImage, entry: Entry)] = [:]
    private var texts: [TextKey: Entry] = [:]
    private var frame = 0
    private var uploads = 0
    /// Images that failed to load, so the failure is reported once, not every frame.
    private var failedImages: Set<ObjectIdentifier> = []

    init(sdlRenderer: OpaquePointer, fonts: FontLibrary) {
        self.sdlRenderer = sdlRenderer
        self.fonts = fonts
    }

    /// The number of textures created since the last call.
    func takeUploads() -> Int {
        defer { uploads = 0 }
        return uploads
    }

    /// The texture of an image, loading it on first use (nil if it cannot be decoded).
    func texture(for image: CGImage) -> Entry? {
        let id = ObjectIdentifier(image)
        if var cached = images[id] {
            cached.entry.lastUsedFrame = frame
            images[id] = cached
            return cached.entry
        }
        guard !failedImages.contains(id) else { return nil }
        guard let entry = loadImage(image) else {
            failedImages.insert(id)
            FileHandle.standardError.write(
                "stagecraft: cannot load image \(image): \(String(cString: SDL_GetError()))\n".data(using: .utf8)!)
            return nil
        }
        images[id] = (image, entry)
        return entry
    }

    private func loadImage(_ image: CGImage) -> Entry? {
        let decoded: UnsafeMutablePointer<SDL_Surface>?
        var rgbaCopy: Data?
        switch image.source {
        case .file(let url):
            decoded = IMG_Load(url.path)
        case .rgba(let data):
            rgbaCopy = data
            decoded = rgbaCopy!.withUnsafeMutableBytes { raw in
                // SDL_PIXELFORMAT_ABGR8888 is R, G, B, A in memory on little-endian machines.
                SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            }
        }
        guard let decoded else { return nil }
        defer { SDL_FreeSurface(decoded) }
        // Convert while `rgbaCopy` is still alive (the surface borrows its bytes).
        let converted = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        _ = rgbaCopy
        guard let converted else { return nil }
        defer { SDL_FreeSurface(converted) }
        return makeEntry(from: converted)
    }

    /// The texture of one line of text in `font`'s face rendered with SDL_ttf at `pixelSize`, its
    /// characters spaced by the font's tracking (R200).
    func text(_ string: String, font: UIFont, pixelSize: Int, color: RGBA8) -> Entry? {
        let path = fonts.path(for: font)
        let trackingPixels = fonts.tracking(for: font) * CGFloat(pixelSize) / font.pointSize
        let key = TextKey(
            text: string, path: path, pixelSize: pixelSize, tracking: Int((trackingPixels * 64).rounded()),
            color: RGBA8(r: color.r, g: color.g, b: color.b, a: 255))
        if var cached = texts[key] {
            cached.lastUsedFrame = frame
            texts[key] = cached
            return cached
        }
        guard let ttf = fonts.font(path: path, pixelSize: pixelSize),
            let surface = Self.render(
                string, font: ttf, fine: key.tracking == 0 ? nil : fonts.font(path: path, pixelSize: pixelSize * 8),
                tracking: CGFloat(key.tracking) / 64, color: key.color)
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard var entry = makeEntry(from: surface) else { return nil }
        entry.isOpaque = false
        entry.ascent = Int(TTF_FontAscent(ttf))
        texts[key] = entry
        return entry
    }

    /// One line rendered by SDL_ttf (shaped and kerned by HarfBuzz). With tracking, each character
    /// is rendered alone and placed where the shaped line puts its pen — measured with `fine`, the
    /// same face at 8× the size, to an eighth of a pixel: the kerned width of the text up to and
    /// including it, less its own advance — plus the tracking of the characters before it, shifted
    /// there by linear interpolation (SDL_ttf has no letter spacing, and whole-pixel placement
    /// made gaps uneven by up to a pixel at 1×).
    private static func render(
        _ string: String, font: OpaquePointer, fine: OpaquePointer?, tracking: CGFloat, color: RGBA8
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        let characters = string.map(String.init)
        guard tracking != 0, characters.count > 1, let fine else {
            return TTF_RenderUTF8_Blended(font, string, color.sdl)
        }
        func fineWidth(_ text: String) -> CGFloat {
            var w: Int32 = 0
            var h: Int32 = 0
            return TTF_SizeUTF8(fine, text, &w, &h) == 0 ? CGFloat(w) / 8 : 0
        }
        func fineAdvance(_ character: String) -> CGFloat {
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
                return fineWidth(character)
            }
            var (minX, maxX, minY, maxY, advance): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
            guard TTF_GlyphMetrics32(fine, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else {
                return fineWidth(character)
            }
            return CGFloat(advance) / 8
        }
        var prefix = ""
        var placed: [(x: CGFloat, surface: UnsafeMutablePointer<SDL_Surface>)] = []
        defer { for piece in placed { SDL_FreeSurface(piece.surface) } }
        var right: CGFloat = 0
        for (index, character) in characters.enumerated() {
            prefix += character
            guard character != " ", let rendered = TTF_RenderUTF8_Blended(font, character, color.sdl) else { continue }
            guard let glyph = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                SDL_FreeSurface(rendered)
                continue
            }
            SDL_FreeSurface(rendered)
            let x = fineWidth(prefix) - fineAdvance(character) + tracking * CGFloat(index)
            placed.append((x, glyph))
            right = max(right, x + CGFloat(glyph.pointee.w) + 1)
        }
        let left = min(0, (placed.map(\.x).min() ?? 0).rounded(.down))
        let width = Int((right - left).rounded(.up))
        let height = Int(TTF_FontHeight(font))
        guard width > 0, height > 0,
            let line = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return TTF_RenderUTF8_Blended(font, string, color.sdl) }
        // Coverage composited with "over" (one colour, so only alpha adds up where glyphs touch).
        var coverage = [Float](repeating: 0, count: width * height)
        for piece in placed {
            let s = piece.surface.pointee
            let origin = piece.x - left
            let whole = Int(origin.rounded(.down))
            let f = Float(origin - CGFloat(whole))
            SDL_LockSurface(piece.surface)
            for y in 0..<min(Int(s.h), height) {
                let row = s.pixels.advanced(by: y * Int(s.pitch))
                for x in 0..<Int(s.w) {
                    let a = Float(row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24) / 255
                    guard a > 0 else { continue }
                    for (column, share) in [(whole + x, a * (1 - f)), (whole + x + 1, a * f)]
                    where share > 0 && column >= 0 && column < width {
                        let i = y * width + column
                        coverage[i] = share + coverage[i] * (1 - share)
                    }
                }
            }
            SDL_UnlockSurface(piece.surface)
        }
        SDL_LockSurface(line)
        let colour = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        for y in 0..<height {
            let row = line.pointee.pixels.advanced(by: y * Int(line.pointee.pitch))
            for x in 0..<width {
                let a = UInt32((min(coverage[y * width + x], 1) * 255).rounded())
                row.storeBytes(of: a << 24 | colour, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        SDL_UnlockSurface(line)
        return line
    }

    private func makeEntry(from surface: UnsafeMutablePointer<SDL_Surface>) -> Entry? {
        guard let texture = SDL_CreateTextureFromSurface(sdlRenderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        uploads += 1
        return Entry(
            texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
            isOpaque: Self.isOpaque(surface), lastUsedFrame: frame, sampled: Self.sampledImage(surface))
    }

    /// The CPU copy of an ARGB8888 surface (nil for another format).
    private static func sampledImage(_ surface: UnsafeMutablePointer<SDL_Surface>) -> SampledImage? {
        let s = surface.pointee
        guard s.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, s.w > 0, s.h > 0 else { return nil }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let (w, h) = (Int(s.w), Int(s.h))
        var rows = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = s.pixels.advanced(by: y * Int(s.pitch))
            for x in 0..<w { rows[y * w + x] = row.load(fromByteOffset: x * 4, as: UInt32.self) }
        }
        return rows.withUnsafeBufferPointer { SampledImage(straight: $0, width: w, height: h) }
    }

    /// The texture of a filtered draw (`make` runs on a miss): cached by the image, the request's
    /// geometry and alpha and the target box, so a scaled image that stays still while something
    /// else animates is resampled once.
    func sampledTexture(
        image: SampledImage, request: [Double], box: [Int], make: () -> OpaquePointer?
    ) -> OpaquePointer? {
        let key = SampledKey(image: ObjectIdentifier(image), request: request, box: box)
        if let cached = sampledDraws[key] {
            sampledDraws[key] = (cached.texture, frame)
            return cached.texture
        }
        guard let texture = make() else { return nil }
        sampledDraws[key] = (texture, frame)
        return texture
    }

    /// Whether an ARGB8888 surface (or one without alpha) has alpha 255 everywhere.
    private static func isOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        let s = surface.pointee
        guard s.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return s.format.pointee.Amask == 0 }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        for y in 0..<Int(s.h) {
            let row = s.pixels.advanced(by: y * Int(s.pitch))
            for x in 0..<Int(s.w) where row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 255 { return false }
        }
        return true
    }

    /// Ends a frame: drops textures unused for `idleFrameLimit` frames.
    func endFrame() {
        frame += 1
        // Filtered draws are kept for the next frame only: a moving one is a new key every frame.
        for (key, cached) in sampledDraws where cached.lastUsedFrame < frame - 1 {
            SDL_DestroyTexture(cached.texture)
            sampledDraws[key] = nil
        }
        let limit = frame - Self.idleFrameLimit
        for (key, entry) in texts where entry.lastUsedFrame < limit {
            SDL_DestroyTexture(entry.texture)
            texts[key] = nil
        }
        for (key, cached) in images where cached.entry.lastUsedFrame < limit {
            SDL_DestroyTexture(cached.entry.texture)
            images[key] = nil
        }
    }

    /// Destroys every texture.
    func removeAll() {
        for entry in texts.values { SDL_DestroyTexture(entry.texture) }
        for cached in images.values { SDL_DestroyTexture(cached.entry.texture) }
        for cached in sampledDraws.values { SDL_DestroyTexture(cached.texture) }
        sampledDraws = [:]
        texts = [:]
        images = [:]
    }
}
