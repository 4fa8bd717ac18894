import Foundation

/// Makes a view a drag source (R343): a long press (0.5 s) asks the delegate for items, lifts
/// their previews (scaled up a little, on a shadow), and once the finger moves the drag begins —
/// the previews follow the finger over the app's drop targets (`DragFlight`).
@MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// Asked for the items and told of the drag.
    public private(set) weak var delegate: UIDragInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// Whether the view's other gestures may recognize during the lift.
    open var allowsSimultaneousRecognitionDuringLift = false
    /// Whether the interaction responds to touches (by default `isEnabledByDefault`).
    open var isEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { lift.isEnabled = isEnabled }
    }

    /// Whether new drag interactions are enabled: true on an iPhone since iOS 15.
    open class var isEnabledByDefault: Bool { true }

    /// The long press that lifts, added to the view.
    let lift = DragLiftGestureRecognizer()
    /// The drag this interaction started, while it is on screen.
    var flight: DragFlight?

    /// An interaction asking `delegate` for its items.
    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        lift.interaction = self
        lift.addTarget(self, action: UIDragInteraction.liftChanged)
    }

    public func willMove(to view: UIView?) {
        if let old = self.view { old.removeGestureRecognizer(lift) }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(lift)
    }

    /// The items for a press at the current touch (the delegate's), asked as the press begins.
    func itemsToBegin() -> DragFlight? {
        guard isEnabled, flight == nil, DragFlight.current == nil, let view, let window = view.window, let delegate
        else { return nil }
        let session = AppDragSession(source: self, window: window)
        session.touchInWindow = lift.location(in: nil)
        let items = delegate.dragInteraction(self, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        return DragFlight(interaction: self, session: session, window: window)
    }

    private func liftChanged() {
        switch lift.state {
        case .began:
            guard let pending = lift.pendingFlight else { return }
            lift.pendingFlight = nil
            flight = pending
            pending.beginLift()
        case .changed:
            flight?.touchMoved(to: lift.location(in: nil))
        case .ended:
            flight?.touchLifted(at: lift.location(in: nil))
        case .cancelled, .failed:
            flight?.touchCancelled()
        default:
            break
        }
    }

    // MARK: Delegate calls (a collection or table view's interaction answers for its rows)

    func previewForLifting(_ item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        delegate?.dragInteraction(self, previewForLifting: item, session: session)
    }
}

/// The long press of a drag interaction (R343): it begins only where the delegate gives items.
@MainActor
final class DragLiftGestureRecognizer: UILongPressGestureRecognizer {
    weak var interaction: UIDragInteraction?
    /// The drag the delegate's items make, between the press beginning and the lift.
    var pendingFlight: DragFlight?

    override func gestureRecognizerShouldBegin() -> Bool {
        guard super.gestureRecognizerShouldBegin(), let interaction else { return false }
        pendingFlight = interaction.itemsToBegin()
        return pendingFlight != nil
    }

    // The press may move freely once it has begun (the long press itself fails past 10 pt first).
}
