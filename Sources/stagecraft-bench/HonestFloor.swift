internal import CSDL2
import Foundation
import Stagecraft
import UIKit

/// The honest floor of a frame (issue #16): its recorded pieces (`FloorRecording`) replayed with
/// the cheapest SDL call each — `SDL_RenderFillRectF` or `SDL_RenderCopyF` for axis-aligned ones
/// (no blending when opaque), one `SDL_RenderGeometry` quad for a transformed one, a render target
/// per offscreen pass — with the recording renderer's own textures, so the same pixels are moved
/// the same number of times.
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

        func destroy() { for t in bySize.values { SDL_DestroyTexture(t) } }
    }

    /// Replays `recording` on `canvas` and returns the seconds taken, flush included.
    static func replay(_ recording: FloorRecording, on canvas: Canvas, targets: inout Targets) -> Double {
        let sdl = canvas.sdlRenderer
        for operation in recording.operations {
            if case .beginPass(let w, let h) = operation { _ = targets.target(sdl, width: w, height: h) }
        }
        var stack: [OpaquePointer?] = [nil]
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
                SDL_SetRenderTarget(sdl, target)
                clip = .none
                setClip(nil)
                SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
                SDL_RenderClear(sdl)
            case .endPass:
                if stack.count > 1 { stack.removeLast() }
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
