import Foundation

/// Makes a view a drop target (R344): while a drag is over the view (or a subview without a
/// target of its own), its delegate is asked what a drop would do; a drop it accepts is performed
/// through it. The view must take touches (`isUserInteractionEnabled`), as on iOS.
@MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// Asked about sessions over the view.
    public private(set) weak var delegate: UIDropInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// Whether several sessions may be over the view at once (one drag at a time on an iPhone).
    open var allowsSimultaneousDropSessions = false

    /// An interaction asking `delegate` about drops.
    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) { self.view = view }

    // MARK: Delegate calls (a collection or table view's interaction answers for its rows)

    func canHandle(_ session: UIDropSession) -> Bool { delegate?.dropInteraction(self, canHandle: session) ?? false }
    func sessionDidEnter(_ session: UIDropSession) { delegate?.dropInteraction(self, sessionDidEnter: session) }
    func sessionDidUpdate(_ session: UIDropSession) -> UIDropProposal {
        delegate?.dropInteraction(self, sessionDidUpdate: session) ?? UIDropProposal(operation: .cancel)
    }
    func sessionDidExit(_ session: UIDropSession) { delegate?.dropInteraction(self, sessionDidExit: session) }
    func performDrop(_ session: UIDropSession) { delegate?.dropInteraction(self, performDrop: session) }
    func concludeDrop(_ session: UIDropSession) { delegate?.dropInteraction(self, concludeDrop: session) }
    func sessionDidEnd(_ session: UIDropSession) { delegate?.dropInteraction(self, sessionDidEnd: session) }
    func previewForDropping(_ item: UIDragItem, default preview: UITargetedDragPreview) -> UITargetedDragPreview? {
        delegate?.dropInteraction(self, previewForDropping: item, withDefault: preview)
    }
    func willAnimateDrop(_ item: UIDragItem, animator: UIDragAnimating) {
        delegate?.dropInteraction(self, item: item, willAnimateDropWith: animator)
    }
}
