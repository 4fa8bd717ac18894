import Foundation
import UIKit

extension TextureSampler {
    /// `resample` by its definition, every value computed at every pixel (R201): the reference
    /// `resample`'s shortcuts are tested against bit for bit, and the benchmark's "before".
    static func resampleByDefinition(_ r: Request, x0: Int, y0: Int, width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        let image = r.image
        guard let inverse = r.map.inverted(), r.textureRect.width > 0, r.textureRect.height > 0 else { return out }
        let sx = Double(image.width) / Double(r.textureRect.width)
        let sy = Double(image.height) / Double(r.textureRect.height)
        // Target pixel → layer plane.
        let t = inverse.m
        let (minX, minY) = (Double(r.textureRect.minX), Double(r.textureRect.minY))
        let shape = r.shape
        let half = (Double(shape.width) / 2, Double(shape.height) / 2)
        let centre = (Double(shape.midX), Double(shape.midY))
        let radius = Double(max(0, min(r.radius, shape.width / 2, shape.height / 2)))
        let core = (half.0 - radius, half.1 - radius)
        let texelsPerPoint = (sx * sy).squareRoot()
        let alpha = Double(min(max(r.alpha, 0), 1))
        let levels = image.mipmapped()
        for j in 0..<height {
            let py = Double(y0 + j) + 0.5
            for i in 0..<width {
                let px = Double(x0 + i) + 0.5
                let X = px * t[0] + py * t[3] + t[6]
                let Y = px * t[1] + py * t[4] + t[7]
                let W = px * t[2] + py * t[5] + t[8]
                guard W > 1e-9 else { continue }
                let qx = X / W
                let qy = Y / W
                // Layer units per target pixel along each target axis (the map's Jacobian).
                let w2 = W * W
                let dqxdx = (t[0] * W - X * t[2]) / w2
                let dqydx = (t[1] * W - Y * t[2]) / w2
                let dqxdy = (t[3] * W - X * t[5]) / w2
                let dqydy = (t[4] * W - Y * t[5]) / w2
                let stretch2 = max(
                    dqxdx * dqxdx * sx * sx + dqydx * dqydx * sy * sy,
                    dqxdy * dqxdy * sx * sx + dqydy * dqydy * sy * sy)
                let pointsPerPixel = stretch2.squareRoot() / texelsPerPoint
                // Signed distance to the (rounded) shape in points, negative inside.
                let ax = abs(qx - centre.0) - core.0
                let ay = abs(qy - centre.1) - core.1
                let inCorner = radius > 0 && ax > 0 && ay > 0
                let outside = (max(ax, 0) * max(ax, 0) + max(ay, 0) * max(ay, 0)).squareRoot()
                let distance = outside + min(max(ax, ay), 0) - radius
                var coverage: Double
                if inCorner || r.antialiasedEdges {
                    coverage = min(max(0.5 - distance / max(pointsPerPixel, 1e-9), 0), 1)
                } else {
                    coverage = distance <= 0 ? 1 : 0
                }
                guard coverage > 0 else { continue }
                // The mip level whose texels are about one target pixel apart.
                var level = 0
                var remaining = stretch2
                while remaining >= 4 && level < levels.count - 1 {
                    remaining /= 4
                    level += 1
                }
                let l = levels[level]
                let f = Double(1 << level)
                let u = (qx - minX) * sx / f - 0.5
                let v = (qy - minY) * sy / f - 0.5
                let texel = bilinearByDefinition(image, l, u, v)
                coverage *= alpha
                let a = Double(texel.a) * coverage
                guard a > 0.5 else { continue }
                // Straight alpha out: premultiplied colour divided by the texel's alpha.
                let inv = 255 / Double(texel.a)
                func channel(_ c: Double) -> UInt32 { UInt32(min(255, (c * inv).rounded())) }
                out[j * width + i] =
                    UInt32(a.rounded()) << 24 | channel(texel.r) << 16 | channel(texel.g) << 8 | channel(texel.b)
            }
        }
        return out
    }

    /// The premultiplied texel at `(u, v)` of level `l` (texel centres at whole numbers), edges clamped.
    private static func bilinearByDefinition(_ image: SampledImage, _ l: SampledImage.Level, _ u: Double, _ v: Double)
        -> (a: Double, r: Double, g: Double, b: Double)
    {
        let fu = u.rounded(.down)
        let fv = v.rounded(.down)
        let tx = u - fu
        let ty = v - fv
        let x0 = min(max(Int(fu), 0), l.width - 1)
        let y0 = min(max(Int(fv), 0), l.height - 1)
        let x1 = min(max(Int(fu) + 1, 0), l.width - 1)
        let y1 = min(max(Int(fv) + 1, 0), l.height - 1)
        let p = image.pixels
        let c00 = p[l.offset + y0 * l.width + x0]
        let c10 = p[l.offset + y0 * l.width + x1]
        let c01 = p[l.offset + y1 * l.width + x0]
        let c11 = p[l.offset + y1 * l.width + x1]
        func mix(_ shift: UInt32) -> Double {
            let top = Double(c00 >> shift & 0xFF) * (1 - tx) + Double(c10 >> shift & 0xFF) * tx
            let bottom = Double(c01 >> shift & 0xFF) * (1 - tx) + Double(c11 >> shift & 0xFF) * tx
            return top * (1 - ty) + bottom * ty
        }
        return (mix(24), mix(16), mix(8), mix(0))
    }
}
