import Foundation

/// Painting (R190): every operation turns its shape into anti-aliased coverage on the pixel
/// grid (`CoverageRasterizer`, strokes outlined by `PathStroker` in user space so a scaled
/// context scales the line width), intersects it with the clip, and composites its source — a
/// colour, an image, a gradient — times the context's alpha with the blend mode. Painting a path
/// consumes it (the current path is empty afterwards), as in Core Graphics.
extension CGContext {
    // MARK: Paths

    /// Fills the current path by `rule` with the fill colour, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(contours: currentPath.flattened(tolerance: 0.1).map(\.points), rule: rule, color: state.fillColor)
        beginPath()
    }

    /// Fills the current path by the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line style, then empties the path.
    public func strokePath() {
        fill(contours: strokePolygons(), rule: .winding, color: state.strokeColor)
        beginPath()
    }

    /// Fills and/or strokes the current path (the fill first), then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let contours = currentPath.flattened(tolerance: 0.1).map(\.points)
        switch mode {
        case .fill, .fillStroke: fill(contours: contours, rule: .winding, color: state.fillColor)
        case .eoFill, .eoFillStroke: fill(contours: contours, rule: .evenOdd, color: state.fillColor)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            fill(contours: strokePolygons(), rule: .winding, color: state.strokeColor)
        }
        beginPath()
    }

    public func fill(_ rect: CGRect) { fillShape { $0.addRect(rect) } }
    public func fill(_ rects: [CGRect]) { fillShape { $0.addRects(rects) } }
    public func fillEllipse(in rect: CGRect) { fillShape { $0.addEllipse(in: rect) } }
    public func stroke(_ rect: CGRect) { strokeShape { $0.addRect(rect) } }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    public func strokeEllipse(in rect: CGRect) { strokeShape { $0.addEllipse(in: rect) } }
    /// Strokes a line between each pair of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        strokeShape { context in
            var i = 0
            while i + 1 < points.count {
                context.move(to: points[i])
                context.addLine(to: points[i + 1])
                i += 2
            }
        }
    }
    /// Makes `rect` transparent (whatever the blend mode).
    public func clear(_ rect: CGRect) {
        let mode = state.blendMode
        state.blendMode = .clear
        fillShape { $0.addRect(rect) }
        state.blendMode = mode
    }

    /// Fills a shape built in a scratch path, leaving the current path as it was.
    private func fillShape(_ build: (CGContext) -> Void) {
        let saved = currentPath
        currentPath = CGMutablePath()
        build(self)
        fillPath()
        currentPath = saved
    }

    private func strokeShape(_ build: (CGContext) -> Void) {
        let saved = currentPath
        currentPath = CGMutablePath()
        build(self)
        strokePath()
        currentPath = saved
    }

    /// The current path's stroke as raster-space polygons: the path mapped back to user space,
    /// outlined there with the line style, mapped to the raster again.
    func strokePolygons() -> [[CGPoint]] {
        let toRaster = userToRaster
        let toUser = toRaster.inverted()
        let scale = max(abs(toRaster.a) + abs(toRaster.c), abs(toRaster.b) + abs(toRaster.d), 1e-6)
        let polylines = currentPath.flattened(tolerance: 0.1).map { line in
            Polyline(points: line.points.map { $0.applying(toUser) }, isClosed: line.isClosed)
        }
        let cap: CAShapeLayerLineCap = state.lineCap == .round ? .round : state.lineCap == .square ? .square : .butt
        let join: CAShapeLayerLineJoin =
            state.lineJoin == .round ? .round : state.lineJoin == .bevel ? .bevel : .miter
        let style = StrokeStyle(
            width: state.lineWidth, cap: cap, join: join, miterLimit: state.miterLimit,
            dashPattern: state.dashLengths.isEmpty ? nil : state.dashLengths, dashPhase: state.dashPhase)
        return PathStroker.outline(polylines, style: style, tolerance: 0.1 / scale).map { polygon in
            polygon.map { $0.applying(toRaster) }
        }
    }

    // MARK: Compositing

    /// Coverage of raster-space `contours` within `limit`: the box it was computed over and one
    /// byte per pixel of it; nil when nothing is covered.
    func rasterize(_ contours: [[CGPoint]], rule: CGPathFillRule, within limit: PixelBox) -> (PixelBox, [UInt8])? {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for contour in contours where contour.count >= 3 {
            for p in contour where p.x.isFinite && p.y.isFinite {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let box = PixelBox(
            x0: Int(max(-1, min(CGFloat(width + 1), minX.rounded(.down)))),
            y0: Int(max(-1, min(CGFloat(height + 1), minY.rounded(.down)))),
            x1: Int(max(-1, min(CGFloat(width + 1), maxX.rounded(.up)))),
            y1: Int(max(-1, min(CGFloat(height + 1), maxY.rounded(.up))))
        ).intersection(limit).intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        guard !box.isEmpty else { return nil }
        if let rect = Self.axisAlignedRectangle(contours) {
            return (box, rectangleCoverage(rect, box: box))
        }
        let ox = CGFloat(box.x0)
        let oy = CGFloat(box.y0)
        let shifted = contours.map { $0.map { CGPoint(x: $0.x - ox, y: $0.y - oy) } }
        var coverage = CoverageRasterizer.coverage(
            of: shifted, rule: rule, width: box.x1 - box.x0, height: box.y1 - box.y0)
        if !state.shouldAntialias || !state.allowsAntialiasing {
            for i in coverage.indices { coverage[i] = coverage[i] >= 128 ? 255 : 0 }
        }
        return (box, coverage)
    }

    /// The rectangle `contours` is when it is one axis-aligned rectangle (a `fill(_:)`, a clip to a
    /// rect, the clip box of a gradient under an axis-aligned transform), else nil.
    static func axisAlignedRectangle(_ contours: [[CGPoint]]) -> CGRect? {
        guard contours.count == 1 else { return nil }
        var points = contours[0]
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x))
        let ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        // Each side must be horizontal or vertical.
        for i in 0..<4 {
            let a = points[i]
            let b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let x0 = xs.min()!
        let y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The exact coverage of an axis-aligned rectangle over `box` (the product of its overlap
    /// with each pixel's column and row).
    private func rectangleCoverage(_ r: CGRect, box: PixelBox) -> [UInt8] {
        let bw = box.x1 - box.x0
        let bh = box.y1 - box.y0
        func overlap(_ lo: CGFloat, _ hi: CGFloat, _ i: Int) -> Float {
            Float(max(0, min(hi, CGFloat(i + 1)) - max(lo, CGFloat(i))))
        }
        let columns = (0..<bw).map { overlap(r.minX, r.maxX, box.x0 + $0) }
        var coverage = [UInt8](repeating: 0, count: bw * bh)
        coverage.withUnsafeMutableBufferPointer { out in
            for j in 0..<bh {
                let row = overlap(r.minY, r.maxY, box.y0 + j)
                guard row > 0 else { continue }
                for i in 0..<bw {
                    var v = row * columns[i]
                    if !state.shouldAntialias || !state.allowsAntialiasing { v = v >= 0.5 ? 1 : 0 }
                    out[j * bw + i] = UInt8((v * 255).rounded())
                }
            }
        }
        return coverage
    }

    /// Fills raster-space `contours` with a solid premultiplied colour.
    func fill(contours: [[CGPoint]], rule: CGPathFillRule, color: SIMD4<Float>) {
        guard state.blendMode == .normal else {
            paint(contours: contours, rule: rule) { _, _ in color }
            return
        }
        // Source-over of one colour: scalar loops over raw pointers (the common case, kept cheap).
        guard state.alpha > 0, let (box, coverage) = rasterize(contours, rule: rule, within: state.clipBox) else {
            return
        }
        if storage == nil { storage = [Float](repeating: 0, count: width * height * 4) }
        countPaint()
        let alpha = Float(state.alpha)
        let (r, g, b, a) = (color.x * alpha, color.y * alpha, color.z * alpha, color.w * alpha)
        let bw = box.x1 - box.x0
        let w = width
        let mask = state.clipMask
        coverage.withUnsafeBufferPointer { cov in
            storage!.withUnsafeMutableBufferPointer { buffer in
                let pixels = buffer.baseAddress!
                for y in box.y0..<box.y1 {
                    let covRow = (y - box.y0) * bw - box.x0
                    for x in box.x0..<box.x1 {
                        var c = Float(cov[covRow + x]) * (1 / 255)
                        if let mask { c *= Float(mask[y * w + x]) * (1 / 255) }
                        if c <= 0 { continue }
                        let p = pixels + (y * w + x) * 4
                        let k = 1 - a * c
                        p[0] = r * c + p[0] * k
                        p[1] = g * c + p[1] * k
                        p[2] = b * c + p[2] * k
                        p[3] = a * c + p[3] * k
                    }
                }
            }
        }
    }

    /// Composites `source` (premultiplied, per raster pixel; nil: nothing there) over the pixels
    /// the contours cover, through the clip, times the alpha, with the blend mode.
    func paint(contours: [[CGPoint]], rule: CGPathFillRule, source: (Int, Int) -> SIMD4<Float>?) {
        guard state.alpha > 0 || state.blendMode == .copy || state.blendMode == .clear,
            let (box, coverage) = rasterize(contours, rule: rule, within: state.clipBox)
        else { return }
        if storage == nil { storage = [Float](repeating: 0, count: width * height * 4) }
        countPaint()
        let alpha = Float(state.alpha)
        let mode = state.blendMode
        let mask = state.clipMask
        let bw = box.x1 - box.x0
        let w = width
        coverage.withUnsafeBufferPointer { cov in
            storage!.withUnsafeMutableBufferPointer { buffer in
                let pixels = buffer.baseAddress!
                for y in box.y0..<box.y1 {
                    let covRow = (y - box.y0) * bw - box.x0
                    for x in box.x0..<box.x1 {
                        var c = Float(cov[covRow + x]) * (1 / 255)
                        if let mask { c *= Float(mask[y * w + x]) * (1 / 255) }
                        guard c > 0, let s = source(x, y) else { continue }
                        let p = pixels + (y * w + x) * 4
                        if mode == .normal {
                            let f = alpha * c
                            let k = 1 - s.w * f
                            p[0] = s.x * f + p[0] * k
                            p[1] = s.y * f + p[1] * k
                            p[2] = s.z * f + p[2] * k
                            p[3] = s.w * f + p[3] * k
                        } else {
                            let d = SIMD4(p[0], p[1], p[2], p[3])
                            let composite = Self.composite(s * alpha, over: d, mode: mode)
                            p[0] += (composite.x - p[0]) * c
                            p[1] += (composite.y - p[1]) * c
                            p[2] += (composite.z - p[2]) * c
                            p[3] += (composite.w - p[3]) * c
                        }
                    }
                }
            }
        }
    }

    /// One pixel of `s` composited onto `d` (both premultiplied) by `mode` (PDF / W3C formulas).
    static func composite(_ s: SIMD4<Float>, over d: SIMD4<Float>, mode: CGBlendMode) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w
        switch mode {
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return d + s * (1 - da)
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return d * sa + s * (1 - da)
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return SIMD4(min(s.x + d.x, 1), min(s.y + d.y, 1), min(s.z + d.z, 1), min(sa + da, 1))
        case .plusDarker:
            let a = min(sa + da, 1)
            func channel(_ sc: Float, _ dc: Float) -> Float { max(0, a - ((sa - sc) + (da - dc))) }
            return SIMD4(channel(s.x, d.x), channel(s.y, d.y), channel(s.z, d.z), a)
        case .normal: return s + d * (1 - sa)
        default:
            // Blend the straight colours, then composite source-over with the blended colour where
            // both are present.
            let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
            let cb = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
            let blended = blend(cs, cb, mode)
            let rgb = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + blended * (sa * da)
            return SIMD4(rgb.x, rgb.y, rgb.z, sa + da * (1 - sa))
        }
    }

    private static func blend(_ cs: SIMD3<Float>, _ cb: SIMD3<Float>, _ mode: CGBlendMode) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(cs.x, cb.x), f(cs.y, cb.y), f(cs.z, cb.z)) }
        func hardLight(_ s: Float, _ b: Float) -> Float { s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1) }
        func screen(_ s: Float, _ b: Float) -> Float { s + b - s * b }
        switch mode {
        case .multiply: return cs * cb
        case .screen: return each(screen)
        case .overlay: return each { s, b in hardLight(b, s) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge: return each { s, b in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { s, b in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { s, b in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { s, b in s + b - 2 * s * b }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return cs
        }
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    private static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let d = l - lum(c)
        var r = c + SIMD3(repeating: d)
        let lr = lum(r)
        let n = r.min()
        let x = r.max()
        if n < 0 { r = SIMD3(repeating: lr) + (r - SIMD3(repeating: lr)) * lr / (lr - n) }
        if x > 1 { r = SIMD3(repeating: lr) + (r - SIMD3(repeating: lr)) * (1 - lr) / (x - lr) }
        return r
    }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let lo = c.min()
        let hi = c.max()
        guard hi > lo else { return .zero }
        return (c - SIMD3(repeating: lo)) * s / (hi - lo)
    }
}
