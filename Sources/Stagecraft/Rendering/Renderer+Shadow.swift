internal import CSDL2
import Foundation
import UIKit

extension LayerProperties {
    /// Whether the renderer draws a shadow for these values: some opacity and colour, and no
    /// `masksToBounds` (whose clip takes the shadow away, as on iOS).
    var drawsShadow: Bool { hasEffects && !masksToBounds && effects.hasVisibleShadow }
}

extension Renderer {
    /// The standard deviation of the Gaussian that blurs a shadow, per point of `shadowRadius`.
    ///
    /// Core Animation does not document it. What public sources agree on: CSS (and Sketch and
    /// Figma, which match CSS) blur with σ = blur / 2 (CSS Backgrounds 3, "shadow-blur"), and the
    /// conversion everyone uses to match a Sketch or Figma shadow on iOS is `shadowRadius = blur / 2`
    /// (Fluent UI React Native's shadow comparison; the widely copied `applySketchShadow`), which
    /// makes σ = `shadowRadius`. See docs/architecture.md, Rendering.
    static let shadowSigmaPerRadius: CGFloat = 1

    /// How far past its shape a shadow reaches, in points: three standard deviations.
    static func shadowReach(_ e: LayerEffects) -> CGFloat { 3 * max(0, e.shadowRadius) * shadowSigmaPerRadius }

    /// Draws the shadow of a layer whose shadow shape is known without drawing its content:
    /// `shadowPath`, or the rounded background of a layer whose other content lies inside it (a
    /// card). Returns false when the shadow needs the alpha of the composited content.
    func drawShadowFromShape(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat
    ) -> Bool {
        let e = p.effects
        let shape: CGPath
        var strength: CGFloat = 1
        if let path = e.shadowPath {
            shape = path
        } else if let background = backgroundShadowShape(layer, p, children: children) {
            (shape, strength) = background
        } else {
            return false
        }
        guard !shape.isEmpty, let colour = e.shadowColor else { return true }
        let scale = effectScale(over: p.bounds.union(shape.boundingBox), map: map)
        let sigma = e.shadowRadius * Self.shadowSigmaPerRadius * scale
        let reach = Self.shadowReach(e) + 1 / scale
        guard let grid = RasterGrid(covering: shape.boundingBox.insetBy(dx: -reach, dy: -reach), scale: scale) else {
            return true
        }
        let key = EffectCache.Key.shadow(.path(shape), grid, blur64: Int((sigma * 64).rounded()))
        let entry = effects.texture(for: key) {
            let contours = shape.flattened(tolerance: 0.05 / scale).map { $0.points.map(grid.texel) }
            let coverage = CoverageRasterizer.coverage(
                of: contours, rule: .winding, width: grid.width, height: grid.height)
            return shadowPixels(coverage, width: grid.width, height: grid.height, sigma: Double(sigma))
        }
        guard let entry else { return true }
        let opacity = CGFloat(min(max(e.shadowOpacity, 0), 1)) * strength * alpha
        drawShadowTexture(
            entry, rect: grid.rect, offset: e.shadowOffset, map: map, color: RGBA8(colour, alpha: opacity))
        return true
    }

