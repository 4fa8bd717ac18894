import Foundation

extension TransitionDriver {
    // MARK: Start

    /// Puts the transition in flight: the registry, the coordinator, R18's input ignoring, the
    /// kind's "will begin", the will-appear calls (R6), then either the views straight to their
    /// places (no animator) or the animator's duration (R7) and its start at the next frame (R67).
    func start() {
        guard state == .preparing else { return }
        state = .starting
        Self.registry.inFlight.append(self)
        let coordinator = TransitionCoordinator(context: context)
        for holder in coordinatorHolders { holder.ownTransitionCoordinator = coordinator }
        context.onComplete = { [weak self] completed in self?.complete(completed) }
        context.animator = animator
        prepareInteraction()
        if interactor == nil && context.isAnimated {
            // R18: a non-interactive transition ignores touches until completeTransition.
            UIApplication.shared.beginIgnoringInteractionEvents()
            ignoringInput = true
        }
        willBegin()
        beginAppearance()
        didBeginAppearance()

        guard let animator else {
            // Not animated: views go straight to their final places.
            placeViewsWithoutAnimator()
            context.markRunning(at: MediaClock.current.time)
            context.flushAlongside()
            context.completeTransition(true)
            return
        }
        EventLog.current.record("animator.transitionDuration")
        context.transitionDuration = animator.transitionDuration(using: context)  // R7
        // UIKit starts the animator when the current turn's transaction commits, so code right after
        // `present`/`dismiss` can still queue alongside animations (R67), and at that turn's time:
        // the animations begin when the app asked, not a frame later (R162).
        AnimationEngine.performAtEndOfTurn { [weak self] in self?.startAnimator(animator) }
    }

    /// R6: the leaving controller's will-disappear, then the arriving one's will-appear.
    func beginAppearance() {
        disappearingController?.beginAppearanceTransition(false, animated: context.isAnimated)
        appearingController?.beginAppearanceTransition(true, animated: context.isAnimated)
    }

    // MARK: Animate

    /// Starts the animator or the interaction controller and the queued alongside animations, then
    /// fixes the begin times (R7, R52, R67).
    func startAnimator(_ animator: UIViewControllerAnimatedTransitioning) {
        guard state == .starting else { return }
        state = .animating
        let log = EventLog.current
        // R163: the commit lays out before UIKit's after-commit work starts the animator, so the
        // presentation controller's containerViewWillLayoutSubviews comes before animateTransition.
        context.containerView.layoutIfNeeded()
        context.markRunning(at: MediaClock.current.time)
        if let interactor {
            log.record("interactionController.startInteractiveTransition")
            interactor.startInteractiveTransition(context)
        } else {
            log.record("animator.animateTransition")
            animator.animateTransition(using: context)
        }
        context.flushAlongside()
        context.animatedLayers = AnimationEngine.uncommittedLayers
        // Fix the begin times now, in the (possibly frozen) layer time of this moment.
        AnimationEngine.commit(mediaTime: MediaClock.current.time)
        interaction?.transitionDidCommit()
        context.applyDeferredEnd()
    }
}
