internal import CSDL2
import Foundation
import UIKit

/// What identifies a blurred backdrop texture: a hash of the downsampled backdrop it was made
/// from, the grids, and the blur and saturation.
struct BackdropKey: Hashable {
    var contentHash: Int
    var width: Int
    var height: Int
    var lowWidth: Int
    var lowHeight: Int
    var sigma64: Int
    var saturation64: Int
}

extension Renderer {
    /// The blur's standard deviation, in texels of the downsampled grid, that the downsampling
    /// factor aims at: a Gaussian this wide hides the grid once scaled back up bilinearly.
    static let backdropSigmaPerTexel = 3.0
    /// The most a backdrop is downsampled by (per axis).
    static let maxBackdropDownsampling = 8

    /// R222: captures the backdrop of every backdrop layer among an effect view's sublayers from
    /// the current target, before the effect view itself draws (so its own clipping, mask or group
    /// pass, which start empty, do not hide what lies behind it).
    func captureBackdrops(of children: [PresentedLayer], host: PresentedLayer, map: Homography) {
        let sublayerTransform = host.layer.sublayerTransformForDrawing(host.properties)
        for child in children where child.layer is BackdropLayer {
            let id = ObjectIdentifier(child.layer)
            let local = Homography(child.transformToSuperlayer.concatenating(sublayerTransform))
            capturedBackdrops[id] = captureBackdrop(child.properties, map: local.concatenating(map))
        }
    }

    /// Draws the backdrop captured for `layer` over its bounds, rounded by its corner radius.
    func drawCapturedBackdrop(_ layer: CALayer, _ p: LayerProperties, map: Homography, alpha: CGFloat) {
        guard let entry = capturedBackdrops.removeValue(forKey: ObjectIdentifier(layer)) else { return }
        drawShape(
            p.bounds, radius: p.cornerRadius, map: map, color: .white(alpha: alpha), texture: entry.texture,
            uvRect: p.bounds, textureIsOpaque: entry.isOpaque)
    }

