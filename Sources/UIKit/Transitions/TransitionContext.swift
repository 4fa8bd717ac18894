import Foundation

/// The one-to-one context of a modal, navigation or tab transition: what the animator is handed,
/// and the state UIKit keeps about the transition (R32–R44). The coordinator (R65) reads it.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinatorContext
{
    /// Where the transition is in its life.
    enum State {
        /// Objects obtained, animations not started yet.
        case preparing
        /// The animator (or interaction controller) has been started.
        case running
        /// `completeTransition` was called.
        case ended
    }

    private(set) var state = State.preparing
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    /// The controllers, held weakly: the transition (its driver) holds them while it runs, and a
    /// context an interaction controller keeps after the transition (the guide's `contextData`)
    /// must not keep the presenting screen — which owns that interaction controller — alive.
    private(set) weak var fromViewController: UIViewController?
    private(set) weak var toViewController: UIViewController?
    let fromView: UIView?
    let toView: UIView?
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    /// What a log line calls this transition (e.g. "present B").
    let name: String

    var transitionDuration: TimeInterval = 0
    var isInteractive = false {
        didSet {
            // The hang timer (R19) runs while the animator owns the transition: from the start, or
            // from the moment an interaction ended (time under a finger is not the animator's).
            if oldValue && !isInteractive, startTime != nil { hangTimerStart = MediaClock.current.time }
        }
    }
    var initiallyInteractive = false
    var isInterruptible = false
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform = .identity
    /// Media time at which the animator was started (for the hung-transition diagnostic, R19).
    private(set) var startTime: CFTimeInterval?
    /// Media time from which the hung-transition diagnostic counts: the start, or the end of the
    /// last interaction (R19).
    private(set) var hangTimerStart: CFTimeInterval?
    /// Whether the hung-transition diagnostic was already reported.
    var reportedHung = false

    /// Runs R9 steps 2–7 (set by the transition that owns the context).
    var onComplete: ((Bool) -> Void)?
    /// Runs R14's appearance reversal when the interactive part ends by cancelling.
    var onInteractiveCancel: (() -> Void)?
    /// Undoes that reversal when a cancelled transition is grabbed again and finished (R150).
    var onInteractiveFinishAfterCancel: (() -> Void)?
    /// The animator of the transition (the percent-driven interaction controller asks it for its
    /// duration and interruptible animator).
    weak var animator: UIViewControllerAnimatedTransitioning?
    /// The interaction controller, for completion speed and curve (R37, R38).
    weak var interactor: UIViewControllerInteractiveTransitioning?
    /// Media time of the last interactive update (for the "nothing drives it" diagnostic).
    var lastInteractionTime: CFTimeInterval = 0
    /// Whether the "nothing drives it" diagnostic was already reported.
    var reportedUndriven = false
    /// finish/cancel called before the transition was in flight (R37, R38), applied when it starts.
    private var deferredEnd: Bool?
    /// Whether finish or cancel ended the interaction controller's part (R37, R38, R164).
    private var interactionEnded = false
    /// Run when `completeTransition` is called, before the completion steps: the percent-driven
    /// interaction controller gives the layers their own time back (UIKit's post-interactive
    /// completion handler, R54).
    var postInteractiveCompletion: (() -> Void)?
    /// Alongside animations queued before the transition's animations were set up (R67).
    private var queuedAlongside: [(UIView?, (UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private(set) var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Views outside the container registered with `animateAlongsideTransition(in:)` (R70).
    private(set) var alongsideViews: [UIView] = []
    /// The layers the animator and the alongside blocks animated when the transition started
    /// (inside the container or not: a custom presentation's animator may animate the presenter's
    /// view where it stays, R25). The timeline holds them all (`TransitionScrubber`).
    var animatedLayers: [CALayer] = []

    init(
        name: String, container: UIView, animated: Bool, style: UIModalPresentationStyle,
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)]
    ) {
        self.name = name
        containerView = container
        isAnimated = animated
        presentationStyle = style
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.initialFrames = Dictionary(
            initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
        self.finalFrames = Dictionary(
            finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    var isCancelled: Bool { transitionWasCancelled }

    func completeTransition(_ didComplete: Bool) {
        EventLog.current.record("context.completeTransition(\(didComplete))")
        guard state != .ended else {
            DiagnosticLog.current.report(
                "completeTransitionCalledTwice",
                "completeTransition(\(didComplete)) was called again for \(name); UIKit ignores every call after the first",
                rule: "R44")
            return
        }
        state = .ended
        let restore = postInteractiveCompletion
        postInteractiveCompletion = nil
        restore?()
        onComplete?(didComplete)
    }

    /// R36: clamped to 0…1, ignored unless in flight and interactive.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard state == .running, isInteractive, !percentComplete.isNaN else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        lastInteractionTime = MediaClock.current.time
    }

    /// Whether finish or cancel may end the interaction now: while interactive, or once for a
    /// transition an interaction controller drives that started non-interactively (R164, as
    /// UIKit's context checks only that the transition is in flight).
    private var canEndInteraction: Bool { isInteractive || (interactor != nil && !interactionEnded) }

    /// R37: completion speed and curve from the interaction controller; interactivity ends.
    func finishInteractiveTransition() {
        guard state != .preparing else {
            deferredEnd = false
            return
        }
        guard state == .running, canEndInteraction else { return }
        interactionEnded = true
        let speed = interactor?.completionSpeed ?? 1
        completionVelocity = speed > 0 ? speed : 1
        if let curve = interactor?.completionCurve { completionCurve = curve }
        // R150: an interruptible transition cancelled, grabbed again (pause) and now finished goes
        // forwards after all: it is no longer cancelled, and the will-calls R14 reversed are
        // reversed back, after the interaction-change handlers as for a cancel.
        let reversesCancel = transitionWasCancelled
        transitionWasCancelled = false
        endInteraction()
        if reversesCancel { onInteractiveFinishAfterCancel?() }
    }

    /// Ends the interactive part: the hang timer (R19) runs from now, even for a transition that
    /// never became interactive (R164).
    private func endInteraction() {
        if !isInteractive, startTime != nil { hangTimerStart = MediaClock.current.time }
        isInteractive = false
        notifyInteractionChanged()
    }

    /// R164: an interaction controller's first `update` takes over a transition that started
    /// running non-interactively (`wantsInteractiveStart == false` on the classic path): it
    /// becomes interactive, and its interaction-change handlers hear it.
    func takeOverInteraction() {
        guard state == .running, !isInteractive, !interactionEnded else { return }
        isInteractive = true
        notifyInteractionChanged()
    }

    /// R38: like finish, with a negative velocity and `transitionWasCancelled`; then R14's appearance calls.
    func cancelInteractiveTransition() {
        guard state != .preparing else {
            deferredEnd = true
            return
        }
        guard state == .running, canEndInteraction else { return }
        interactionEnded = true
        let speed = interactor?.completionSpeed ?? 1
        completionVelocity = -(speed > 0 ? speed : 1)
        if let curve = interactor?.completionCurve { completionCurve = curve }
        transitionWasCancelled = true
        endInteraction()
        onInteractiveCancel?()
    }

    /// Applies a finish/cancel that came before the transition was in flight (R37, R38).
    func applyDeferredEnd() {
        guard let cancel = deferredEnd else { return }
        deferredEnd = nil
        if cancel { cancelInteractiveTransition() } else { finishInteractiveTransition() }
    }

    func pauseInteractiveTransition() {
        guard isInterruptible, state == .running, !isInteractive else { return }
        isInteractive = true
        notifyInteractionChanged()
    }

    // MARK: Coordinator support

    private func notifyInteractionChanged() {
        EventLog.current.record("coordinator.interactionChanged(isCancelled: \(transitionWasCancelled))")
        for handler in interactionChangeHandlers { handler(self) }
    }

    func addInteractionChangeHandler(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionChangeHandlers.append(handler)
    }

    /// Queues or runs an alongside animation; returns whether it will run (R67, R68).
    func addAlongside(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion { alongsideCompletions.append(completion) }
        if let view, !alongsideViews.contains(where: { $0 === view }) { alongsideViews.append(view) }
        guard let animation else { return true }
        if !alongsideFlushed {
            queuedAlongside.append((view, animation))
            return true
        }
        if let interruptibleAnimator {
            // R68: an interruptible transition takes late blocks into its animator.
            interruptibleAnimator.addAnimations { animation(self) }
            return true
        }
        // Too late and not interruptible: the block is not run (R68).
        return false
    }

    /// The interruptible animator driving the transition, if any (R52).
    weak var interruptibleAnimator: UIViewImplicitlyAnimating?

    /// Whether the queued alongside animations have been run.
    private var alongsideFlushed = false

    /// Marks the transition as in flight, just before the animator or interaction controller starts.
    func markRunning(at time: CFTimeInterval) {
        state = .running
        startTime = time
        hangTimerStart = time
        lastInteractionTime = time
    }

    /// Runs the queued alongside animations in an animation block with the transition's duration
    /// and curve (linear while interactive, R67, R69), after the transition's own animations.
    func flushAlongside() {
        guard !alongsideFlushed else { return }
        alongsideFlushed = true
        let blocks = queuedAlongside
        queuedAlongside.removeAll()
        guard !blocks.isEmpty else { return }
        let curve: UIView.AnimationCurve = isInteractive ? .linear : completionCurve
        let run = {
            for (_, block) in blocks { block(self) }
        }
        if let interruptibleAnimator {
            interruptibleAnimator.addAnimations(run)
        } else if isAnimated && transitionDuration > 0 {
            UIView.animate(
                withDuration: transitionDuration, delay: 0,
                options: UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
                animations: run, completion: nil)
        } else {
            UIView.performWithoutAnimation(run)
        }
    }
}
