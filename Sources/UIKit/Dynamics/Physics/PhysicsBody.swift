import Foundation

/// One rigid body of the engine: a dynamic item (or a `UIDynamicItemGroup`, whose members move
/// as one) with its position, angle, velocities, mass and collision outline.
///
/// Mass follows UIKit's documented unit (R281): a 100 × 100 point item of density 1 has mass 1,
/// so mass = density × area / 10 000 points².
@MainActor
final class PhysicsBody {
    /// A member item and where it sits in the body (offset and angle from the body's at creation).
    struct Member {
        let item: any UIDynamicItem
        var offset: PhysicsVector
        var angleOffset: Double
    }

    /// The item the behaviours named (the group itself for a group).
    let item: any UIDynamicItem
    var members: [Member]
    /// The convex outlines, in the body's own coordinates (about its centre, unrotated).
    var localShapes: [PhysicsShape] = []
    /// The outlines where the body is now (`updateWorldShapes()`).
    private(set) var worldShapes: [PhysicsShape] = []

    var position: PhysicsVector
    var angle: Double
    var velocity = PhysicsVector.zero
    var angularVelocity = 0.0

    var material = PhysicsMaterial()
    private(set) var mass = 1.0
    private(set) var inverseMass = 1.0
    private(set) var inverseInertia = 1.0

    /// How long the body has moved slower than the rest thresholds (R278).
    var restTime = 0.0
    /// The position and angle last written to the items, to write only what moved.
    var writtenPosition: PhysicsVector
    var writtenAngle: Double

    init(item: any UIDynamicItem, members: [Member], position: PhysicsVector, angle: Double) {
        self.item = item
        self.members = members
        self.position = position
        self.angle = angle
        writtenPosition = position
        writtenAngle = angle
    }

    /// Sets the outlines and material and derives mass and inertia from them (polygon area and
    /// second moment about the body's centre).
    func configure(shapes: [PhysicsShape], material: PhysicsMaterial) {
        localShapes = shapes
        self.material = material
        var area = 0.0
        var secondMoment = 0.0
        for shape in shapes {
            let properties = shape.massProperties
            area += properties.area
            secondMoment += properties.secondMoment
        }
        let density = max(material.density, 0) / 10_000
        mass = max(density * area, 1e-9)
        let inertia = max(density * secondMoment, 1e-9)
        if material.isAnchored {
            inverseMass = 0
            inverseInertia = 0
        } else {
            inverseMass = 1 / mass
            inverseInertia = material.allowsRotation ? 1 / inertia : 0
        }
        if !material.allowsRotation { angularVelocity = 0 }
        updateWorldShapes()
    }

    /// Whether the body moves at all (anchored items only collide).
    var isDynamic: Bool { inverseMass > 0 }

    /// Places the outlines at the body's position and angle.
    func updateWorldShapes() {
        worldShapes = localShapes.map { $0.transformed(angle: angle, offset: position) }
    }

    /// The velocity of the body's material at a world point.
    func velocity(at point: PhysicsVector) -> PhysicsVector {
        velocity + (point - position).turned(by: angularVelocity)
    }

    /// Changes the velocities as an impulse at a world point would.
    func applyImpulse(_ impulse: PhysicsVector, at point: PhysicsVector) {
        velocity += inverseMass * impulse
        angularVelocity += inverseInertia * (point - position).cross(impulse)
    }

    /// The axis-aligned box around the outlines.
    var worldBounds: CGRect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for shape in worldShapes {
            let box = shape.bounds
            minX = min(minX, box.min.x)
            minY = min(minY, box.min.y)
            maxX = max(maxX, box.max.x)
            maxY = max(maxY, box.max.y)
        }
        guard minX <= maxX else { return CGRect(origin: position.point, size: .zero) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
