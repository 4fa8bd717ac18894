import Foundation

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
        let correction =
            (-min(max(c, -JointCorrection.maximum), JointCorrection.maximum) * effectiveMass(along: along)) * along
        bodyA.position += bodyA.inverseMass * correction
        bodyA.angle += bodyA.inverseInertia * rA.cross(correction)
        if let bodyB {
            bodyB.position -= bodyB.inverseMass * correction
            bodyB.angle -= bodyB.inverseInertia * rB.cross(correction)
        }
    }
}
