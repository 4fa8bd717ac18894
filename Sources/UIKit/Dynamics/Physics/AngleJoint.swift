import Foundation

/// An angle held: a body's angle at a target (a snap's upright), or two bodies' relative angle
/// (a fixed attachment); optionally only a friction against relative turning (a pin's
/// `frictionTorque`).
@MainActor
final class AngleJoint: PhysicsJoint {
    let bodyA: PhysicsBody
    let bodyB: PhysicsBody?
    /// The wanted angle of B minus A (of A alone, negated, when there is no B).
    var target: Double
    var frequency: Double
    var dampingRatio: Double
    /// When set, the joint only resists turning, with at most this torque.
    var maximumTorque: Double?

    private var error = 0.0
    private var mass = 0.0
    private var soft = SoftConstraint(frequency: 0, dampingRatio: 0, effectiveMass: 0, step: 1)
    private var accumulated = 0.0
    private var maximumImpulse = 0.0

    init(
        bodyA: PhysicsBody, bodyB: PhysicsBody?, target: Double, frequency: Double, dampingRatio: Double,
        maximumTorque: Double? = nil
    ) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.target = target
        self.frequency = frequency
        self.dampingRatio = dampingRatio
        self.maximumTorque = maximumTorque
    }

    func prepare(step h: Double) {
        let relative = (bodyB?.angle ?? 0) - bodyA.angle
        // The nearest way round: a snapped item turned by 350° turns back by 10°.
        error = remainder(relative - target, 2 * Double.pi)
        let k = bodyA.inverseInertia + (bodyB?.inverseInertia ?? 0)
        soft = SoftConstraint(
            frequency: frequency, dampingRatio: dampingRatio, effectiveMass: k > 0 ? 1 / k : 0, step: h)
        mass = k + soft.gamma > 0 ? 1 / (k + soft.gamma) : 0
        accumulated = 0
        maximumImpulse = (maximumTorque ?? 0) * h
    }

    func solveVelocities() {
        guard mass > 0 else { return }
        let cdot = (bodyB?.angularVelocity ?? 0) - bodyA.angularVelocity
        var impulse: Double
        if maximumTorque != nil {
            impulse = -mass * cdot
            let old = accumulated
            accumulated = min(max(accumulated + impulse, -maximumImpulse), maximumImpulse)
            impulse = accumulated - old
        } else {
            impulse = -mass * (cdot + soft.biasFactor * error + soft.gamma * accumulated)
            accumulated += impulse
        }
        bodyA.angularVelocity -= bodyA.inverseInertia * impulse
        if let bodyB { bodyB.angularVelocity += bodyB.inverseInertia * impulse }
    }

    func solvePositions() {
        guard soft.isRigid, maximumTorque == nil else { return }
        let k = bodyA.inverseInertia + (bodyB?.inverseInertia ?? 0)
        guard k > 0 else { return }
        let c = remainder((bodyB?.angle ?? 0) - bodyA.angle - target, 2 * Double.pi)
        let impulse = -c / k
        bodyA.angle -= bodyA.inverseInertia * impulse
        if let bodyB { bodyB.angle += bodyB.inverseInertia * impulse }
    }
}
