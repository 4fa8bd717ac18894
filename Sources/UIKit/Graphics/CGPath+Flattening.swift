import Foundation

/// One subpath of a flattened path: its corners in order and whether it closes back to the first.
package struct Polyline: Equatable, Sendable {
    package var points: [CGPoint]
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension CGPath {
    /// The path as polylines: curves split into straight pieces that stay within `tolerance` of
    /// the curve (Wang's bound on the second differences of the control points). Subpaths follow
    /// Core Graphics: a move starts one, a close ends one at its start point, and drawing after a
    /// close continues from that start point.
    package func flattened(tolerance: CGFloat) -> [Polyline] {
        let tolerance = max(tolerance, 1e-4)
        var result: [Polyline] = []
        var points: [CGPoint] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        var hasCurrent = false
        func finish(closed: Bool) {
            if !points.isEmpty { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        func begin() {
            if points.isEmpty {
                points.append(current)
                start = current
            }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = p
                start = p
                hasCurrent = true
                points.append(p)
            case .line(let p):
                if !hasCurrent { current = p }
                hasCurrent = true
                begin()
                points.append(p)
                current = p
            case .quad(let c, let p):
                if !hasCurrent { current = c }
                hasCurrent = true
                begin()
                let n = PathCurve.segments(secondDifference: PathCurve.length(current, -2, c, p), degree: 2, tolerance)
                for i in 1...n {
                    points.append(PathCurve.quad(current, c, p, CGFloat(i) / CGFloat(n)))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                if !hasCurrent { current = c1 }
                hasCurrent = true
                begin()
                let dd = max(PathCurve.length(current, -2, c1, c2), PathCurve.length(c1, -2, c2, p))
                let n = PathCurve.segments(secondDifference: dd, degree: 3, tolerance)
                for i in 1...n {
                    points.append(PathCurve.cubic(current, c1, c2, p, CGFloat(i) / CGFloat(n)))
                }
                current = p
            case .close:
                if !points.isEmpty {
                    // The closing line is implied; a last point on the start would be a zero-length side.
                    if points.count > 1, let last = points.last, last == start { points.removeLast() }
                    finish(closed: true)
                }
                current = start
            }
        }
        finish(closed: false)
        return result
    }
}

/// Points on, and extrema of, quadratic and cubic Bézier curves.
package enum PathCurve {
    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
    }

    /// |a + k·b + c|: the size of a second difference of control points (k = −2).
    static func length(_ a: CGPoint, _ k: CGFloat, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        let x = a.x + k * b.x + c.x
        let y = a.y + k * b.y + c.y
        return (x * x + y * y).squareRoot()
    }

    /// Wang's formula: straight pieces enough for a curve of `degree` to stay within `tolerance`.
    static func segments(secondDifference: CGFloat, degree: Int, _ tolerance: CGFloat) -> Int {
        let d = CGFloat(degree)
        let n = (d * (d - 1) / 8 * secondDifference / tolerance).squareRoot().rounded(.up)
        return max(1, min(1024, Int(n.isFinite ? n : 1)))
    }

    /// The points of a quadratic curve where x or y is extreme inside (0, 1).
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p: CGPoint) -> [CGPoint] {
        var result: [CGPoint] = []
        for axis in 0..<2 {
            let (a, b, e) = axis == 0 ? (p0.x, c.x, p.x) : (p0.y, c.y, p.y)
            let denominator = a - 2 * b + e
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0 && t < 1 { result.append(quad(p0, c, p, t)) }
        }
        return result
    }

    /// The points of a cubic curve where x or y is extreme inside (0, 1).
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) -> [CGPoint] {
        var result: [CGPoint] = []
        for axis in 0..<2 {
            let (a, b, c, d) = axis == 0 ? (p0.x, c1.x, c2.x, p.x) : (p0.y, c1.y, c2.y, p.y)
            // B'(t)/3 = (−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a).
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    let s = disc.squareRoot()
                    roots += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
                }
            }
            for t in roots where t > 0 && t < 1 { result.append(cubic(p0, c1, c2, p, t)) }
        }
        return result
    }
}
