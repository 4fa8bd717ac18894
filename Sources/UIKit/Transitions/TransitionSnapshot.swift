import Foundation

/// What the HUD and inspector show about the transition in flight.
public struct TransitionSnapshot: Equatable, Sendable {
    /// How the interactive part ended, if it did.
    public enum Decision: String, Sendable {
        /// `finishInteractiveTransition` was called.
        case finish
        /// `cancelInteractiveTransition` was called.
        case cancel
    }

    /// Which transition this is: a number that grows with each transition the app starts.
    public var id: Int
    /// E.g. "present B" or "dismiss B".
    public var name: String
    /// The presentation style (`.none` for navigation and tab transitions).
    public var style: UIModalPresentationStyle
    /// The animator's duration.
    public var duration: TimeInterval
    /// The last interactive progress.
    public var percentComplete: CGFloat
    /// Whether a gesture drives it now.
    public var isInteractive: Bool
    /// Whether it started interactive.
    public var initiallyInteractive: Bool
    /// Whether it was cancelled.
    public var isCancelled: Bool
    /// How the interactive part ended, once it did.
    public var decision: Decision?
    /// Media time since the animator started.
    public var elapsed: TimeInterval
    /// How it ended: nil while in flight, then the value passed to `completeTransition(_:)`.
    public var completed: Bool?
    /// The `.from` controller, as logs name it (its title, else its class).
    public var fromName: String = ""
    /// The `.to` controller, as logs name it.
    public var toName: String = ""
    /// The class names of the container view's subviews, back to front.
    public var containerSubviews: [String] = []
    /// For a modal transition, whether the presentation controller removes the presenter's view
    /// (`shouldRemovePresentersView`: full screen yes, `.custom` no, R24/R25); nil for navigation
    /// and tab transitions, which always swap the views.
    public var removesPresentersView: Bool?
}

extension UIKitRuntime {
    /// The transition in flight, if any.
    public static var currentTransition: TransitionSnapshot? {
        TransitionDriver.inFlight.first.map { $0.snapshot() }
    }

    /// The last transition that ended, as it stood when it ended (`completed` says how). A
    /// snapshot taken just before the end cannot say it: a cancel or a reversal can finish
    /// within the frame that decides it.
    public static var lastEndedTransition: TransitionSnapshot? { TransitionDriver.registry.lastEnded }
}

extension TransitionDriver {
    /// The HUD's view of this transition; `completed` is set once it has ended.
    func snapshot(completed: Bool? = nil) -> TransitionSnapshot {
        let decision: TransitionSnapshot.Decision?
        if context.initiallyInteractive && !context.isInteractive {
            decision = context.isCancelled ? .cancel : .finish
        } else {
            decision = nil
        }
        return TransitionSnapshot(
            id: serial, name: context.name, style: context.presentationStyle,
            duration: context.transitionDuration, percentComplete: context.percentComplete,
            isInteractive: context.isInteractive, initiallyInteractive: context.initiallyInteractive,
            isCancelled: context.isCancelled, decision: decision,
            elapsed: context.startTime.map { MediaClock.current.time - $0 } ?? 0, completed: completed,
            fromName: logName(context.fromViewController), toName: logName(context.toViewController),
            containerSubviews: context.containerView.subviews.map { String(describing: type(of: $0)) },
            removesPresentersView: removesPresentersView)
    }
}
