import Foundation

/// Two points held together: a body's point on another body's point or on a fixed anchor,
/// rigidly or by a damped spring (an attachment of length 0, a pin, the position of a snap).
@MainActor
final class PointJoint: PhysicsJoint {
    let bodyA: PhysicsBody
    let localA: PhysicsVector
    let bodyB: PhysicsBody?
    /// A point of body B (in its own coordinates), or the anchor when there is no body B.
    var localB: PhysicsVector
    var frequency: Double
    var dampingRatio: Double
    /// How fast the anchor moves (a finger dragging it): it moves on by this each substep, and
    /// the item is held to its velocity, so a dragged item keeps the drag's momentum.
    var anchorVelocity = PhysicsVector.zero

    private var rA = PhysicsVector.zero
    private var rB = PhysicsVector.zero
    private var k11 = 0.0, k12 = 0.0, k22 = 0.0
    private var soft = SoftConstraint(frequency: 0, dampingRatio: 0, effectiveMass: 0, step: 1)
    private var error = PhysicsVector.zero
    private var accumulated = PhysicsVector.zero

    init(
        bodyA: PhysicsBody, localA: PhysicsVector, bodyB: PhysicsBody?, localB: PhysicsVector, frequency: Double,
        dampingRatio: Double
    ) {
        self.bodyA = bodyA
        self.localA = localA
        self.bodyB = bodyB
        self.localB = localB
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    func prepare(step h: Double) {
        rA = localA.rotated(by: bodyA.angle)
        let pointB: PhysicsVector
        if let bodyB {
            rB = localB.rotated(by: bodyB.angle)
            pointB = bodyB.position + rB
        } else {
            localB += h * anchorVelocity
            rB = .zero
            pointB = localB
        }
        error = pointB - (bodyA.position + rA)
        let mA = bodyA.inverseMass, iA = bodyA.inverseInertia
        let mB = bodyB?.inverseMass ?? 0, iB = bodyB?.inverseInertia ?? 0
        let inverseMass = mA + mB
        soft = SoftConstraint(
            frequency: frequency, dampingRatio: dampingRatio,
            effectiveMass: inverseMass > 0 ? 1 / inverseMass : 0, step: h)
        k11 = inverseMass + iA * rA.y * rA.y + iB * rB.y * rB.y + soft.gamma
        k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        k22 = inverseMass + iA * rA.x * rA.x + iB * rB.x * rB.x + soft.gamma
        accumulated = .zero
    }

    func solveVelocities() {
        let vA = bodyA.velocity + rA.turned(by: bodyA.angularVelocity)
        let vB = bodyB.map { $0.velocity + rB.turned(by: $0.angularVelocity) } ?? anchorVelocity
        // Drive the velocity error to −(bias + gamma · impulse so far): the spring's pull.
        let rhs = -((vB - vA) + soft.biasFactor * error + soft.gamma * accumulated)
        let det = k11 * k22 - k12 * k12
        guard abs(det) > 1e-12 else { return }
        let impulse = PhysicsVector(x: (k22 * rhs.x - k12 * rhs.y) / det, y: (k11 * rhs.y - k12 * rhs.x) / det)
        accumulated += impulse
        bodyA.velocity -= bodyA.inverseMass * impulse
        bodyA.angularVelocity -= bodyA.inverseInertia * rA.cross(impulse)
        if let bodyB {
            bodyB.velocity += bodyB.inverseMass * impulse
            bodyB.angularVelocity += bodyB.inverseInertia * rB.cross(impulse)
        }
    }

    func solvePositions() {
        guard soft.isRigid else { return }
        let rA = localA.rotated(by: bodyA.angle)
        let rB = bodyB.map { localB.rotated(by: $0.angle) } ?? .zero
        let pointB = bodyB.map { $0.position + rB } ?? localB
        var c = pointB - (bodyA.position + rA)
        let length = c.length
        if length > JointCorrection.maximum { c = (JointCorrection.maximum / length) * c }
        let mA = bodyA.inverseMass, iA = bodyA.inverseInertia
        let mB = bodyB?.inverseMass ?? 0, iB = bodyB?.inverseInertia ?? 0
        let a11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
        let a12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        let a22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
        let det = a11 * a22 - a12 * a12
        guard abs(det) > 1e-12 else { return }
        let impulse = -PhysicsVector(x: (a22 * c.x - a12 * c.y) / det, y: (a11 * c.y - a12 * c.x) / det)
        bodyA.position -= mA * impulse
        bodyA.angle -= iA * rA.cross(impulse)
        if let bodyB {
            bodyB.position += mB * impulse
            bodyB.angle += iB * rB.cross(impulse)
        }
    }
}
