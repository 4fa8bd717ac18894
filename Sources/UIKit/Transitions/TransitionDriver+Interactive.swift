import Foundation

/// What a transition says to its interaction controller beyond `UIViewControllerInteractiveTransitioning`
/// (UIKit's private conversation with `UIPercentDrivenInteractiveTransition`): the driver hands
/// itself in and says when the animations are committed, so it never downcasts the interaction
/// controller and the interaction controller never reads the registry.
@MainActor
protocol TransitionInteracting: AnyObject {
    /// Called by `TransitionDriver.start()` when a transition handed this interaction controller
    /// goes in flight, before it starts the controller: calls made from now until then belong to
    /// `transition` (R51, R37, R38); `transition.isInFlight` says whether it still waits.
    func transitionWillStart(_ transition: TransitionDriver)
    /// Called by `TransitionDriver.startAnimator(_:)` once the transition's animations (and its
    /// alongside animations) are committed: calls made before then apply now (R51, R37, R38).
    func transitionDidCommit()
}

extension TransitionDriver {
    // MARK: Interactive

    /// Hands the context the interaction controller, whether the transition starts interactive
    /// (R46, R58) and R14's reversal for a cancel; hands the interaction controller this transition.
    func prepareInteraction() {
        context.interactor = interactor
        context.initiallyInteractive = interactor?.wantsInteractiveStart ?? false
        context.isInteractive = context.initiallyInteractive
        context.onInteractiveCancel = { [weak self] in self?.reverseAppearanceForCancel() }
        context.onInteractiveFinishAfterCancel = { [weak self] in self?.restoreAppearanceAfterCancel() }
        interaction?.transitionWillStart(self)
    }

    /// R14: when the interactive part ends by cancelling, the appearing controller gets
    /// `viewWillDisappear`, then the disappearing one `viewWillAppear`.
    func reverseAppearanceForCancel() {
        if let arriving = appearingController, arriving.appearance == .appearing {
            arriving.beginAppearanceTransition(false, animated: context.isAnimated)
        }
        if let leaving = disappearingController, leaving.appearance == .disappearing {
            leaving.beginAppearanceTransition(true, animated: context.isAnimated)
        }
    }

    /// R150: a cancelled interruptible transition grabbed again and finished goes forwards after
    /// all: the leaving controller gets `viewWillDisappear` again, then the arriving one
    /// `viewWillAppear` (R6's order), so each ends with the did-call of where it ends.
    func restoreAppearanceAfterCancel() {
        if let leaving = disappearingController, leaving.appearance == .appearing {
            leaving.beginAppearanceTransition(false, animated: context.isAnimated)
        }
        if let arriving = appearingController, arriving.appearance == .disappearing {
            arriving.beginAppearanceTransition(true, animated: context.isAnimated)
        }
    }
}
