import Foundation

/// The unit damped oscillator behind every spring (R115–R121): displacement from the target starts
/// at 1 and decays; `progress(at:)` is the fraction of the way travelled (q = 1 − x, R116).
public struct SpringSolver: Equatable, Sendable {
    /// Mass m.
    public var mass: Double
    /// Stiffness k.
    public var stiffness: Double
    /// Damping c.
    public var damping: Double
    /// Initial velocity in units of the total distance per second, positive toward the target (R114).
    public var initialVelocity: Double
    /// Whether an overdamped spring (ζ > 1) is solved as such; otherwise it behaves critically damped
    /// with ω = √(k/m) (R117, R121).
    public var allowsOverdamping: Bool

    /// Creates a spring from its physical parameters.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0, allowsOverdamping: Bool = false
    ) {
        self.mass = max(mass, 1e-6)
        self.stiffness = max(stiffness, 1e-6)
        self.damping = max(damping, 0)
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// Natural angular frequency ω₀ = √(k/m).
    public var omega: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The fraction of the way from the start to the target at time t ≥ 0 (R116).
    public func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The displacement from the target (1 at t = 0).
    public func displacement(at t: Double) -> Double {
        if t <= 0 { return 1 }
        let w = omega
        let zeta = dampingRatio
        let v = initialVelocity
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w * t) * (cos(wd * t) + ((zeta * w - v) / wd) * sin(wd * t))
        }
        if zeta == 1 || !allowsOverdamping {
            return exp(-w * t) * (1 + (w - v) * t)
        }
        // Overdamped: x = A e^{r1 t} + B e^{r2 t}, x(0) = 1, x'(0) = −v.
        let root = w * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w + root
        let r2 = -zeta * w - root
        let a = (-v - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }

    /// Core Animation's settling time (`CASpringAnimation.settlingDuration`, R116, R120): the spring's
    /// `durationForEpsilon(0.001)`. Underdamped, the time at which the bound (|A| + |B|)·e^(−ζω₀t) of
    /// the displacement A·cos ω_d t + B·sin ω_d t falls to `tolerance` (the sum of the coefficients,
    /// not the exact amplitude √(A² + B²): 2.855 s for m 1, k 100, c 5, as Apple documents ≈ 2.85 s);
    /// critically or overdamped, the first time on a 0.1 s grid at which the displacement is inside
    /// `tolerance` and stays inside for more than a second.
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        let w = omega
        let zeta = dampingRatio
        let v = initialVelocity
        let epsilon = max(tolerance, 1e-6)
        if zeta == 0 { return .infinity }
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let bound = 1 + abs((zeta * w - v) / wd)
            return max(0, -log(epsilon / bound) / (zeta * w))
        }
        // Core Animation's step search: the time of the smallest error while it is above ε, kept
        // once the error has stayed below ε for more than a second.
        var settled = -1.0
        var smallest = Double.infinity
        var t = 0.0
        while t < 3600 {
            let error = abs(displacement(at: t))
            guard error.isFinite else { return 0 }
            if smallest >= epsilon {
                if error < smallest {
                    settled = t
                    smallest = error
                }
            } else if error >= epsilon {
                smallest = .infinity
            } else if t - settled > 1.0 {
                return settled
            }
            t += 0.1
        }
        return settled
    }

    /// The response form (R119, iOS 17's duration and bounce): m 1, k = (2π/duration)²,
    /// c = 4π·ζ/duration with ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below (overdamped).
    public static func response(duration: Double, bounce: Double, initialVelocity: Double = 0) -> SpringSolver {
        let b = min(max(bounce, -0.999), 1)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        let response = max(duration, 1e-6)
        return SpringSolver(
            mass: 1, stiffness: pow(2 * Double.pi / response, 2), damping: 4 * Double.pi * zeta / response,
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// R115: the spring UIKit builds for `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`:
    /// m = 1, ω from 12 Newton steps on the 0.1 % envelope equation at the duration.
    public static func uiKitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringSolver {
        let zeta = min(max(dampingRatio, 1.19e-7), 1)
        let d = min(max(duration, 0.01), 10)
        let v = initialVelocity
        let w = naturalFrequency(duration: d, dampingRatio: zeta, initialVelocity: v)
        return SpringSolver(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v)
    }

    /// R115: ω solving the envelope equation by 12 Newton iterations from ω₀ = 5/D (numeric derivative).
    static func naturalFrequency(duration d: Double, dampingRatio zeta: Double, initialVelocity v: Double) -> Double {
        func f(_ w: Double) -> Double {
            if zeta < 1 {
                let wd = w * (1 - zeta * zeta).squareRoot()
                return ((zeta * w - v) / wd) * exp(-zeta * w * d) - 0.001
            }
            return exp(-w * d) * ((w - v) * d + 1) - 0.001
        }
        var w = 5 / d
        for _ in 0..<12 {
            let h = max(abs(w) * 1e-6, 1e-9)
            let derivative = (f(w + h) - f(w - h)) / (2 * h)
            guard derivative != 0, derivative.isFinite else { break }
            let next = w - f(w) / derivative
            guard next.isFinite, next > 0 else { break }
            w = next
        }
        return w
    }

    /// R121: UIKit's private curve 7 (m 3, k 1000, c 500, overdamping disallowed ⇒ critically damped).
    public static let systemCurve7 = SpringSolver(mass: 3, stiffness: 1000, damping: 500)

    /// R121: the duration curve 7 replaces the requested one with.
    public static let systemCurve7Duration: Double = 0.5
}
