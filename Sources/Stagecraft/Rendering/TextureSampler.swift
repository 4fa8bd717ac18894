import Foundation
import UIKit

/// Resamples a texture through a projective map on the CPU with filtering (R201): bilinear
/// within the mipmap level that matches the local minification (so a shrunken or foreshortened
/// texture averages its texels instead of skipping them), perspective-correct per pixel.
///
/// SDL's software `SDL_RenderGeometry` samples nearest-neighbour only (docs/architecture.md, "SDL
/// facts"): text on a turning cube face or a magnified thumbnail drawn through it is point-sampled,
/// with dropped and doubled texel columns. The renderer draws those textures through this instead,
/// pixel for pixel on the target, on every backend.
///
/// `resample` is the sampler as issue #16 left it: the same bits as `resampleByDefinition` (the
/// per-pixel formulas written out once, kept as the reference the tests compare with and as the
/// bench's "before"), computed with what is constant per draw hoisted out — under an affine map
/// the Jacobian, and so the mip level, is one value — rounding done inline instead of through
/// libm, the levels read through one pointer and built only as deep as the draw reads.
package enum TextureSampler {
    /// What is drawn: `image` covers `textureRect` of the layer's plane; the part inside `shape`
    /// (rounded by `radius`) is drawn, through `map`, at `alpha`.
    struct Request {
        var image: SampledImage
        var textureRect: CGRect
        var shape: CGRect
        var radius: CGFloat
        var map: Homography
        var alpha: CGFloat
        /// Straight edges are anti-aliased (`allowsEdgeAntialiasing`); rounded corners always are.
        var antialiasedEdges: Bool
    }

    /// Whether `resample` takes its shortcuts (off: every pixel through `resampleByDefinition`).
    nonisolated(unsafe) package static var takesShortcuts = true

    /// The values of a request every pixel reads.
    private struct Setup {
        var m: InlineArray<9, Double>
        var sx: Double
        var sy: Double
        var minX: Double
        var minY: Double
        var centre: (Double, Double)
        var core: (Double, Double)
        var radius: Double
        var texelsPerPoint: Double
        var alpha: Double
        var antialiased: Bool

        init?(_ r: Request) {
            guard let inverse = r.map.inverted(), r.textureRect.width > 0, r.textureRect.height > 0 else {
                return nil
            }
            let image = r.image
            sx = Double(image.width) / Double(r.textureRect.width)
            sy = Double(image.height) / Double(r.textureRect.height)
            m = inverse.m
            (minX, minY) = (Double(r.textureRect.minX), Double(r.textureRect.minY))
            let shape = r.shape
            let half = (Double(shape.width) / 2, Double(shape.height) / 2)
            centre = (Double(shape.midX), Double(shape.midY))
            radius = Double(max(0, min(r.radius, shape.width / 2, shape.height / 2)))
            core = (half.0 - radius, half.1 - radius)
            texelsPerPoint = (sx * sy).squareRoot()
            alpha = Double(min(max(r.alpha, 0), 1))
            antialiased = r.antialiasedEdges
        }
    }

    /// The straight-alpha ARGB8888 pixels of the target box `(x0, y0, width, height)`, row by row.
    static func resample(_ r: Request, x0: Int, y0: Int, width: Int, height: Int) -> [UInt32] {
        guard takesShortcuts else { return resampleByDefinition(r, x0: x0, y0: y0, width: width, height: height) }
        var out = [UInt32](repeating: 0, count: width * height)
        guard let s = Setup(r) else { return out }
        let image = r.image
        let t = (s.m[0], s.m[1], s.m[2], s.m[3], s.m[4], s.m[5], s.m[6], s.m[7], s.m[8])
        let (sx, sy) = (s.sx, s.sy)
        // Affine: W is 1 at every pixel, so the Jacobian is the map's linear part — the same values
        // (t·1 − X·0) / 1 the general formula gives — and the mip level is one for the whole draw.
        let affine = t.2 == 0 && t.5 == 0 && t.8 == 1
        var affineStretch = 0.0
        if affine {
            affineStretch = max(t.0 * t.0 * sx * sx + t.1 * t.1 * sy * sy, t.3 * t.3 * sx * sx + t.4 * t.4 * sy * sy)
            image.build(upTo: level(for: affineStretch, count: image.levelCount))
        }
        out.withUnsafeMutableBufferPointer { dst in
            var built = image.levels
            var pixels = image.pixels
            for j in 0..<height {
                let py = Double(y0 + j) + 0.5
                for i in 0..<width {
                    let px = Double(x0 + i) + 0.5
                    let X = px * t.0 + py * t.3 + t.6
                    let Y = px * t.1 + py * t.4 + t.7
                    let qx: Double
                    let qy: Double
                    let stretch2: Double
                    if affine {
                        (qx, qy, stretch2) = (X, Y, affineStretch)
                    } else {
                        let W = px * t.2 + py * t.5 + t.8
                        guard W > 1e-9 else { continue }
                        qx = X / W
                        qy = Y / W
                        let w2 = W * W
                        let dqxdx = (t.0 * W - X * t.2) / w2
                        let dqydx = (t.1 * W - Y * t.2) / w2
                        let dqxdy = (t.3 * W - X * t.5) / w2
                        let dqydy = (t.4 * W - Y * t.5) / w2
                        // Multiplied as the definition multiplies (((d·d)·s)·s), for the same bits.
                        stretch2 = max(
                            dqxdx * dqxdx * sx * sx + dqydx * dqydx * sy * sy,
                            dqxdy * dqxdy * sx * sx + dqydy * dqydy * sy * sy)
                    }
                    var coverage = coverage(qx, qy, stretch2, s)
                    guard coverage > 0 else { continue }
                    let l = level(for: stretch2, count: image.levelCount)
                    if l >= built.count {
                        image.build(upTo: l)
                        built = image.levels
                        pixels = image.pixels
                    }
                    let level = built[l]
                    // 2⁻ˡ is exact, so multiplying by it is dividing by 2ˡ.
                    let f = Self.inversePowersOfTwo[l]
                    let u = (qx - s.minX) * s.sx * f - 0.5
                    let v = (qy - s.minY) * s.sy * f - 0.5
                    let texel = pixels.withUnsafeBufferPointer { bilinear($0, level, u, v) }
                    coverage *= s.alpha
                    let a = texel.a * coverage
                    guard a > 0.5 else { continue }
                    // Straight alpha out: premultiplied colour divided by the texel's alpha.
                    let inv = 255 / texel.a
                    dst[j * width + i] =
                        roundedByte(a) << 24 | roundedByte(texel.r * inv) << 16 | roundedByte(texel.g * inv) << 8
                        | roundedByte(texel.b * inv)
                }
            }
        }
        return out
    }

    /// The mip level whose texels are about one target pixel apart at a squared stretch of `stretch2`.
    @inline(__always)
    private static func level(for stretch2: Double, count: Int) -> Int {
        var level = 0
        var remaining = stretch2
        while remaining >= 4 && level < count - 1 {
            remaining /= 4
            level += 1
        }
        return level
    }

    /// 2⁻ˡ for every level a texture can have.
    private static let inversePowersOfTwo: [Double] = (0..<64).map {
        1 / Double(sign: .plus, exponent: $0, significand: 1)
    }

    /// How much of the pixel at layer point `(qx, qy)` the (rounded) shape covers, `stretch2` the
    /// squared texels per pixel there: the definition's value, with the square root of a distance
    /// taken only in a corner (elsewhere `√(a²) = |a|` exactly) and the ramp's division only within
    /// half a pixel of the edge.
    @inline(__always)
    private static func coverage(_ qx: Double, _ qy: Double, _ stretch2: Double, _ s: Setup) -> Double {
        // Signed distance to the (rounded) shape in points, negative inside.
        let ax = abs(qx - s.centre.0) - s.core.0
        let ay = abs(qy - s.centre.1) - s.core.1
        let inCorner = s.radius > 0 && ax > 0 && ay > 0
        let distance: Double
        if ax > 0 && ay > 0 {
            distance = (ax * ax + ay * ay).squareRoot() - s.radius
        } else {
            distance = max(ax, ay) - s.radius
        }
        guard inCorner || s.antialiased else { return distance <= 0 ? 1 : 0 }
        let pointsPerPixel = max(stretch2.squareRoot() / s.texelsPerPoint, 1e-9)
        // 0.5 − d/p ≥ 1 exactly when d ≤ −p/2 (halving is exact and division rounds monotonically).
        if distance <= -0.5 * pointsPerPixel { return 1 }
        return min(max(0.5 - distance / pointsPerPixel, 0), 1)
    }

    /// `UInt32(min(255, x.rounded()))` for `x ≥ 0`, without libm: `x − ⌊x⌋` is exact for a
    /// non-negative double, so comparing it with one half rounds halves away from zero as
    /// `rounded()` does.
    @inline(__always)
    static func roundedByte(_ x: Double) -> UInt32 {
        let whole = Int(x)
        let rounded = x - Double(whole) >= 0.5 ? whole + 1 : whole
        return UInt32(min(255, rounded))
    }

    /// `⌊x⌋` for a finite `x` of integer range, without libm.
    @inline(__always)
    static func floorInt(_ x: Double) -> Int {
        let whole = Int(x)
        return Double(whole) > x ? whole - 1 : whole
    }

    /// The premultiplied texel at `(u, v)` of `level` (texel centres at whole numbers), edges clamped.
    @inline(__always)
    private static func bilinear(_ p: UnsafeBufferPointer<UInt32>, _ l: SampledImage.Level, _ u: Double, _ v: Double)
        -> (a: Double, r: Double, g: Double, b: Double)
    {
        let iu = floorInt(u)
        let iv = floorInt(v)
        let tx = u - Double(iu)
        let ty = v - Double(iv)
        let x0 = min(max(iu, 0), l.width - 1)
        let y0 = min(max(iv, 0), l.height - 1)
        let x1 = min(max(iu + 1, 0), l.width - 1)
        let y1 = min(max(iv + 1, 0), l.height - 1)
        let c00 = p[l.offset + y0 * l.width + x0]
        let c10 = p[l.offset + y0 * l.width + x1]
        let c01 = p[l.offset + y1 * l.width + x0]
        let c11 = p[l.offset + y1 * l.width + x1]
        @inline(__always) func mix(_ shift: UInt32) -> Double {
            let top = Double(c00 >> shift & 0xFF) * (1 - tx) + Double(c10 >> shift & 0xFF) * tx
            let bottom = Double(c01 >> shift & 0xFF) * (1 - tx) + Double(c11 >> shift & 0xFF) * tx
            return top * (1 - ty) + bottom * ty
        }
        return (mix(24), mix(16), mix(8), mix(0))
    }
}
