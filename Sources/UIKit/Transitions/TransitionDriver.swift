import Foundation

/// A transition in flight (modal, navigation or tab): its context, animator and interaction
/// controller, and the registry the diagnostics and the HUD read.
///
/// What happens to every transition is written once, by phase: `+Start` (registry, coordinator,
/// R18, will-appear, the path without an animator, the animator started), `+Interactive` (the
/// interaction controller's hooks and R14's reversal) and `+Complete` (R9's completion steps). A
/// kind in `Kinds/` overrides only the hooks under "What each kind supplies".
@MainActor
class TransitionDriver {
    /// Where the transition is in its life (every phase checks it first).
    enum State {
        /// Built with its objects, not started.
        case preparing
        /// In flight: on the registry, its animator starts at the next frame (R67).
        case starting
        /// The animator or the interaction controller runs.
        case animating
        /// `completeTransition` was called: R9's completion steps run.
        case completing
        /// Off the registry: the transition has ended.
        case retired
    }

    /// Where the transition is; only the phases (`+Start`, `+Complete`) move it on.
    var state = State.preparing
    let context: TransitionContext
    let animator: UIViewControllerAnimatedTransitioning?
    let interactor: UIViewControllerInteractiveTransitioning?
    /// The interaction controller's side that hears from the transition (`+Interactive`), if it has one.
    let interaction: TransitionInteracting?
    /// Whether the transition turned touches off (R18) and turns them back on when it completes.
    var ignoringInput = false

    /// This transition's serial number (see `TransitionSnapshot.id`).
    let serial: Int

    // MARK: Registry

    /// The transitions of the app that runs now (`UIKitRuntimeState.transitions`).
    @MainActor
    final class Registry {
        /// Transitions in flight, for "transition in progress" refusals, the hung diagnostic and the HUD.
        var inFlight: [TransitionDriver] = []
        /// The last transition that ended, with its outcome (for the HUD).
        var lastEnded: TransitionSnapshot?
        /// The serial number the next transition gets.
        var nextSerial = 1
    }

    /// The registry of the app that runs now.
    static var registry: Registry { UIKitRuntime.current.transitions }
    /// Transitions in flight, oldest first.
    static var inFlight: [TransitionDriver] { registry.inFlight }
    /// Whether the transition is on the registry: started and not retired.
    var isInFlight: Bool { Self.inFlight.contains { $0 === self } }

    init(
        context: TransitionContext, animator: UIViewControllerAnimatedTransitioning?,
        interactor: UIViewControllerInteractiveTransitioning?
    ) {
        self.context = context
        self.animator = animator
        self.interactor = interactor
        interaction = interactor as? TransitionInteracting
        serial = Self.registry.nextSerial
        Self.registry.nextSerial += 1
    }

    // MARK: What each kind supplies

    /// The controllers whose `transitionCoordinator` is this transition's while it runs (R63).
    var coordinatorHolders: [UIViewController] { [] }

    /// The controller that appears with a completed transition, if it gets appearance calls (R6).
    var appearingController: UIViewController? { nil }
    /// The controller that disappears with a completed transition, if it gets appearance calls.
    var disappearingController: UIViewController? { nil }

    /// Whether the presenter's view leaves the screen (modal transitions only; nil otherwise).
    var removesPresentersView: Bool? { nil }

    /// Called by `start()` before the will-appear calls: the kind's flags and its own "will begin".
    func willBegin() {}

    /// Called by `start()` right after the will-appear calls (what must see the arriving controller
    /// after its `viewWillAppear`).
    func didBeginAppearance() {}

    /// Called by `start()` when there is no animator (not animated): puts the views where they end.
    func placeViewsWithoutAnimator() {}

    /// Called by `complete(_:)` first (R9 steps 2–3): the kind's "did end", its view hierarchy and
    /// its model (presentation, stack or selection), restored when cancelled.
    func settle(completed: Bool) {}

    /// Called by `complete(_:)` after the did-appear calls and before `animationEnded`: the kind's
    /// last steps (R9 step 5 and its delegates' "did show").
    func didEndAppearance(completed: Bool) {}

    // MARK: Hung transitions (R19)

    /// Reports transitions whose animator has not called `completeTransition` long after their
    /// duration (R19), and interactive ones nothing drives (R151); they stay hung, as on iOS.
    static func reportHungTransitions(at time: CFTimeInterval) {
        let timeout = DiagnosticLog.current.hungTransitionTimeout
        for transition in inFlight {
            let context = transition.context
            if context.isInteractive, !context.reportedUndriven, context.state == .running,
                time - context.lastInteractionTime > 1.0, !GestureArbiter.hasActiveTouches
            {
                context.reportedUndriven = true
                DiagnosticLog.current.report(
                    "interactionNotDriven",
                    "\(context.name) is interactive (the delegate returned \(logName(transition.interactor)) as its interaction controller) but for \(String(format: "%.1f", time - context.lastInteractionTime)) s nothing has updated, finished or cancelled it and no touch is down. As on iOS it waits for its interaction controller for ever: the app is stuck in this transition — its container stays over the screen and further presentations are refused — until something finishes or cancels it (here, leaving the scene ends it). Return an interaction controller only while a gesture drives it",
                    rule: "R151")
            }
            guard !context.reportedHung, !context.isInteractive, let start = context.hangTimerStart,
                time - start > context.transitionDuration + timeout
            else { continue }
            context.reportedHung = true
            let since = start == context.startTime ? "starting" : "its interaction ended"
            DiagnosticLog.current.report(
                "completeTransitionNotCalled",
                "\(context.name): the animator (\(logName(transition.animator))) has not called completeTransition(_:) \(String(format: "%.1f", time - start)) s after \(since) (duration \(String(format: "%.2f", context.transitionDuration)) s). The transition stays in progress as on iOS: the container stays, touches stay ignored, and further presentations are refused",
                rule: "R19")
        }
    }
}
