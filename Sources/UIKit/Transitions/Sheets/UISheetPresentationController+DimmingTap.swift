import Foundation

extension UISheetPresentationController {
    // MARK: A tap on the dimming (R143)

    /// A tap on the dimming above a card resting below full height dismisses the sheet as a swipe
    /// would — refused while the controller is modal in presentation or the delegate says no (the
    /// delegate hears of the attempt), otherwise `presentationControllerWillDismiss`, the animated
    /// dismissal and `presentationControllerDidDismiss` (R138). At full height the strip above the
    /// card takes the tap and nothing happens, as on an iPhone.
    func dimmingWasTapped() {
        guard !isTransitioning, drag?.isDragging != true, TransitionDriver.inFlight.isEmpty,
            let presenting = presentedViewController.presentingViewController, let layout,
            card.frame.minY > layout.largestTop + 0.5
        else { return }
        let log = EventLog.current
        log.record("sheet.dimming tapped")
        let presented = presentedViewController
        let gesture: (String) -> String = { "tapped the dimming beside \($0)'s sheet" }
        if presented.isModalInPresentationHere {
            log.record("sheet.dismissal refused (isModalInPresentation)")
            SheetDragInteraction.reportAttempt(self, refusal: .modalInPresentation, by: gesture)
            return
        }
        if let delegate {
            let allowed = delegate.presentationControllerShouldDismiss(self)
            log.record("adaptiveDelegate.presentationControllerShouldDismiss -> \(allowed)")
            guard allowed else {
                SheetDragInteraction.reportAttempt(self, refusal: .delegateRefused, by: gesture)
                return
            }
            log.record("adaptiveDelegate.presentationControllerWillDismiss")
            delegate.presentationControllerWillDismiss(self)
        }
        ModalTransition.dismiss(presented, to: presenting, animated: true, completion: nil, userInitiated: true)
    }
}
