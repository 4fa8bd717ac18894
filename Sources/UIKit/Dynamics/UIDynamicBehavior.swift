import Foundation

/// A behaviour of a dynamic animator: the base of gravity, collision, attachment, snap, push,
/// item and field behaviours, and a composite of child behaviours of its own (R280).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one is made of, in the order added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Called once every animation step (each frame while the animator runs), after the items moved.
    open var action: (() -> Void)?

    /// The animator this behaviour (or its parent) was added to.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// The behaviour this one is a child of.
    weak var parentBehavior: UIDynamicBehavior?

    /// Creates a behaviour with no items and no children.
    public override init() { super.init() }

    /// Adds a child: it acts while this behaviour is in an animator.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        if behavior.parentBehavior != nil || behavior.dynamicAnimator != nil {
            DiagnosticLog.current.report(
                "dynamicBehaviorReused",
                "\(type(of: behavior)) is already in an animator or another behaviour; remove it there first (UIKit raises)",
                rule: "R280")
            return
        }
        behavior.parentBehavior = self
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.move(to: animator) }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes a child.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        if dynamicAnimator != nil { behavior.move(to: nil) }
        childBehaviors.remove(at: index)
        behavior.parentBehavior = nil
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Called before the behaviour is added to an animator (`dynamicAnimator` then) or removed
    /// from it (nil); override to prepare or tear down, calling `super`.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells this behaviour and its children that they join or leave an animator.
    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.move(to: animator) }
    }

    /// The items this behaviour acts on itself (not its children's); the engine makes a body for each.
    var ownItems: [any UIDynamicItem] { [] }

    /// Adds what this behaviour asks of a substep to `input` (the engine's side of each behaviour).
    func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {}

    /// Tells the animator that something the engine reads changed, waking it if it rested.
    func behaviorDidChange() { dynamicAnimator?.behaviorsDidChange() }

    /// This behaviour and its descendants, depth first, parents before children.
    var behaviorTree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.behaviorTree) }
}

/// Adds and removes items of a behaviour that keeps a list of them, waking its animator.
extension UIDynamicBehavior {
    func adding(_ item: any UIDynamicItem, to items: inout [any UIDynamicItem]) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        behaviorDidChange()
    }

    func removing(_ item: any UIDynamicItem, from items: inout [any UIDynamicItem]) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: index)
        behaviorDidChange()
    }
}
