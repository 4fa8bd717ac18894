import Foundation

/// A force on its items, continuous or a one-off impulse. Magnitude 1.0 on a 100 × 100 point
/// item of density 1 accelerates it by 100 points/s² (continuous) or changes its speed by
/// 100 points/s at once (instantaneous): the force scales with UIKit's mass, R281.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force is applied every step or once.
    public enum Mode: Int, Sendable {
        /// Applied every step while active.
        case continuous
        /// Applied once when it becomes active; it becomes inactive then.
        case instantaneous
    }

    /// Force (mass · points/s²) or impulse (mass · points/s) per unit of magnitude, with UIKit's
    /// mass of a 100 × 100 item of density 1 being 1.
    static let forcePerMagnitude = 100.0

    /// The items pushed.
    open private(set) var items: [any UIDynamicItem]
    /// Continuous or instantaneous.
    public let mode: Mode
    /// Whether the force acts. Both modes start active; an instantaneous push turns itself off
    /// once applied, and setting it to true again pushes again.
    open var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            if newValue && mode == .instantaneous { pendingImpulse = true }
            behaviorDidChange()
        }
    }
    private var isActive = true
    /// The force as a vector ((0, 0) by default: no force).
    open var pushDirection = CGVector.zero { didSet { behaviorDidChange() } }

    /// Where on each item the force acts, from its centre in its own coordinates.
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// Whether an instantaneous push is still to be applied.
    var pendingImpulse = true

    /// Creates a push of `mode` on `items`.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { adding(item, to: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removing(item, from: &items) }

    /// The direction in radians (0: right, π/2: down).
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; negative pushes the other way.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set {
            let a = angle
            pushDirection = CGVector(dx: cos(a) * newValue, dy: sin(a) * newValue)
        }
    }

    /// Sets the direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Makes the force act at `o` from the item's centre (a push off centre turns the item).
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        behaviorDidChange()
    }

    /// Where the force acts on `item` (zero unless set).
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {
        guard active else { return }
        if mode == .instantaneous && !pendingImpulse { return }
        let vector = Self.forcePerMagnitude * PhysicsVector(pushDirection)
        for item in items {
            guard let body = bodies[item] else { continue }
            let o = targetOffsetFromCenter(for: item)
            let push = PhysicsStepInput.Push(
                body: body, vector: vector, offset: PhysicsVector(x: o.horizontal, y: o.vertical))
            if mode == .continuous { input.forces.append(push) } else { input.impulses.append(push) }
        }
    }

    /// Called by the animator once the frame's first substep applied the impulse.
    func impulseWasApplied() {
        guard mode == .instantaneous, pendingImpulse, active else { return }
        // The state changes without waking the animator: it is already running.
        pendingImpulse = false
        isActive = false
    }
}