    /// The backdrop of a backdrop layer with values `p` whose plane maps to the current target by
    /// `map`: the target's pixels under its bounds, sampled in the layer's plane, blurred by a
    /// Gaussian of its blur radius (points, scaled to texels like every effect), saturated, as a
    /// texture covering the bounds. Nil when it blurs and saturates nothing (no effect: what is
    /// behind shows as it is).
    ///
    /// Only what lies inside the bounds is blurred, as `CABackdropLayer` samples (a colour just
    /// outside a bar does not bleed into it): the blur is normalised by the blurred coverage. A
    /// wide blur runs on a grid downsampled so that σ is about three texels, then scaled back up
    /// bilinearly on the CPU (the software renderer samples textures nearest-neighbour). The texture
    /// is cached by a hash of the downsampled backdrop, so an unchanged backdrop is a blit.
    func captureBackdrop(_ p: LayerProperties, map: Homography) -> EffectCache.Entry? {
        let (radius, saturation) = BackdropLayer.parameters(in: p)
        let bounds = p.bounds
        guard radius > 0.01 || abs(saturation - 1) > 0.001, bounds.width > 0, bounds.height > 0,
            let pass = passes.last
        else { return nil }
        var visible = CGRect(x: 0, y: 0, width: pass.width, height: pass.height)
        if let clip = pass.clip {
            visible = visible.intersection(
                CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard let onTarget = map.boundingBox(of: bounds)?.intersection(visible), !onTarget.isNull,
            onTarget.width >= 1, onTarget.height >= 1
        else { return nil }
        let scale = Double(effectScale(over: bounds, map: map))
        let limit = Double(Self.maxOffscreenSide)
        let width = max(1, Int(min(limit, (Double(bounds.width) * scale).rounded(.up))))
        let height = max(1, Int(min(limit, (Double(bounds.height) * scale).rounded(.up))))
        let sigma = Double(radius) * Double(width) / Double(bounds.width)
        let factor = max(1, min(Self.maxBackdropDownsampling, Int(sigma / Self.backdropSigmaPerTexel)))
        let lowWidth = (width + factor - 1) / factor
        let lowHeight = (height + factor - 1) / factor

        // The target's pixels under the bounds.
        let x0 = Int(onTarget.minX.rounded(.down))
        let y0 = Int(onTarget.minY.rounded(.down))
        let boxWidth = Int(onTarget.maxX.rounded(.up)) - x0
        let boxHeight = Int(onTarget.maxY.rounded(.up)) - y0
        guard var pixels = readPixels(ofPass: passes.count - 1, x: x0, y: y0, width: boxWidth, height: boxHeight)
        else { return nil }
        // Inside an offscreen pass, what lies behind is this pass so far over the outer passes:
        // on the same grid for a group or mask pass, through a map for a layer-space pass.
        var level = passes.count - 1
        var (ox, oy) = (x0, y0)
        var toLevel: Homography?
        while level > 0 {
            let pass = passes[level]
            if toLevel == nil, let origin = pass.originInOuter {
                (ox, oy) = (ox + origin.x, oy + origin.y)
            } else if let step = pass.originInOuter.map({ Homography.translation(Double($0.x), Double($0.y)) })
                ?? pass.toOuter
            {
                let start = toLevel ?? .translation(Double(ox - x0), Double(oy - y0))
                toLevel = start.concatenating(step)
            } else {
                break
            }
            level -= 1
            let outer: [UInt32]?
            if let toLevel {
                outer = resample(pass: level, map: toLevel, x: x0, y: y0, width: boxWidth, height: boxHeight)
            } else {
                outer = readPixels(ofPass: level, x: ox, y: oy, width: boxWidth, height: boxHeight)
            }
            guard let outer else { break }
            Self.composite(&pixels, over: outer)
        }

        // Sampled in the layer's plane, averaged over each downsampled texel (premultiplied: an
        // offscreen pass holds premultiplied pixels, the screen opaque ones).
        var low = BackdropSamples(count: lowWidth * lowHeight)
        let texelW = Double(bounds.width) / Double(width)
        let texelH = Double(bounds.height) / Double(height)
        if map.isAxisAligned {
            // Each column maps to one target column and each row to one target row.
            var columns = [Int](repeating: -1, count: width)
            var rows = [Int](repeating: -1, count: height)
            let midX = Double(bounds.midX)
            let midY = Double(bounds.midY)
            for x in 0..<width {
                let lx = Double(bounds.minX) + (Double(x) + 0.5) * texelW
                guard let s = map.project(lx, midY) else { continue }
                let tx = Int(s.x.rounded(.down)) - x0
                if tx >= 0, tx < boxWidth { columns[x] = tx }
            }
            for y in 0..<height {
                let ly = Double(bounds.minY) + (Double(y) + 0.5) * texelH
                guard let s = map.project(midX, ly) else { continue }
                let ty = Int(s.y.rounded(.down)) - y0
                if ty >= 0, ty < boxHeight { rows[y] = ty * boxWidth }
            }
            low.accumulate(pixels, rows: rows, columns: columns, factor: factor, lowWidth: lowWidth)
        } else {
            pixels.withUnsafeBufferPointer { px in
                for y in 0..<height {
                    let ly = Double(bounds.minY) + (Double(y) + 0.5) * texelH
                    let row = (y / factor) * lowWidth
                    for x in 0..<width {
                        let lx = Double(bounds.minX) + (Double(x) + 0.5) * texelW
                        guard let s = map.project(lx, ly) else { continue }
                        let tx = Int(s.x.rounded(.down)) - x0
                        let ty = Int(s.y.rounded(.down)) - y0
                        guard tx >= 0, ty >= 0, tx < boxWidth, ty < boxHeight else { continue }
                        low.add(px[ty * boxWidth + tx], at: row + x / factor)
                    }
                }
            }
        }
        let perTexel = Float(factor * factor)
        let key = BackdropKey(
            contentHash: low.hash(), width: width, height: height, lowWidth: lowWidth, lowHeight: lowHeight,
            sigma64: Int((sigma * 64).rounded()), saturation64: Int((Double(saturation) * 64).rounded()))
        return effects.texture(for: .backdrop(key)) {
            statistics.backdropBlurs += 1
            low.normalise(by: perTexel)
            low.blur(width: lowWidth, height: lowHeight, sigma: sigma / Double(factor))
            low.resolve(saturation: Float(saturation))
            return (low.upsampled(lowWidth, lowHeight, to: width, height, factor: factor), width, height)
        }
    }

    /// The premultiplied pixels of pass `index` in the given rectangle (transparent where it leaves
    /// the pass), read from its target; the current target and clip are restored.
    func readPixels(ofPass index: Int, x: Int, y: Int, width: Int, height: Int) -> [UInt32]? {
        let pass = passes[index]
        var out = [UInt32](repeating: 0, count: width * height)
        let ix0 = max(0, x)
        let iy0 = max(0, y)
        let ix1 = min(pass.width, x + width)
        let iy1 = min(pass.height, y + height)
        guard ix1 > ix0, iy1 > iy0 else { return out }
        let current = passes[passes.count - 1]
        if index != passes.count - 1 { SDL_SetRenderTarget(sdlRenderer, pass.target) }
        // The calls held for occlusion culling are drawn before their target is read.
        if index == 0 {
            issueHeldDraws()
            if index == passes.count - 1 { applyClip(current.clip) }
        }
        var inside = [UInt32](repeating: 0, count: (ix1 - ix0) * (iy1 - iy0))
        var rect = SDL_Rect(x: Int32(ix0), y: Int32(iy0), w: Int32(ix1 - ix0), h: Int32(iy1 - iy0))
        let read = inside.withUnsafeMutableBufferPointer {
            SDL_RenderReadPixels(
                sdlRenderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32((ix1 - ix0) * 4))
        }
        if index != passes.count - 1 {
            SDL_SetRenderTarget(sdlRenderer, current.target)
            applyClip(current.clip)
        }
        guard read == 0 else {
            recordFailure("SDL_RenderReadPixels")
            return nil
        }
        for row in iy0..<iy1 {
            let src = (row - iy0) * (ix1 - ix0)
            let dst = (row - y) * width + (ix0 - x)
            for i in 0..<(ix1 - ix0) { out[dst + i] = inside[src + i] }
        }
        return out
    }

    /// The pixels of pass `index` under the rectangle `(x, y, width, height)` of the current pass,
    /// whose pixels map to that pass's by `map` (nearest sample; transparent outside it).
    func resample(pass index: Int, map: Homography, x: Int, y: Int, width: Int, height: Int) -> [UInt32]? {
        let rect = CGRect(x: x, y: y, width: width, height: height)
        guard let box = map.boundingBox(of: rect) else { return nil }
        let bx = Int(box.minX.rounded(.down))
        let by = Int(box.minY.rounded(.down))
        let bw = max(1, Int(box.maxX.rounded(.up)) - bx)
        let bh = max(1, Int(box.maxY.rounded(.up)) - by)
        guard bw * bh <= 4 * Self.maxOffscreenSide * Self.maxOffscreenSide,
            let source = readPixels(ofPass: index, x: bx, y: by, width: bw, height: bh)
        else { return nil }
        var out = [UInt32](repeating: 0, count: width * height)
        for j in 0..<height {
            for i in 0..<width {
                guard let p = map.project(Double(x + i) + 0.5, Double(y + j) + 0.5) else { continue }
                let sx = Int(p.x.rounded(.down)) - bx
                let sy = Int(p.y.rounded(.down)) - by
                guard sx >= 0, sy >= 0, sx < bw, sy < bh else { continue }
                out[j * width + i] = source[sy * bw + sx]
            }
        }
        return out
    }

    /// `top` (premultiplied) composited over `bottom` (premultiplied), in place.
    static func composite(_ top: inout [UInt32], over bottom: [UInt32]) {
        for i in top.indices {
            let t = top[i]
            let a = t >> 24
            if a == 255 { continue }
            let b = bottom[i]
            let k = 255 - a
            func channel(_ shift: UInt32) -> UInt32 {
                min(255, ((t >> shift) & 0xFF) + (((b >> shift) & 0xFF) * k + 127) / 255)
            }
            top[i] = channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
    }
}
