import Foundation

/// A projective map of the plane (3×3, row vectors), the exact form a flattened layer transform takes.
///
/// Core Animation flattens every ordinary layer's sublayers into its plane, so the map from one
/// layer's plane to another's is a product of 3×3 homographies: each layer's 4×4 with its z row and
/// column dropped (points in a layer's plane have z = 0, and flattening discards the output z).
package struct Homography: Equatable, Sendable {
    /// Row-major entries, stored inline: the renderer multiplies maps for every layer of every
    /// frame, and a heap-allocated array per product cost more than the arithmetic.
    package var m: InlineArray<9, Double>

    package init(_ m: InlineArray<9, Double>) { self.m = m }

    package static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The plane-to-plane part of a 4×4 transform.
    package init(_ t: CATransform3D) {
        m = [
            Double(t.m11), Double(t.m12), Double(t.m14), Double(t.m21), Double(t.m22), Double(t.m24),
            Double(t.m41), Double(t.m42), Double(t.m44),
        ]
    }

    package static func == (a: Homography, b: Homography) -> Bool {
        a.m.indices.allSatisfy { a.m[$0] == b.m[$0] }
    }

    /// `self` followed by `b`.
    package func concatenating(_ b: Homography) -> Homography {
        // Written out (the loop form's index arithmetic and bounds checks were most of its cost, and
        // the walk multiplies maps for every layer of every frame); each entry sums its three products
        // in k order, as the loop did, so the bits are the loop's.
        let (a0, a1, a2, a3, a4, a5, a6, a7, a8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let (b0, b1, b2, b3, b4, b5, b6, b7, b8) = (
            b.m[0], b.m[1], b.m[2], b.m[3], b.m[4], b.m[5], b.m[6], b.m[7], b.m[8]
        )
        return Homography([
            a0 * b0 + a1 * b3 + a2 * b6, a0 * b1 + a1 * b4 + a2 * b7, a0 * b2 + a1 * b5 + a2 * b8,
            a3 * b0 + a4 * b3 + a5 * b6, a3 * b1 + a4 * b4 + a5 * b7, a3 * b2 + a4 * b5 + a5 * b8,
            a6 * b0 + a7 * b3 + a8 * b6, a6 * b1 + a7 * b4 + a8 * b7, a6 * b2 + a7 * b5 + a8 * b8,
        ])
    }

    /// The homogeneous image `(x, y, w)` of a point.
    package func applyHomogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m[0] + y * m[3] + m[6], x * m[1] + y * m[4] + m[7], x * m[2] + y * m[5] + m[8])
    }

    /// The image of a point (divided by w).
    package func apply(_ p: CGPoint) -> CGPoint {
        let h = applyHomogeneous(Double(p.x), Double(p.y))
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    package var determinant: Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// Whether the map collapses the plane onto a line or a point: its determinant, relative to the
    /// largest it could be for rows of these lengths (Hadamard's bound), is below 1e-12. A layer
    /// turned exactly edge-on (cos π/2 is 6e-17, not 0) maps this way and covers no area.
    package var isDegenerate: Bool {
        let (a0, a1, a2, a3, a4, a5, a6, a7, a8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let bound =
            (a0 * a0 + a1 * a1 + a2 * a2).squareRoot() * (a3 * a3 + a4 * a4 + a5 * a5).squareRoot()
            * (a6 * a6 + a7 * a7 + a8 * a8).squareRoot()
        guard bound > 0, bound.isFinite else { return true }
        return abs(determinant) / bound < 1e-12
    }

    /// The inverse map, or nil when singular.
    package func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let a = m
        let inv: InlineArray<9, Double> = [
            a[4] * a[8] - a[5] * a[7], a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            a[5] * a[6] - a[3] * a[8], a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            a[3] * a[7] - a[4] * a[6], a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return Homography(InlineArray { inv[$0] / det })
    }

    /// The same map as a 4×4 transform that leaves z at 0.
    package var transform3D: CATransform3D {
        CATransform3D(
            m11: m[0], m12: m[1], m13: 0, m14: m[2], m21: m[3], m22: m[4], m23: 0, m24: m[5],
            m31: 0, m32: 0, m33: 0, m34: 0, m41: m[6], m42: m[7], m43: 0, m44: m[8])
    }

    /// Whether the map keeps axis-aligned rectangles axis-aligned and unprojected (scale + translation only).
    package var isScaleTranslate: Bool { m[1] == 0 && m[2] == 0 && m[3] == 0 && m[5] == 0 && m[8] == 1 }
}
