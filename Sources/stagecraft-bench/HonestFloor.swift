internal import CSDL2
import Foundation
import Stagecraft
import UIKit

/// The honest floor of a frame (issue #16): its recorded pieces (`FloorRecording`) replayed with
/// the cheapest SDL call each — `SDL_RenderFillRectF` or `SDL_RenderCopyF` for axis-aligned ones
/// (no blending when opaque; a large opaque fill and a pass's clear as an unblended copy of a
/// texture of the colour, which SDL writes with ordinary stores where its fill streams past the
/// cache: `SolidFills`), one `SDL_RenderGeometry` quad for a transformed one, a render target per
/// offscreen pass — with the recording renderer's own textures, so the same pixels are moved the
/// same number of times.
@MainActor
enum HonestFloor {
    /// Offscreen targets by size, made before the timed replay.
    struct Targets {
        var bySize: [Int: OpaquePointer] = [:]

        mutating func target(_ sdl: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
            let key = width << 20 | height
            if let t = bySize[key] { return t }
            let t = SDL_CreateTexture(
                sdl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width),
                Int32(height))
            if let t {
                SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
                bySize[key] = t
            }
            return t
        }

        /// Textures of the floor's opaque colour and of clear pixels, as large as the largest target.
        var opaque: OpaquePointer?
        var clear: OpaquePointer?
        var solidSize = (0, 0)

        mutating func makeSolids(_ sdl: OpaquePointer, width: Int, height: Int) {
            guard width > solidSize.0 || height > solidSize.1 else { return }
            for t in [opaque, clear] { if let t { SDL_DestroyTexture(t) } }
            solidSize = (max(width, solidSize.0), max(height, solidSize.1))
            func solid(_ argb: UInt32) -> OpaquePointer? {
                let t = SDL_CreateTexture(
                    sdl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                    Int32(solidSize.0), Int32(solidSize.1))
                let pixels = [UInt32](repeating: argb, count: solidSize.0 * solidSize.1)
                if let t {
                    SDL_UpdateTexture(t, nil, pixels, Int32(solidSize.0 * 4))
                    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
                }
                return t
            }
            opaque = solid(0xFF5A_78C8)
            clear = solid(0)
        }

        func destroy() {
            for t in bySize.values { SDL_DestroyTexture(t) }
            for t in [opaque, clear] { if let t { SDL_DestroyTexture(t) } }
        }
    }

    /// Copies `texture` unblended into the part of `rect` (truncated as SDL truncates a fill) inside
    /// a `width × height` target; false when the part is too small to be worth it (`SolidFills`).
    static func copySolid(
        _ texture: OpaquePointer?, _ rect: CGRect, _ sdl: OpaquePointer, width: Int, height: Int
    ) -> Bool {
        guard let texture, rect.minX.isFinite, rect.minY.isFinite, abs(rect.minX) < 1e6, abs(rect.minY) < 1e6,
            rect.width < 1e6, rect.height < 1e6
        else { return false }
        let x = Int(Float(rect.minX))
        let y = Int(Float(rect.minY))
        let x0 = max(0, x)
        let y0 = max(0, y)
        let x1 = min(width, x + max(Int(Float(rect.width)), 1))
        let y1 = min(height, y + max(Int(Float(rect.height)), 1))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) >= SolidFills.minimumPixels else { return false }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(x1 - x0), h: Int32(y1 - y0))
        var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        return SDL_RenderCopy(sdl, texture, &source, &destination) == 0
    }

    /// Replays `recording` on `canvas` and returns the seconds taken, flush included.
    static func replay(_ recording: FloorRecording, on canvas: Canvas, targets: inout Targets) -> Double {
        let sdl = canvas.sdlRenderer
        targets.makeSolids(sdl, width: canvas.width, height: canvas.height)
        for operation in recording.operations {
            if case .beginPass(let w, let h) = operation {
                _ = targets.target(sdl, width: w, height: h)
                targets.makeSolids(sdl, width: w, height: h)
            }
        }
        var stack: [OpaquePointer?] = [nil]
        var sizes = [(canvas.width, canvas.height)]
        var clip: CGRect?? = .none
        func setClip(_ rect: CGRect?) {
            guard clip != .some(rect) else { return }
            clip = .some(rect)
            if let rect {
                var r = SDL_Rect(
                    x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
                SDL_RenderSetClipRect(sdl, &r)
            } else {
                SDL_RenderSetClipRect(sdl, nil)
            }
        }
        func frect(_ r: CGRect) -> SDL_FRect {
            SDL_FRect(x: Float(r.minX), y: Float(r.minY), w: Float(r.width), h: Float(r.height))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        let uvs = [SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1), SDL_FPoint(x: 0, y: 1)]
        var vertices = [SDL_Vertex](repeating: SDL_Vertex(), count: 4)
        let start = Bench.now()
        SDL_SetRenderTarget(sdl, nil)
        for operation in recording.operations {
            switch operation {
            case .fill(let rect, let opaque, let c):
                setClip(c)
                let (w, h) = sizes[sizes.count - 1]
                if opaque, copySolid(targets.opaque, rect, sdl, width: w, height: h) { continue }
                SDL_SetRenderDrawBlendMode(sdl, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(sdl, 90, 120, 200, opaque ? 255 : 160)
                var r = frect(rect)
                SDL_RenderFillRectF(sdl, &r)
            case .copy(let rect, let texture, let opaque, let c):
                setClip(c)
                SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                var r = frect(rect)
                SDL_RenderCopyF(sdl, texture, nil, &r)
            case .quad(let corners, let texture, let c):
                setClip(c)
                for k in 0..<4 {
                    vertices[k] = SDL_Vertex(
                        position: SDL_FPoint(x: Float(corners[k].x), y: Float(corners[k].y)),
                        color: SDL_Color(r: 255, g: 255, b: 255, a: 200), tex_coord: uvs[k])
                }
                if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
                SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_BLEND)
                SDL_RenderGeometry(sdl, texture, vertices, 4, indices, 6)
            case .beginPass(let w, let h):
                let target = targets.target(sdl, width: w, height: h)
                stack.append(target)
                sizes.append((w, h))
                SDL_SetRenderTarget(sdl, target)
                clip = .none
                setClip(nil)
                SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
                let whole = CGRect(x: 0, y: 0, width: w, height: h)
                if !copySolid(targets.clear, whole, sdl, width: w, height: h) { SDL_RenderClear(sdl) }
            case .endPass:
                if stack.count > 1 {
                    stack.removeLast()
                    sizes.removeLast()
                }
                SDL_SetRenderTarget(sdl, stack[stack.count - 1])
                clip = .none
                setClip(nil)
            }
        }
        SDL_RenderFlush(sdl)
        let seconds = Bench.now() - start
        SDL_SetRenderTarget(sdl, nil)
        SDL_RenderSetClipRect(sdl, nil)
        return seconds
    }

    /// Bytes per second `memcpy` moves (read plus write) through buffers far larger than the caches:
    /// the best of a few runs, measured now, on this machine's current load.
    static func memoryBandwidth() -> Double {
        let count = 64 << 20
        let a = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer {
            a.deallocate()
            b.deallocate()
        }
        memset(a, 1, count)
        memset(b, 2, count)
        var best = Double.infinity
        for _ in 0..<6 {
            let t0 = Bench.now()
            memcpy(b, a, count)
            best = min(best, Bench.now() - t0)
        }
        return 2 * Double(count) / best
    }
}
