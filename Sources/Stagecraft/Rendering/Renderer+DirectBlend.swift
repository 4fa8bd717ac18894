internal import CSDL2
import Foundation
import UIKit

/// Pixels SDL's software renderer would draw through its slow generic blitter, blended on the CPU
/// with that blitter's arithmetic instead (issue #16).
///
/// SDL draws three kinds of rectangle per pixel through generic code: a copy with alpha
/// modulation (a full 393×852 screen 2.95 ms, the same copy unmodulated 0.66 ms — a fade's
/// composite, every frame), a stretched copy (2.0 ms: the sheets' pushed-back presenter, drawn at
/// a fractional size), and a translucent fill (1.4 ms: the sheets' dimming view). Here the pixels —
/// a pass's, which the renderer reads back anyway, an image's, or one colour — are blended straight
/// into the canvas's surface with that blitter's arithmetic, the same bits (measured against SDL
/// 2.26 over 2.4 million random pixel pairs, on random stretches and fills, and by the tests on
/// every gallery frame):
///
///     a = sA·m/255;  c' = sC·a/255;  dC = c' + (255 − a)·dC/255;  dA = a + (255 − a)·dA/255
///
/// (integer division throughout, m the modulation; a fill is a one-colour source unmodulated,
/// which is `SDL_BlendFillRect`'s arithmetic too), with a stretch's texels picked as SDL's scaled
/// blitters step (16.16 fixed point from half a step) and its rectangles truncated as SDL's
/// geometry-as-rectangle path does (`Renderer.sdlCopyRects`). Only into a canvas (SDL's window
/// renderer draws its own way) and only where nothing else is pending in SDL's queue (it is flushed
/// first); a stretch SDL would clip (in floating point) is left to SDL.
struct DirectBlend {
    /// What is blended.
    enum Source {
        /// Straight-alpha pixels, `width × height` (a pass's, an image's).
        case pixels([UInt32], width: Int, height: Int)
        /// One straight-alpha ARGB colour (a fill).
        case color(UInt32)
    }

    var source: Source
    /// The texels read (pixels only), spread over `destination`: nearest texel, SDL's stepping,
    /// when the sizes differ.
    var sourceRect: SDL_Rect
    /// Where the pixels land, in whole target pixels.
    var destination: SDL_Rect
    /// The modulation, 0…255.
    var alpha: UInt8
    /// The colour modulation, 0xRRGGBB (white: none), applied to pixels before the alpha.
    var colorMod: UInt32 = 0xFF_FFFF
    /// The same pixels as a texture, for SDL to draw when the target is not the canvas.
    var texture: OpaquePointer?
    /// The mesh SDL would have drawn instead (then SDL draws it when the blend cannot be done here).
    var mesh: Mesh?
    /// Every texel read is opaque and the alpha is 255: the pixels written are the texels (the
    /// blend of an opaque pixel is that pixel, in SDL's blitters as here), whatever was beneath —
    /// a copy, and an occluder for occlusion culling.
    var isOpaque = false

    /// An unscaled copy of all of `pixels` to `destination`'s origin.
    init(
        pixels: [UInt32], width: Int, height: Int, destination: SDL_Rect, alpha: UInt8, texture: OpaquePointer
    ) {
        source = .pixels(pixels, width: width, height: height)
        sourceRect = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        self.destination = destination
        self.alpha = alpha
        self.texture = texture
    }

    init(source: Source, sourceRect: SDL_Rect, destination: SDL_Rect, alpha: UInt8, mesh: Mesh, texture: OpaquePointer?)
    {
        self.source = source
        self.sourceRect = sourceRect
        self.destination = destination
        self.alpha = alpha
        self.mesh = mesh
        self.texture = texture
    }

    /// Whether texels are stretched (SDL's scaled blit) rather than copied one for one.
    var isScaled: Bool { sourceRect.w != destination.w || sourceRect.h != destination.h }
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

