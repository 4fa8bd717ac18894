import Foundation

/// The pixels of a gradient filling a unit square mapped to `width × height` texels, as Core
/// Animation draws `CAGradientLayer`: an axial gradient runs from `start` to `end` in the unit
/// square (lines of equal colour are perpendicular there, so they slant on a non-square layer),
/// stops interpolate their straight (not premultiplied) components — a fade to `UIColor.clear`
/// passes through translucent grey, as on iOS — and the end colours extend past the end points.
package enum GradientRasterizer {
    /// Straight-alpha ARGB8888 texels, row by row. `type` picks how the position along the
    /// gradient is measured: along start → end (axial); by the distance from `start` in the
    /// ellipse whose radii are end − start (radial); by the angle about `start` from the
    /// direction of `end`, clockwise on screen (conic).
    package static func pixels(
        colors: [CGColor], locations: [CGFloat]?, start: CGPoint, end: CGPoint, type: CAGradientLayerType = .axial,
        width: Int, height: Int
    ) -> [UInt32] {
        let lut = lookupTable(colors: colors, locations: locations)
        let dx = Double(end.x - start.x)
        let dy = Double(end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        var result = [UInt32](repeating: lut.last ?? 0, count: width * height)
        guard lengthSquared > 0 else { return result }
        let last = Double(lut.count - 1)
        let position: (Double, Double) -> Double
        switch type {
        case .radial:
            let rx = abs(dx) > 0 ? abs(dx) : abs(dy)
            let ry = abs(dy) > 0 ? abs(dy) : abs(dx)
            position = { u, v in ((u / rx) * (u / rx) + (v / ry) * (v / ry)).squareRoot() }
        case .conic:
            let zero = atan2(dy, dx)
            position = { u, v in
                var a = atan2(v, u) - zero
                if a < 0 { a += 2 * .pi }
                return a / (2 * .pi)
            }
        default:
            position = { u, v in (u * dx + v * dy) / lengthSquared }
        }
        result.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let v = (Double(y) + 0.5) / Double(height) - Double(start.y)
                for x in 0..<width {
                    let u = (Double(x) + 0.5) / Double(width) - Double(start.x)
                    let index = Int((min(max(position(u, v), 0), 1) * last).rounded())
                    out[y * width + x] = lut[index]
                }
            }
        }
        return result
    }

    /// The gradient's colour at 1024 evenly spaced positions from 0 to 1.
    package static func lookupTable(colors: [CGColor], locations: [CGFloat]?) -> [UInt32] {
        let count = 1024
        guard let first = colors.first else { return [UInt32](repeating: 0, count: count) }
        let stops: [CGFloat] =
            locations.flatMap { $0.count == colors.count ? $0 : nil }
            ?? (colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) })
        func pack(_ c: [CGFloat]) -> UInt32 {
            func byte(_ v: CGFloat) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
            return byte(c[3]) << 24 | byte(c[0]) << 16 | byte(c[1]) << 8 | byte(c[2])
        }
        var table = [UInt32](repeating: pack(first.components), count: count)
        for i in 0..<count {
            let t = CGFloat(i) / CGFloat(count - 1)
            var k = 0
            while k < stops.count && stops[k] <= t { k += 1 }
            if k == 0 {
                table[i] = pack(colors[0].components)
            } else if k == stops.count {
                table[i] = pack(colors[colors.count - 1].components)
            } else {
                let a = colors[k - 1].components
                let b = colors[k].components
                let span = stops[k] - stops[k - 1]
                let f = span > 0 ? (t - stops[k - 1]) / span : 1
                table[i] = pack(zip(a, b).map { $0 + ($1 - $0) * f })
            }
        }
        return table
    }
}
