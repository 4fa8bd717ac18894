import Foundation

/// Where two convex outlines touch or nearly touch: up to two points with their separations
/// (negative when they overlap) and the normal from the first outline to the second.
///
/// Found with the separating-axis test and reference-edge clipping of Box2D's polygon collider
/// (Catto, "Contact Manifolds", GDC 2007); a boundary segment is a two-sided polygon of two
/// vertices.
struct ContactManifold {
    struct Point {
        var position: PhysicsVector
        var separation: Double
    }

    var normal: PhysicsVector
    var points: [Point]

    /// The manifold of `a` against `b`, or nil when they are further apart than `margin`.
    static func between(_ a: [PhysicsVector], _ b: [PhysicsVector], margin: Double) -> ContactManifold? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        let (edgeA, separationA) = maxSeparation(of: a, against: b)
        if separationA > margin { return nil }
        let (edgeB, separationB) = maxSeparation(of: b, against: a)
        if separationB > margin { return nil }
        // Prefer the first outline's face unless the second's is clearly better (Box2D's tolerance).
        let flip = separationB > separationA + 1e-3
        let reference = flip ? b : a
        let incident = flip ? a : b
        let referenceEdge = flip ? edgeB : edgeA

        let v1 = reference[referenceEdge]
        let v2 = reference[(referenceEdge + 1) % reference.count]
        let tangent = (v2 - v1).normalized
        let normal = tangent.rightPerpendicular

        // The incident edge: the one of the other outline most anti-parallel to the normal.
        var incidentEdge = 0
        var minDot = Double.infinity
        for i in incident.indices {
            let n = (incident[(i + 1) % incident.count] - incident[i]).normalized.rightPerpendicular
            let d = n.dot(normal)
            if d < minDot {
                minDot = d
                incidentEdge = i
            }
        }
        var clipped = [incident[incidentEdge], incident[(incidentEdge + 1) % incident.count]]
        clipped = clip(clipped, normal: -tangent, offset: -tangent.dot(v1))
        guard clipped.count == 2 else { return nil }
        clipped = clip(clipped, normal: tangent, offset: tangent.dot(v2))
        guard clipped.count == 2 else { return nil }

        var points: [Point] = []
        for p in clipped {
            let separation = normal.dot(p - v1)
            if separation <= margin { points.append(Point(position: p, separation: separation)) }
        }
        guard !points.isEmpty else { return nil }
        return ContactManifold(normal: flip ? -normal : normal, points: points)
    }

    /// The edge of `a` whose outward normal separates `b` the most, and by how much.
    private static func maxSeparation(of a: [PhysicsVector], against b: [PhysicsVector]) -> (Int, Double) {
        var bestEdge = 0
        var best = -Double.infinity
        for i in a.indices {
            let v = a[i]
            let n = (a[(i + 1) % a.count] - v).normalized.rightPerpendicular
            var deepest = Double.infinity
            for p in b { deepest = min(deepest, n.dot(p - v)) }
            if deepest > best {
                best = deepest
                bestEdge = i
            }
        }
        return (bestEdge, best)
    }

    /// Sutherland–Hodgman clipping of a segment to the half-plane `normal · p <= offset`.
    private static func clip(_ segment: [PhysicsVector], normal: PhysicsVector, offset: Double) -> [PhysicsVector] {
        let d0 = normal.dot(segment[0]) - offset
        let d1 = normal.dot(segment[1]) - offset
        var out: [PhysicsVector] = []
        if d0 <= 0 { out.append(segment[0]) }
        if d1 <= 0 { out.append(segment[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append(segment[0] + t * (segment[1] - segment[0]))
        }
        return out
    }
}
