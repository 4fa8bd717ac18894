import Foundation

extension TransformDecomposition {
    /// `interpolate(a, b, f).transform` without its intermediate arrays: the same operations in the
    /// same order, so the same bits (`TransformInterpolationTests`), with no allocation. An animated
    /// transform asks for this for every layer of every frame, and the arrays were most of its cost.
    static func interpolatedTransform(_ a: TransformDecomposition, _ b: TransformDecomposition, _ f: Double)
        -> CATransform3D
    {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        let t0 = lerp(a.translation[0], b.translation[0])
        let t1 = lerp(a.translation[1], b.translation[1])
        let t2 = lerp(a.translation[2], b.translation[2])
        let s0 = lerp(a.scale[0], b.scale[0])
        let s1 = lerp(a.scale[1], b.scale[1])
        let s2 = lerp(a.scale[2], b.scale[2])
        let k0s = lerp(a.skew[0], b.skew[0])
        let k1s = lerp(a.skew[1], b.skew[1])
        let k2s = lerp(a.skew[2], b.skew[2])
        let p0 = lerp(a.perspective[0], b.perspective[0])
        let p1 = lerp(a.perspective[1], b.perspective[1])
        let p2 = lerp(a.perspective[2], b.perspective[2])
        let p3 = lerp(a.perspective[3], b.perspective[3])
        let (x, y, z, w) = slerpValues(a.quaternion, b.quaternion, f)
        // `rows(fromQuaternion:)`
        let r00 = 1 - 2 * (y * y + z * z)
        let r01 = 2 * (x * y + z * w)
        let r02 = 2 * (x * z - y * w)
        let r10 = 2 * (x * y - z * w)
        let r11 = 1 - 2 * (x * x + z * z)
        let r12 = 2 * (y * z + x * w)
        let r20 = 2 * (x * z + y * w)
        let r21 = 2 * (y * z - x * w)
        let r22 = 1 - 2 * (x * x + y * y)
        // `transform`: k1 = combine(r1, r0, 1, skew0); k2 = combine(combine(r2, r0, 1, skew1), r1, 1, skew2).
        let k10 = r10 * 1 + r00 * k0s
        let k11 = r11 * 1 + r01 * k0s
        let k12 = r12 * 1 + r02 * k0s
        let m20 = r20 * 1 + r00 * k1s
        let m21 = r21 * 1 + r01 * k1s
        let m22 = r22 * 1 + r02 * k1s
        let k20 = m20 * 1 + r10 * k2s
        let k21 = m21 * 1 + r11 * k2s
        let k22 = m22 * 1 + r12 * k2s
        let affine = CATransform3D(
            m11: r00 * s0, m12: r01 * s0, m13: r02 * s0, m14: 0,
            m21: k10 * s1, m22: k11 * s1, m23: k12 * s1, m24: 0,
            m31: k20 * s2, m32: k21 * s2, m33: k22 * s2, m34: 0,
            m41: t0, m42: t1, m43: t2, m44: 1)
        if p0 == 0, p1 == 0, p2 == 0, p3 == 1, affine.isFinite {
            // No perspective: the product with the identity, entry by entry. `concatenating` sums
            // each entry from 0, so an entry comes out as itself plus ±0 terms: itself, with −0 made
            // +0 — which `0 + x` gives, to the same bits.
            return affine.addingPositiveZero
        }
        var p = CATransform3DIdentity
        (p.m14, p.m24, p.m34, p.m44) = (p0, p1, p2, p3)
        return affine.concatenating(p)
    }

    /// `slerp` on four values, without arrays.
    private static func slerpValues(_ a: [Double], _ b0: [Double], _ f: Double) -> (Double, Double, Double, Double) {
        var (b0x, b1, b2, b3) = (b0[0], b0[1], b0[2], b0[3])
        let (a0, a1, a2, a3) = (a[0], a[1], a[2], a[3])
        func dot4(_ x: (Double, Double, Double, Double), _ y: (Double, Double, Double, Double)) -> Double {
            var s: Double = 0
            s = s + x.0 * y.0
            s = s + x.1 * y.1
            s = s + x.2 * y.2
            s = s + x.3 * y.3
            return s
        }
        var d = dot4((a0, a1, a2, a3), (b0x, b1, b2, b3))
        if d < 0 {
            (b0x, b1, b2, b3) = (-b0x, -b1, -b2, -b3)
            d = -d
        }
        if d > 0.9995 {
            let r = (a0 + (b0x - a0) * f, a1 + (b1 - a1) * f, a2 + (b2 - a2) * f, a3 + (b3 - a3) * f)
            let n = dot4(r, r).squareRoot()
            return (r.0 / n, r.1 / n, r.2 / n, r.3 / n)
        }
        let theta = acos(min(d, 1))
        let s = sin(theta)
        let wa = sin((1 - f) * theta) / s
        let wb = sin(f * theta) / s
        return (a0 * wa + b0x * wb, a1 * wa + b1 * wb, a2 * wa + b2 * wb, a3 * wa + b3 * wb)
    }
}

extension CATransform3D {
    /// Whether every entry is finite.
    fileprivate var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// Each entry plus +0 (−0 becomes +0; everything else is unchanged).
    fileprivate var addingPositiveZero: CATransform3D {
        CATransform3D(
            m11: 0 + m11, m12: 0 + m12, m13: 0 + m13, m14: 0 + m14,
            m21: 0 + m21, m22: 0 + m22, m23: 0 + m23, m24: 0 + m24,
            m31: 0 + m31, m32: 0 + m32, m33: 0 + m33, m34: 0 + m34,
            m41: 0 + m41, m42: 0 + m42, m43: 0 + m43, m44: 0 + m44)
    }
}