    /// `mesh` as a `DirectBlend` when SDL's software renderer would draw it as one rectangle
    /// (`Mesh.sdlRect`) through one of its slow generic blitters — a translucent fill, or a copy of
    /// a texture whose pixels are known (`knownPixels`) that stretches or fades it — into the
    /// canvas; nil when SDL draws it.
    func directBlend(for mesh: Mesh, texture: OpaquePointer?) -> DirectBlend? {
        guard Self.blendsCompositesDirectly, canvas != nil, passes.count == 1, let quad = mesh.sdlRect else {
            return nil
        }
        let c = quad.color
        guard let texture else {
            // `SDL_RenderFillRectF` blending (`SDL_BlendFillRect`): the same arithmetic as a copy of
            // one straight pixel of the colour, unmodulated.
            let limit: Float = 268_435_456
            guard c.a > 0, c.a < 255,
                [quad.rect.x, quad.rect.y, quad.rect.w, quad.rect.h].allSatisfy({ $0.isFinite && abs($0) < limit })
            else { return nil }
            let box = PixelBox.filled(by: quad.rect)
            let argb = UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
            return DirectBlend(
                source: .color(argb), sourceRect: SDL_Rect(),
                destination: SDL_Rect(x: box.x0, y: box.y0, w: box.x1 - box.x0, h: box.y1 - box.y0), alpha: 255,
                mesh: mesh, texture: nil)
        }
        guard let known = knownPixels, known.texture == texture else { return nil }
        let colorMod = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        var mode = SDL_BLENDMODE_NONE
        guard SDL_GetTextureBlendMode(texture, &mode) == 0, mode == SDL_BLENDMODE_BLEND,
            let (source, destination) = Self.sdlCopyRects(
                quad.rect, from: mesh.vertices[quad.topLeft].tex_coord, to: mesh.vertices[quad.bottomRight].tex_coord,
                textureWidth: known.width, textureHeight: known.height)
        else { return nil }
        let count = known.width * known.height
        guard known.pixels.map({ $0.count == count }) ?? (readback.count >= count) else { return nil }
        // Opaque where it lands on the canvas (a pass may run past the screen's edge, transparent
        // there): texel for texel, the texels of those pixels; stretched, all of them.
        var read = source
        if source.w == destination.w, source.h == destination.h, let canvas {
            let onCanvas = PixelBox(destination).intersection(
                PixelBox(x0: 0, y0: 0, x1: Int32(canvas.width), y1: Int32(canvas.height)))
            read = SDL_Rect(
                x: source.x + onCanvas.x0 - destination.x, y: source.y + onCanvas.y0 - destination.y,
                w: max(0, onCanvas.x1 - onCanvas.x0), h: max(0, onCanvas.y1 - onCanvas.y0))
        }
        let opaque =
            c.a == 255 && colorMod == 0xFF_FFFF && read.w > 0 && read.h > 0
            && (known.pixels ?? readback).withUnsafeBufferPointer {
                Self.isOpaque($0, width: known.width, in: read)
            }
        // A copy texel for texel at full alpha goes through SDL's own faster blitter, whose rounding
        // differs from the generic one's: left to SDL, unless every texel is opaque (then both copy).
        guard source.w != destination.w || source.h != destination.h || c.a < 255 || colorMod != 0xFF_FFFF || opaque
        else { return nil }
        let pixels: [UInt32]
        if let kept = known.pixels {
            pixels = kept
        } else {
            pixels = Array(readback[..<count])
            knownPixels?.pixels = pixels
        }
        var blend = DirectBlend(
            source: .pixels(pixels, width: known.width, height: known.height), sourceRect: source,
            destination: destination, alpha: c.a, mesh: mesh, texture: texture)
        blend.isOpaque = opaque
        blend.colorMod = colorMod
        return blend
    }