    /// The shadow shape of a layer whose composited alpha is its rounded background: the
    /// background is opaque and everything else it draws lies inside it (or there is nothing
    /// else), with the alpha to scale the shadow by. Nil otherwise.
    func backgroundShadowShape(_ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer]) -> (
        CGPath, CGFloat
    )? {
        guard let background = p.backgroundColor, background.alpha > 0 else { return nil }
        let bounds = p.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let r = max(0, min(p.cornerRadius, bounds.width / 2, bounds.height / 2))
        let path =
            r > 0
            ? (p.cornerShape.isPlainCircular
                ? CGPath(roundedRect: bounds, cornerWidth: r, cornerHeight: r, transform: nil)
                : p.cornerShape.path(in: bounds))
            : CGPath(rect: bounds, transform: nil)
        let e = p.effects
        if background.alpha < 1 {
            // A translucent background alone: its alpha, uniform.
            let alone =
                children.isEmpty && layer.contents == nil && layer.textContent == nil && p.borderWidth == 0
                && e.path == nil && e.colors == nil
            return alone ? (path, background.alpha) : nil
        }
        // Inside the rectangle inset by 0.3 r every point is inside the rounded corners too
        // (the inset corner lies on the arc when the inset is (1 − 1/√2) r).
        let inner = bounds.insetBy(dx: 0.3 * r, dy: 0.3 * r)
        if let image = layer.contents as? CGImage {
            let placement = Self.place(image: image, in: bounds, gravity: layer.contentsGravity).shape
            guard inner.contains(placement) || (r == 0 && bounds.contains(placement)) else { return nil }
        }
        if let extent = Self.shapeExtent(e), !inner.contains(extent) { return nil }
        let sublayerTransform = layer.sublayerTransformForDrawing(p)
        for child in children {
            let local = Homography(child.transformToSuperlayer.concatenating(sublayerTransform))
            guard let box = subtreeExtent(child, map: local), inner.contains(box) else { return nil }
        }
        return (path, 1)
    }

    /// Draws a layer whose shadow comes from its composited content: renders the layer and its
    /// subtree into a texture in the layer's own space, blurs that texture's alpha into the shadow
    /// (reused while the alpha is unchanged, so a moving layer does not blur again), and draws the
    /// shadow and then the texture through the layer's map.
    func drawWithContentShadow(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double
    ) {
        let e = p.effects
        guard let extent = subtreeExtent(layer, p, children: children, map: .identity, includingShadow: false) else {
            return
        }
        let scale = effectScale(over: p.bounds.union(extent), map: map)
        guard let grid = RasterGrid(covering: extent.insetBy(dx: -1 / scale, dy: -1 / scale), scale: scale),
            beginPass(width: grid.width, height: grid.height)
        else { return }
        let local = Homography.scale(Double(grid.scale), Double(grid.scale))
            .concatenating(.translation(-Double(grid.originX), -Double(grid.originY)))
        drawOwnContent(layer, p, map: local, alpha: 1, roundBackground: true)
        drawSublayers(children, of: layer, p, map: local, facing: facing)
        drawBorder(p, map: local, alpha: 1)
        guard let content = endPass() else { return }
        // `endPass` leaves the pass's straight-alpha pixels in `readback`.
        let count = grid.width * grid.height
        var hasher = Hasher()
        readback.withUnsafeBufferPointer { pixels in
            // Eight alphas to a word: the hash is read every frame, the blur only on a change.
            var i = 0
            while i < count {
                var word: UInt64 = 0
                for k in 0..<min(8, count - i) { word |= UInt64(pixels[i + k] >> 24) << (8 * UInt64(k)) }
                hasher.combine(word)
                i += 8
            }
        }
        let sigma = e.shadowRadius * Self.shadowSigmaPerRadius * grid.scale
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let shadowGrid = RasterGrid(
            originX: grid.originX - margin, originY: grid.originY - margin, width: grid.width + 2 * margin,
            height: grid.height + 2 * margin, scale64: grid.scale64)
        let key = EffectCache.Key.shadow(
            .content(alphaHash: hasher.finalize()), shadowGrid, blur64: Int((sigma * 64).rounded()))
        let entry = effects.texture(for: key) {
            var coverage = [UInt8](repeating: 0, count: shadowGrid.width * shadowGrid.height)
            readback.withUnsafeBufferPointer { pixels in
                for y in 0..<grid.height {
                    let row = (y + margin) * shadowGrid.width + margin
                    for x in 0..<grid.width {
                        coverage[row + x] = UInt8(truncatingIfNeeded: pixels[y * grid.width + x] >> 24)
                    }
                }
            }
            return shadowPixels(coverage, width: shadowGrid.width, height: shadowGrid.height, sigma: Double(sigma))
        }
        if let entry, let colour = e.shadowColor {
            let opacity = CGFloat(min(max(e.shadowOpacity, 0), 1)) * alpha
            drawShadowTexture(
                entry, rect: shadowGrid.rect, offset: e.shadowOffset, map: map, color: RGBA8(colour, alpha: opacity))
        }
        drawShape(
            grid.rect, radius: 0, map: map, color: .white(alpha: alpha), texture: content, uvRect: grid.rect,
            textureIsOpaque: false, allowFeather: false)
    }

    /// White texels whose alpha is `coverage` blurred by a Gaussian of `sigma` texels.
    func shadowPixels(_ coverage: [UInt8], width: Int, height: Int, sigma: Double) -> (
        pixels: [UInt32], width: Int, height: Int
    ) {
        statistics.shadowBlurs += 1
        var values = coverage.map { Float($0) / 255 }
        GaussianBlur.blur(&values, width: width, height: height, sigma: sigma)
        let pixels = values.map { v -> UInt32 in
            UInt32((min(max(v, 0), 1) * 255).rounded()) << 24 | 0x00FF_FFFF
        }
        return (pixels, width, height)
    }

    /// Draws a shadow texture covering `rect` moved by `offset` (the layer's plane) through `map`.
    func drawShadowTexture(_ entry: EffectCache.Entry, rect: CGRect, offset: CGSize, map: Homography, color: RGBA8) {
        let moved = rect.offsetBy(dx: offset.width, dy: offset.height)
        // SDL's faded, tinted copy of it is blended here from its pixels (`DirectBlend`).
        knownPixels = (entry.texture, entry.width, entry.height, entry.pixels)
        defer { knownPixels = nil }
        drawShape(
            moved, radius: 0, map: map, color: color, texture: entry.texture, uvRect: moved, textureIsOpaque: false,
            allowFeather: false)
    }

    /// Where a layer's shadow may draw, in its own plane (nil: no shadow).
    func shadowExtent(_ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer]) -> CGRect? {
        guard p.drawsShadow else { return nil }
        let e = p.effects
        let shape =
            e.shadowPath?.boundingBox
            ?? subtreeExtent(layer, p, children: children, map: .identity, includingShadow: false)
        guard let shape, !shape.isNull else { return nil }
        let reach = Self.shadowReach(e) + 2
        return shape.insetBy(dx: -reach, dy: -reach).offsetBy(dx: e.shadowOffset.width, dy: e.shadowOffset.height)
    }
}
