import Foundation

/// A cubic Bézier pacing curve from (0,0) to (1,1).
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The first control point.
    public let c1: CGPoint
    /// The second control point.
    public let c2: CGPoint

    /// Creates a curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: min(max(CGFloat(c1x), 0), 1), y: CGFloat(c1y))
        c2 = CGPoint(x: min(max(CGFloat(c2x), 0), 1), y: CGFloat(c2y))
        super.init()
    }

    /// Creates one of the predefined curves (control points per R106).
    public convenience init(name: CAMediaTimingFunctionName) {
        let p = Self.controlPoints(for: name)
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// R106: the control points of the named curves.
    static func controlPoints(for name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float) {
        switch name {
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return (0, 0, 1, 1)
        }
    }

    /// Control point `index` (0…3), as Core Animation numbers them.
    public func getControlPoint(at index: Int) -> CGPoint {
        switch index {
        case 1: return c1
        case 2: return c2
        case 3: return CGPoint(x: 1, y: 1)
        default: return .zero
        }
    }

    /// The progress (y) at normalised time `t` (R109: solve x(s) = t, return y(s)).
    public func value(at t: Double) -> Double {
        if t <= 0 { return t == 0 ? 0 : slope(at: 0) * t }
        if t >= 1 { return t == 1 ? 1 : 1 + slope(at: 1) * (t - 1) }
        if c1.x == c1.y && c2.x == c2.y { return t }
        let s = solveParameter(forX: t)
        return Self.bezier(s, Double(c1.y), Double(c2.y))
    }

    /// dy/dx at the ends, for extrapolation outside 0…1.
    private func slope(at end: Double) -> Double {
        let (dx, dy) = end == 0 ? (Double(c1.x), Double(c1.y)) : (1 - Double(c2.x), 1 - Double(c2.y))
        return dx > 0 ? dy / dx : 0
    }

    /// The Bézier parameter s with x(s) = x: Newton from s = x, falling back to bisection (R109, ε 1e-7).
    func solveParameter(forX x: Double) -> Double {
        let (x1, x2) = (Double(c1.x), Double(c2.x))
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-7 { return s }
            let derivative = Self.bezierDerivative(s, x1, x2)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        s = x
        while high - low > 1e-9 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-7 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic with end points 0 and 1 and inner control values p1, p2.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Curves are equal when their control points are (`==` calls this, as on iOS).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    public override var hash: Int {
        var hasher = Hasher()
        for v in [c1.x, c1.y, c2.x, c2.y] { hasher.combine(v) }
        return hasher.finalize()
    }

    public override var description: String {
        "CAMediaTimingFunction(\(formatNumber(c1.x)), \(formatNumber(c1.y)), \(formatNumber(c2.x)), \(formatNumber(c2.y)))"
    }
}
