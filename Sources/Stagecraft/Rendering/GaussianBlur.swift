import Foundation

/// A Gaussian blur of a single-channel image, approximated by three extended box filters per axis
/// (Gwosdek, Grewenig, Bruhn & Weickert, "Theoretical foundations of Gaussian convolution by
/// extended box filtering", 2011): each box has exactly a third of the wanted variance, which a
/// plain integer box cannot, and costs the same at any radius (running sums).
enum GaussianBlur {
    /// Blurs `values` (`width × height`, row by row) with standard deviation `sigma` pixels; what
    /// lies outside the image counts as zero.
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.05, width > 0, height > 0 else { return }
        let box = ExtendedBox(variance: sigma * sigma / 3)
        var line = [Double](repeating: 0, count: max(width, height))
        var prefix = [Double](repeating: 0, count: max(width, height) + 1)
        values.withUnsafeMutableBufferPointer { v in
            for _ in 0..<3 {
                for y in 0..<height {
                    box.apply(v, start: y * width, stride: 1, count: width, line: &line, prefix: &prefix)
                }
            }
            for _ in 0..<3 {
                for x in 0..<width {
                    box.apply(v, start: x, stride: width, count: height, line: &line, prefix: &prefix)
                }
            }
        }
    }

    /// A box of radius `r` with weight `alpha` on the two samples just outside, normalised.
    struct ExtendedBox {
        var r: Int
        var alpha: Double

        /// The extended box with the given variance: the widest plain box not above it, then the
        /// end weight that makes up the rest.
        init(variance v: Double) {
            r = max(0, Int((0.5 * (12 * v + 1).squareRoot() - 0.5).rounded(.down)))
            let rd = Double(r)
            let plain = rd * (rd + 1) / 3
            alpha = min(1, max(0, (2 * rd + 1) * (v - plain) / (2 * ((rd + 1) * (rd + 1) - v))))
        }

        /// Filters `count` samples `stride` apart from `start`, in place.
        func apply(
            _ v: UnsafeMutableBufferPointer<Float>, start: Int, stride: Int, count: Int, line: inout [Double],
            prefix: inout [Double]
        ) {
            var sum = 0.0
            prefix[0] = 0
            for i in 0..<count {
                let x = Double(v[start + i * stride])
                line[i] = x
                sum += x
                prefix[i + 1] = sum
            }
            guard sum > 0 else { return }
            let norm = 1 / (Double(2 * r + 1) + 2 * alpha)
            for i in 0..<count {
                let lo = max(0, i - r)
                let hi = min(count, i + r + 1)
                var total = prefix[hi] - prefix[lo]
                if alpha > 0 {
                    if i - r - 1 >= 0 { total += alpha * line[i - r - 1] }
                    if i + r + 1 < count { total += alpha * line[i + r + 1] }
                }
                v[start + i * stride] = Float(total * norm)
            }
        }
    }
}
