import Foundation

/// Anti-aliased coverage of filled polygons on a pixel grid: for every pixel, the fraction of it
/// inside (0…255). Each pixel row is sampled by `subsamples` horizontal scanlines; along each the
/// filled spans (by the winding rule) are added with their exact fractional ends, so vertical
/// edges are exact and others are resolved to 1/`subsamples` of a pixel.
///
/// Spans go into a difference row (+w where a span starts, −w where it ends, split over the two
/// pixels an end point falls between), which one running sum per row turns into coverage — the
/// cost is the crossings per scanline plus the row width, not the span lengths.
package struct CoverageRasterizer {
    /// Scanlines per pixel row.
    package static let subsamples = 16

    /// One polygon side, stored top to bottom with the direction it had (+1: downwards).
    private struct Edge {
        var x0: Double
        var y0: Double
        var y1: Double
        var slope: Double
        var winding: Int
    }

    /// The coverage of `contours` (each implicitly closed, in pixel coordinates where pixel (i, j)
    /// covers [i, i+1) × [j, j+1)) filled by `rule`, as `width × height` bytes row by row.
    package static func coverage(of contours: [[CGPoint]], rule: CGPathFillRule, width: Int, height: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: max(0, width * height))
        guard width > 0, height > 0 else { return result }
        var edges: [Edge] = []
        for contour in contours where contour.count >= 3 {
            for i in contour.indices {
                let a = contour[i]
                let b = contour[(i + 1) % contour.count]
                guard a.y != b.y, a.y.isFinite, b.y.isFinite, a.x.isFinite, b.x.isFinite else { continue }
                let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(
                    Edge(
                        x0: Double(top.x), y0: Double(top.y), y1: Double(bottom.y),
                        slope: Double(bottom.x - top.x) / Double(bottom.y - top.y), winding: winding))
            }
        }
        guard !edges.isEmpty else { return result }
        edges.sort { $0.y0 < $1.y0 }
        let firstRow = max(0, Int(edges[0].y0.rounded(.down)))
        let lastRow = min(height - 1, Int((edges.map(\.y1).max() ?? 0).rounded(.up)))
        guard firstRow <= lastRow else { return result }
        let s = subsamples
        let weight = 1.0 / Double(s)
        var accumulation = [Double](repeating: 0, count: width + 2)
        var active: [Int] = []
        var crossings: [(x: Double, winding: Int)] = []
        var next = 0
        let evenOdd = rule == .evenOdd
        let maxX = Double(width)
        result.withUnsafeMutableBufferPointer { out in
            accumulation.withUnsafeMutableBufferPointer { acc in
                for row in firstRow...lastRow {
                    var touched = false
                    for sub in 0..<s {
                        let y = Double(row) + (Double(sub) + 0.5) * weight
                        while next < edges.count && edges[next].y0 <= y {
                            active.append(next)
                            next += 1
                        }
                        active.removeAll { edges[$0].y1 <= y }
                        guard !active.isEmpty else { continue }
                        crossings.removeAll(keepingCapacity: true)
                        for index in active where edges[index].y0 <= y {
                            let e = edges[index]
                            crossings.append((e.x0 + (y - e.y0) * e.slope, e.winding))
                        }
                        // Few crossings per scanline: insertion sort.
                        var i = 1
                        while i < crossings.count {
                            let c = crossings[i]
                            var j = i - 1
                            while j >= 0 && crossings[j].x > c.x {
                                crossings[j + 1] = crossings[j]
                                j -= 1
                            }
                            crossings[j + 1] = c
                            i += 1
                        }
                        var winding = 0
                        var spanStart = 0.0
                        for c in crossings {
                            let wasInside = evenOdd ? winding & 1 != 0 : winding != 0
                            winding += c.winding
                            let isInside = evenOdd ? winding & 1 != 0 : winding != 0
                            if !wasInside && isInside {
                                spanStart = c.x
                            } else if wasInside && !isInside {
                                let xa = min(max(spanStart, 0), maxX)
                                let xb = min(max(c.x, 0), maxX)
                                if xb > xa {
                                    addEnd(acc, xa, weight)
                                    addEnd(acc, xb, -weight)
                                    touched = true
                                }
                            }
                        }
                    }
                    guard touched else { continue }
                    var sum = 0.0
                    let base = row * width
                    for x in 0..<width {
                        sum += acc[x]
                        acc[x] = 0
                        let v = min(max(sum, 0), 1)
                        out[base + x] = UInt8((v * 255).rounded())
                    }
                    acc[width] = 0
                    acc[width + 1] = 0
                }
            }
        }
        return result
    }

    /// A span boundary at `x` of weight `w`: split between the pixel it falls in and the next, so
    /// the running sum covers the first pixel by the fraction of it past `x`.
    @inline(__always)
    private static func addEnd(_ acc: UnsafeMutableBufferPointer<Double>, _ x: Double, _ w: Double) {
        let pixel = Int(x)
        let fraction = x - Double(pixel)
        acc[pixel] += w * (1 - fraction)
        acc[pixel + 1] += w * fraction
    }
}
