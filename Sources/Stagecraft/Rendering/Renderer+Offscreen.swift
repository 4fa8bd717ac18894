internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// The largest side of a layer-space offscreen texture, in pixels.
    static let maxOffscreenSide = 4096

    /// Whether layer-space passes are kept between frames (`OffscreenPassCache`; always, but for the
    /// test that compares frames drawn with and without it).
    package static var cachesOffscreenPasses = true

    /// `masksToBounds` with rounded corners, a non-axis-aligned map or group opacity: renders the
    /// layer and its subtree into a texture in the layer's own space (bounds × the map's pixel
    /// scale), then draws that texture through the layer's map as a rounded, feathered mesh.
    func drawClippedInLayerSpace(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double
    ) {
        let bounds = p.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let scale = min(map.pixelScale(over: bounds), 8)
        let limit = Double(Self.maxOffscreenSide)
        let fit = min(1, limit / (Double(bounds.width) * scale), limit / (Double(bounds.height) * scale))
        let width = max(1, Int((Double(bounds.width) * scale * fit).rounded(.up)))
        let height = max(1, Int((Double(bounds.height) * scale * fit).rounded(.up)))
        let local = Homography.translation(-Double(bounds.minX), -Double(bounds.minY))
            .concatenating(.scale(Double(width) / Double(bounds.width), Double(height) / Double(bounds.height)))
        // Under a rotation or perspective the capture is filtered into place from its pixels (R201):
        // what is kept then is the filtered result, for the same content under the same map.
        let filtersCapture = Self.needsFiltering(bounds, texels: (width, height), map: map)
        let cacheable = Self.cachesOffscreenPasses && !Self.containsBackdrop(children)
        let states = cacheable ? OffscreenPassCache.states(of: layer, p, children: children) : []
        let content =
            cacheable && !filtersCapture
            ? OffscreenPassCache.Content(width: width, height: height, facing: facing, layers: states) : nil
        var request: TextureSampler.Request?
        var keptSample: (layer: CALayer, content: OffscreenPassCache.Content)?
        if filtersCapture {
            let placeholder = SampledImage(straight: UnsafeBufferPointer(start: nil, count: 0), width: 0, height: 0)
            let sample = TextureSampler.Request(
                image: placeholder, textureRect: bounds, shape: bounds, radius: p.cornerRadius, map: map, alpha: alpha,
                antialiasedEdges: edgeAntialiasing)
            request = sample
            if cacheable, let box = sampledBox(of: sample), box.w > 0, box.h > 0 {
                let key = Self.keptSampledPass(
                    box: box, captureSize: (width, height), facing: facing, states: states, request: sample)
                if let kept = offscreenPasses.texture(for: layer, content: key) {
                    statistics.reusedOffscreenPasses += 1
                    copySampled(kept, to: box)
                    return
                }
                keptSample = (layer, key)
            }
        }
        let texture: OpaquePointer
        // Its straight pixels: kept with it, or (nil) in `readback` when drawn now.
        var pixels: [UInt32]?
        if let content, let cached = offscreenPasses.texture(for: layer, content: content) {
            statistics.reusedOffscreenPasses += 1
            texture = cached
            pixels = offscreenPasses.keptPixels(for: layer)
            if pixels == nil { pixels = [] }
        } else {
            guard beginPass(width: width, height: height) else { return }
            passes[passes.count - 1].toOuter = local.inverted()?.concatenating(map)
            // The composite mesh below clips to the rounded bounds, so the content is drawn square here.
            drawOwnContent(layer, p, map: local, alpha: 1, roundBackground: false)
            drawSublayers(children, of: layer, p, map: local, facing: facing)
            drawBorder(p, map: local, alpha: 1)
            guard let drawn = endPass() else { return }
            texture =
                content.flatMap { content in
                    readback.withUnsafeBufferPointer {
                        offscreenPasses.store(layer, content: content, pixels: $0.baseAddress!)
                    }
                } ?? drawn
        }
        if var request {
            request.image = readback.withUnsafeBufferPointer {
                SampledImage(
                    straight: UnsafeBufferPointer(rebasing: $0[..<(width * height)]), width: width, height: height)
            }
            if drawSampled(request, cached: false, kept: keptSample) { return }
        }
        // SDL's stretched or faded copies of the pass are blended here from its pixels (`DirectBlend`).
        if pixels?.isEmpty != true { knownPixels = (texture, width, height, pixels) }
        defer { knownPixels = nil }
        drawShape(
            bounds, radius: p.cornerRadius, map: map, color: .white(alpha: alpha), texture: texture, uvRect: bounds,
            textureIsOpaque: false, corners: p.cornerShape)
    }

    /// What a filtered layer-space pass's result is kept under (`OffscreenPassCache`): its box on
    /// the target, and everything its pixels come from — the pass's size, facing and layer states,
    /// and the map, alpha, corner radius and edge anti-aliasing it is filtered through.
    static func keptSampledPass(
        box: SDL_Rect, captureSize: (Int, Int), facing: Double, states: [OffscreenPassCache.LayerState],
        request: TextureSampler.Request
    ) -> OffscreenPassCache.Content {
        let m = request.map.m
        let key: [Double] =
            (0..<9).map { m[$0] } + [
                Double(request.alpha), Double(request.radius), request.antialiasedEdges ? 1 : 0, Double(box.x),
                Double(box.y), Double(captureSize.0), Double(captureSize.1),
            ]
        return OffscreenPassCache.Content(
            width: Int(box.w), height: Int(box.h), facing: facing, layers: states, map: key)
    }

    /// Group opacity without clipping: renders the subtree at full opacity into a texture covering
    /// its bounding box on the target (pixel for pixel), then composites it once at `alpha`.
    func drawGroupInTargetSpace(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double
    ) {
        guard let pass = passes.last else { return }
        var box = CGRect(x: 0, y: 0, width: pass.width, height: pass.height)
        if let extent = subtreeExtent(layer, p, children: children, map: map) {
            box = box.intersection(extent.insetBy(dx: -2, dy: -2))
        }
        if let clip = pass.clip {
            box = box.intersection(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down))
        let y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0
        let height = Int(box.maxY.rounded(.up)) - y0
        let shifted = map.concatenating(.translation(-Double(x0), -Double(y0)))
        var content: OffscreenPassCache.Content?
        if Self.cachesOffscreenPasses && !Self.containsBackdrop(children) {
            content = OffscreenPassCache.Content(
                width: width, height: height, facing: facing,
                layers: OffscreenPassCache.states(of: layer, p, children: children),
                map: shifted.m.indices.map { shifted.m[$0] })
        }
        let texture: OpaquePointer
        var kept = false
        if let content, let cached = offscreenPasses.texture(for: layer, content: content) {
            statistics.reusedOffscreenPasses += 1
            texture = cached
            kept = true
        } else {
            guard beginPass(width: width, height: height) else { return }
            passes[passes.count - 1].originInOuter = (x0, y0)
            drawDirectly(layer, p, children: children, map: shifted, alpha: 1, facing: facing, roundBackground: true)
            guard let drawn = endPass() else { return }
            texture =
                content.flatMap { content in
                    readback.withUnsafeBufferPointer {
                        offscreenPasses.store(layer, content: content, pixels: $0.baseAddress!)
                    }
                } ?? drawn
        }
        if blendCompositeDirectly(
            layer, kept: kept, texture: texture, x0: x0, y0: y0, width: width, height: height, alpha: alpha)
        {
            return
        }
        let rect = CGRect(x: x0, y: y0, width: width, height: height)
        drawShape(
            rect, radius: 0, map: .identity, color: .white(alpha: alpha), texture: texture, uvRect: rect,
            textureIsOpaque: false)
    }

    /// The bounding box on the target of a layer and its visible descendants (clipped ones only up
    /// to their bounds); nil when some part lies behind the viewer.
    func subtreeExtent(_ presented: PresentedLayer, map: Homography) -> CGRect? {
        subtreeExtent(
            presented.layer, presented.properties,
            children: drawnSublayers(of: presented), map: map)
    }

    /// The same, for a layer with properties `p` whose visible sublayers are `children`.
    func subtreeExtent(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography,
        includingShadow: Bool = true
    ) -> CGRect? {
        guard var box = map.boundingBox(of: p.bounds) else { return nil }
        if p.masksToBounds { return box }
        // Particles and depth-sorted sublayers reach where their simulation and 3D maps take them:
        // treated as unbounded (the whole pass), which is never wrong, only slower.
        if layer is CAEmitterLayer || Self.preservesDepth(layer)
            || children.contains(where: { Self.preservesDepth($0.layer) })
        {
            return nil
        }
        if p.hasEffects {
            // A shape's path and a shadow reach past the bounds.
            if let shape = Self.shapeExtent(p.effects) {
                guard let mapped = map.boundingBox(of: shape) else { return nil }
                box = box.union(mapped)
            }
            if includingShadow, let shadow = shadowExtent(layer, p, children: children) {
                guard let mapped = map.boundingBox(of: shadow) else { return nil }
                box = box.union(mapped)
            }
        }
        let sublayerTransform = layer.sublayerTransformForDrawing(p)
        let flat = CATransform3DIsIdentity(sublayerTransform)
        for child in children {
            let local = Self.planeMap(child, sublayerTransform: sublayerTransform, isIdentity: flat)
            guard let childBox = subtreeExtent(child, map: local.concatenating(map)) else { return nil }
            box = box.union(childBox)
        }
        return box
    }

    // MARK: Passes

    /// Starts drawing into a cleared, transparent texture of `width × height` pixels.
    func beginPass(width: Int, height: Int) -> Bool {
        guard let texture = pool.target(width: width, height: height) else {
            recordFailure("SDL_CreateTexture \(width)x\(height) target")
            return false
        }
        guard SDL_SetRenderTarget(sdlRenderer, texture) == 0 else {
            recordFailure("SDL_SetRenderTarget")
            return false
        }
        statistics.offscreenPasses += 1
        recordFloorPass(begin: (width, height))
        passes.append(Pass(target: texture, width: width, height: height, clip: nil, tintOutside: tint))
        // The pass is drawn untinted; its composite, drawn after it ends, takes the tint (R286).
        tint = nil
        SDL_RenderSetClipRect(sdlRenderer, nil)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
        // Cleared as a copy of clear pixels where that is cheaper (`SolidFills`): the same zeros.
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        if !solidFills.fill(whole, argb: 0, targetWidth: width, targetHeight: height) { SDL_RenderClear(sdlRenderer) }
        return true
    }

    /// Finishes the innermost pass and returns its pixels as a straight-alpha texture, their alpha
    /// multiplied by `alphaMask` (one byte per pixel, row by row) when given.
    ///
    /// Blending into a transparent target leaves colour multiplied by alpha (docs/architecture.md, "SDL facts"), and
    /// SDL has no premultiplied blend mode on every backend, so the pixels are read back and
    /// divided by alpha on the CPU (0.07–0.4 ms per full frame on software) before re-upload. The
    /// straight pixels stay in `readback` until the next pass ends.
    func endPass(alphaMask: [UInt8]? = nil) -> OpaquePointer? {
        guard let (width, height) = finishPass() else { return nil }
        let count = width * height
        readback.withUnsafeMutableBufferPointer {
            let pixels = UnsafeMutableBufferPointer(rebasing: $0[..<count])
            Self.unpremultiply(pixels)
            if let alphaMask { Self.multiplyAlpha(pixels, by: alphaMask) }
        }
        guard let texture = pool.upload(width: width, height: height) else {
            recordFailure("SDL_CreateTexture \(width)x\(height) static")
            return nil
        }
        guard SDL_UpdateTexture(texture, nil, readback, Int32(width * 4)) == 0 else {
            recordFailure("SDL_UpdateTexture")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }

    /// Reads the innermost pass's (premultiplied) pixels into `readback`, pops the pass and
    /// restores the outer target and clip; returns the pass's size.
    func finishPass() -> (width: Int, height: Int)? {
        guard passes.count > 1, let pass = passes.popLast() else { return nil }
        tint = pass.tintOutside
        recordFloorPass(begin: nil)
        let count = pass.width * pass.height
        // One buffer reused by every pass: a full-screen pass is megabytes to allocate and zero.
        if readback.count < count { readback = [UInt32](repeating: 0, count: count) }
        let read = readback.withUnsafeMutableBufferPointer {
            SDL_RenderReadPixels(
                sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(pass.width * 4))
        }
        let outer = passes[passes.count - 1]
        SDL_SetRenderTarget(sdlRenderer, outer.target)
        applyClip(outer.clip)
        guard read == 0 else {
            recordFailure("SDL_RenderReadPixels")
            return nil
        }
        return (pass.width, pass.height)
    }

    /// Scales straight-alpha pixels' alpha by `mask` (0…255 per pixel).
    static func multiplyAlpha(_ buffer: UnsafeMutableBufferPointer<UInt32>, by mask: [UInt8]) {
        mask.withUnsafeBufferPointer { m in
            for i in buffer.indices {
                let v = buffer[i]
                let a = (v >> 24) * UInt32(m[i])
                buffer[i] = a == 0 ? 0 : ((a + 127) / 255) << 24 | (v & 0x00FF_FFFF)
            }
        }
    }

    /// Turns premultiplied ARGB8888 pixels into straight alpha.
    static func unpremultiply(_ buffer: UnsafeMutableBufferPointer<UInt32>) {
        for i in buffer.indices {
            let v = buffer[i]
            let a = v >> 24
            if a == 255 { continue }
            if a == 0 {
                buffer[i] = 0
                continue
            }
            func channel(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
            let r = channel((v >> 16) & 0xFF)
            let g = channel((v >> 8) & 0xFF)
            let b = channel(v & 0xFF)
            buffer[i] = a << 24 | r << 16 | g << 8 | b
        }
    }
}

extension Renderer {
    /// Whether an effect view or a layer under a `CATransition` is among `children` or below
    /// them: a backdrop is what lies behind the pass, and a transition's effect is not in the layer
    /// states the kept pass's key compares, so such a pass is drawn anew (R222, R240).
    static func containsBackdrop(_ children: [PresentedLayer]) -> Bool {
        func contains(_ layer: CALayer) -> Bool {
            // A particle system's pixels follow its time, which the cached states do not record.
            if layer is VisualEffectHostLayer || layer.hasLayerTransition || layer is CAEmitterLayer { return true }
            return layer.sublayers?.contains(where: contains) ?? false
        }
        return children.contains { contains($0.layer) }
    }
}
