import Foundation
import UIKit

/// A backdrop on the downsampled grid: premultiplied channels and the coverage of samples that
/// hit the target (0 where the bounds leave the target), each a plane of floats.
struct BackdropSamples {
    var r: [Float]
    var g: [Float]
    var b: [Float]
    var a: [Float]
    var coverage: [Float]

    init(count: Int) {
        r = [Float](repeating: 0, count: count)
        (g, b, a, coverage) = (r, r, r, r)
    }

    /// Adds one premultiplied ARGB8888 sample to texel `i`.
    mutating func add(_ pixel: UInt32, at i: Int) {
        r[i] += Float((pixel >> 16) & 0xFF)
        g[i] += Float((pixel >> 8) & 0xFF)
        b[i] += Float(pixel & 0xFF)
        a[i] += Float(pixel >> 24)
        coverage[i] += 1
    }

    /// Adds, for every pixel of the grid, the target pixel at `rows[y] + columns[x]` (skipping
    /// −1s) to its downsampled texel: the axis-aligned case, without a projection per pixel.
    mutating func accumulate(_ pixels: [UInt32], rows: [Int], columns: [Int], factor: Int, lowWidth: Int) {
        let lowIndex = columns.indices.map { $0 / factor }
        let width = columns.count
        pixels.withUnsafeBufferPointer { px in
            columns.withUnsafeBufferPointer { columns in
                lowIndex.withUnsafeBufferPointer { lowIndex in
                    r.withUnsafeMutableBufferPointer { r in
                        g.withUnsafeMutableBufferPointer { g in
                            b.withUnsafeMutableBufferPointer { b in
                                a.withUnsafeMutableBufferPointer { a in
                                    coverage.withUnsafeMutableBufferPointer { c in
                                        var y = 0
                                        while y < rows.count {
                                            let rowStart = rows[y]
                                            let lowRow = (y / factor) * lowWidth
                                            y += 1
                                            if rowStart < 0 { continue }
                                            var x = 0
                                            while x < width {
                                                let column = columns[x]
                                                if column >= 0 {
                                                    let v = px[rowStart &+ column]
                                                    let i = lowRow &+ lowIndex[x]
                                                    r[i] += Float((v >> 16) & 0xFF)
                                                    g[i] += Float((v >> 8) & 0xFF)
                                                    b[i] += Float(v & 0xFF)
                                                    a[i] += Float(v >> 24)
                                                    c[i] += 1
                                                }
                                                x += 1
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A hash of the sums (what the texture is made from).
    func hash() -> Int {
        var hasher = Hasher()
        for plane in [r, g, b, a, coverage] {
            plane.withUnsafeBufferPointer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        return hasher.finalize()
    }

    /// Turns sums of `samples` samples of 0…255 into averages of 0…1 (coverage: the fraction hit).
    mutating func normalise(by samples: Float) {
        let k = 1 / (255 * samples)
        for i in r.indices {
            r[i] *= k
            g[i] *= k
            b[i] *= k
            a[i] *= k
            coverage[i] /= samples
        }
    }

    /// Blurs every plane by a Gaussian of `sigma` texels.
    mutating func blur(width: Int, height: Int, sigma: Double) {
        GaussianBlur.blur(&r, width: width, height: height, sigma: sigma)
        GaussianBlur.blur(&g, width: width, height: height, sigma: sigma)
        GaussianBlur.blur(&b, width: width, height: height, sigma: sigma)
        GaussianBlur.blur(&a, width: width, height: height, sigma: sigma)
        GaussianBlur.blur(&coverage, width: width, height: height, sigma: sigma)
    }

    /// Divides the blurred channels by the blurred coverage (only what lies inside the bounds
    /// counts) and saturates the colour, keeping it premultiplied: `colorSaturate` of Core
    /// Animation, a move away from the Rec. 709 luminance by `saturation`.
    mutating func resolve(saturation s: Float) {
        for i in r.indices {
            let c = coverage[i]
            guard c > 1e-4 else {
                (r[i], g[i], b[i], a[i]) = (0, 0, 0, 0)
                continue
            }
            let alpha = min(1, a[i] / c)
            guard alpha > 1e-4 else {
                (r[i], g[i], b[i], a[i]) = (0, 0, 0, 0)
                continue
            }
            // Straight colour, saturated, premultiplied again.
            let k = 1 / (c * alpha)
            let (sr, sg, sb) = (r[i] * k, g[i] * k, b[i] * k)
            let luminance = 0.2126 * sr + 0.7152 * sg + 0.0722 * sb
            func saturate(_ v: Float) -> Float { min(1, max(0, luminance + s * (v - luminance))) * alpha }
            (r[i], g[i], b[i], a[i]) = (saturate(sr), saturate(sg), saturate(sb), alpha)
        }
    }

    /// Straight-alpha ARGB8888 pixels of `width × height`, scaled up bilinearly from the
    /// `lowWidth × lowHeight` grid (each low texel covering `factor × factor` pixels).
    func upsampled(_ lowWidth: Int, _ lowHeight: Int, to width: Int, _ height: Int, factor: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        let f = Float(factor)
        // Per column: the two low texels and the weight of the second.
        var columns: [(Int, Int, Float)] = []
        columns.reserveCapacity(width)
        for x in 0..<width {
            let u = min(max((Float(x) + 0.5) / f - 0.5, 0), Float(lowWidth - 1))
            let i0 = Int(u)
            columns.append((i0, min(i0 + 1, lowWidth - 1), u - Float(i0)))
        }
        func pack(_ pr: Float, _ pg: Float, _ pb: Float, _ pa: Float) -> UInt32 {
            guard pa > 1e-4 else { return 0 }
            func byte(_ v: Float) -> UInt32 { UInt32(min(255, max(0, (v * 255).rounded()))) }
            return byte(pa) << 24 | byte(pr / pa) << 16 | byte(pg / pa) << 8 | byte(pb / pa)
        }
        // Separable: each output row first mixes its two low rows, then each pixel two columns.
        var line = [[Float]](repeating: [Float](repeating: 0, count: lowWidth), count: 4)
        let planes = [r, g, b, a]
        out.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let v = min(max((Float(y) + 0.5) / f - 0.5, 0), Float(lowHeight - 1))
                let j0 = Int(v)
                let j1 = min(j0 + 1, lowHeight - 1)
                let wy = v - Float(j0)
                for k in 0..<4 {
                    planes[k].withUnsafeBufferPointer { plane in
                        line[k].withUnsafeMutableBufferPointer { l in
                            for i in 0..<lowWidth {
                                let top = plane[j0 * lowWidth + i]
                                l[i] = top + (plane[j1 * lowWidth + i] - top) * wy
                            }
                        }
                    }
                }
                let (lr, lg, lb, la) = (line[0], line[1], line[2], line[3])
                for x in 0..<width {
                    let (i0, i1, wx) = columns[x]
                    out[y * width + x] = pack(
                        lr[i0] + (lr[i1] - lr[i0]) * wx, lg[i0] + (lg[i1] - lg[i0]) * wx,
                        lb[i0] + (lb[i1] - lb[i0]) * wx, la[i0] + (la[i1] - la[i0]) * wx)
                }
            }
        }
        return out
    }
}
