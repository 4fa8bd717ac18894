import Foundation

/// A convex collision outline: a polygon of positive area (or a two-vertex boundary segment), or
/// a circle — what a square item's `.ellipse` is, so a ball rolls and bounces true (R279).
enum PhysicsShape {
    case polygon([PhysicsVector])
    case circle(center: PhysicsVector, radius: Double)

    /// The shape moved by a rotation of `angle` and then by `offset`.
    func transformed(angle: Double, offset: PhysicsVector) -> PhysicsShape {
        switch self {
        case .polygon(let points): return .polygon(points.map { offset + $0.rotated(by: angle) })
        case .circle(let center, let radius): return .circle(center: offset + center.rotated(by: angle), radius: radius)
        }
    }

    /// Area and second moment about the origin (per unit density).
    var massProperties: (area: Double, secondMoment: Double) {
        switch self {
        case .polygon(let shape):
            guard shape.count >= 3 else { return (0, 0) }
            var area = 0.0
            var moment = 0.0
            for i in shape.indices {
                let a = shape[i]
                let b = shape[(i + 1) % shape.count]
                let cross = a.cross(b)
                area += cross / 2
                moment += cross * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
            }
            return (area, moment)
        case .circle(let center, let radius):
            let area = Double.pi * radius * radius
            return (area, area * (radius * radius / 2 + center.lengthSquared))
        }
    }

    /// The box around the shape.
    var bounds: (min: PhysicsVector, max: PhysicsVector) {
        switch self {
        case .polygon(let points):
            var lo = PhysicsVector(x: .infinity, y: .infinity)
            var hi = PhysicsVector(x: -.infinity, y: -.infinity)
            for p in points {
                lo = PhysicsVector(x: min(lo.x, p.x), y: min(lo.y, p.y))
                hi = PhysicsVector(x: max(hi.x, p.x), y: max(hi.y, p.y))
            }
            return (lo, hi)
        case .circle(let c, let r):
            return (PhysicsVector(x: c.x - r, y: c.y - r), PhysicsVector(x: c.x + r, y: c.y + r))
        }
    }
}

extension ContactManifold {
    /// The manifold of any two shapes (normal from `a` to `b`).
    static func between(_ a: PhysicsShape, _ b: PhysicsShape, margin: Double) -> ContactManifold? {
        switch (a, b) {
        case (.polygon(let p), .polygon(let q)):
            return between(p, q, margin: margin)
        case (.polygon(let p), .circle(let c, let r)):
            return polygonAndCircle(p, center: c, radius: r, margin: margin)
        case (.circle(let c, let r), .polygon(let p)):
            guard var m = polygonAndCircle(p, center: c, radius: r, margin: margin) else { return nil }
            m.normal = -m.normal
            return m
        case (.circle(let c1, let r1), .circle(let c2, let r2)):
            let d = c2 - c1
            let distance = d.length
            let separation = distance - r1 - r2
            guard separation <= margin else { return nil }
            let n = distance > 1e-9 ? (1 / distance) * d : PhysicsVector(x: 0, y: 1)
            let point = c1 + (r1 + separation / 2) * n
            return ContactManifold(normal: n, points: [Point(position: point, separation: separation)])
        }
    }

    /// A polygon (or segment) against a circle: the nearest face or vertex (Box2D's
    /// `b2CollidePolygonAndCircle`); the normal points from the polygon to the circle.
    private static func polygonAndCircle(
        _ polygon: [PhysicsVector], center: PhysicsVector, radius: Double, margin: Double
    ) -> ContactManifold? {
        guard polygon.count >= 2 else { return nil }
        // The point of the polygon's outline nearest the centre, and whether the centre is inside.
        var nearest = polygon[0]
        var nearestDistance = Double.infinity
        var inside = polygon.count >= 3
        var deepestFace = 0
        var deepestSeparation = -Double.infinity
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            let edge = b - a
            let n = edge.normalized.rightPerpendicular
            let s = n.dot(center - a)
            if s > 0 { inside = false }
            if s > deepestSeparation {
                deepestSeparation = s
                deepestFace = i
            }
            let t = edge.lengthSquared > 0 ? min(max((center - a).dot(edge) / edge.lengthSquared, 0), 1) : 0
            let q = a + t * edge
            let d = (center - q).length
            if d < nearestDistance {
                nearestDistance = d
                nearest = q
            }
        }
        let normal: PhysicsVector
        let separation: Double
        if inside {
            let a = polygon[deepestFace]
            normal = (polygon[(deepestFace + 1) % polygon.count] - a).normalized.rightPerpendicular
            separation = deepestSeparation - radius
            nearest = center - deepestSeparation * normal
        } else if nearestDistance > 1e-9 {
            normal = (1 / nearestDistance) * (center - nearest)
            separation = nearestDistance - radius
        } else {
            return nil
        }
        guard separation <= margin else { return nil }
        return ContactManifold(
            normal: normal, points: [Point(position: nearest + (separation / 2) * normal, separation: separation)])
    }
}