    /// Whether every pixel of `rect` of `pixels` (rows of `width`) has alpha 255.
    nonisolated static func isOpaque(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, in rect: SDL_Rect) -> Bool {
        guard let base = pixels.baseAddress else { return false }
        var all: UInt32 = 0xFF00_0000
        for y in Int(rect.y)..<Int(rect.y + rect.h) {
            let row = base + y * width + Int(rect.x)
            // (No early exit within a row: the loop vectorises.)
            for x in 0..<Int(rect.w) { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// The texels and pixels SDL 2's software renderer copies for a textured quad it draws as the
    /// rectangle `rect` whose top-left and bottom-right corners have texture coordinates `from` and
    /// `to` (nil when it copies nothing or its arithmetic would leave `Int32`).
    ///
    /// `SDL_SW_RenderGeometryRaw` multiplies the coordinates by the texture's size (in `float`) and
    /// truncates: the origin, and the size as the far corner less the truncated origin;
    /// `SDL_RenderCopyF` clips that to the texture; `SW_QueueCopy` truncates the destination's
    /// origin and size toward zero.
    static func sdlCopyRects(
        _ rect: SDL_FRect, from: SDL_FPoint, to: SDL_FPoint, textureWidth: Int, textureHeight: Int
    ) -> (source: SDL_Rect, destination: SDL_Rect)? {
        let limit: Float = 268_435_456
        let (tw, th) = (Float(textureWidth), Float(textureHeight))
        let values = [rect.x, rect.y, rect.w, rect.h, from.x * tw, from.y * th, to.x * tw, to.y * th]
        guard values.allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        let sx = Int32(from.x * tw)
        let sy = Int32(from.y * th)
        let sw = Int32(to.x * tw - Float(sx))
        let sh = Int32(to.y * th - Float(sy))
        // `SDL_IntersectRect` with the texture's bounds.
        let x0 = max(sx, 0)
        let y0 = max(sy, 0)
        let x1 = min(sx + sw, Int32(textureWidth))
        let y1 = min(sy + sh, Int32(textureHeight))
        guard sw > 0, sh > 0, x1 > x0, y1 > y0 else { return nil }
        let destination = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.w), h: Int32(rect.h))
        guard destination.w > 0, destination.h > 0 else { return nil }
        return (SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), destination)
    }

