import Foundation

/// A basic animation paced by a damped spring (R115–R120) instead of a timing function.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// Mass m (default 1).
    public var mass: CGFloat = 1
    /// Stiffness k (default 100).
    public var stiffness: CGFloat = 100
    /// Damping c (default 10).
    public var damping: CGFloat = 10
    /// Initial velocity in total distances per second, positive toward the target (R114).
    public var initialVelocity: CGFloat = 0
    /// Whether ζ > 1 is solved as overdamped (UIKit's duration-based springs turn this off, R117).
    public var allowsOverdamping = true

    /// A spring that settles in about `perceptualDuration` and overshoots by `bounce` (iOS 17: 0 no
    /// bounce, up to 1; negative values are overdamped): m 1, k = (2π/duration)², c = 4π·ζ/duration
    /// (R119). Its `duration` is set to its settling duration, so that it runs to rest.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringSolver.response(duration: perceptualDuration, bounce: Double(bounce))
        mass = 1
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        duration = settlingDuration
    }

    /// The spring's perceptual duration: 2π/√(k/m) (iOS 17).
    public var perceptualDuration: CFTimeInterval {
        2 * .pi / (Double(stiffness) / Double(max(mass, 1e-9))).squareRoot()
    }

    /// The spring's bounce: 1 − ζ when underdamped, 1/ζ − 1 when overdamped (iOS 17).
    public var bounce: CGFloat {
        let zeta = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// The spring this animation follows.
    public var solver: SpringSolver {
        SpringSolver(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// The time the spring needs to settle within 0.1 % of the distance, by Core Animation's
    /// criterion (`durationForEpsilon(0.001)`, R116, R120).
    public var settlingDuration: CFTimeInterval { solver.settlingDuration() }

    /// The spring's progress at `t` seconds into the cycle (the timing function is not applied).
    override func progress(simpleTime t: Double) -> Double {
        if duration > 0 && t >= duration { return solver.progress(at: duration) }
        return solver.progress(at: t)
    }
}
