internal import CSDL2
import Foundation
import UIKit

/// A pass composited at an opacity below 1 into the canvas, blended on the CPU (issue #16).
///
/// SDL's software renderer draws a copy with alpha modulation through its generic per-pixel
/// blitter: on a full 393×852 screen 2.95 ms, where the same copy unmodulated takes 0.66 ms — and
/// a fade composites its pass that way every frame (S3's fade: 64 % of its frame). Here the pass's
/// own pixels, which the renderer holds on the CPU anyway (it reads every pass back), are blended
/// straight into the canvas's surface with that blitter's arithmetic, the same bits (measured
/// against SDL 2.26 over 2.4 million random pixel pairs, and by the tests on every gallery frame):
///
///     a = sA·m/255;  c' = sC·a/255;  dC = c' + (255 − a)·dC/255;  dA = a + (255 − a)·dA/255
///
/// (integer division throughout, m the modulation). Only into a canvas (SDL's window renderer
/// draws its own way) and only where nothing else is pending in SDL's queue (it is flushed first).
struct DirectBlend {
    /// The pass's straight-alpha pixels, `width × height`.
    var pixels: [UInt32]
    var width: Int
    var height: Int
    /// Where its pixel (0, 0) lands, and its size: a copy, unscaled.
    var destination: SDL_Rect
    /// The modulation, 0…254.
    var alpha: UInt8
    /// The same pixels as a texture, for SDL to draw when the target is not the canvas.
    var texture: OpaquePointer
}

extension Renderer {
    /// Whether a pass's composite below opacity 1 into the canvas is blended on the CPU
    /// (`DirectBlend`; off: SDL's modulated copy, for the tests and the bench's "before").
    package static var blendsCompositesDirectly = true

