import Foundation

/// A 3-D transform split into translation, scale, skew, perspective and a rotation quaternion, so
/// that transforms interpolate as Core Animation does: a perspective rotation keeps its
/// perspective mid-flight and a rotation does not shrink on the way.
///
/// The algorithm is "unmatrix" (Graphics Gems II, Thomas) as specified in CSS Transforms Level 2
/// §"Decomposing a 3D matrix", written here for Core Animation's row-vector convention
/// (translation in m41…m43, perspective in m14…m44): M = A · P with A = [S·K·R, 0; t, 1].
public struct TransformDecomposition: Equatable, Sendable {
    /// Translation (m41, m42, m43).
    public var translation: [Double] = [0, 0, 0]
    /// Scale along the rows.
    public var scale: [Double] = [1, 1, 1]
    /// Skew factors xy, xz, yz.
    public var skew: [Double] = [0, 0, 0]
    /// Perspective column (m14, m24, m34, m44).
    public var perspective: [Double] = [0, 0, 0, 1]
    /// Rotation quaternion (x, y, z, w).
    public var quaternion: [Double] = [0, 0, 0, 1]

    /// The identity decomposition.
    public init() {}

    /// Decomposes `t`; nil when it is singular.
    public init?(_ t: CATransform3D) {
        var m = t.rowMajor.map { Double($0) }
        guard m[15] != 0 else { return nil }
        for i in 0..<16 { m[i] /= m[15] }
        // A: the matrix with its perspective column removed.
        var a = m
        (a[3], a[7], a[11], a[15]) = (0, 0, 0, 1)
        let aInverse = CATransform3DInvert(CATransform3D(rowMajor: a.map { CGFloat($0) })).rowMajor.map { Double($0) }
        guard Self.determinant3(a) != 0 else { return nil }
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            // M's last column = A · p  ⇒  p = A⁻¹ · column.
            let column = [m[3], m[7], m[11], m[15]]
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + aInverse[i * 4 + $1] * column[$1] } }
        }
        translation = [m[12], m[13], m[14]]
        var rows = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
        scale[0] = Self.length(rows[0])
        rows[0] = Self.scaled(rows[0], 1 / scale[0])
        skew[0] = Self.dot(rows[0], rows[1])
        rows[1] = Self.combine(rows[1], rows[0], 1, -skew[0])
        scale[1] = Self.length(rows[1])
        rows[1] = Self.scaled(rows[1], 1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = Self.dot(rows[0], rows[2])
        rows[2] = Self.combine(rows[2], rows[0], 1, -skew[1])
        skew[2] = Self.dot(rows[1], rows[2])
        rows[2] = Self.combine(rows[2], rows[1], 1, -skew[2])
        scale[2] = Self.length(rows[2])
        rows[2] = Self.scaled(rows[2], 1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        // A left-handed basis means a negative scale: flip everything.
        if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                rows[i] = Self.scaled(rows[i], -1)
            }
        }
        quaternion = Self.quaternion(fromRows: rows)
    }

    /// The transform these components describe.
    public var transform: CATransform3D {
        let r = Self.rows(fromQuaternion: quaternion)
        // Upper 3×3 = S · K · R, with K lower-triangular (row1 += skew0·row0, row2 += skew1·row0 + skew2·row1).
        let k0 = r[0]
        let k1 = Self.combine(r[1], r[0], 1, skew[0])
        let k2 = Self.combine(Self.combine(r[2], r[0], 1, skew[1]), r[1], 1, skew[2])
        let u = [Self.scaled(k0, scale[0]), Self.scaled(k1, scale[1]), Self.scaled(k2, scale[2])]
        let a = CATransform3D(
            rowMajor: [
                u[0][0], u[0][1], u[0][2], 0, u[1][0], u[1][1], u[1][2], 0, u[2][0], u[2][1], u[2][2], 0,
                translation[0], translation[1], translation[2], 1,
            ].map { CGFloat($0) })
        var p = CATransform3DIdentity
        (p.m14, p.m24, p.m34, p.m44) = (perspective[0], perspective[1], perspective[2], perspective[3])
        return a.concatenating(p)
    }

    /// Componentwise interpolation with a spherical (shortest-path) interpolation of the rotation.
    public static func interpolate(_ a: TransformDecomposition, _ b: TransformDecomposition, _ f: Double)
        -> TransformDecomposition
    {
        func lerp(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * f } }
        var r = TransformDecomposition()
        r.translation = lerp(a.translation, b.translation)
        r.scale = lerp(a.scale, b.scale)
        r.skew = lerp(a.skew, b.skew)
        r.perspective = lerp(a.perspective, b.perspective)
        r.quaternion = slerp(a.quaternion, b.quaternion, f)
        return r
    }

    /// Interpolates two transforms by decomposition; falls back to a step when one is singular.
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
        TransformInterpolation(from: a, to: b).value(at: f)
    }

    static func slerp(_ a: [Double], _ b0: [Double], _ f: Double) -> [Double] {
        var b = b0
        var d = dot4(a, b)
        if d < 0 {
            b = b.map { -$0 }
            d = -d
        }
        if d > 0.9995 {
            let r = zip(a, b).map { $0 + ($1 - $0) * f }
            let n = dot4(r, r).squareRoot()
            return r.map { $0 / n }
        }
        let theta = acos(min(d, 1))
        let s = sin(theta)
        let wa = sin((1 - f) * theta) / s
        let wb = sin(f * theta) / s
        return zip(a, b).map { $0 * wa + $1 * wb }
    }

    /// Row-vector rotation rows of the quaternion (the transpose of the usual column form).
    static func rows(fromQuaternion q: [Double]) -> [[Double]] {
        let (x, y, z, w) = (q[0], q[1], q[2], q[3])
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The quaternion of orthonormal row-vector rotation rows (Shepperd's method on the column form).
    static func quaternion(fromRows m: [[Double]]) -> [Double] {
        // Column form c[i][j] = m[j][i].
        let c = { (i: Int, j: Int) in m[j][i] }
        let trace = c(0, 0) + c(1, 1) + c(2, 2)
        var q: [Double]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = [(c(2, 1) - c(1, 2)) / s, (c(0, 2) - c(2, 0)) / s, (c(1, 0) - c(0, 1)) / s, s / 4]
        } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
            let s = (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot() * 2
            q = [s / 4, (c(0, 1) + c(1, 0)) / s, (c(0, 2) + c(2, 0)) / s, (c(2, 1) - c(1, 2)) / s]
        } else if c(1, 1) > c(2, 2) {
            let s = (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot() * 2
            q = [(c(0, 1) + c(1, 0)) / s, s / 4, (c(1, 2) + c(2, 1)) / s, (c(0, 2) - c(2, 0)) / s]
        } else {
            let s = (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot() * 2
            q = [(c(0, 2) + c(2, 0)) / s, (c(1, 2) + c(2, 1)) / s, s / 4, (c(1, 0) - c(0, 1)) / s]
        }
        let n = dot4(q, q).squareRoot()
        return q.map { $0 / n }
    }

    static func determinant3(_ m: [Double]) -> Double {
        m[0] * (m[5] * m[10] - m[6] * m[9]) - m[1] * (m[4] * m[10] - m[6] * m[8]) + m[2] * (m[4] * m[9] - m[5] * m[8])
    }
    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    static func dot4(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    static func scaled(_ a: [Double], _ s: Double) -> [Double] { a.map { $0 * s } }
    static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
