import Foundation

/// A drag in this app from lift to drop (R343, R344). The lifted previews float in a window-wide
/// layer above the app; once the finger moves the session begins and the previews follow it; the
/// drop target under the finger is asked for a proposal at each move; lifting the finger over one
/// that proposes `.copy` or `.move` performs the drop there, anything else flies the previews back.
@MainActor
final class DragFlight {
    /// Where the drag is.
    enum Phase: Equatable {
        /// Lifted by the long press; the finger has not moved yet.
        case lifting
        /// The session began: the previews follow the finger.
        case dragging
        /// Dropped on a target: the drop animation runs.
        case dropping
        /// Released without a drop: the previews fly back.
        case cancelling
        /// Over: the delegates have heard the end.
        case ended
    }

    /// The drag on screen, if any.
    static var current: DragFlight? {
        get { UIKitRuntime.current.dragFlight }
        set { UIKitRuntime.current.dragFlight = newValue }
    }

    /// How much a lifted preview grows, how long the lift, drop and cancel take, and how far the
    /// finger moves before the session begins (I: by eye on iOS 18).
    static let liftScale: CGFloat = 1.05
    static let liftDuration: TimeInterval = 0.25
    static let dropDuration: TimeInterval = 0.3
    static let beginDistance: CGFloat = 4

    private(set) var phase: Phase = .lifting
    let interaction: UIDragInteraction
    let session: AppDragSession
    let dropSession: AppDropSession
    private weak var window: UIWindow?
    /// The window-wide layer the previews float in.
    let layerView: DragPreviewLayerView
    /// One floating platter per item, with where it lifted from (window space).
    private(set) var platters: [DragPreviewPlatter] = []
    private var liftAnimator = DragAnimator()
    private var liftStart: CGPoint = .zero
    /// The drop target under the finger and its last proposal.
    private(set) weak var target: UIDropInteraction?
    private(set) var proposal: UIDropProposal?
    /// What each drop interaction said to `canHandle` (asked once per session).
    private var handles: [ObjectIdentifier: Bool] = [:]
    /// Drop interactions the session entered (each hears `sessionDidEnd`).
    private var entered: [UIDropInteraction] = []

    init(interaction: UIDragInteraction, session: AppDragSession, window: UIWindow) {
        self.interaction = interaction
        self.session = session
        dropSession = AppDropSession(drag: session)
        self.window = window
        layerView = DragPreviewLayerView(frame: window.bounds)
    }

    private var delegate: UIDragInteractionDelegate? { interaction.delegate }

    // MARK: Lift

    /// The long press began: each item's lift preview floats up from where it is.
    func beginLift() {
        guard let window, let sourceView = interaction.view else { return }
        DragFlight.current = self
        liftStart = session.touchInWindow
        window.addSubview(layerView)
        for (index, item) in session.items.enumerated() {
            let preview =
                interaction.previewForLifting(item, session: session) ?? UITargetedDragPreview(view: sourceView)
            let platter = DragPreviewPlatter(preview: preview, in: window)
            // Later items stack a little behind the first.
            platter.stackOffset = CGFloat(index) * 4
            layerView.insertSubview(platter, at: 0)
            platters.append(platter)
        }
        delegate?.dragInteraction(interaction, willAnimateLiftWith: liftAnimator, session: session)
        EventLog.current.record("drag lifted")
        UIView.animate(withDuration: Self.liftDuration, delay: 0, options: [.curveEaseOut]) {
            for platter in self.platters { platter.showLifted(true) }
            self.liftAnimator.runAnimations()
        }
    }

    // MARK: Dragging

    /// The finger moved (window coordinates).
    func touchMoved(to point: CGPoint) {
        switch phase {
        case .lifting:
            guard hypot(point.x - liftStart.x, point.y - liftStart.y) >= Self.beginDistance else { return }
            beginSession()
            follow(to: point)
        case .dragging:
            follow(to: point)
        default:
            break
        }
    }

    private func beginSession() {
        phase = .dragging
        session.allowsMoveOperation =
            delegate?.dragInteraction(interaction, sessionAllowsMoveOperation: session) ?? true
        delegate?.dragInteraction(interaction, sessionWillBegin: session)
        for (platter, item) in zip(platters, session.items) {
            if let custom = item.previewProvider?() { platter.replaceContent(with: custom) }
        }
        liftAnimator.complete(at: .end)
        EventLog.current.record("drag session began")
    }

    private func follow(to point: CGPoint) {
        session.touchInWindow = point
        UIView.performWithoutAnimation {
            for platter in platters { platter.follow(touch: point, liftedAt: liftStart) }
        }
        delegate?.dragInteraction(interaction, sessionDidMove: session)
        updateTarget(at: point)
    }

    /// Finds the drop target under `point` and asks it for a proposal.
    private func updateTarget(at point: CGPoint) {
        let found = dropTarget(at: point)
        if found !== target {
            if let target { target.sessionDidExit(dropSession) }
            target = found
            if let found {
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                found.sessionDidEnter(dropSession)
            }
        }
        proposal = target.map { validated($0.sessionDidUpdate(dropSession)) }
        for platter in platters { platter.showBadge(for: proposal?.operation ?? .cancel, count: session.items.count) }
    }