    /// Composites `layer`'s pass — `texture`, `width × height` at `(x0, y0)` of the current target,
    /// its pixels in `readback` or kept by `offscreenPasses` when `kept` — at `alpha`, as a
    /// `DirectBlend` when it can be one; false when the caller draws it through SDL.
    func blendCompositeDirectly(
        _ layer: CALayer, kept: Bool, texture: OpaquePointer, x0: Int, y0: Int, width: Int, height: Int,
        alpha: CGFloat
    ) -> Bool {
        let m = RGBA8.white(alpha: alpha).a
        guard Self.blendsCompositesDirectly, canvas != nil, m < 255, tint == nil, passes.count == 1, width > 0,
            height > 0
        else { return false }
        let count = width * height
        let pixels: [UInt32]
        if kept {
            guard let keptPixels = offscreenPasses.keptPixels(for: layer), keptPixels.count == count else {
                return false
            }
            pixels = keptPixels
        } else {
            guard readback.count >= count else { return false }
            pixels = Array(readback[..<count])
        }
        let rect = CGRect(x: x0, y: y0, width: width, height: height)
        recordFloorShape(
            rect, radius: 0, map: .identity, color: .white(alpha: alpha), texture: texture, textureIsOpaque: false)
        statistics.geometryCalls += 1
        statistics.directBlends += 1
        let blend = DirectBlend(
            pixels: pixels, width: width, height: height,
            destination: SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(height)), alpha: m,
            texture: texture)
        if holdsDraws {
            holdDirectBlend(blend)
        } else {
            issueDirectBlend(blend)
        }
        return true
    }

    /// Draws a texture whose straight pixels are `sampled` over `rect` (the whole texture, no
    /// rounding) through `map` at `alpha` as a `DirectBlend` when SDL would copy it texel for texel
    /// with an alpha modulation: `map` a translation, the rectangle landing on whole pixels at the
    /// texture's size. False when the caller draws it (`drawShape`).
    func blendTextureDirectly(
        _ sampled: SampledImage?, _ texture: OpaquePointer, rect: CGRect, map: Homography, alpha: CGFloat
    ) -> Bool {
        let m = map.m
        let a = RGBA8.white(alpha: alpha).a
        guard Self.blendsCompositesDirectly, canvas != nil, a > 0, a < 255, tint == nil, passes.count == 1,
            let sampled, m[0] == 1, m[1] == 0, m[2] == 0, m[3] == 0, m[4] == 1, m[5] == 0, m[8] == 1
        else { return false }
        let x = Double(rect.minX) + m[6]
        let y = Double(rect.minY) + m[7]
        guard Double(rect.width) == Double(sampled.width), Double(rect.height) == Double(sampled.height),
            x == x.rounded(), y == y.rounded(), abs(x) < 1e6, abs(y) < 1e6,
            sampled.straight.count == sampled.width * sampled.height
        else { return false }
        recordFloorShape(
            rect, radius: 0, map: map, color: .white(alpha: alpha), texture: texture, textureIsOpaque: false)
        statistics.geometryCalls += 1
        statistics.directBlends += 1
        let blend = DirectBlend(
            pixels: sampled.straight, width: sampled.width, height: sampled.height,
            destination: SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(sampled.width), h: Int32(sampled.height)),
            alpha: a, texture: texture)
        if holdsDraws {
            holdDirectBlend(blend)
        } else {
            issueDirectBlend(blend)
        }
        return true
    }

    /// Blends `blend` into the canvas within the clip in force (or has SDL copy it, modulated,
    /// when the current target is not the canvas).
    func issueDirectBlend(_ blend: DirectBlend) {
        guard let canvas, SDL_GetRenderTarget(sdlRenderer) == nil else {
            var destination = blend.destination
            SDL_SetTextureBlendMode(blend.texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(blend.texture, blend.alpha)
            if SDL_RenderCopy(sdlRenderer, blend.texture, nil, &destination) != 0 { recordFailure("SDL_RenderCopy") }
            SDL_SetTextureAlphaMod(blend.texture, 255)
            return
        }
        SDL_RenderFlush(sdlRenderer)
        var x0 = Int(blend.destination.x)
        var y0 = Int(blend.destination.y)
        var x1 = x0 + blend.width
        var y1 = y0 + blend.height
        x0 = max(x0, 0)
        y0 = max(y0, 0)
        x1 = min(x1, canvas.width)
        y1 = min(y1, canvas.height)
        if SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(sdlRenderer, &clip)
            x0 = max(x0, Int(clip.x))
            y0 = max(y0, Int(clip.y))
            x1 = min(x1, Int(clip.x) + Int(clip.w))
            y1 = min(y1, Int(clip.y) + Int(clip.h))
        }
        guard x1 > x0, y1 > y0 else { return }
        let (target, stride) = canvas.pixelRows
        let m = UInt32(blend.alpha)
        let (dx, dy) = (Int(blend.destination.x), Int(blend.destination.y))
        blend.pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for y in y0..<y1 {
                let row = target + y * stride
                // The source row shifted so that index x is the pixel blended over target x.
                let from = base + (y - dy) * blend.width - dx
                for x in x0..<x1 { row[x] = Self.modulatedBlend(from[x], over: row[x], alpha: m) }
            }
        }
    }

    /// SDL 2's generic blitter's result for straight-alpha `s`, modulated by `m`, blended over `d`
    /// (ARGB8888): see `DirectBlend`.
    /// (No overflow is possible — every product is at most 255 · 255 — so the arithmetic wraps
    /// instead of checking, and a clear source pixel is not a branch: the loop vectorises.)
    @inline(__always)
    nonisolated static func modulatedBlend(_ s: UInt32, over d: UInt32, alpha m: UInt32) -> UInt32 {
        let a = ((s >> 24) &* m) / 255
        let inverse = 255 &- a
        let r = ((s >> 16 & 0xFF) &* a) / 255 &+ (inverse &* (d >> 16 & 0xFF)) / 255
        let g = ((s >> 8 & 0xFF) &* a) / 255 &+ (inverse &* (d >> 8 & 0xFF)) / 255
        let b = ((s & 0xFF) &* a) / 255 &+ (inverse &* (d & 0xFF)) / 255
        let outA = a &+ (inverse &* (d >> 24)) / 255
        return outA << 24 | r << 16 | g << 8 | b
    }
}
