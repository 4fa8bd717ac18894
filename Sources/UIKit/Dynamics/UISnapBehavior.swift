import Foundation

/// Pulls an item to a point and upright with a damped spring, settling there (R283).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency (hertz): UIKit does not document it; 3 Hz reaches a point
    /// 300 points away in about a fifth of a second, as snaps on a device do (R283).
    static let frequency = 3.0

    /// The item snapped.
    let item: any UIDynamicItem

    /// The point the item's centre goes to, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { behaviorDidChange() } }

    /// 0 for the most oscillation, 1 for the least; 0.5 by default. It is the spring's damping
    /// ratio (at least 0.05 so the item settles).
    open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

    /// Creates a snap of `item` to `point`.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var ownItems: [any UIDynamicItem] { [item] }

    override func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {
        guard let body = bodies[item] else { return }
        let ratio = min(max(Double(damping), 0.05), 1)
        input.joints.append(
            PointJoint(
                bodyA: body, localA: .zero, bodyB: nil, localB: PhysicsVector(snapPoint), frequency: Self.frequency,
                dampingRatio: ratio))
        input.joints.append(
            AngleJoint(bodyA: body, bodyB: nil, target: 0, frequency: Self.frequency, dampingRatio: ratio))
    }
}
