import Foundation

/// The rigid-body step of UIKit Dynamics (R278): fixed substeps of 1/240 s whatever the frame
/// rate, so a run is the same on every machine and at every frame rate that divides it.
///
/// Each substep, in Box2D's order: forces and damping change velocities (semi-implicit Euler),
/// an instantaneous push lands once, outlines are collided, joints and contacts (with their
/// restitution) are solved by sequential impulses, and positions move with the new velocities.
@MainActor
final class PhysicsWorld {
    /// The substep (seconds).
    static let substep = 1.0 / 240
    /// Solver iterations per substep.
    static let iterations = 10
    /// Position iterations of rigid joints per substep.
    static let positionIterations = 3
    /// How far apart outlines may be for a speculative contact (points).
    static let contactMargin = 4.0
    /// Speeds below which a body counts as still, and how long it must stay so for the animator
    /// to pause (Box2D's sleep tolerances and `b2_timeToSleep`, in points at UIKit's scale: R278).
    static let restLinearSpeed = 2.0
    static let restAngularSpeed = 2.0 * Double.pi / 180
    static let timeToRest = 0.5

    /// The contacts that touched in the last substep, by behaviour and pair.
    private var touching: Set<String> = []

    /// Advances the bodies by one substep of `h` seconds; returns the contact changes in order.
    func step(_ bodies: [PhysicsBody], h: Double, input: PhysicsStepInput, applyImpulses: Bool) -> [PhysicsContactEvent]
    {
        integrateVelocities(bodies, h: h, input: input)
        if applyImpulses {
            for push in input.impulses where push.body.isDynamic {
                let point = push.body.position + push.offset.rotated(by: push.body.angle)
                push.body.applyImpulse(push.vector, at: point)
            }
        }
        var contacts: [ContactConstraint] = []
        var contactOwners: [(group: Int, key: String, began: PhysicsContactEvent, ended: PhysicsContactEvent)] = []
        var contactIndices: [[Int]] = []
        collide(input.collisionGroups, into: &contacts, owners: &contactOwners, indices: &contactIndices)

        for joint in input.joints { joint.prepare(step: h) }
        for i in contacts.indices { contacts[i].prepare(step: h) }
        for _ in 0..<Self.iterations {
            for joint in input.joints { joint.solveVelocities() }
            for i in contacts.indices { contacts[i].solveVelocities() }
        }

        for body in bodies where body.isDynamic {
            body.position += h * body.velocity
            body.angle += h * body.angularVelocity
        }
        for _ in 0..<Self.positionIterations {
            for joint in input.joints { joint.solvePositions() }
        }
        for body in bodies where body.isDynamic { body.updateWorldShapes() }
        return contactEvents(
            contacts: contacts, owners: contactOwners, indices: contactIndices, groups: input.collisionGroups)
    }

    private func integrateVelocities(_ bodies: [PhysicsBody], h: Double, input: PhysicsStepInput) {
        for (body, acceleration) in input.accelerations where body.isDynamic {
            body.velocity += h * acceleration
        }
        for push in input.forces where push.body.isDynamic {
            let point = push.body.position + push.offset.rotated(by: push.body.angle)
            push.body.applyImpulse(h * push.vector, at: point)
        }
        for field in input.fields {
            for body in field.bodies where body.isDynamic {
                body.velocity += (h * body.inverseMass) * field.force(body)
            }
        }
        for body in bodies where body.isDynamic {
            // Box2D's damping, v ← v / (1 + h·c): `resistance` and `angularResistance` are c (R282).
            body.velocity = (1 / (1 + h * max(body.material.resistance, 0))) * body.velocity
            body.angularVelocity /= 1 + h * max(body.material.angularResistance, 0)
        }
    }

    private func collide(
        _ groups: [PhysicsStepInput.CollisionGroup], into contacts: inout [ContactConstraint],
        owners: inout [(group: Int, key: String, began: PhysicsContactEvent, ended: PhysicsContactEvent)],
        indices: inout [[Int]]
    ) {
        for (g, group) in groups.enumerated() {
            let behaviorKey = String(UInt(bitPattern: ObjectIdentifier(group.behavior).hashValue))
            if group.collidesItems {
                for i in group.bodies.indices {
                    for j in (i + 1)..<max(group.bodies.count, i + 1) {
                        let a = group.bodies[i], b = group.bodies[j]
                        guard a.isDynamic || b.isDynamic, a !== b else { continue }
                        var made: [Int] = []
                        for shapeA in a.worldShapes {
                            for shapeB in b.worldShapes {
                                guard let m = ContactManifold.between(shapeA, shapeB, margin: Self.contactMargin) else {
                                    continue
                                }
                                made.append(contacts.count)
                                contacts.append(
                                    ContactConstraint(
                                        bodyA: a, bodyB: b, manifold: m,
                                        friction: (max(a.material.friction, 0) * max(b.material.friction, 0))
                                            .squareRoot(),
                                        restitution: max(a.material.elasticity, b.material.elasticity)))
                            }
                        }
                        let key = "\(behaviorKey)|\(ObjectIdentifier(a).hashValue)|\(ObjectIdentifier(b).hashValue)"
                        owners.append(
                            (
                                g, key, .itemsBegan(group.behavior, a.item, b.item, .zero),
                                .itemsEnded(group.behavior, a.item, b.item)
                            ))
                        indices.append(made)
                    }
                }
            }
            guard group.collidesBoundaries else { continue }
            for body in group.bodies where body.isDynamic {
                for boundary in group.boundaries {
                    var made: [Int] = []
                    for shape in body.worldShapes {
                        for segment in boundary.segments {
                            guard let m = ContactManifold.between(shape, .polygon(segment), margin: Self.contactMargin)
                            else {
                                continue
                            }
                            made.append(contacts.count)
                            contacts.append(
                                ContactConstraint(
                                    bodyA: body, bodyB: nil, manifold: m, friction: max(body.material.friction, 0),
                                    restitution: max(body.material.elasticity, 0)))
                        }
                    }
                    let key = "\(behaviorKey)|\(ObjectIdentifier(body).hashValue)|boundary:\(boundary.key)"
                    owners.append(
                        (
                            g, key, .boundaryBegan(group.behavior, body.item, boundary.identifier, .zero),
                            .boundaryEnded(group.behavior, body.item, boundary.identifier)
                        ))
                    indices.append(made)
                }
            }
        }
    }

    private func contactEvents(
        contacts: [ContactConstraint],
        owners: [(group: Int, key: String, began: PhysicsContactEvent, ended: PhysicsContactEvent)], indices: [[Int]],
        groups: [PhysicsStepInput.CollisionGroup]
    ) -> [PhysicsContactEvent] {
        var events: [PhysicsContactEvent] = []
        var now: Set<String> = []
        for (owner, made) in zip(owners, indices) {
            let touchingNow = made.filter { contacts[$0].isTouching }
            if touchingNow.isEmpty {
                if touching.contains(owner.key) { events.append(owner.ended) }
                continue
            }
            now.insert(owner.key)
            guard !touching.contains(owner.key) else { continue }
            let point = contacts[touchingNow[0]].contactPoint
            switch owner.began {
            case .itemsBegan(let behavior, let a, let b, _): events.append(.itemsBegan(behavior, a, b, point))
            case .boundaryBegan(let behavior, let item, let identifier, _):
                events.append(.boundaryBegan(behavior, item, identifier, point))
            default: break
            }
        }
        // Pairs no longer checked at all (an item left the behaviour) end silently.
        touching = now
        return events
    }
}
