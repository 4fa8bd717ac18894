internal import CSDL2
import Foundation

/// Large opaque fills and pass clears drawn as copies of a texture of their colour (issue #16).
///
/// SDL's software `SDL_FillRect` writes 32-bit pixels with SSE *streaming* stores (`movntps`),
/// which bypass the cache: the target is then read back from memory by every blend drawn over it.
/// Measured on this project's machines (393×852, one run): a full-target fill 0.30 ms; the same
/// pixels copied with `SDL_BLENDMODE_NONE` from a texture of the colour (SDL's blit copy, ordinary
/// stores) 0.04 ms; in the benchmark the streaming loop was the largest single cost, about 14 % of
/// all time. A copy with no blending, no colour or alpha modulation and no scaling writes the
/// texture's pixels unchanged, so the pixels are the fill's own: the same truncated rectangle
/// (`SDL_RenderFillRectF` truncates origin and size toward zero, the size at least 1), the same
/// clip, the same colour bits.
///
/// Only on SDL's software renderer (a GPU fill is not streamed), and only for fills of at least
/// `minimumPixels` (a small fill stays in the cache anyway).
@MainActor
package final class SolidFills {
    private struct Entry {
        var texture: OpaquePointer
        var width: Int
        var height: Int
        var lastUsed: Int
    }

    /// Fills smaller than this many pixels stay `SDL_RenderFillRect`s.
    package static let minimumPixels = 4096
    /// Colours kept at once (the least recently used is destroyed first).
    static let capacity = 6
    /// Whether large fills are copies (off: every fill is `SDL_RenderFillRect`, for the tests and the
    /// bench's "before").
    nonisolated(unsafe) package static var copiesLargeFills = true

    private let sdlRenderer: OpaquePointer
    private let isSoftware: Bool
    private var entries: [UInt32: Entry] = [:]
    private var tick = 0

    init(sdlRenderer: OpaquePointer) {
        self.sdlRenderer = sdlRenderer
        var info = SDL_RendererInfo()
        isSoftware =
            SDL_GetRendererInfo(sdlRenderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// Copies `argb` (ARGB8888, the value SDL maps the draw colour to) into `rect` of the current
    /// target, clipped as a fill is; false when it should be filled instead (small, not software,
    /// switched off, or a texture could not be made).
    func fill(_ rect: SDL_Rect, argb: UInt32, targetWidth: Int, targetHeight: Int) -> Bool {
        guard Self.copiesLargeFills, isSoftware else { return false }
        // What lies outside the target is never drawn: the copy needs a texture only as large as
        // the part inside (the clip rect, applied by SDL to both, trims the rest).
        let x0 = max(0, Int(rect.x))
        let y0 = max(0, Int(rect.y))
        let x1 = min(targetWidth, Int(rect.x) + Int(rect.w))
        let y1 = min(targetHeight, Int(rect.y) + Int(rect.h))
        guard x1 > x0, y1 > y0 else { return true }
        let (w, h) = (x1 - x0, y1 - y0)
        guard w * h >= Self.minimumPixels, let texture = texture(argb, width: w, height: h) else { return false }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(w), h: Int32(h))
        return SDL_RenderCopy(sdlRenderer, texture, &source, &destination) == 0
    }

    /// A texture of at least `width × height` pixels, all `argb`, copied without blending.
    private func texture(_ argb: UInt32, width: Int, height: Int) -> OpaquePointer? {
        tick += 1
        if var entry = entries[argb], entry.width >= width, entry.height >= height {
            entry.lastUsed = tick
            entries[argb] = entry
            return entry.texture
        }
        let old = entries.removeValue(forKey: argb)
        let w = max(width, old?.width ?? 0)
        let h = max(height, old?.height ?? 0)
        if let old { SDL_DestroyTexture(old.texture) }
        if entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            SDL_DestroyTexture(oldest.value.texture)
            entries[oldest.key] = nil
        }
        guard
            let texture = SDL_CreateTexture(
                sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(w),
                Int32(h))
        else { return nil }
        let pixels = [UInt32](repeating: argb, count: w * h)
        SDL_UpdateTexture(texture, nil, pixels, Int32(w * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        entries[argb] = Entry(texture: texture, width: w, height: h, lastUsed: tick)
        return texture
    }

    /// Destroys every texture.
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries = [:]
    }
}
