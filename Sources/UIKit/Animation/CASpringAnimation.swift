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
