import Foundation

/// A constant acceleration of its items, whatever their mass: magnitude 1.0 is 1000 points/s²,
/// as UIKit documents (R281).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// Points per second² of magnitude 1.0 (UIKit's documented "standard gravity").
    static let standardAcceleration = 1000.0

    /// The items pulled.
    open private(set) var items: [any UIDynamicItem]

    /// The direction and strength: (0, 1) by default, straight down at magnitude 1.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { behaviorDidChange() } }

    /// Creates a gravity behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Creates a gravity behaviour with no items.
    public convenience override init() { self.init(items: []) }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { adding(item, to: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removing(item, from: &items) }

    /// The direction in radians (π/2: down). Setting it keeps the magnitude.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength (1.0 = 1000 points/s²). Setting 0 also resets the angle to 0, as UIKit documents.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set {
            let a = newValue == 0 ? 0 : angle
            gravityDirection = CGVector(dx: cos(a) * newValue, dy: sin(a) * newValue)
        }
    }

    /// Sets the direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {
        let acceleration = Self.standardAcceleration * PhysicsVector(gravityDirection)
        for item in items {
            guard let body = bodies[item] else { continue }
            input.accelerations.append((body, acceleration))
        }
    }
}
