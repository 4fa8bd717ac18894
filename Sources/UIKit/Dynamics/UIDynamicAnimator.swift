import Foundation

/// Runs UIKit Dynamics: moves the items of its behaviours with a rigid-body simulation stepped
/// by the frame cycle, in the reference view's coordinates, and pauses when they come to rest
/// (R278).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// Whether the animator steps (`running`) or waits to be woken.
    enum State {
        /// Stepping every frame.
        case running
        /// At rest, or without behaviours: no stepping until a behaviour or item changes.
        case paused
    }

    /// The view whose coordinates and bounds the behaviours use.
    open private(set) weak var referenceView: UIView?
    /// The layout whose item attributes the behaviours move, for an animator made with one.
    weak var collectionViewLayout: UICollectionViewLayout?

    /// The behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Hears pauses and resumptions.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// How long the animator has run (seconds of media time, pauses excluded).
    open internal(set) var elapsedTime: TimeInterval = 0

    var state = State.paused
    /// The bodies, one per item (or group), in the order the behaviours name them.
    var bodies: [PhysicsBody] = []
    var bodyTable = PhysicsBodyTable()
    let world = PhysicsWorld()
    /// The media time stepped to last (when it resumed, until the first frame after).
    var lastStepTime: CFTimeInterval?
    /// Substep time not yet simulated (less than one substep).
    var pendingTime = 0.0
    /// Items already reported as outside the reference view, so each is reported once.
    var misplacedItems: Set<ObjectIdentifier> = []

    /// Creates an animator for behaviours in `view`'s coordinates (its bounds are the
    /// collision behaviours' reference bounds).
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
        Self.register(self)
    }

    /// Creates an animator for a collection view layout's attributes (its content is the
    /// reference bounds); the layout is invalidated every step so it can return `items(in:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        Self.register(self)
    }

    /// Creates an animator without a reference view: item coordinates are used as they are and
    /// there are no reference bounds.
    public override init() {
        super.init()
        Self.register(self)
    }

    /// Whether the animator is stepping (false once its items have come to rest).
    open var isRunning: Bool { state == .running }

    /// Adds a behaviour; the animator reads its items' state now and starts if it was paused.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.dynamicAnimator !== self || behavior.parentBehavior != nil else { return }
        if behavior.dynamicAnimator != nil || behavior.parentBehavior != nil {
            DiagnosticLog.current.report(
                "dynamicBehaviorReused",
                "\(type(of: behavior)) is already in another animator or behaviour; remove it there first (UIKit raises)",
                rule: "R280")
            return
        }
        behavior.move(to: self)
        behaviors.append(behavior)
        behaviorsDidChange()
    }

    /// Removes a behaviour (its items keep their place; an item no behaviour names leaves the simulation).
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.move(to: nil)
        behaviors.remove(at: index)
        behaviorsDidChange()
    }

    /// Removes every behaviour; the animator pauses.
    open func removeAllBehaviors() {
        let removed = behaviors
        for behavior in removed { behavior.move(to: nil) }
        behaviors.removeAll()
        behaviorsDidChange()
    }

    /// The items whose outline's box meets `rect` (reference coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        bodies.filter { $0.worldBounds.intersects(rect) }.map(\.item)
    }

    /// Reads an item's centre, bounds and rotation again after the app changed them itself
    /// (its velocity is kept), and wakes the animator.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let body = bodyTable[item] else { return }
        reload(body)
        behaviorsDidChange()
    }

    /// The layout attributes of the cell at `indexPath` among the behaviours' items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bodies.lazy.compactMap { $0.item as? UICollectionViewLayoutAttributes }.first { $0.indexPath == indexPath }
    }

    /// The reference bounds collision behaviours turn into a boundary.
    var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        if let collectionViewLayout {
            return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        }
        return nil
    }

    /// Every behaviour and its children, depth first.
    var behaviorTree: [UIDynamicBehavior] { behaviors.flatMap(\.behaviorTree) }

    /// The body that moves `item` (nil when no behaviour names it).
    func body(for item: any UIDynamicItem) -> PhysicsBody? { bodyTable[item] }

    /// Something the simulation reads changed: the bodies are brought up to date, nothing rests
    /// any more, and a paused animator resumes (or one left without items pauses).
    func behaviorsDidChange() {
        syncBodies()
        for body in bodies { body.restTime = 0 }
        if bodies.isEmpty {
            pause()
        } else if state == .paused {
            delegate?.dynamicAnimatorWillResume(self)
            state = .running
            // The first frame simulates the time since now, as a display link started now would.
            lastStepTime = CACurrentMediaTime()
        }
    }

    /// Stops stepping and tells the delegate (once).
    func pause() {
        guard state == .running else { return }
        state = .paused
        lastStepTime = nil
        pendingTime = 0
        delegate?.dynamicAnimatorDidPause(self)
    }
}
