import Foundation

/// A 4×4 homogeneous transform applied to row vectors, as in Core Animation (translation in `m41…m43`,
/// perspective in `m34`).
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Creates the identity transform.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Creates a transform from 16 row-major entries.
    public init(rowMajor m: [CGFloat]) {
        precondition(m.count == 16, "CATransform3D needs 16 entries")
        self.init(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The 16 entries, row by row.
    public var rowMajor: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// `self` followed by `b` (row vectors: `p · self · b`).
    public func concatenating(_ b: CATransform3D) -> CATransform3D {
        // Written out: layer maps are multiplied for every layer of every frame, and the loop form
        // (with its bounds checks) was a fifth of the walk's time. Each entry is summed from 0 in k
        // order, as the loop did, so the bits (signed zeros included) are the loop's.
        @inline(__always)
        func dot(
            _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat, _ a4: CGFloat,
            _ b1: CGFloat, _ b2: CGFloat, _ b3: CGFloat, _ b4: CGFloat
        ) -> CGFloat {
            0 + a1 * b1 + a2 * b2 + a3 * b3 + a4 * b4
        }
        return CATransform3D(
            m11: dot(m11, m12, m13, m14, b.m11, b.m21, b.m31, b.m41),
            m12: dot(m11, m12, m13, m14, b.m12, b.m22, b.m32, b.m42),
            m13: dot(m11, m12, m13, m14, b.m13, b.m23, b.m33, b.m43),
            m14: dot(m11, m12, m13, m14, b.m14, b.m24, b.m34, b.m44),
            m21: dot(m21, m22, m23, m24, b.m11, b.m21, b.m31, b.m41),
            m22: dot(m21, m22, m23, m24, b.m12, b.m22, b.m32, b.m42),
            m23: dot(m21, m22, m23, m24, b.m13, b.m23, b.m33, b.m43),
            m24: dot(m21, m22, m23, m24, b.m14, b.m24, b.m34, b.m44),
            m31: dot(m31, m32, m33, m34, b.m11, b.m21, b.m31, b.m41),
            m32: dot(m31, m32, m33, m34, b.m12, b.m22, b.m32, b.m42),
            m33: dot(m31, m32, m33, m34, b.m13, b.m23, b.m33, b.m43),
            m34: dot(m31, m32, m33, m34, b.m14, b.m24, b.m34, b.m44),
            m41: dot(m41, m42, m43, m44, b.m11, b.m21, b.m31, b.m41),
            m42: dot(m41, m42, m43, m44, b.m12, b.m22, b.m32, b.m42),
            m43: dot(m41, m42, m43, m44, b.m13, b.m23, b.m33, b.m43),
            m44: dot(m41, m42, m43, m44, b.m14, b.m24, b.m34, b.m44))
    }

    /// The homogeneous image `(x, y, z, w)` of the point `(x, y, z, 1)`.
    public func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// The projected 2-D image of a point in the plane z = 0 (divided by w).
    public func project(_ p: CGPoint) -> CGPoint {
        let h = apply(x: p.x, y: p.y)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// Whether this transform is 2-D affine (no z, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    public var description: String {
        let rows = [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
        return "CATransform3D("
            + rows.map { $0.map { formatNumber($0) }.joined(separator: " ") }.joined(separator: "; ")
            + ")"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector `(x, y, z)`; identity for a zero vector, as in Core Animation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    return CATransform3D(
        m11: c + t * ux * ux, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: c + t * uy * uy, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: c + t * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation: `translate · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale: `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation: `rotation · t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `t`, or `t` unchanged when it is singular (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.rowMajor.map { Double($0) }
    var inv = [Double](repeating: 0, count: 16)
    inv[0] =
        m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11]
        - m[13] * m[7] * m[10]
    inv[4] =
        -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11]
        + m[12] * m[7] * m[10]
    inv[8] =
        m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11]
        - m[12] * m[7] * m[9]
    inv[12] =
        -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10]
        + m[12] * m[6] * m[9]
    inv[1] =
        -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11]
        + m[13] * m[3] * m[10]
    inv[5] =
        m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11]
        - m[12] * m[3] * m[10]
    inv[9] =
        -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11]
        + m[12] * m[3] * m[9]
    inv[13] =
        m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10]
        - m[12] * m[2] * m[9]
    inv[2] =
        m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[
            13] * m[3] * m[6]
    inv[6] =
        -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7]
        + m[12] * m[3] * m[6]
    inv[10] =
        m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[
            12] * m[3] * m[5]
    inv[14] =
        -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6]
        + m[12] * m[2] * m[5]
    inv[3] =
        -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[
            9] * m[3] * m[6]
    inv[7] =
        m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[
            8] * m[3] * m[6]
    inv[11] =
        -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8]
        * m[3] * m[5]
    inv[15] =
        m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8]
        * m[2] * m[5]
    let determinant = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard determinant != 0, determinant.isFinite else { return t }
    return CATransform3D(rowMajor: inv.map { CGFloat($0 / determinant) })
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` can be represented exactly as an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t` (its x/y rows and translation).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Formats a number compactly and stably for dumps: up to 4 decimals, no trailing zeros, no "-0".
func formatNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    var rounded = (value * 10_000).rounded() / 10_000
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var s = String(format: "%.4f", Double(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
