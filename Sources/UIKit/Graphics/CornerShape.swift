import Foundation

/// The outline of a layer's rounded rectangle (R193): `cornerRadius` on the corners
/// `maskedCorners` names, circular or continuous (`cornerCurve`). The renderer tessellates it,
/// shadows and gradients cut it, `CGPath` gives it exactly.
package struct CornerShape: Hashable, Sendable {
    package var radius: CGFloat
    package var maskedCorners: CACornerMask
    package var continuous: Bool

    package init(radius: CGFloat, maskedCorners: CACornerMask = .all, continuous: Bool = false) {
        self.radius = radius
        self.maskedCorners = maskedCorners
        self.continuous = continuous
    }

    /// Whether the shape is the plain case: circular arcs of one radius on all four corners.
    package var isPlainCircular: Bool { !continuous && maskedCorners == .all }

    /// How far a continuous corner reaches along each edge, in radii.
    package static let continuousReach: CGFloat = 1.528_664_83

    /// The corners clockwise from the top right (y down), as the renderer walks an outline, with
    /// the mask bit of each.
    package static let clockwiseCorners: [CACornerMask] = [
        .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner,
    ]

    /// One corner of a rectangle: the corner point, the unit direction travel arrives along and
    /// the one it leaves along (clockwise on screen), and the curve as cubic pieces in corner
    /// units (see `pieces`).
    package struct Corner {
        package var point: CGPoint
        package var entry: CGPoint
        package var exit: CGPoint
        /// Cubic Béziers from the entry edge to the exit edge, as points in the rectangle's space.
        package var cubics: [(CGPoint, CGPoint, CGPoint, CGPoint)]
        /// Whether the corner is square (no curve: `cubics` is empty).
        package var isSquare: Bool { cubics.isEmpty }
    }

    /// The four corners of `rect` clockwise from the top right.
    package func corners(in rect: CGRect) -> [Corner] {
        let r = rect.standardized
        let points = [
            CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.minX, y: r.minY),
        ]
        // The direction travel leaves each corner by (and arrives at the next one along).
        let directions = [CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)]
        let half = min(r.width, r.height) / 2
        let radius = max(0, min(self.radius, half))
        // A continuous corner needs 1.53 radii of edge; where that is not there, it blends towards
        // the circular corner that fits (a capsule stays a capsule).
        let blend: CGFloat
        if !continuous || radius <= 0 {
            blend = 0
        } else {
            blend = min(1, max(0, (half / radius - 1) / (Self.continuousReach - 1)))
        }
        return (0..<4).map { i in
            let entry = directions[(i + 3) % 4]
            let exit = directions[i]
            guard radius > 0, maskedCorners.contains(Self.clockwiseCorners[i]) else {
                return Corner(point: points[i], entry: entry, exit: exit, cubics: [])
            }
            // (a, b): `a` radii back along the entry edge from the corner, `b` along the exit edge.
            func map(_ p: (CGFloat, CGFloat)) -> CGPoint {
                CGPoint(
                    x: points[i].x - entry.x * p.0 * radius + exit.x * p.1 * radius,
                    y: points[i].y - entry.y * p.0 * radius + exit.y * p.1 * radius)
            }
            let table = Self.pieces(blend: blend)
            let cubics = table.map { piece in (map(piece[0]), map(piece[1]), map(piece[2]), map(piece[3])) }
            return Corner(point: points[i], entry: entry, exit: exit, cubics: cubics)
        }
    }

    /// A corner's cubic pieces in corner units, blended between the circular quarter (blend 0,
    /// one piece) and the continuous corner (blend 1): three cubics joined by two short lines —
    /// the iOS 7 smooth corner as it is commonly measured — from (1.53, 0) to (0, 1.53).
    package static func pieces(blend f: CGFloat) -> [[(CGFloat, CGFloat)]] {
        let k: CGFloat = 0.552_284_75
        if f <= 0 { return [[(1, 0), (1 - k, 0), (0, 1 - k), (0, 1)]] }
        let continuous: [[(CGFloat, CGFloat)]] = [
            [(1.528_664_83, 0), (1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496)],
            [
                (0.631_493_99, 0.074_911), (0.372_823_92, 0.169_060_13), (0.169_060_13, 0.372_823_92),
                (0.074_911, 0.631_493_99),
            ],
            [(0.065_496, 0.669_934_27), (0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83)],
        ]
        // The circular corner in the same three pieces: a point, the quarter circle, a point.
        let circular: [[(CGFloat, CGFloat)]] = [
            [(1, 0), (1, 0), (1, 0), (1, 0)],
            [(1, 0), (1 - k, 0), (0, 1 - k), (0, 1)],
            [(0, 1), (0, 1), (0, 1), (0, 1)],
        ]
        return zip(continuous, circular).map { c, o in
            zip(c, o).map { a, b in (b.0 + (a.0 - b.0) * f, b.1 + (a.1 - b.1) * f) }
        }
    }

    /// The outline of `rect` as a closed path, clockwise on screen from the top edge.
    package func path(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let corners = corners(in: rect)
        // Start where the top-left corner's curve ends on the top edge.
        let last = corners[3]
        path.move(to: last.cubics.last?.3 ?? last.point)
        for corner in corners {
            if corner.isSquare {
                path.addLine(to: corner.point)
            } else {
                for cubic in corner.cubics {
                    path.addLine(to: cubic.0)
                    path.addCurve(to: cubic.3, control1: cubic.1, control2: cubic.2)
                }
            }
        }
        path.closeSubpath()
        return path.frozen
    }
}

extension LayerProperties {
    /// The layer's rounded-rectangle shape (R193).
    package var cornerShape: CornerShape {
        CornerShape(radius: cornerRadius, maskedCorners: maskedCorners, continuous: cornerCurve == .continuous)
    }
}