    /// A `.move` when the source forbids moving is reported and taken as `.forbidden` (UIKit
    /// treats it as a copy only across apps; in one app it refuses the move).
    private func validated(_ proposal: UIDropProposal) -> UIDropProposal {
        guard proposal.operation == .move, !session.allowsMoveOperation else { return proposal }
        DiagnosticLog.current.report(
            "dropMoveNotAllowed",
            "a drop target proposed .move for a session whose source said no to sessionAllowsMoveOperation: the drop is forbidden",
            rule: "R344")
        return UIDropProposal(operation: .forbidden)
    }

    /// The innermost view under `point` with a drop interaction that can handle the session.
    private func dropTarget(at point: CGPoint) -> UIDropInteraction? {
        guard let window else { return nil }
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions where canHandle(interaction) {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    private func canHandle(_ interaction: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(interaction)
        if let known = handles[key] { return known }
        let answer = interaction.canHandle(dropSession)
        handles[key] = answer
        return answer
    }

    // MARK: End

    /// The finger lifted (window coordinates).
    func touchLifted(at point: CGPoint) {
        switch phase {
        case .lifting:
            settleBackWithoutSession()
        case .dragging:
            let operation = proposal?.operation ?? .cancel
            if let target, operation == .copy || operation == .move {
                drop(on: target, operation: operation)
            } else {
                cancel()
            }
        default:
            break
        }
    }

    /// The touch was cancelled (another gesture took it, or the view left the window).
    func touchCancelled() {
        switch phase {
        case .lifting: settleBackWithoutSession()
        case .dragging: cancel()
        default: break
        }
    }

    /// Released before moving: the lift is undone, the lift animator ends at `.start`, and the
    /// session never began (its delegates hear nothing more).
    private func settleBackWithoutSession() {
        phase = .cancelling
        UIView.animate(withDuration: Self.liftDuration, delay: 0, options: [.curveEaseInOut]) {
            for platter in self.platters { platter.showLifted(false) }
        } completion: { _ in
            self.finish()
            self.liftAnimator.complete(at: .start)
        }
    }

    private func drop(on target: UIDropInteraction, operation: UIDropOperation) {
        phase = .dropping
        delegate?.dragInteraction(interaction, session: session, willEndWith: operation)
        dropSession.isPerformingDrop = true
        target.performDrop(dropSession)
        dropSession.isPerformingDrop = false
        let loaded = !dropSession.pendingLoads.isEmpty
        dropSession.runPendingLoads()
        if loaded { delegate?.dragInteraction(interaction, sessionDidTransferItems: session) }
        EventLog.current.record("drop performed")
        var animators: [DragAnimator] = []
        var ends: [(DragPreviewPlatter, UITargetedDragPreview?)] = []
        for (platter, item) in zip(platters, session.items) {
            let preview = target.previewForDropping(item, default: platter.currentPreview())
            let animator = DragAnimator()
            target.willAnimateDrop(item, animator: animator)
            animators.append(animator)
            ends.append((platter, preview))
        }
        UIView.animate(withDuration: Self.dropDuration, delay: 0, options: [.curveEaseInOut]) {
            for (platter, preview) in ends { platter.land(on: preview) }
            for animator in animators { animator.runAnimations() }
        } completion: { _ in
            self.finish()
            for animator in animators { animator.complete(at: .end) }
            target.concludeDrop(self.dropSession)
            for interaction in self.entered { interaction.sessionDidEnd(self.dropSession) }
            self.delegate?.dragInteraction(self.interaction, session: self.session, didEndWith: operation)
        }
    }

    private func cancel() {
        phase = .cancelling
        delegate?.dragInteraction(interaction, session: session, willEndWith: .cancel)
        if let target {
            target.sessionDidExit(dropSession)
            self.target = nil
        }
        EventLog.current.record("drag cancelled")
        var animators: [DragAnimator] = []
        var ends: [(DragPreviewPlatter, UITargetedDragPreview?)] = []
        for (platter, item) in zip(platters, session.items) {
            let preview =
                delegate?.dragInteraction(interaction, previewForCancelling: item, withDefault: platter.liftPreview)
                ?? nil
            let animator = DragAnimator()
            delegate?.dragInteraction(interaction, item: item, willAnimateCancelWith: animator)
            animators.append(animator)
            ends.append((platter, preview))
        }
        UIView.animate(withDuration: Self.dropDuration, delay: 0, options: [.curveEaseInOut]) {
            for (platter, preview) in ends { platter.flyBack(to: preview) }
            for animator in animators { animator.runAnimations() }
        } completion: { _ in
            self.finish()
            for animator in animators { animator.complete(at: .end) }
            for interaction in self.entered { interaction.sessionDidEnd(self.dropSession) }
            self.delegate?.dragInteraction(self.interaction, session: self.session, didEndWith: .cancel)
        }
    }

    private func finish() {
        phase = .ended
        layerView.removeFromSuperview()
        interaction.flight = nil
        if DragFlight.current === self { DragFlight.current = nil }
    }
}

/// The window-wide layer drag previews float in; it takes no touches.
@MainActor
final class DragPreviewLayerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { fatalError("drag previews are made by drags") }
}
