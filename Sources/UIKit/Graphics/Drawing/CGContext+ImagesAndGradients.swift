import Foundation

/// Painting images and gradients (R190), through the same coverage and compositing as paths
/// (`CGContext+Painting.swift`).
extension CGContext {
    // MARK: Images

    /// Draws `image` scaled into `rect` (user space). Core Graphics puts the image's first row at
    /// the top of `rect` in y-up space: in UIKit's flipped contexts the image is upside down (use
    /// `UIImage.draw(in:)` there).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard let rgba = image.rgbaBytes, image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else {
            return
        }
        let r = rect.standardized
        let toUser = userToRaster.inverted()
        let iw = image.width
        let ih = image.height
        let nearest = state.interpolationQuality == .none
        let region: [[CGPoint]]
        if byTiling {
            region = [clipCorners()]
        } else {
            region = [
                [
                    CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                    CGPoint(x: r.minX, y: r.maxY),
                ].map { $0.applying(userToRaster) }
            ]
        }
        rgba.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                let i = (y * iw + x) * 4
                let a = Float(bytes[i + 3]) / 255
                return SIMD4(Float(bytes[i]) / 255 * a, Float(bytes[i + 1]) / 255 * a, Float(bytes[i + 2]) / 255 * a, a)
            }
            paint(contours: region, rule: .winding) { px, py in
                let p = CGPoint(x: CGFloat(px) + 0.5, y: CGFloat(py) + 0.5).applying(toUser)
                var u = (p.x - r.minX) / r.width * CGFloat(iw)
                var v = (r.maxY - p.y) / r.height * CGFloat(ih)
                if byTiling {
                    u = u.truncatingRemainder(dividingBy: CGFloat(iw))
                    if u < 0 { u += CGFloat(iw) }
                    v = v.truncatingRemainder(dividingBy: CGFloat(ih))
                    if v < 0 { v += CGFloat(ih) }
                }
                if nearest {
                    return texel(min(iw - 1, max(0, Int(u))), min(ih - 1, max(0, Int(v))))
                }
                let fx = Float(u - 0.5)
                let fy = Float(v - 0.5)
                let x0 = Int(fx.rounded(.down))
                let y0 = Int(fy.rounded(.down))
                let tx = fx - Float(x0)
                let ty = fy - Float(y0)
                let xa = min(iw - 1, max(0, x0))
                let xb = min(iw - 1, max(0, x0 + 1))
                let ya = min(ih - 1, max(0, y0))
                let yb = min(ih - 1, max(0, y0 + 1))
                let top = texel(xa, ya) * (1 - tx) + texel(xb, ya) * tx
                let bottom = texel(xa, yb) * (1 - tx) + texel(xb, yb) * tx
                return top * (1 - ty) + bottom * ty
            }
        }
    }

    // MARK: Gradients

    /// Paints the clip with an axial gradient from `start` to `end` (user space): lines of equal
    /// colour are perpendicular to start → end; past the ends only with `options`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return }
        let m = userToRaster.inverted()
        let table = gradient.premultipliedTable
        let last = Double(table.count - 1)
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        // t is affine in the pixel's position: t = a·x + b·y + c at the pixel centre.
        let l2 = Double(lengthSquared)
        let (ddx, ddy) = (Double(dx), Double(dy))
        let a = (Double(m.a) * ddx + Double(m.b) * ddy) / l2
        let b = (Double(m.c) * ddx + Double(m.d) * ddy) / l2
        let c =
            ((Double(m.a + m.c) / 2 + Double(m.tx) - Double(start.x)) * ddx
                + (Double(m.b + m.d) / 2 + Double(m.ty) - Double(start.y)) * ddy) / l2
        paint(contours: [clipCorners()], rule: .winding) { px, py in
            let t = a * Double(px) + b * Double(py) + c
            if (t < 0 && !before) || (t > 1 && !after) { return nil }
            return table[Int((min(max(t, 0), 1) * last).rounded())]
        }
    }

    /// Paints the clip with a radial gradient between two circles (user space): each point takes
    /// the colour of the largest t whose circle (centre and radius interpolated) passes through it.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let toUser = userToRaster.inverted()
        let table = gradient.table
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        let cdx = Double(endCenter.x - startCenter.x)
        let cdy = Double(endCenter.y - startCenter.y)
        let r0 = Double(startRadius)
        let dr = Double(endRadius - startRadius)
        let a = cdx * cdx + cdy * cdy - dr * dr
        paint(contours: [clipCorners()], rule: .winding) { px, py in
            let p = CGPoint(x: CGFloat(px) + 0.5, y: CGFloat(py) + 0.5).applying(toUser)
            let pdx = Double(p.x - startCenter.x)
            let pdy = Double(p.y - startCenter.y)
            let b = pdx * cdx + pdy * cdy + r0 * dr
            let c = pdx * pdx + pdy * pdy - r0 * r0
            var candidates: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { candidates = [c / (2 * b)] }
            } else {
                let disc = b * b - a * c
                guard disc >= 0 else { return nil }
                let s = disc.squareRoot()
                candidates = [(b + s) / a, (b - s) / a].sorted(by: >)
            }
            for t in candidates where r0 + t * dr >= 0 {
                if (t < 0 && !before) || (t > 1 && !after) { continue }
                return Self.premultiplied(table, CGFloat(t))
            }
            return nil
        }
    }

    static func premultiplied(_ table: [SIMD4<Float>], _ t: CGFloat) -> SIMD4<Float> {
        let index = Int((min(max(t, 0), 1) * CGFloat(table.count - 1)).rounded())
        let c = table[index]
        return SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)
    }

    /// The clip box's corners in raster space (a shape covering everything the clip lets through).
    private func clipCorners() -> [CGPoint] {
        let b = state.clipBox
        return [
            CGPoint(x: b.x0, y: b.y0), CGPoint(x: b.x1, y: b.y0), CGPoint(x: b.x1, y: b.y1), CGPoint(x: b.x0, y: b.y1),
        ]
    }
}
