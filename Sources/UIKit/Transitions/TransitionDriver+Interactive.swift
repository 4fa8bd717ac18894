import Foundation

extension TransitionDriver {
    // MARK: Interactive

    /// Hands the context the interaction controller, whether the transition starts interactive
    /// (R46, R58), and R14's reversal for a cancel.
    func prepareInteraction() {
        context.interactor = interactor
        context.initiallyInteractive = interactor?.wantsInteractiveStart ?? false
        context.isInteractive = context.initiallyInteractive
        context.onInteractiveCancel = { [weak self] in self?.reverseAppearanceForCancel() }
    }

    /// Tells the interaction controller that the transition's animations are committed (R51, R37, R38).
    func transitionDidCommit() {
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionDidCommit()
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
}
