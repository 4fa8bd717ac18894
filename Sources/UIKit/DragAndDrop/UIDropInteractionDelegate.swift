import Foundation

/// What a drop interaction asks and tells its delegate (R343): whether it can handle the session
/// (once per session), enter / update (a proposal per move) / exit as the finger crosses its view,
/// and on a drop it accepted `performDrop`, then the drop animation, `concludeDrop`, and
/// `sessionDidEnd`. All optional; without `sessionDidUpdate` the proposal is `.cancel`.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Whether the view may take the session's items (default true).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    /// The finger entered the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// The finger moved over the view: what a drop here would do.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    /// The finger left the view (or lifted over it without a drop).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The finger lifted over the view with a `.copy` or `.move` proposal: take the items
    /// (`session.loadObjects`, or the items' `localObject`).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drop animations ended: show the view in its final state.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// The session ended, whatever became of it.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
    /// Where `item`'s preview goes as it drops (nil: it shrinks and fades where it is).
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// `item`'s drop animation is about to run.
    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    public func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal { UIDropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { nil }
    public func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating
    ) {}
}
