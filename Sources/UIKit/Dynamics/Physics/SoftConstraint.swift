import Foundation

/// The coefficients of a constraint that is rigid (frequency 0) or a damped spring, in the
/// soft-constraint form of Box2D (Catto, "Soft Constraints", GDC 2011): with effective mass m,
/// stiffness k = m ω², damping c = 2 m ζ ω, the solver adds `gamma` to the inverse mass and
/// `bias` to the velocity error. A rigid constraint has neither: its position error is removed
/// after the positions move (`PhysicsJoint.solvePositions()`, Box2D's non-linear Gauss–Seidel).
struct SoftConstraint {
    /// Baumgarte factor of contacts: a fifth of the overlap each substep.
    static let baumgarte = 0.2

    var gamma = 0.0
    var biasFactor = 0.0
    /// Whether the constraint is rigid (its position error is corrected after the positions move).
    var isRigid = false

    /// `frequency` in hertz (0: rigid), `dampingRatio` ζ, `effectiveMass` of the constrained motion.
    init(frequency: Double, dampingRatio: Double, effectiveMass: Double, step h: Double) {
        guard frequency > 0, effectiveMass > 0 else {
            gamma = 0
            biasFactor = 0
            isRigid = true
            return
        }
        let omega = 2 * Double.pi * frequency
        let stiffness = effectiveMass * omega * omega
        let damping = 2 * effectiveMass * max(dampingRatio, 0) * omega
        let g = h * (damping + h * stiffness)
        gamma = g > 0 ? 1 / g : 0
        biasFactor = h * stiffness * gamma
    }
}
