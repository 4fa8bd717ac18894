import Foundation

/// Two points kept at a distance: exactly, by a damped spring, or at most (a rope, `limit`).
@MainActor
final class DistanceJoint: PhysicsJoint {
    let bodyA: PhysicsBody
    let localA: PhysicsVector
    let bodyB: PhysicsBody?
    var localB: PhysicsVector
    var length: Double
    var frequency: Double
    var dampingRatio: Double
    /// How fast the anchor moves (see `PointJoint.anchorVelocity`).
    var anchorVelocity = PhysicsVector.zero
    /// Whether the joint only stops the points from moving further apart than `length`.
    let isLimit: Bool

    private var rA = PhysicsVector.zero
    private var rB = PhysicsVector.zero
    private var axis = PhysicsVector(x: 1, y: 0)
    private var error = 0.0
    private var mass = 0.0
    private var soft = SoftConstraint(frequency: 0, dampingRatio: 0, effectiveMass: 0, step: 1)
    private var accumulated = 0.0
    private var step = 1.0 / 240

    init(
        bodyA: PhysicsBody, localA: PhysicsVector, bodyB: PhysicsBody?, localB: PhysicsVector, length: Double,
        frequency: Double, dampingRatio: Double, isLimit: Bool
    ) {
        self.bodyA = bodyA
        self.localA = localA
        self.bodyB = bodyB
        self.localB = localB
        self.length = length
        self.frequency = frequency
        self.dampingRatio = dampingRatio
        self.isLimit = isLimit
    }

    func prepare(step h: Double) {
        step = h
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
        let d = pointB - (bodyA.position + rA)
        let distance = d.length
        if distance > 1e-9 { axis = (1 / distance) * d }
        error = distance - length
        let crA = rA.cross(axis), crB = rB.cross(axis)
        let k =
            bodyA.inverseMass + (bodyB?.inverseMass ?? 0) + bodyA.inverseInertia * crA * crA
            + (bodyB?.inverseInertia ?? 0) * crB * crB
        soft = SoftConstraint(
            frequency: isLimit ? 0 : frequency, dampingRatio: dampingRatio, effectiveMass: k > 0 ? 1 / k : 0, step: h)
        mass = k + soft.gamma > 0 ? 1 / (k + soft.gamma) : 0
        accumulated = 0
    }

    func solveVelocities() {
        let vA = bodyA.velocity + rA.turned(by: bodyA.angularVelocity)
        let vB = bodyB.map { $0.velocity + rB.turned(by: $0.angularVelocity) } ?? anchorVelocity
        let cdot = axis.dot(vB - vA)
        var impulse: Double
        if isLimit {
            // Slack: the points may approach the full length within this substep, no further.
            let bias = error < 0 ? error / step : soft.biasFactor * error
            impulse = -mass * (cdot + bias)
            let old = accumulated
            accumulated = min(accumulated + impulse, 0)
            impulse = accumulated - old
        } else {
            impulse = -mass * (cdot + soft.biasFactor * error + soft.gamma * accumulated)
            accumulated += impulse
        }
        let p = impulse * axis
        bodyA.velocity -= bodyA.inverseMass * p
        bodyA.angularVelocity -= bodyA.inverseInertia * rA.cross(p)
        if let bodyB {
            bodyB.velocity += bodyB.inverseMass * p
            bodyB.angularVelocity += bodyB.inverseInertia * rB.cross(p)
        }
    }

    func solvePositions() {
        guard soft.isRigid else { return }
        let rA = localA.rotated(by: bodyA.angle)
        let rB = bodyB.map { localB.rotated(by: $0.angle) } ?? .zero
        let pointB = bodyB.map { $0.position + rB } ?? localB
        let d = pointB - (bodyA.position + rA)
        let distance = d.length
        guard distance > 1e-9 else { return }
        let u = (1 / distance) * d
        var c = distance - length
        if isLimit { c = max(c, 0) }
        c = min(max(c, -JointCorrection.maximum), JointCorrection.maximum)
        let crA = rA.cross(u), crB = rB.cross(u)
        let k =
            bodyA.inverseMass + (bodyB?.inverseMass ?? 0) + bodyA.inverseInertia * crA * crA
            + (bodyB?.inverseInertia ?? 0) * crB * crB
        guard k > 0, c != 0 else { return }
        let p = (-c / k) * u
        bodyA.position -= bodyA.inverseMass * p
        bodyA.angle -= bodyA.inverseInertia * rA.cross(p)
        if let bodyB {
            bodyB.position += bodyB.inverseMass * p
            bodyB.angle += bodyB.inverseInertia * rB.cross(p)
        }
    }
}
