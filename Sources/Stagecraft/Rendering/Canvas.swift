internal import CSDL2
import Foundation
import UIKit

/// A headless render target: an ARGB8888 surface with SDL's software renderer on it (no video
/// subsystem needed), whose pixels can be read back and written as PNG.
@MainActor
public final class Canvas {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The software renderer drawing into the canvas; pass it to `Renderer`.
    public let sdlRenderer: OpaquePointer
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// A transparent canvas of `width × height` pixels.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw RenderError("canvas size must be positive, got \(width)x\(height)") }
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw RenderError.sdl("SDL_CreateRGBSurfaceWithFormat \(width)x\(height) failed") }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl("SDL_CreateSoftwareRenderer failed")
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.sdlRenderer = renderer
    }

    /// A canvas holding the pixels of a PNG (or JPEG) file.
    public convenience init(contentsOf url: URL) throws {
        guard let loaded = IMG_Load(url.path) else { throw RenderError.sdl("could not load image \(url.path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw RenderError.sdl("could not convert image \(url.path)")
        }
        defer { SDL_FreeSurface(converted) }
        try self.init(width: Int(converted.pointee.w), height: Int(converted.pointee.h))
        SDL_SetSurfaceBlendMode(converted, SDL_BLENDMODE_NONE)
        guard SDL_UpperBlit(converted, nil, surface, nil) == 0 else {
            throw RenderError.sdl("could not copy image \(url.path)")
        }
    }

    isolated deinit {
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// The surface's pixels (ARGB8888) and the distance between rows, in pixels.
    var pixelRows: (pixels: UnsafeMutablePointer<UInt32>, stride: Int) {
        let pitch = Int(surface.pointee.pitch) / 4
        return (surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch)
    }

    /// Fills the whole canvas with `color` (replacing, not blending).
    public func clear(to color: CGColor) {
        SDL_SetRenderTarget(sdlRenderer, nil)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        let c = RGBA8(color)
        SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(sdlRenderer)
    }

    /// The pixel at `(x, y)` as straight-alpha 8-bit channels.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        SDL_RenderFlush(sdlRenderer)
        let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        let v = row.load(fromByteOffset: x * 4, as: UInt32.self)
        return (
            UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v),
            UInt8(truncatingIfNeeded: v >> 24)
        )
    }

    /// Overwrites the pixel at `(x, y)` (used for diff images).
    public func setPixel(x: Int, y: Int, to p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        SDL_RenderFlush(sdlRenderer)
        let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        let v = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
        row.storeBytes(of: v, toByteOffset: x * 4, as: UInt32.self)
    }

    /// Writes the canvas as a PNG file.
    public func writePNG(to url: URL) throws {
        SDL_RenderFlush(sdlRenderer)
        guard IMG_SavePNG(surface, url.path) == 0 else { throw RenderError.sdl("could not write PNG \(url.path)") }
    }
}
