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
    }

    private struct TextKey: Hashable {
        var text: String
        var pixelSize: Int
        var bold: Bool
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

    /// The texture of one line of text rendered with SDL_ttf at `pixelSize`.
    func text(_ string: String, pixelSize: Int, bold: Bool, color: RGBA8) -> Entry? {
        let key = TextKey(
            text: string, pixelSize: pixelSize, bold: bold, color: RGBA8(r: color.r, g: color.g, b: color.b, a: 255))
        if var cached = texts[key] {
            cached.lastUsedFrame = frame
            texts[key] = cached
            return cached
        }
        guard let font = fonts.font(pixelSize: pixelSize, bold: bold),
            let surface = TTF_RenderUTF8_Blended(font, string, key.color.sdl)
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard var entry = makeEntry(from: surface) else { return nil }
        entry.isOpaque = false
        texts[key] = entry
        return entry
    }

    private func makeEntry(from surface: UnsafeMutablePointer<SDL_Surface>) -> Entry? {
        guard let texture = SDL_CreateTextureFromSurface(sdlRenderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        uploads += 1
        return Entry(
            texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
            isOpaque: Self.isOpaque(surface), lastUsedFrame: frame)
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
        texts = [:]
        images = [:]
    }
}
