import Foundation

/// A stroke as polygons: the flattened path trimmed to `strokeStart…strokeEnd` of its length,
/// cut into dashes, then one polygon per segment, join and cap, all wound the same way, so their
/// union under the non-zero rule is the stroke (overlaps count once).
package enum PathStroker {
    /// The polygons covering the stroke of `polylines`; `tolerance` (layer units) sets how finely
    /// round caps and joins are divided.
    package static func outline(_ polylines: [Polyline], style: StrokeStyle, tolerance: CGFloat) -> [[CGPoint]] {
        guard style.width > 0, style.end > style.start else { return [] }
        var pieces = trimmed(polylines.map(deduplicated), start: style.start, end: style.end)
        if let pattern = style.dashPattern, pattern.contains(where: { $0 > 0 }), pattern.allSatisfy({ $0 >= 0 }) {
            pieces = dashed(pieces, pattern: pattern, phase: style.dashPhase)
        }
        var polygons: [[CGPoint]] = []
        let hw = style.width / 2
        for piece in pieces { stroke(piece, halfWidth: hw, style: style, tolerance: tolerance, into: &polygons) }
        return polygons.map(positivelyWound)
    }

    // MARK: Cutting along the length

    /// The polyline without consecutive repeated points.
    package static func deduplicated(_ polyline: Polyline) -> Polyline {
        var points: [CGPoint] = []
        for p in polyline.points where points.last != p { points.append(p) }
        if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        return Polyline(points: points, isClosed: polyline.isClosed)
    }

    /// The length of a polyline (its closing side included when closed).
    package static func length(_ polyline: Polyline) -> CGFloat {
        let p = polyline.points
        guard p.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 1..<p.count { total += distance(p[i - 1], p[i]) }
        if polyline.isClosed { total += distance(p[p.count - 1], p[0]) }
        return total
    }

    /// The parts of the whole path between fractions `start` and `end` of its total length, as
    /// Core Animation trims (across subpaths, in order). A closed subpath kept whole stays closed.
    package static func trimmed(_ polylines: [Polyline], start: CGFloat, end: CGFloat) -> [Polyline] {
        if start <= 0 && end >= 1 { return polylines }
        let lengths = polylines.map(length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let from = start * total
        let to = end * total
        var offset: CGFloat = 0
        var result: [Polyline] = []
        for (polyline, l) in zip(polylines, lengths) {
            defer { offset += l }
            let a = max(0, from - offset)
            let b = min(l, to - offset)
            guard b > a || (l == 0 && from <= offset && to >= offset) else { continue }
            if a <= 0 && b >= l {
                result.append(polyline)
            } else {
                result.append(piece(of: polyline, from: a, to: b))
            }
        }
        return result
    }

    /// The dashes of every subpath (the pattern restarts at each subpath): painted lengths at even
    /// indices, gaps at odd ones, an odd-length pattern repeated twice, `phase` into the pattern.
    package static func dashed(_ polylines: [Polyline], pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let lengths = pattern.count % 2 == 0 ? pattern : pattern + pattern
        let period = lengths.reduce(0, +)
        guard period > 0 else { return polylines }
        var result: [Polyline] = []
        for polyline in polylines {
            let l = length(polyline)
            guard l > 0 else { continue }
            var t = -(phase.truncatingRemainder(dividingBy: period) + (phase < 0 ? period : 0))
            var index = 0
            while t < l {
                let dash = lengths[index % lengths.count]
                if index % 2 == 0 {
                    let a = max(t, 0)
                    let b = min(t + dash, l)
                    if b > a { result.append(piece(of: polyline, from: a, to: b)) }
                }
                t += dash
                index += 1
                if index > 1_000_000 { break }
            }
        }
        return result
    }

    /// The open piece of `polyline` between lengths `a` and `b` along it.
    package static func piece(of polyline: Polyline, from a: CGFloat, to b: CGFloat) -> Polyline {
        var p = polyline.points
        if polyline.isClosed, let first = p.first { p.append(first) }
        var result: [CGPoint] = []
        var travelled: CGFloat = 0
        for i in 1..<max(p.count, 1) {
            let s = distance(p[i - 1], p[i])
            let segmentStart = travelled
            let segmentEnd = travelled + s
            travelled = segmentEnd
            guard segmentEnd >= a, segmentStart <= b, s > 0 else { continue }
            if result.isEmpty { result.append(lerp(p[i - 1], p[i], (a - segmentStart) / s)) }
            if segmentEnd <= b {
                result.append(p[i])
            } else {
                result.append(lerp(p[i - 1], p[i], (b - segmentStart) / s))
                break
            }
        }
        if result.isEmpty, let first = p.first { result = [first] }
        return deduplicated(Polyline(points: result, isClosed: false))
    }

    // MARK: Polygons

    private static func stroke(
        _ polyline: Polyline, halfWidth hw: CGFloat, style: StrokeStyle, tolerance: CGFloat,
        into polygons: inout [[CGPoint]]
    ) {
        let p = polyline.points
        guard let first = p.first else { return }
        if p.count == 1 {
            // A zero-length piece still shows its caps (a dot for round caps, a square for square).
            switch style.cap {
            case .round: polygons.append(circle(first, hw, tolerance))
            case .square:
                polygons.append([
                    CGPoint(x: first.x - hw, y: first.y - hw), CGPoint(x: first.x + hw, y: first.y - hw),
                    CGPoint(x: first.x + hw, y: first.y + hw), CGPoint(x: first.x - hw, y: first.y + hw),
                ])
            default: break
            }
            return
        }
        let closed = polyline.isClosed && p.count > 2
        let count = closed ? p.count : p.count - 1
        var directions: [CGPoint] = []
        directions.reserveCapacity(count)
        for i in 0..<count {
            let a = p[i]
            let b = p[(i + 1) % p.count]
            let l = distance(a, b)
            directions.append(CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l))
        }
        for i in 0..<count {
            var a = p[i]
            var b = p[(i + 1) % p.count]
            let d = directions[i]
            if !closed && style.cap == .square {
                if i == 0 { a = CGPoint(x: a.x - d.x * hw, y: a.y - d.y * hw) }
                if i == count - 1 { b = CGPoint(x: b.x + d.x * hw, y: b.y + d.y * hw) }
            }
            let n = CGPoint(x: -d.y * hw, y: d.x * hw)
            polygons.append([
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ])
        }
        let joints = closed ? Array(0..<count) : Array(1..<count)
        for j in joints {
            let incoming = directions[(j - 1 + count) % count]
            let outgoing = directions[j]
            if let polygon = join(at: p[j], incoming, outgoing, hw, style, tolerance) { polygons.append(polygon) }
        }
        if !closed && style.cap == .round {
            polygons.append(circle(p[0], hw, tolerance))
            polygons.append(circle(p[p.count - 1], hw, tolerance))
        }
    }

    /// The polygon filling the outer side of the corner at `v` between unit directions `d0` and `d1`.
    private static func join(
        at v: CGPoint, _ d0: CGPoint, _ d1: CGPoint, _ hw: CGFloat, _ style: StrokeStyle, _ tolerance: CGFloat
    ) -> [CGPoint]? {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return nil }
        if style.join == .round { return circle(v, hw, tolerance) }
        // The outer side is away from the turn.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y * sign, y: d0.x * sign)
        let n1 = CGPoint(x: -d1.y * sign, y: d1.x * sign)
        let o0 = CGPoint(x: v.x + n0.x * hw, y: v.y + n0.y * hw)
        let o1 = CGPoint(x: v.x + n1.x * hw, y: v.y + n1.y * hw)
        if style.join == .miter {
            let m = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let ml = (m.x * m.x + m.y * m.y).squareRoot()
            if ml > 1e-9 {
                let unit = CGPoint(x: m.x / ml, y: m.y / ml)
                let cosHalf = unit.x * n0.x + unit.y * n0.y
                // Core Graphics' limit: miter length over line width, which is 1 / cos(half the turn).
                if cosHalf > 1e-9 && 1 / cosHalf <= style.miterLimit {
                    let reach = hw / cosHalf
                    return [v, o0, CGPoint(x: v.x + unit.x * reach, y: v.y + unit.y * reach), o1]
                }
            }
        }
        return abs(cross) < 1e-9 ? nil : [v, o0, o1]
    }

    /// A circle as a polygon whose sides stay within `tolerance` of the arc.
    package static func circle(_ c: CGPoint, _ r: CGFloat, _ tolerance: CGFloat) -> [CGPoint] {
        let ratio = max(-1, min(1, 1 - tolerance / max(r, 1e-9)))
        let step = 2 * acos(ratio)
        let n = max(8, min(256, Int((2 * CGFloat.pi / max(step, 1e-3)).rounded(.up))))
        return (0..<n).map { i in
            let a = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
            return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }

    /// The polygon wound so its signed area is positive.
    package static func positivelyWound(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
