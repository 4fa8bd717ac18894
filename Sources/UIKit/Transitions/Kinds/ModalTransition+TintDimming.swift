import Foundation

/// R295: while an alert, an action sheet or a dimming sheet is up, the views behind it show their
/// tint dimmed. UIKit sets the presenter view's `tintAdjustmentMode` to `.dimmed` as the
/// presentation begins and gives it back its own mode as the dismissal begins (again if the
/// dismissal is cancelled, back to dimmed); views that inherit the mode hear `tintColorDidChange()`.
extension ModalTransition {
    /// Whether this presentation dims the tint behind it: alerts and action sheets always; sheets
    /// unless they leave the presenter undimmed (`largestUndimmedDetentIdentifier`, R140).
    var dimsPresenterTint: Bool {
        if presentationController is AlertPresentationController { return true }
        if let sheet = presentationController as? UISheetPresentationController {
            return sheet.largestUndimmedDetentIdentifier == nil
        }
        return false
    }

    func dimPresenterTint() {
        guard dimsPresenterTint, let view = presenting.viewIfLoaded,
            presentationController.presenterTintModeBeforeDimming == nil
        else { return }
        presentationController.presenterTintModeBeforeDimming = view.ownTintAdjustmentMode
        view.tintAdjustmentMode = .dimmed
    }

    func restorePresenterTint() {
        guard let mode = presentationController.presenterTintModeBeforeDimming else { return }
        presentationController.presenterTintModeBeforeDimming = nil
        presenting.viewIfLoaded?.tintAdjustmentMode = mode
    }
}
