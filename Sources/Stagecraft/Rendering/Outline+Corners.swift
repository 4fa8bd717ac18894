import Foundation
import UIKit

extension Outline {
    /// The outline of `rect` shaped by `shape` (R193): each corner, square or curved (circular or
    /// continuous, per `maskedCorners`), walked clockwise (y down) with the same number of points
    /// whatever its radius — so an inner and outer outline pair up into a border ring — and the
    /// straight edges between them split into `edgeSegments` pieces.
    init(rect: CGRect, corners shape: CornerShape, arcSegments: Int, edgeSegments: Int) {
        let corners = shape.corners(in: rect)
        let samples = shape.continuous ? max(6, 2 * arcSegments) : max(2, arcSegments)
        var perCorner: [(points: [CGPoint], normals: [CGPoint])] = []
        for corner in corners {
            var points: [CGPoint] = []
            var normals: [CGPoint] = []
            let n0 = CGPoint(x: corner.entry.y, y: -corner.entry.x)
            let n1 = CGPoint(x: corner.exit.y, y: -corner.exit.x)
            if corner.isSquare {
                // The corner point repeated with normals turning from one edge's to the other's,
                // which gives the feather ring a round outer corner.
                for j in 0...samples {
                    let t = CGFloat(j) / CGFloat(samples)
                    points.append(corner.point)
                    normals.append(Self.unit(CGPoint(x: n0.x * (1 - t) + n1.x * t, y: n0.y * (1 - t) + n1.y * t)))
                }
            } else {
                let pieces = corner.cubics.count
                for j in 0...samples {
                    let u = CGFloat(j) / CGFloat(samples) * CGFloat(pieces)
                    let index = min(pieces - 1, Int(u))
                    let t = u - CGFloat(index)
                    let (p0, p1, p2, p3) = corner.cubics[index]
                    let mt = 1 - t
                    let point = CGPoint(
                        x: mt * mt * mt * p0.x + 3 * mt * mt * t * p1.x + 3 * mt * t * t * p2.x + t * t * t * p3.x,
                        y: mt * mt * mt * p0.y + 3 * mt * mt * t * p1.y + 3 * mt * t * t * p2.y + t * t * t * p3.y)
                    var d = CGPoint(
                        x: 3 * (mt * mt * (p1.x - p0.x) + 2 * mt * t * (p2.x - p1.x) + t * t * (p3.x - p2.x)),
                        y: 3 * (mt * mt * (p1.y - p0.y) + 2 * mt * t * (p2.y - p1.y) + t * t * (p3.y - p2.y)))
                    if d.x * d.x + d.y * d.y < 1e-12 { d = CGPoint(x: p3.x - p0.x, y: p3.y - p0.y) }
                    // Clockwise on a y-down screen, the outward normal is the tangent turned left.
                    let normal =
                        d.x * d.x + d.y * d.y < 1e-12
                        ? Self.unit(CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)) : Self.unit(CGPoint(x: d.y, y: -d.x))
                    points.append(point)
                    normals.append(normal)
                }
            }
            perCorner.append((points, normals))
        }
        for i in 0..<4 {
            points += perCorner[i].points
            normals += perCorner[i].normals
            // The straight edge to the next corner, split into `edgeSegments` pieces.
            guard let from = perCorner[i].points.last, let to = perCorner[(i + 1) % 4].points.first else { continue }
            let exit = corners[i].exit
            let edgeNormal = CGPoint(x: exit.y, y: -exit.x)
            for m in stride(from: 1, to: edgeSegments, by: 1) {
                let t = CGFloat(m) / CGFloat(edgeSegments)
                points.append(CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                normals.append(edgeNormal)
            }
        }
    }

    private static func unit(_ v: CGPoint) -> CGPoint {
        let l = (v.x * v.x + v.y * v.y).squareRoot()
        return l > 1e-12 ? CGPoint(x: v.x / l, y: v.y / l) : CGPoint(x: 0, y: -1)
    }
}
