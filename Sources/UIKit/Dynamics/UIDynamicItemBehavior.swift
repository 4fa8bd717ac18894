import Foundation

/// The physical properties of its items (UIKit's defaults: no bounce, no friction, density 1,
/// no resistance, rotation allowed), and their velocities (R282).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items configured.
    open private(set) var items: [any UIDynamicItem]

    /// Bounce in collisions: 0 none, 1 fully elastic (restitution; the larger of two items' wins).
    open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Friction when sliding on another item or a boundary (Coulomb's coefficient).
    open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Mass per area: with density 1 a 100 × 100 point item has mass 1.
    open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// Linear damping: velocity is divided by 1 + resistance × each step's duration.
    open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Angular damping, likewise.
    open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The charge electric and magnetic fields act on.
    open var charge: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// An anchored item collides but never moves, like a boundary.
    open var isAnchored = false { didSet { behaviorDidChange() } }
    /// Whether the items may turn.
    open var allowsRotation = true { didSet { behaviorDidChange() } }

    /// Velocities added before the behaviour was in an animator, applied when it joins.
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an item behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Creates an item behaviour with no items.
    public convenience override init() { self.init(items: []) }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { adding(item, to: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removing(item, from: &items) }

    /// Adds `velocity` (points per second) to the item's — the usual hand-off of a gesture's
    /// velocity. Before the behaviour is in an animator, velocities accumulate until it is.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity += PhysicsVector(velocity)
            body.restTime = 0
            behaviorDidChange()
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// The item's velocity in points per second (what was added so far outside an animator).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) { return body.velocity.point }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians per second, positive clockwise) to the item's.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            if body.inverseInertia > 0 { body.angularVelocity += Double(velocity) }
            body.restTime = 0
            behaviorDidChange()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// The item's angular velocity in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return body.angularVelocity }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override var ownItems: [any UIDynamicItem] { items }

    /// The properties this behaviour gives its items.
    var material: PhysicsMaterial {
        PhysicsMaterial(
            elasticity: elasticity, friction: friction, density: density, resistance: resistance,
            angularResistance: angularResistance, charge: charge, allowsRotation: allowsRotation, isAnchored: isAnchored
        )
    }

    /// Hands the velocities added outside an animator to the bodies (the animator calls this once
    /// the behaviour's items have bodies).
    func applyPendingVelocities(bodies: PhysicsBodyTable) {
        for item in items {
            let id = ObjectIdentifier(item)
            guard let body = bodies[item] else { continue }
            if let v = pendingLinear.removeValue(forKey: id) { body.velocity += PhysicsVector(v) }
            if let w = pendingAngular.removeValue(forKey: id), body.inverseInertia > 0 {
                body.angularVelocity += Double(w)
            }
        }
    }
}
