internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// Whether a texture of `texels` covering `rect` needs filtering under `map` (R201): any
    /// rotation or perspective, or a scale more than half a percent from one texel per pixel.
    static func needsFiltering(_ rect: CGRect, texels: (width: Int, height: Int), map: Homography) -> Bool {
        guard texels.width > 0, texels.height > 0, rect.width > 0, rect.height > 0 else { return false }
        guard map.isAxisAligned else { return true }
        guard let a = map.project(Double(rect.minX), Double(rect.minY)),
            let b = map.project(Double(rect.maxX), Double(rect.maxY))
        else { return false }
        let sx = abs(b.x - a.x) / Double(texels.width)
        let sy = abs(b.y - a.y) / Double(texels.height)
        return abs(sx - 1) > 0.005 || abs(sy - 1) > 0.005
    }

    /// Where `drawSampled` draws `request` on the current pass: its target pixels, clipped; nil when
    /// it cannot be drawn that way (too large: the caller falls back to the mesh); an empty box when
    /// nothing of it shows.
    func sampledBox(of request: TextureSampler.Request) -> SDL_Rect? {
        guard let pass = passes.last, var box = request.map.boundingBox(of: request.shape) else { return nil }
        box = box.insetBy(dx: -1, dy: -1).intersection(CGRect(x: 0, y: 0, width: pass.width, height: pass.height))
        if let clip = pass.clip {
            box = box.intersection(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return SDL_Rect() }
        let x0 = Int(box.minX.rounded(.down))
        let y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0
        let height = Int(box.maxY.rounded(.up)) - y0
        guard width * height <= Self.maxOffscreenSide * Self.maxOffscreenSide else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(height))
    }

    /// Draws `request` resampled with filtering (`TextureSampler`) pixel for pixel into the
    /// current pass, within its clip. `cached`: the result is kept for the next frame (for images
    /// and text, whose pixels do not change). An offscreen pass's result is kept instead under
    /// `kept` (its layer and everything its pixels come from, `keptSampledPass`), once the same was
    /// drawn two frames running. Returns false when nothing could be drawn this way (the caller
    /// falls back to the mesh).
    @discardableResult
    func drawSampled(
        _ request: TextureSampler.Request, cached: Bool,
        kept: (layer: CALayer, content: OffscreenPassCache.Content)? = nil
    ) -> Bool {
        guard let destination = sampledBox(of: request) else { return false }
        guard destination.w > 0, destination.h > 0 else { return true }
        let (x0, y0, width, height) = (Int(destination.x), Int(destination.y), Int(destination.w), Int(destination.h))
        func upload(_ texture: OpaquePointer?, _ pixels: [UInt32]) -> OpaquePointer? {
            guard let texture else { return nil }
            guard SDL_UpdateTexture(texture, nil, pixels, Int32(width * 4)) == 0 else {
                recordFailure("SDL_UpdateTexture")
                return nil
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            return texture
        }
        func resample() -> [UInt32] {
            statistics.filteredDraws += 1
            return TextureSampler.resample(request, x0: x0, y0: y0, width: width, height: height)
        }
        let texture: OpaquePointer?
        if cached {
            let r = request
            let key =
                Array(0..<9).map { r.map.m[$0] }
                + [
                    r.textureRect.minX, r.textureRect.minY, r.textureRect.width, r.textureRect.height,
                    r.shape.minX, r.shape.minY, r.shape.width, r.shape.height, r.radius, r.alpha,
                    r.antialiasedEdges ? 1 : 0,
                ].map { Double($0) }
            texture = textures.sampledTexture(image: request.image, request: key, box: [x0, y0, width, height]) {
                upload(
                    SDL_CreateTexture(
                        sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                        Int32(width), Int32(height)),
                    resample())
            }
        } else if let kept {
            let pixels = resample()
            let stored = pixels.withUnsafeBufferPointer {
                offscreenPasses.store(kept.layer, content: kept.content, pixels: $0.baseAddress!)
            }
            texture = stored ?? upload(pool.upload(width: width, height: height), pixels)
        } else {
            texture = upload(pool.upload(width: width, height: height), resample())
        }
        guard let texture else { return false }
        copySampled(texture, to: destination)
        return true
    }

    /// Composites a resampled texture at `destination` (its box on the current pass).
    func copySampled(_ texture: OpaquePointer, to destination: SDL_Rect) {
        if tint != nil {
            // A replicator copy's tint is texture state: issue what is held first, to keep the order.
            if holdsDraws { issueHeldDrawsKeepingClip() }
            var tinted = destination
            copyTinted(texture, to: &tinted)
        } else if holdsDraws {
            holdCopy(texture, to: destination)
        } else {
            issueCopy(texture, to: destination)
        }
    }

    /// `SDL_RenderCopy` of `texture` to `destination`, recording a failure.
    func issueCopy(_ texture: OpaquePointer, to destination: SDL_Rect) {
        var destination = destination
        if SDL_RenderCopy(sdlRenderer, texture, nil, &destination) != 0 { recordFailure("SDL_RenderCopy") }
    }
}
