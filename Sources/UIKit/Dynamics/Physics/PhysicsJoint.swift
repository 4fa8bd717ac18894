import Foundation

/// A constraint between a body and a point of the reference view or another body, solved on
/// velocities each iteration of a substep (attachments, snaps).
@MainActor
protocol PhysicsJoint: AnyObject {
    /// Computes the constraint's masses and biases for a substep of `h` seconds.
    func prepare(step h: Double)
    /// Applies one iteration's impulse.
    func solveVelocities()
    /// Moves the bodies of a rigid joint to remove its remaining position error (nothing for springs).
    func solvePositions()
}

/// The largest position correction per iteration (points), so a violent error is removed over
/// a few substeps rather than in one jump (Box2D's `b2_maxLinearCorrection`).
enum JointCorrection {
    static let maximum = 20.0
}
