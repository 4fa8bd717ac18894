internal import CSDL2
import Foundation
import UIKit

/// Textures the renderer rasterised on the CPU for shadows, shape fills and strokes, and
/// gradients, keyed by what they show, so an unchanged effect costs a blit (a moving shadow is
/// the same texture drawn elsewhere). Layers showing the same thing share one texture. Entries not
/// drawn in the last frame are destroyed, so an animated path or shadow keeps at most the
/// texture of the frame before.
@MainActor
final class EffectCache {
    /// What a texture shows.
    enum Key: Hashable {
        /// A path filled with a rule (white, alpha = coverage).
        case fill(CGPath, CGPathFillRule, RasterGrid)
        /// A path's stroke (white, alpha = coverage).
        case stroke(CGPath, StrokeStyle, RasterGrid)
        /// A shadow's blurred shape: a path's fill, or a layer's content alpha (by a hash of it).
        case shadow(ShadowShape, RasterGrid, blur64: Int)
        /// A gradient's colours (straight alpha), with its corners (radius in texels × 64) cut out;
        /// `corners`: the masked corners' bits, plus 16 for continuous ones (R193).
        case gradient(
            colors: [CGColor], locations: [CGFloat]?, start: CGPoint, end: CGPoint, type: CAGradientLayerType,
            width: Int, height: Int, radius64: Int, corners: Int = 15)
        /// A backdrop blurred, saturated and scaled up (`Renderer+Backdrop`).
        case backdrop(BackdropKey)
    }

    /// The shape a shadow blurs.
    enum ShadowShape: Hashable {
        case path(CGPath)
        case content(alphaHash: Int)
    }

    /// A cached texture.
    struct Entry {
        var texture: OpaquePointer
        var width: Int
        var height: Int
        var isOpaque: Bool
        var lastUsedFrame: Int
        /// The texture's straight-alpha pixels, for its stretched or faded copies blended on the
        /// CPU (`DirectBlend`).
        var pixels: [UInt32]
    }

    private let sdlRenderer: OpaquePointer
    private var entries: [Key: Entry] = [:]
    private var frame = 0

    init(sdlRenderer: OpaquePointer) { self.sdlRenderer = sdlRenderer }

    /// The texture for `key`, made from `make()`'s straight-alpha ARGB8888 pixels on a miss.
    func texture(for key: Key, make: () -> (pixels: [UInt32], width: Int, height: Int)?) -> Entry? {
        if var entry = entries[key] {
            entry.lastUsedFrame = frame
            entries[key] = entry
            return entry
        }
        guard let made = make(), made.width > 0, made.height > 0,
            let texture = SDL_CreateTexture(
                sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(made.width), Int32(made.height))
        else { return nil }
        SDL_UpdateTexture(texture, nil, made.pixels, Int32(made.width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(
            texture: texture, width: made.width, height: made.height,
            isOpaque: made.pixels.allSatisfy { $0 >> 24 == 255 }, lastUsedFrame: frame, pixels: made.pixels)
        entries[key] = entry
        return entry
    }

    /// Whether a texture for `key` is cached (without marking it used).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Ends a frame: destroys textures not drawn in this frame or the one before.
    func endFrame() {
        let limit = frame - 1
        for (key, entry) in entries where entry.lastUsedFrame < limit {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
        frame += 1
    }

    /// Destroys every texture.
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries = [:]
    }

    /// White texels with the given coverage as alpha.
    static func whitePixels(coverage: [UInt8]) -> [UInt32] {
        coverage.map { UInt32($0) << 24 | 0x00FF_FFFF }
    }
}
