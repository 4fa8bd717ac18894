internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// A layer's own pixels: background, then `contents` image, then text.
    func drawOwnContent(_ layer: CALayer, _ p: LayerProperties, map: Homography, alpha: CGFloat, roundBackground: Bool)
    {
        let bounds = p.bounds
        // Particles are not clipped to an emitter's bounds either (R288), and are drawn above the
        // rest of its content.
        defer {
            if let emitter = layer as? CAEmitterLayer { drawParticles(of: emitter, map: map, alpha: alpha) }
        }
        // A shape layer's path is not clipped to its bounds, which may be empty.
        guard bounds.width > 0, bounds.height > 0 else {
            if p.hasEffects { drawShapePath(p, map: map, alpha: alpha) }
            return
        }
        if let background = p.backgroundColor, background.alpha > 0 {
            drawShape(
                bounds, radius: roundBackground ? p.cornerRadius : 0, map: map, color: RGBA8(background, alpha: alpha),
                corners: roundBackground ? p.cornerShape : nil)
        }
        if let image = layer.contents as? CGImage, let texture = textures.texture(for: image) {
            statistics.textureUploads += textures.takeUploads()
            if drawNinePart(layer, p, image: image, texture: texture.texture, map: map, alpha: alpha) {
                return drawRestOfContent(layer, p, map: map, alpha: alpha, roundBackground: roundBackground)
            }
            let placement = Self.place(
                image: image, in: bounds, gravity: layer.contentsGravity, scale: layer.contentsScale,
                contentsRect: CALayer.contentsRect(p))
            let radius = p.masksToBounds && placement.shape == bounds && roundBackground ? p.cornerRadius : 0
            // A scaled, turned or tilted image is filtered (R201); its straight edges are hard
            // unless the layer allows edge antialiasing (R202).
            let filtered =
                texture.sampled.map { sampled in
                    Self.needsFiltering(placement.image, texels: (texture.width, texture.height), map: map)
                        && drawSampled(
                            TextureSampler.Request(
                                image: sampled, textureRect: placement.image, shape: placement.shape, radius: radius,
                                map: map, alpha: alpha, antialiasedEdges: edgeAntialiasing), cached: true)
                } ?? false
            if !filtered,
                !(radius == 0 && placement.shape == placement.image
                    && blendTextureDirectly(
                        texture.sampled, texture.texture, rect: placement.image, map: map, alpha: alpha))
            {
                drawShape(
                    placement.shape, radius: radius, map: map, color: .white(alpha: alpha),
                    texture: texture.texture, uvRect: placement.image, textureIsOpaque: texture.isOpaque,
                    corners: radius > 0 ? p.cornerShape : nil)
            }
        }
        drawRestOfContent(layer, p, map: map, alpha: alpha, roundBackground: roundBackground)
    }

    /// What is drawn above the contents image: a gradient or shape, then text.
    private func drawRestOfContent(
        _ layer: CALayer, _ p: LayerProperties, map: Homography, alpha: CGFloat, roundBackground: Bool
    ) {
        let bounds = p.bounds
        if p.hasEffects {
            drawGradient(p, map: map, alpha: alpha, roundBackground: roundBackground)
            drawShapePath(p, map: map, alpha: alpha)
        }
        if let text = layer.textContent {
            // A text layer draws into a backing store the size of its bounds: what does not fit is
            // cut off there (R247). A label's text is not clipped here.
            let clip = text.isTopAligned && map.isAxisAligned ? map.boundingBox(of: bounds) : nil
            if let clip { pushClip(clip) }
            drawText(text, in: text.frame ?? bounds, map: map, alpha: alpha)
            if clip != nil { popClip() }
        }
    }

    /// Where an image goes in `bounds` for a gravity: the rectangle the whole image maps to, and the
    /// part of it drawn (cropped to the bounds for `.resizeAspectFill`). Unscaled gravities show
    /// `scale` pixels per point (the layer's `contentsScale`, R192).
    ///
    /// With a `contentsRect` other than the unit square (R290) only that part of the image is
    /// fitted, and the rectangle returned for the whole image reaches past it accordingly.
    static func place(
        image: CGImage, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat = 1,
        contentsRect unit: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    ) -> (image: CGRect, shape: CGRect) {
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard unit != whole, unit.width > 0, unit.height > 0 else {
            return place(
                size: CGSize(width: image.width, height: image.height), in: bounds, gravity: gravity, scale: scale)
        }
        let part = place(
            size: CGSize(width: CGFloat(image.width) * unit.width, height: CGFloat(image.height) * unit.height),
            in: bounds, gravity: gravity, scale: scale)
        let visible = part.image
        let full = CGRect(
            x: visible.minX - unit.minX * visible.width / unit.width,
            y: visible.minY - unit.minY * visible.height / unit.height, width: visible.width / unit.width,
            height: visible.height / unit.height)
        return (full, part.shape.intersection(visible))
    }

    /// `place(image:…)` for an image of `size` pixels.
    private static func place(size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat) -> (
        image: CGRect, shape: CGRect
    ) {
        let iw = size.width / max(scale, 1e-6)
        let ih = size.height / max(scale, 1e-6)
        guard iw > 0, ih > 0 else { return (bounds, bounds) }
        func sized(_ w: CGFloat, _ h: CGFloat, fx: CGFloat, fy: CGFloat) -> CGRect {
            CGRect(
                x: bounds.minX + (bounds.width - w) * fx, y: bounds.minY + (bounds.height - h) * fy, width: w, height: h
            )
        }
        switch gravity {
        case .resizeAspect:
            let s = min(bounds.width / iw, bounds.height / ih)
            let r = sized(iw * s, ih * s, fx: 0.5, fy: 0.5)
            return (r, r)
        case .resizeAspectFill:
            let s = max(bounds.width / iw, bounds.height / ih)
            return (sized(iw * s, ih * s, fx: 0.5, fy: 0.5), bounds)
        default:
            // Unscaled gravities: where the image's anchor sits within the bounds.
            let anchors: [CALayerContentsGravity: (CGFloat, CGFloat)] = [
                .center: (0.5, 0.5), .top: (0.5, 0), .bottom: (0.5, 1), .left: (0, 0.5), .right: (1, 0.5),
                .topLeft: (0, 0), .topRight: (1, 0), .bottomLeft: (0, 1), .bottomRight: (1, 1),
            ]
            guard let (fx, fy) = anchors[gravity] else { return (bounds, bounds) }
            let r = sized(iw, ih, fx: fx, fy: fy)
            return (r, r)
        }
    }

    /// Text lines laid out by `TextLayout` (the same layout `sizeThatFits` uses), each rasterised at
    /// the map's pixel scale so 2× targets get crisp glyphs.
    func drawText(_ content: TextContent, in bounds: CGRect, map: Homography, alpha: CGFloat) {
        // A label that adjusts its font size draws at the size that fits (R208).
        let content = TextLayout.fitted(content, in: bounds)
        let scale = map.pixelScale(over: bounds)
        guard scale > 0.05 else { return }
        let pixelSize = max(1, Int((content.font.pointSize * CGFloat(scale)).rounded()))
        let colour = RGBA8(content.color)
        let textAlpha = alpha * content.color.alpha
        let ascender = TextMetrics.current.lineMetrics(for: content.font).ascender
        for line in TextLayout.layout(content, in: bounds) where !line.text.isEmpty {
            guard let texture = textures.text(line.text, font: content.font, pixelSize: pixelSize, color: colour)
            else { continue }
            statistics.textureUploads += textures.takeUploads()
            // The glyphs were drawn at `pixelSize`; map their box back to points at the exact ratio,
            // the texture's baseline on the line's (the line's top plus the font's ascender).
            let ratio = content.font.pointSize / CGFloat(pixelSize)
            let rect = CGRect(
                x: line.x, y: line.y + ascender - CGFloat(texture.ascent) * ratio,
                width: CGFloat(texture.width) * ratio, height: CGFloat(texture.height) * ratio)
            // Turned, tilted or scaled text is filtered, not point-sampled (R201).
            if let sampled = texture.sampled,
                Self.needsFiltering(rect, texels: (texture.width, texture.height), map: map),
                drawSampled(
                    TextureSampler.Request(
                        image: sampled, textureRect: rect, shape: rect, radius: 0, map: map, alpha: textAlpha,
                        antialiasedEdges: true), cached: true)
            {
                continue
            }
            let aligned = Self.pixelAligned(rect, map: map)
            if blendTextureDirectly(texture.sampled, texture.texture, rect: aligned, map: map, alpha: textAlpha) {
                continue
            }
            drawShape(
                aligned, radius: 0, map: map, color: .white(alpha: textAlpha), texture: texture.texture,
                uvRect: aligned, textureIsOpaque: false, allowFeather: false)
        }
    }

    /// `rect` moved (not resized) so that, under an axis-aligned `map`, its top-left corner lands on a
    /// whole target pixel; other maps return it unchanged.
    ///
    /// Text textures are rasterised at the target's pixel size to be copied texel for texel. At a
    /// fractional position (a centred label of odd width sits on a half pixel) OpenGL's nearest
    /// sampling picks texel i or i − 1 per pixel by rounding noise, doubling some glyph columns and
    /// dropping others (an "e" read as "≡", "fra" looked bold). The software renderer truncates the
    /// position, so the corner goes to the pixel it truncates to (the `Float` conversion is the one
    /// SDL does), keeping its output unchanged.
    static func pixelAligned(_ rect: CGRect, map: Homography) -> CGRect {
        guard map.isAxisAligned,
            let a = map.project(Double(rect.minX), Double(rect.minY)),
            let b = map.project(Double(rect.maxX), Double(rect.maxY)),
            let inverse = map.inverted()
        else { return rect }
        let left = min(a.x, b.x)
        let top = min(a.y, b.y)
        let dx = Double(Float(left)).rounded(.down) - left
        let dy = Double(Float(top)).rounded(.down) - top
        guard dx != 0 || dy != 0, let p = inverse.project(a.x + dx, a.y + dy),
            let q = inverse.project(b.x + dx, b.y + dy)
        else { return rect }
        return CGRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    /// The border: a band inside the bounds' (rounded) edge, drawn above the sublayers.
    func drawBorder(_ p: LayerProperties, map: Homography, alpha: CGFloat) {
        guard p.borderWidth > 0, let colour = p.borderColor, colour.alpha > 0 else { return }
        let bounds = p.bounds
        let inner = bounds.insetBy(dx: p.borderWidth, dy: p.borderWidth)
        let rgba = RGBA8(colour, alpha: alpha)
        guard inner.width > 0, inner.height > 0 else {
            drawShape(bounds, radius: p.cornerRadius, map: map, color: rgba)
            return
        }
        recordFloorBorder(bounds, width: p.borderWidth, map: map, color: rgba)
        let (arcs, edges, feather, scale) = tessellation(
            for: bounds, radius: p.cornerRadius, map: map, allowFeather: true)
        let shape = p.cornerShape
        let plain = shape.isPlainCircular || p.cornerRadius <= 0
        var innerShape = shape
        innerShape.radius = max(0, p.cornerRadius - p.borderWidth)
        let outerOutline =
            plain
            ? Outline(rect: bounds, radius: p.cornerRadius, arcSegments: max(arcs, 2), edgeSegments: edges)
            : Outline(rect: bounds, corners: shape, arcSegments: max(arcs, 2), edgeSegments: edges)
        let innerOutline =
            plain
            ? Outline(
                rect: inner, radius: max(0, p.cornerRadius - p.borderWidth), arcSegments: max(arcs, 2),
                edgeSegments: edges)
            : Outline(rect: inner, corners: innerShape, arcSegments: max(arcs, 2), edgeSegments: edges)
        guard
            let mesh = Mesh.ring(
                outer: outerOutline, inner: innerOutline, map: map, color: rgba, feather: feather, scaleHint: scale)
        else { return }
        setDrawBlend(opaque: rgba.a == 255 && !feather)
        render(mesh, texture: nil)
    }

    /// How finely to tessellate a (rounded) rectangle under `map`: arc segments per corner, segments
    /// per straight edge (8 under perspective), whether to feather, and the pixel scale.
    func tessellation(for rect: CGRect, radius: CGFloat, map: Homography, allowFeather: Bool)
        -> (arcs: Int, edges: Int, feather: Bool, scale: Double)
    {
        let scale = map.pixelScale(over: rect)
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        // Straight edges turned off the pixel grid are feathered only when the layer allows edge
        // antialiasing (R202: off by default, as in Core Animation); rounded corners always are.
        let feather = allowFeather && (r > 0 || (!map.isAxisAligned && edgeAntialiasing))
        let arcs = r > 0 ? min(24, max(4, Int((Double(r) * scale / 2).rounded(.up)))) : (feather ? 2 : 0)
        return (arcs, map.isAffine ? 1 : 8, feather, scale)
    }

    /// Fills `rect` (with rounded corners of `radius`) in a plane mapped by `map`, with a colour or a
    /// texture whose full extent is `uvRect`. Opaque, unfeathered, axis-aligned draws use
    /// `SDL_BLENDMODE_NONE` (about 6× cheaper on the software renderer: docs/architecture.md, "SDL facts").
    func drawShape(
        _ rect: CGRect, radius: CGFloat, map: Homography, color: RGBA8, texture: OpaquePointer? = nil,
        uvRect: CGRect? = nil, textureIsOpaque: Bool = false, allowFeather: Bool = true, corners: CornerShape? = nil
    ) {
        guard rect.width > 0, rect.height > 0, color.a > 0 else { return }
        recordFloorShape(
            rect, radius: radius, map: map, color: color, texture: texture, textureIsOpaque: textureIsOpaque)
        let (arcs, edges, feather, scale) = tessellation(
            for: rect, radius: radius, map: map, allowFeather: allowFeather)
        let r = min(radius, rect.width / 2, rect.height / 2)
        let uv = uvMap(uvRect ?? rect, texture: texture)
        if let corners, r > 0, !corners.isPlainCircular {
            // Continuous or partly rounded corners (R193): crisp bands and feathered corner fans on
            // an axis-aligned map; otherwise the exact outline, feathered all round.
            if map.isAxisAligned {
                drawAxisAlignedCornerShape(
                    rect, shape: corners, map: map, color: color, texture: texture, uv: uv,
                    textureIsOpaque: textureIsOpaque, arcs: arcs)
                return
            }
            let outline = Outline(rect: rect, corners: corners, arcSegments: arcs, edgeSegments: edges)
            guard
                let mesh = Mesh.fill(
                    outline, centre: CGPoint(x: rect.midX, y: rect.midY), map: map, rings: edges, color: color, uv: uv,
                    feather: true, scaleHint: scale)
            else { return }
            setBlend(opaque: false, texture: texture)
            render(mesh, texture: texture)
            return
        }
        if r > 0 && map.isAxisAligned {
            drawAxisAlignedRoundedRect(
                rect, radius: r, map: map, color: color, texture: texture, uv: uv, textureIsOpaque: textureIsOpaque,
                arcs: arcs)
            return
        }
        let simple = arcs == 0 && !feather && edges == 1
        guard
            let mesh = simple
                ? Mesh.rect(rect, map: map, color: color, uv: uv)
                : Mesh.fill(
                    Outline(rect: rect, radius: radius, arcSegments: arcs, edgeSegments: edges),
                    centre: CGPoint(x: rect.midX, y: rect.midY), map: map, rings: edges, color: color, uv: uv,
                    feather: feather, scaleHint: scale)
        else { return }
        let opaque = color.a == 255 && !feather && (texture == nil || textureIsOpaque)
        if let texture {
            SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        } else {
            setDrawBlend(opaque: opaque)
        }
        render(mesh, texture: texture)
    }

    /// A rounded rectangle on an axis-aligned map: three pixel-exact rectangles (no feather needed on
    /// straight axis-aligned edges) and four feathered corner fans.
    ///
    /// The pieces meet at `minX + r`, `maxX − r`, `minY + r` and `maxY − r`. Those and the outer edges
    /// are snapped to whole pixels on the target once, and every piece uses the snapped values:
    /// SDL's software renderer truncates a rectangle's origin and size separately (and OpenGL fills
    /// pixels by their centres), so pieces placed at fractional positions left a one-pixel gap, or
    /// blended twice over one, at a join. Rounding matches OpenGL's pixel-centre rule.
    private func drawAxisAlignedRoundedRect(
        _ rect: CGRect, radius r: CGFloat, map: Homography, color: RGBA8, texture: OpaquePointer?, uv: Mesh.UVMap,
        textureIsOpaque: Bool, arcs: Int
    ) {
        guard let a = map.project(Double(rect.minX), Double(rect.minY)),
            let b = map.project(Double(rect.maxX), Double(rect.maxY)),
            let inverse = map.inverted()
        else { return }
        let (left, right) = (min(a.x, b.x), max(a.x, b.x))
        let (top, bottom) = (min(a.y, b.y), max(a.y, b.y))
        let rx = Double(r) * (right - left) / Double(rect.width)
        let ry = Double(r) * (bottom - top) / Double(rect.height)
        var xs = [left, left + rx, right - rx, right].map { $0.rounded() }
        var ys = [top, top + ry, bottom - ry, bottom].map { $0.rounded() }
        xs[2] = max(xs[2], xs[1])
        ys[2] = max(ys[2], ys[1])
        func layerPoint(_ x: Double, _ y: Double) -> CGPoint {
            guard let p = inverse.project(x, y) else { return .zero }
            return CGPoint(x: p.x, y: p.y)
        }
        let uvAt = { (x: Double, y: Double) in uv(layerPoint(x, y)) }
        let uvOutside = { (x: Double, y: Double) in uv.outside(layerPoint(x, y)) }
        let pieces = [
            (xs[1], ys[0], xs[2], ys[3]),
            (xs[0], ys[1], xs[1], ys[2]),
            (xs[2], ys[1], xs[3], ys[2]),
        ]
        let opaque = color.a == 255 && (texture == nil || textureIsOpaque)
        for (x0, y0, x1, y1) in pieces where x1 > x0 && y1 > y0 {
            let mesh = Mesh.pixelRect(x0: x0, y0: y0, x1: x1, y1: y1, color: color, uv: uvAt)
            setBlend(opaque: opaque, texture: texture)
            render(mesh, texture: texture)
        }
        let corners = Mesh.snappedCorners(
            xs: xs, ys: ys, color: color, arcSegments: max(arcs, 2), uv: uvAt, uvOutside: uvOutside)
        setBlend(opaque: false, texture: texture)
        render(corners, texture: texture)
    }

    /// Texture coordinates of `rect` (the texture's full extent in the layer plane) for `texture`.
    func uvMap(_ rect: CGRect, texture: OpaquePointer?) -> Mesh.UVMap {
        guard let texture else { return Mesh.UVMap(rect: rect) }
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        return Mesh.UVMap(rect: rect, texels: (Int(w), Int(h)))
    }

    func setBlend(opaque: Bool, texture: OpaquePointer?) {
        if let texture {
            SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        } else {
            setDrawBlend(opaque: opaque)
        }
    }

    func setDrawBlend(opaque: Bool) {
        SDL_SetRenderDrawBlendMode(sdlRenderer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }
}
