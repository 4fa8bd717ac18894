import Foundation

/// Rendering a layer tree into a `CGContext` (R194): what `render(in:)` and
/// `UIView.drawHierarchy(in:afterScreenUpdates:)` draw — the model values (no animations),
/// back to front: shadow-free background with its corners, `contents` placed by its gravity,
/// a shape layer's path, a gradient layer's axial gradient, text, the sublayers (clipped by
/// `masksToBounds`, placed by their affine transforms, ordered by `zPosition`), then the border.
extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's bounds coordinates.
    public func render(in ctx: CGContext) {
        let p = model
        guard !p.isHidden, p.opacity > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setAlpha(ctx.state.alpha * CGFloat(min(p.opacity, 1)))
        let bounds = p.bounds
        let outline: CGPath =
            p.cornerRadius > 0
            ? p.cornerShape.path(in: bounds) : CGPath(rect: bounds, transform: nil)
        if let background = p.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        ctx.saveGState()
        if p.masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let image = contents as? CGImage {
            let r = Self.placement(of: image, in: bounds, gravity: contentsGravity, scale: contentsScale)
            ctx.saveGState()
            ctx.clip(to: bounds)
            ctx.translateBy(x: r.minX, y: r.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: CGRect(origin: .zero, size: r.size))
            ctx.restoreGState()
        }
        renderEffects(p, in: ctx)
        if let text = textContent { Self.renderText(text, in: text.frame ?? bounds, ctx: ctx) }
        let sublayerTransform = CATransform3DGetAffineTransform(p.sublayerTransformAboutAnchor)
        let ordered = (sublayers ?? []).enumerated().sorted {
            ($0.element.model.zPosition, $0.offset) < ($1.element.model.zPosition, $1.offset)
        }
        for (_, sublayer) in ordered {
            ctx.saveGState()
            ctx.concatenate(sublayerTransform)
            ctx.concatenate(CATransform3DGetAffineTransform(sublayer.model.transformToSuperlayer))
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        ctx.restoreGState()
        if p.borderWidth > 0, let border = p.borderColor, border.alpha > 0 {
            // The border lies inside the bounds: the outline less the inset outline.
            ctx.setFillColor(border)
            ctx.addPath(outline)
            var inner = p.cornerShape
            inner.radius = max(0, p.cornerRadius - p.borderWidth)
            let insetRect = bounds.insetBy(dx: p.borderWidth, dy: p.borderWidth)
            if insetRect.width > 0, insetRect.height > 0 {
                ctx.addPath(inner.radius > 0 ? inner.path(in: insetRect) : CGPath(rect: insetRect, transform: nil))
            }
            ctx.fillPath(using: .evenOdd)
        }
    }

    private func renderEffects(_ p: LayerProperties, in ctx: CGContext) {
        guard p.hasEffects else { return }
        let e = p.effects
        if let path = e.path {
            if let fill = e.fillColor, fill.alpha > 0 {
                ctx.setFillColor(fill)
                ctx.addPath(path)
                ctx.fillPath(using: e.fillRule == .evenOdd ? .evenOdd : .winding)
            }
            if let stroke = e.strokeColor, stroke.alpha > 0, e.lineWidth > 0, e.strokeEnd > e.strokeStart {
                ctx.setStrokeColor(stroke)
                ctx.setLineWidth(e.lineWidth)
                ctx.setLineCap(e.lineCap == .round ? .round : e.lineCap == .square ? .square : .butt)
                ctx.setLineJoin(e.lineJoin == .round ? .round : e.lineJoin == .bevel ? .bevel : .miter)
                ctx.setMiterLimit(e.miterLimit)
                ctx.setLineDash(phase: e.lineDashPhase, lengths: e.lineDashPattern ?? [])
                ctx.addPath(path)
                ctx.strokePath()
            }
        }
        if let colors = e.colors, !colors.isEmpty, e.gradientType == .axial || e.gradientType == .radial,
            let gradient = CGGradient(
                colorsSpace: nil, colors: colors as CFArray,
                locations: e.locations.flatMap { $0.count == colors.count ? $0 : nil })
        {
            let b = p.bounds
            func point(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
            ctx.saveGState()
            ctx.addPath(p.cornerRadius > 0 ? p.cornerShape.path(in: b) : CGPath(rect: b, transform: nil))
            ctx.clip()
            let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
            if e.gradientType == .radial {
                let start = point(e.startPoint)
                let end = point(e.endPoint)
                // An elliptical gradient: a circle of the x radius, stretched to the y radius.
                let rx = max(abs(end.x - start.x), 1e-6)
                let ry = abs(end.y - start.y)
                ctx.translateBy(x: start.x, y: start.y)
                ctx.scaleBy(x: 1, y: ry > 0 ? ry / rx : 1)
                ctx.drawRadialGradient(
                    gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx,
                    options: [.drawsAfterEndLocation])
            } else {
                ctx.drawLinearGradient(gradient, start: point(e.startPoint), end: point(e.endPoint), options: options)
            }
            ctx.restoreGState()
        }
    }

    /// Where `image` goes in `bounds` for `gravity` (unscaled gravities at `scale` pixels per point).
    static func placement(of image: CGImage, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat)
        -> CGRect
    {
        let iw = CGFloat(image.width) / max(scale, 1e-6)
        let ih = CGFloat(image.height) / max(scale, 1e-6)
        guard iw > 0, ih > 0 else { return bounds }
        func sized(_ w: CGFloat, _ h: CGFloat, _ fx: CGFloat, _ fy: CGFloat) -> CGRect {
            CGRect(
                x: bounds.minX + (bounds.width - w) * fx, y: bounds.minY + (bounds.height - h) * fy, width: w, height: h
            )
        }
        switch gravity {
        case .resizeAspect:
            let s = min(bounds.width / iw, bounds.height / ih)
            return sized(iw * s, ih * s, 0.5, 0.5)
        case .resizeAspectFill:
            let s = max(bounds.width / iw, bounds.height / ih)
            return sized(iw * s, ih * s, 0.5, 0.5)
        case .center: return sized(iw, ih, 0.5, 0.5)
        case .top: return sized(iw, ih, 0.5, 0)
        case .bottom: return sized(iw, ih, 0.5, 1)
        case .left: return sized(iw, ih, 0, 0.5)
        case .right: return sized(iw, ih, 1, 0.5)
        case .topLeft: return sized(iw, ih, 0, 0)
        case .topRight: return sized(iw, ih, 1, 0)
        case .bottomLeft: return sized(iw, ih, 0, 1)
        case .bottomRight: return sized(iw, ih, 1, 1)
        default: return bounds
        }
    }

    /// Rasterises glyphs for `render(in:)`: (text, pixel size, bold) to an 8-bit alpha bitmap
    /// (width, height, bytes), installed by the host, which has the fonts; without it text is
    /// not rendered into contexts.
    nonisolated(unsafe) package static var glyphRasterizer:
        (@Sendable (String, Int, Bool) -> (width: Int, height: Int, alpha: [UInt8])?)?

    static func renderText(_ content: TextContent, in bounds: CGRect, ctx: CGContext) {
        guard let rasterize = glyphRasterizer else { return }
        let content = TextLayout.fitted(content, in: bounds)
        let m = ctx.userToRaster
        let scale = max((m.a * m.a + m.b * m.b).squareRoot(), 1e-3)
        let pixelSize = max(1, Int((content.font.pointSize * scale).rounded()))
        let c = content.color
        for line in TextLayout.layout(content, in: bounds) where !line.text.isEmpty {
            guard let glyphs = rasterize(line.text, pixelSize, content.font.isBold), glyphs.width > 0 else { continue }
            var rgba = Data(count: glyphs.width * glyphs.height * 4)
            rgba.withUnsafeMutableBytes { raw in
                let out = raw.bindMemory(to: UInt8.self)
                for i in 0..<(glyphs.width * glyphs.height) {
                    out[i * 4] = UInt8((c.red * 255).rounded())
                    out[i * 4 + 1] = UInt8((c.green * 255).rounded())
                    out[i * 4 + 2] = UInt8((c.blue * 255).rounded())
                    out[i * 4 + 3] = UInt8((CGFloat(glyphs.alpha[i]) * c.alpha).rounded())
                }
            }
            let image = CGImage(width: glyphs.width, height: glyphs.height, rgba: rgba)
            let ratio = content.font.pointSize / CGFloat(pixelSize)
            let rect = CGRect(
                x: line.x, y: line.y + (line.height - CGFloat(glyphs.height) * ratio) / 2,
                width: CGFloat(glyphs.width) * ratio, height: CGFloat(glyphs.height) * ratio)
            ctx.saveGState()
            ctx.translateBy(x: rect.minX, y: rect.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: CGRect(origin: .zero, size: rect.size))
            ctx.restoreGState()
        }
    }
}

extension UIView {
    /// Draws the view's hierarchy (its layer tree, R194) into the current context, scaled into
    /// `rect`; with `afterScreenUpdates`, pending layout and drawing are done first. False when
    /// there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates {
            layoutIfNeeded()
            layer.displaySubtreeIfNeeded()
        }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return true }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