    /// Blends `blend` into the canvas within the clip in force, only within `visible` when given
    /// (the parts later opaque draws leave: `issueHeldDraws`) — or has SDL draw it when the current
    /// target is not the canvas, or a stretch is clipped (SDL clips a stretch in floating point).
    func issueDirectBlend(_ blend: DirectBlend, visible: [PixelBox]? = nil) {
        guard let canvas, SDL_GetRenderTarget(sdlRenderer) == nil else { return issueThroughSDL(blend) }
        SDL_RenderFlush(sdlRenderer)
        var bounds = PixelBox(x0: 0, y0: 0, x1: Int32(canvas.width), y1: Int32(canvas.height))
        if SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(sdlRenderer, &clip)
            bounds = bounds.intersection(PixelBox(clip))
        }
        let whole = PixelBox(blend.destination)
        if blend.isScaled, !bounds.contains(whole) { return issueThroughSDL(blend) }
        if let texture = blend.texture, blend.mesh != nil, case .pixels = blend.source {
            // What `SDL_SW_RenderGeometryRaw` leaves on the texture.
            SDL_SetTextureAlphaMod(texture, blend.alpha)
            let c = blend.colorMod
            SDL_SetTextureColorMod(texture, UInt8(c >> 16), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF))
        }
        let clipped = whole.intersection(bounds)
        guard let visible else { return blendDirectly(blend, within: clipped, into: canvas) }
        for piece in visible { blendDirectly(blend, within: clipped.intersection(piece), into: canvas) }
    }

    /// The pixels of `blend` within `box` (inside its destination and the canvas), blended.
    private func blendDirectly(_ blend: DirectBlend, within box: PixelBox, into canvas: Canvas) {
        guard !box.isEmpty else { return }
        statistics.directlyBlendedPixels += box.area
        let (target, stride) = canvas.pixelRows
        let m = UInt32(blend.alpha)
        let (x0, y0, x1, y1) = (Int(box.x0), Int(box.y0), Int(box.x1), Int(box.y1))
        let d = blend.destination
        let (dx, dy, dw, dh) = (Int(d.x), Int(d.y), Int(d.w), Int(d.h))
        switch blend.source {
        case .color(let argb):
            let row = [UInt32](repeating: argb, count: x1 - x0)
            row.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                for y in y0..<y1 { Self.blendRow(base, over: target + y * stride + x0, count: x1 - x0, alpha: m) }
            }
        case .pixels(let pixels, let width, _):
            let s = blend.sourceRect
            pixels.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                guard blend.isScaled else {
                    for y in y0..<y1 {
                        // The source row shifted so that index x is the pixel blended over target x.
                        let from = base + (y - dy + Int(s.y)) * width + Int(s.x) - dx
                        let to = target + y * stride
                        if blend.isOpaque {
                            (to + x0).update(from: from + x0, count: x1 - x0)
                        } else {
                            Self.blendRow(from + x0, over: to + x0, count: x1 - x0, alpha: m, color: blend.colorMod)
                        }
                    }
                    return
                }
                // SDL's scaled blitters step through the source in 16.16 fixed point from half a
                // step, from the destination's own origin (so any part of it comes out the same).
                let incx = (Int(s.w) << 16) / dw
                let incy = (Int(s.h) << 16) / dh
                let columns = (x0 - dx..<x1 - dx).map { (incx / 2 + $0 * incx) >> 16 }
                var gathered = [UInt32](repeating: 0, count: x1 - x0)
                columns.withUnsafeBufferPointer { columns in
                    gathered.withUnsafeMutableBufferPointer { gathered in
                        guard let row = gathered.baseAddress else { return }
                        for y in y0..<y1 {
                            let from = base + (Int(s.y) + (incy / 2 + (y - dy) * incy) >> 16) * width + Int(s.x)
                            let to = target + y * stride + x0
                            if blend.isOpaque {
                                for i in 0..<(x1 - x0) { to[i] = from[columns[i]] }
                            } else {
                                for i in 0..<(x1 - x0) { row[i] = from[columns[i]] }
                                Self.blendRow(row, over: to, count: x1 - x0, alpha: m, color: blend.colorMod)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `blend` drawn by SDL: its mesh, or a copy modulated by its alpha.
    func issueThroughSDL(_ blend: DirectBlend) {
        if let mesh = blend.mesh {
            issueGeometry(mesh, texture: blend.texture)
            return
        }
        guard let texture = blend.texture else { return }
        var destination = blend.destination
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, blend.alpha)
        if SDL_RenderCopy(sdlRenderer, texture, nil, &destination) != 0 { recordFailure("SDL_RenderCopy") }
        SDL_SetTextureAlphaMod(texture, 255)
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
    /// `modulatedBlend` over `count` pixels of a row, each pixel's colour first multiplied by
    /// `color` (0xRRGGBB, c·mod/255 per channel, as the generic blitter's colour modulation does;
    /// white changes nothing). (A plain loop: the optimiser vectorises it, 0.5 ms a full screen
    /// here, where hand-written `SIMD16<UInt16>` lanes took 0.73 ms — and half a second in a debug
    /// build, whose generic SIMD operations are not specialised.)
    nonisolated static func blendRow(
        _ source: UnsafePointer<UInt32>, over target: UnsafeMutablePointer<UInt32>, count: Int, alpha m: UInt32,
        color: UInt32 = 0xFF_FFFF
    ) {
        guard color != 0xFF_FFFF else {
            for i in 0..<count { target[i] = modulatedBlend(source[i], over: target[i], alpha: m) }
            return
        }
        let (mr, mg, mb) = (color >> 16 & 0xFF, color >> 8 & 0xFF, color & 0xFF)
        for i in 0..<count {
            let s = source[i]
            // (Parenthesised: `<<` binds tighter than `/` in Swift.)
            let r = ((s >> 16 & 0xFF) &* mr) / 255
            let g = ((s >> 8 & 0xFF) &* mg) / 255
            let b = ((s & 0xFF) &* mb) / 255
            let tinted = s & 0xFF00_0000 | r << 16 | g << 8 | b
            target[i] = modulatedBlend(tinted, over: target[i], alpha: m)
        }
    }
}
