import Foundation

/// A force field over a region: gravity towards a point or along a direction, springs, drag,
/// vortices, velocity, electric and magnetic fields, or your own function. UIKit publishes no
/// units for fields; these follow gravity's and push's (R281).
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// What the field computes for an item: its position relative to the field, velocity, mass,
    /// charge and the step's duration give a force (mass · points/s²).
    typealias Evaluation = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    /// The items the field acts on.
    open private(set) var items: [any UIDynamicItem] = []
    /// The field's centre, in reference coordinates.
    open var position: CGPoint = .zero { didSet { behaviorDidChange() } }
    /// Where the field acts, about `position` (everywhere by default).
    open var region = UIRegion.infinite { didSet { behaviorDidChange() } }
    /// The field's strength (1 by default).
    open var strength: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// How fast the strength decays with distance: the force is divided by (distance / 100)^falloff.
    open var falloff: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Distances below this count as this, so the force stays finite near the centre.
    open var minimumRadius: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The direction of linear gravity and velocity fields.
    open var direction = CGVector.zero { didSet { behaviorDidChange() } }
    /// Kept for noise and turbulence fields (not modelled).
    open var smoothness: CGFloat = 0
    /// Kept for noise and turbulence fields (not modelled).
    open var animationSpeed: CGFloat = 0

    private let evaluation: Evaluation

    private init(evaluation: @escaping Evaluation) {
        self.evaluation = evaluation
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { adding(item, to: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removing(item, from: &items) }

    /// The strength at `offset` from the centre, with falloff.
    private func scaled(at offset: PhysicsVector) -> Double {
        guard falloff != 0 else { return Double(strength) }
        let r = max(offset.length, Double(minimumRadius), 1e-3)
        return Double(strength) / pow(r / 100, Double(falloff))
    }

    /// A field with your own force: `evaluationBlock(field, position, velocity, mass, charge,
    /// deltaTime)` returns the force on an item (position relative to the field's).
    open class func field(
        evaluationBlock block:
            @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> UIFieldBehavior {
        UIFieldBehavior(evaluation: block)
    }

    /// Resists motion: a force of −strength × velocity (mass · 1/s).
    open class func dragField() -> UIFieldBehavior {
        UIFieldBehavior { field, _, v, _, _, _ in CGVector(dx: -field.strength * v.dx, dy: -field.strength * v.dy) }
    }

    /// Pulls towards `position` at strength × 1000 points/s², whatever the mass (as gravity).
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior { field, p, _, mass, _, _ in
            let d = PhysicsVector(p)
            let a = -(UIGravityBehavior.standardAcceleration * field.scaled(at: d)) * d.normalized
            return CGVector(dx: Double(mass) * a.x, dy: Double(mass) * a.y)
        }
        field.position = position
        return field
    }

    /// Accelerates along `direction` × 1000 points/s² × strength, whatever the mass.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior { field, p, _, mass, _, _ in
            let a =
                (UIGravityBehavior.standardAcceleration * field.scaled(at: PhysicsVector(p)))
                * PhysicsVector(field.direction)
            return CGVector(dx: Double(mass) * a.x, dy: Double(mass) * a.y)
        }
        field.direction = direction
        return field
    }

    /// Drives items towards the velocity `direction` (points/s) at a rate of strength per second.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior { field, _, v, mass, _, _ in
            let k = Double(field.strength) * Double(mass)
            return CGVector(dx: k * (field.direction.dx - v.dx), dy: k * (field.direction.dy - v.dy))
        }
        field.direction = direction
        return field
    }

    /// A spring to `position`: a force of −strength × (2π)² × offset, so a 100 × 100 item of
    /// density 1 oscillates once a second at strength 1.
    open class func springField() -> UIFieldBehavior {
        UIFieldBehavior { field, p, _, _, _, _ in
            let k = Double(field.strength) * 4 * Double.pi * Double.pi
            return CGVector(dx: -k * p.x, dy: -k * p.y)
        }
    }

    /// Swirls items about `position`: a force of strength × 100 across the line to the centre
    /// (clockwise for positive strength).
    open class func vortexField() -> UIFieldBehavior {
        UIFieldBehavior { field, p, _, _, _, _ in
            let d = PhysicsVector(p)
            let t = (100 * field.scaled(at: d)) * d.normalized.rightPerpendicular
            return CGVector(dx: -t.x, dy: -t.y)
        }
    }

    /// Pushes charged items away from `position` (like charges repel): strength × charge × 100.
    open class func electricField() -> UIFieldBehavior {
        UIFieldBehavior { field, p, _, _, charge, _ in
            let d = PhysicsVector(p)
            let f = (100 * field.scaled(at: d) * Double(charge)) * d.normalized
            return CGVector(dx: f.x, dy: f.y)
        }
    }

    /// Turns moving charged items: a force of strength × charge across their velocity.
    open class func magneticField() -> UIFieldBehavior {
        UIFieldBehavior { field, _, v, _, charge, _ in
            let k = Double(field.strength) * Double(charge)
            return CGVector(dx: -k * v.dy, dy: k * v.dx)
        }
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {
        let members = items.compactMap { bodies[$0] }
        guard !members.isEmpty else { return }
        let centre = PhysicsVector(position)
        let region = self.region
        let evaluation = self.evaluation
        input.fields.append(
            .init(bodies: members) { [unowned self] body in
                let offset = body.position - centre
                guard region.contains(offset.point) else { return .zero }
                let force = evaluation(
                    self, offset.point, CGVector(dx: body.velocity.x, dy: body.velocity.y), body.mass,
                    body.material.charge,
                    PhysicsWorld.substep)
                return PhysicsVector(force)
            })
    }
}
