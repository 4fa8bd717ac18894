import Foundation

/// What a drag interaction asks and tells its delegate, in this order (R343): items and lift
/// previews at the long press, the lift's animator, then — once the finger moves — the session's
/// beginning, its moves, and its end. Only the items are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// The items to drag for a long press (empty: no drag, the press is left to others).
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The preview lifted for `item` (nil: the interaction's view, where it is).
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview?
    /// The lift is about to animate; its completion says whether the drag went on (`.end`) or the
    /// finger lifted first (`.start`).
    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)
    /// The finger moved after the lift: the drag begins.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    /// Whether a drop may move the items (default true).
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the drag must stay in the app (default false; always so here).
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool
    /// The finger moved during the drag.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    /// The finger lifted: the drag ends with `operation` (`.cancel` when no target took it).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    /// The drop or cancel animation ended.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    /// The target loaded the items' data (after a drop).
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
    /// Where `item`'s preview flies back when the drag is cancelled (nil: it fades where it is).
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// `item`'s cancel animation is about to run.
    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview? { nil }
    public func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession
    ) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession
    ) -> Bool { true }
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation
    ) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { defaultPreview }
    public func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating
    ) {}
}
