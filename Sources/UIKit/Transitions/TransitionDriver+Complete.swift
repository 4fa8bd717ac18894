import Foundation

extension TransitionDriver {
    // MARK: Complete

    /// R9 steps 2–7 in order, for every kind, completed or cancelled: the kind's "did end",
    /// hierarchy and model; the coordinators cleared; input restored (R18); the transition retired;
    /// the did-appear calls; the kind's last steps; `animationEnded`; the coordinator completions.
    func complete(_ completed: Bool) {
        guard state == .starting || state == .animating else { return }
        state = .completing
        settle(completed: completed)
        for holder in coordinatorHolders { holder.ownTransitionCoordinator = nil }
        if ignoringInput {
            UIApplication.shared.endIgnoringInteractionEvents()
            ignoringInput = false
        }
        retire(completed: completed)
        endAppearance(completed: completed)
        didEndAppearance(completed: completed)
        runEndCallbacks(completed: completed)
    }

    /// Takes the transition off the in-flight list and records how it ended.
    func retire(completed: Bool) {
        guard state != .retired else { return }
        state = .retired
        Self.registry.inFlight.removeAll { $0 === self }
        Self.registry.lastEnded = snapshot(completed: completed)
    }

    /// R9 step 4: `to.viewDidAppear` then `from.viewDidDisappear`; a cancel reverses first (R14,
    /// R15) and the controller shown at the end hears first (R132).
    func endAppearance(completed: Bool) {
        let arriving = appearingController
        let leaving = disappearingController
        if completed {
            arriving?.endAppearanceTransition()
            leaving?.endAppearanceTransition()
        } else {
            reverseAppearanceForCancel()
            leaving?.endAppearanceTransition()
            arriving?.endAppearanceTransition()
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
        context.fromViewController?.viewIfLoaded?.setNeedsLayout()
        context.toViewController?.viewIfLoaded?.setNeedsLayout()
    }
}
