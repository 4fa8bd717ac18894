import Foundation

/// One manifold being resolved within a substep: non-penetration with restitution and Coulomb
/// friction by sequential impulses (Catto, "Iterative Dynamics with Temporal Coherence", 2005),
/// speculative below `margin` so a fast item stops at the surface rather than inside it, and
/// restitution as a velocity target from the approach speed at the start of the substep, solved
/// with the rest so both points of a flat landing bounce alike (Box2D v2's velocity bias).
@MainActor
struct ContactConstraint {
    /// Overlap left alone so resting contacts do not jitter (points).
    static let slop = 0.5
    /// Approach speeds below this do not bounce (points per second; Box2D's 1 m/s threshold at
    /// roughly UIKit's scale), so a bouncing item comes to rest.
    static let restitutionThreshold = 40.0

    struct Point {
        var rA: PhysicsVector
        var rB: PhysicsVector
        var separation: Double
        var normalMass = 0.0
        var tangentMass = 0.0
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        var approachSpeed = 0.0
        var position: PhysicsVector
    }

    let bodyA: PhysicsBody
    /// Nil for a boundary.
    let bodyB: PhysicsBody?
    let normal: PhysicsVector
    var points: [Point]
    let friction: Double
    let restitution: Double
    private var step = 1.0 / 240

    init(bodyA: PhysicsBody, bodyB: PhysicsBody?, manifold: ContactManifold, friction: Double, restitution: Double) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        normal = manifold.normal
        self.friction = friction
        self.restitution = restitution
        points = manifold.points.map { p in
            Point(
                rA: p.position - bodyA.position, rB: bodyB.map { p.position - $0.position } ?? .zero,
                separation: p.separation, position: p.position)
        }
    }

    /// Whether the bodies pressed on each other in this substep (a contact for the delegate).
    var isTouching: Bool { points.contains { $0.normalImpulse > 0 || $0.separation <= 0.1 } }

    /// The middle of the touching points, in reference coordinates.
    var contactPoint: CGPoint {
        var sum = PhysicsVector.zero
        for p in points { sum += p.position }
        return ((1 / Double(max(points.count, 1))) * sum).point
    }

    mutating func prepare(step h: Double) {
        step = h
        let tangent = normal.rightPerpendicular
        let mA = bodyA.inverseMass, iA = bodyA.inverseInertia
        let mB = bodyB?.inverseMass ?? 0, iB = bodyB?.inverseInertia ?? 0
        for i in points.indices {
            let p = points[i]
            let rnA = p.rA.cross(normal), rnB = p.rB.cross(normal)
            let kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            let rtA = p.rA.cross(tangent), rtB = p.rB.cross(tangent)
            let kt = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            points[i].normalMass = kn > 0 ? 1 / kn : 0
            points[i].tangentMass = kt > 0 ? 1 / kt : 0
            points[i].approachSpeed = relativeVelocity(points[i]).dot(normal)
        }
    }

    private func relativeVelocity(_ p: Point) -> PhysicsVector {
        let vB = bodyB.map { $0.velocity + p.rB.turned(by: $0.angularVelocity) } ?? .zero
        return vB - (bodyA.velocity + p.rA.turned(by: bodyA.angularVelocity))
    }

    private func apply(_ impulse: PhysicsVector, at p: Point) {
        bodyA.velocity -= bodyA.inverseMass * impulse
        bodyA.angularVelocity -= bodyA.inverseInertia * p.rA.cross(impulse)
        if let bodyB {
            bodyB.velocity += bodyB.inverseMass * impulse
            bodyB.angularVelocity += bodyB.inverseInertia * p.rB.cross(impulse)
        }
    }

    mutating func solveVelocities() {
        let tangent = normal.rightPerpendicular
        for i in points.indices {
            var p = points[i]
            // Separated: approach by at most the gap this substep. Overlapping: push out a fifth
            // of the overlap beyond the slop. Struck hard enough to bounce, and reaching the
            // surface within this substep: leave at `restitution` times the approach speed.
            var target =
                p.separation > 0
                ? -p.separation / step : SoftConstraint.baumgarte * max(-p.separation - Self.slop, 0) / step
            if restitution > 0, p.approachSpeed < -Self.restitutionThreshold, p.separation <= -p.approachSpeed * step {
                target = max(target, -restitution * p.approachSpeed)
            }
            let vn = relativeVelocity(p).dot(normal)
            var lambda = p.normalMass * (target - vn)
            let newImpulse = max(p.normalImpulse + lambda, 0)
            lambda = newImpulse - p.normalImpulse
            p.normalImpulse = newImpulse
            apply(lambda * normal, at: p)

            let vt = relativeVelocity(p).dot(tangent)
            var friction = -p.tangentMass * vt
            let limit = self.friction * p.normalImpulse
            let newTangent = min(max(p.tangentImpulse + friction, -limit), limit)
            friction = newTangent - p.tangentImpulse
            p.tangentImpulse = newTangent
            apply(friction * tangent, at: p)
            points[i] = p
        }
    }
}
