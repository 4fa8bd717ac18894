import Foundation

/// A transition in flight (modal, navigation or tab): its context, animator and interaction
/// controller, and the registry the diagnostics and the HUD read.
@MainActor
class TransitionDriver {
    let context: TransitionContext
    let animator: UIViewControllerAnimatedTransitioning?
    let interactor: UIViewControllerInteractiveTransitioning?

    /// Transitions in flight, for "transition in progress" refusals, the hung diagnostic and the HUD.
    static var inFlight: [TransitionDriver] = []
    /// The last transition that ended, with its outcome (for the HUD).
    static var lastEnded: TransitionSnapshot?
    /// The serial number the next transition gets.
    static var nextSerial = 1
    /// This transition's serial number (see `TransitionSnapshot.id`).
    let serial: Int

    init(
        context: TransitionContext, animator: UIViewControllerAnimatedTransitioning?,
        interactor: UIViewControllerInteractiveTransitioning?
    ) {
        self.context = context
        self.animator = animator
        self.interactor = interactor
        serial = Self.nextSerial
        Self.nextSerial += 1
    }

    /// Whether the presenter's view leaves the screen (modal transitions only; nil otherwise).
    var removesPresentersView: Bool? { nil }

    /// Takes the transition off the in-flight list and records how it ended.
    func retire(completed: Bool) {
        Self.inFlight.removeAll { $0 === self }
        Self.lastEnded = snapshot(completed: completed)
    }

    // MARK: Appearance (R6, R14, R15)

    /// The controller that appears with a completed transition, if it gets appearance calls.
    var appearingController: UIViewController? { nil }
    /// The controller that disappears with a completed transition, if it gets appearance calls.
    var disappearingController: UIViewController? { nil }

    /// Wraps an appearance call to `controller` (the modal transition sets `isBeingPresented`).
    func withAppearanceFlags(_ controller: UIViewController, _ body: () -> Void) { body() }

    /// R6: the leaving controller's will-disappear, then the arriving one's will-appear.
    func beginAppearance() {
        if let leaving = disappearingController {
            withAppearanceFlags(leaving) { leaving.beginAppearanceTransition(false, animated: context.isAnimated) }
        }
        if let arriving = appearingController {
            withAppearanceFlags(arriving) { arriving.beginAppearanceTransition(true, animated: context.isAnimated) }
        }
    }

    /// R14: when the interactive part ends by cancelling, the appearing controller gets
    /// `viewWillDisappear`, then the disappearing one `viewWillAppear`.
    func reverseAppearanceForCancel() {
        if let arriving = appearingController, arriving.appearance == .appearing {
            withAppearanceFlags(arriving) { arriving.beginAppearanceTransition(false, animated: context.isAnimated) }
        }
        if let leaving = disappearingController, leaving.appearance == .disappearing {
            withAppearanceFlags(leaving) { leaving.beginAppearanceTransition(true, animated: context.isAnimated) }
        }
    }

    /// R9 step 4: `to.viewDidAppear` then `from.viewDidDisappear`; a cancel reverses first (R14,
    /// R15) and the controller shown at the end hears first (R132).
    func endAppearance(completed: Bool) {
        let arriving = appearingController
        let leaving = disappearingController
        if completed {
            if let arriving { withAppearanceFlags(arriving) { arriving.endAppearanceTransition() } }
            if let leaving { withAppearanceFlags(leaving) { leaving.endAppearanceTransition() } }
        } else {
            reverseAppearanceForCancel()
            if let leaving { withAppearanceFlags(leaving) { leaving.endAppearanceTransition() } }
            if let arriving { withAppearanceFlags(arriving) { arriving.endAppearanceTransition() } }
        }
    }

    /// R9 steps 6–7: `animationEnded` once, then the coordinator completions seeing `isCancelled`.
    func runEndCallbacks(completed: Bool) {
        let log = EventLog.current
        if let animator {
            log.record("animator.animationEnded(\(completed))")
            animator.animationEnded(completed)
        }
        for block in context.alongsideCompletions {
            log.record("coordinator.completion(isCancelled: \(context.isCancelled))")
            block(context)
        }
        // Layouts made during the transition saw its moving geometry (a safe area measured through
        // a transform at its end value, or a view off screen): both sides lay out again now that
        // everything is where it ends.
        context.fromViewController.viewIfLoaded?.setNeedsLayout()
        context.toViewController.viewIfLoaded?.setNeedsLayout()
    }

    /// Starts the animator or the interaction controller and the queued alongside animations, then
    /// fixes the begin times (R7, R52, R67).
    func startAnimator(_ animator: UIViewControllerAnimatedTransitioning) {
        let log = EventLog.current
        context.markRunning(at: MediaClock.current.time)
        if let interactor {
            log.record("interactionController.startInteractiveTransition")
            interactor.startInteractiveTransition(context)
        } else {
            log.record("animator.animateTransition")
            animator.animateTransition(using: context)
        }
        context.flushAlongside()
        // Fix the begin times now, in the (possibly frozen) layer time of this moment.
        AnimationEngine.commit(mediaTime: MediaClock.current.time)
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionDidCommit()
        context.applyDeferredEnd()
    }

    // MARK: Hung transitions (R19)

    /// Reports transitions whose animator has not called `completeTransition` long after their
    /// duration; they stay hung, as on iOS.
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
                    "\(context.name) is interactive (the delegate returned \(logName(transition.interactor)) as its interaction controller) but for \(String(format: "%.1f", time - context.lastInteractionTime)) s nothing has updated, finished or cancelled it and no touch is down: it stays where it is, as on iOS. Return an interaction controller only while a gesture drives it",
                    rule: "R4")
            }
            guard !context.reportedHung, !context.isInteractive, let start = context.startTime,
                time - start > context.transitionDuration + timeout
            else { continue }
            context.reportedHung = true
            DiagnosticLog.current.report(
                "completeTransitionNotCalled",
                "\(context.name): the animator (\(logName(transition.animator))) has not called completeTransition(_:) \(String(format: "%.1f", time - start)) s after starting (duration \(String(format: "%.2f", context.transitionDuration)) s). The transition stays in progress as on iOS: the container stays, touches stay ignored, and further presentations are refused",
                rule: "R19")
        }
    }
}
