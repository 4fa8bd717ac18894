import Foundation

/// What the behaviours ask of one substep, gathered by the animator from its behaviour tree.
@MainActor
struct PhysicsStepInput {
    /// A force or impulse on a body, at an offset from its centre in the body's own coordinates.
    struct Push {
        let body: PhysicsBody
        let vector: PhysicsVector
        let offset: PhysicsVector
    }

    /// A boundary of a collision behaviour: its identifier (nil for the reference bounds) and segments.
    struct Boundary {
        let identifier: (any NSCopying)?
        /// How contacts with it are told apart from frame to frame.
        let key: String
        let segments: [[PhysicsVector]]
    }

    /// A collision behaviour's items and boundaries.
    struct CollisionGroup {
        let behavior: UICollisionBehavior
        let bodies: [PhysicsBody]
        let boundaries: [Boundary]
        let collidesItems: Bool
        let collidesBoundaries: Bool
    }

    /// A field's effect: a function from a body to the force it feels.
    struct FieldForce {
        let bodies: [PhysicsBody]
        let force: (PhysicsBody) -> PhysicsVector
    }

    /// The media time this frame simulates (seconds).
    var frameInterval = 0.0
    var accelerations: [(PhysicsBody, PhysicsVector)] = []
    var forces: [Push] = []
    var impulses: [Push] = []
    var fields: [FieldForce] = []
    var joints: [any PhysicsJoint] = []
    var collisionGroups: [CollisionGroup] = []
}

/// A contact starting or ending, for `UICollisionBehaviorDelegate`.
@MainActor
enum PhysicsContactEvent {
    case itemsBegan(UICollisionBehavior, any UIDynamicItem, any UIDynamicItem, CGPoint)
    case itemsEnded(UICollisionBehavior, any UIDynamicItem, any UIDynamicItem)
    case boundaryBegan(UICollisionBehavior, any UIDynamicItem, (any NSCopying)?, CGPoint)
    case boundaryEnded(UICollisionBehavior, any UIDynamicItem, (any NSCopying)?)
}
