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
private let maximumCorrection = 20.0

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
        if length > maximumCorrection { c = (maximumCorrection / length) * c }
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
        c = min(max(c, -maximumCorrection), maximumCorrection)
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

/// A point of one body kept on a line through another's point (or a fixed anchor): the bodies
/// slide along `axis` only, within `range` of where they started (a sliding attachment).
@MainActor
final class SlideJoint: PhysicsJoint {
    let bodyA: PhysicsBody
    let localA: PhysicsVector
    let bodyB: PhysicsBody?
    let localB: PhysicsVector
    /// The direction of travel: in body A's coordinates, or the reference view's without body B…
    let axis: PhysicsVector
    /// …travelled from the start within this range (points).
    let range: ClosedRange<Double>

    private var rA = PhysicsVector.zero
    private var rB = PhysicsVector.zero
    private var normal = PhysicsVector.zero
    private var direction = PhysicsVector.zero
    private var normalMass = 0.0
    private var axialMass = 0.0
    private var translation = 0.0
    private var step = 1.0 / 240

    init(
        bodyA: PhysicsBody, localA: PhysicsVector, bodyB: PhysicsBody?, localB: PhysicsVector, axis: PhysicsVector,
        range: ClosedRange<Double>
    ) {
        self.bodyA = bodyA
        self.localA = localA
        self.bodyB = bodyB
        self.localB = localB
        self.axis = axis.normalized
        self.range = range
    }

    /// The world direction of travel, where the bodies' points are, and how far apart along it.
    private func geometry() -> (direction: PhysicsVector, rA: PhysicsVector, rB: PhysicsVector, d: PhysicsVector) {
        // With two bodies the line turns with body B (the item the other slides on); with an anchor
        // it is fixed in the reference view.
        let direction = bodyB.map { axis.rotated(by: $0.angle) } ?? axis
        let rA = localA.rotated(by: bodyA.angle)
        let rB = bodyB.map { localB.rotated(by: $0.angle) } ?? .zero
        let pointB = bodyB.map { $0.position + rB } ?? localB
        return (direction, rA, rB, (bodyA.position + rA) - pointB)
    }

    private func effectiveMass(along n: PhysicsVector) -> Double {
        let crA = rA.cross(n), crB = rB.cross(n)
        let k =
            bodyA.inverseMass + (bodyB?.inverseMass ?? 0) + bodyA.inverseInertia * crA * crA
            + (bodyB?.inverseInertia ?? 0) * crB * crB
        return k > 0 ? 1 / k : 0
    }

    func prepare(step h: Double) {
        step = h
        let g = geometry()
        direction = g.direction
        rA = g.rA
        rB = g.rB
        normal = direction.rightPerpendicular
        translation = g.d.dot(direction)
        normalMass = effectiveMass(along: normal)
        axialMass = effectiveMass(along: direction)
    }

    private func relativeVelocity() -> PhysicsVector {
        let vA = bodyA.velocity + rA.turned(by: bodyA.angularVelocity)
        let vB = bodyB.map { $0.velocity + rB.turned(by: $0.angularVelocity) } ?? .zero
        return vA - vB
    }

    private func apply(_ impulse: PhysicsVector) {
        bodyA.velocity += bodyA.inverseMass * impulse
        bodyA.angularVelocity += bodyA.inverseInertia * rA.cross(impulse)
        if let bodyB {
            bodyB.velocity -= bodyB.inverseMass * impulse
            bodyB.angularVelocity -= bodyB.inverseInertia * rB.cross(impulse)
        }
    }

    func solveVelocities() {
        apply((-normalMass * relativeVelocity().dot(normal)) * normal)
        // The ends of the range: the points may reach an end within this substep, no further.
        let v = relativeVelocity().dot(direction)
        if translation + v * step > range.upperBound {
            let target = (range.upperBound - translation) / step
            if v > target { apply((axialMass * (target - v)) * direction) }
        } else if translation + v * step < range.lowerBound {
            let target = (range.lowerBound - translation) / step
            if v < target { apply((axialMass * (target - v)) * direction) }
        }
    }

    func solvePositions() {
        correct { g in (g.d.dot(g.direction.rightPerpendicular), g.direction.rightPerpendicular) }
        correct { g in
            let t = g.d.dot(g.direction)
            let excess = t > range.upperBound ? t - range.upperBound : t < range.lowerBound ? t - range.lowerBound : 0
            return (excess, g.direction)
        }
    }

    /// Moves the bodies to remove one error along one direction.
    private func correct(
        _ error: ((direction: PhysicsVector, rA: PhysicsVector, rB: PhysicsVector, d: PhysicsVector)) -> (
            Double, PhysicsVector
        )
    ) {
        let g = geometry()
        rA = g.rA
        rB = g.rB
        let (c, along) = error(g)
        guard c != 0 else { return }
        let correction = (-min(max(c, -20), 20) * effectiveMass(along: along)) * along
        bodyA.position += bodyA.inverseMass * correction
        bodyA.angle += bodyA.inverseInertia * rA.cross(correction)
        if let bodyB {
            bodyB.position -= bodyB.inverseMass * correction
            bodyB.angle -= bodyB.inverseInertia * rB.cross(correction)
        }
    }
}
