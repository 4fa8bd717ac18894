import Foundation

extension SheetDragInteraction {
    // MARK: Release (R136, R138, R140)

    /// The finger lifted (or the touch was cancelled): the card settles at the detent its momentum
    /// points to, a dismissal finishes or cancels by the projection of the release, a refused card
    /// springs back and the delegate hears of the attempt.
    func released(cancelled: Bool) {
        guard let sheet, let layout = sheet.layout else { return }
        let velocity = cancelled ? 0 : pan.velocity(in: nil).y
        let current = startTop + cardTranslation
        let projected = current + SheetMotion.projection(ofVelocity: velocity)
        switch state {
        case .resizing:
            state = .settling
            settle(at: nearestDetent(to: projected, sheet, layout), sheet, layout)
        case .refused:
            state = .settling
            settle(at: sheet.activeDetents(in: layout)[0].identifier, sheet, layout)
            if let refusal { Self.reportAttempt(sheet, refusal: refusal) { "swiped \($0)'s sheet down" } }
        case .dismissing:
            state = .settling
            finishOrCancel(
                current: current, projected: projected, velocity: velocity, cancelled: cancelled, sheet, layout)
        case .idle, .settling:
            break
        }
    }

    /// The active detent whose top edge is nearest to `top`.
    func nearestDetent(
        to top: CGFloat, _ sheet: UISheetPresentationController, _ layout: SheetLayout
    ) -> UISheetPresentationController.Detent.Identifier {
        let active = sheet.activeDetents(in: layout)
        let nearest = active.min {
            abs(layout.top(forDetentValue: $0.value) - top) < abs(layout.top(forDetentValue: $1.value) - top)
        }
        return (nearest ?? active[0]).identifier
    }

    /// Animates the card to `detent` on the system spring (R136) and tells the delegate when the user
    /// chose another detent (R140).
    private func settle(
        at detent: UISheetPresentationController.Detent.Identifier, _ sheet: UISheetPresentationController,
        _ layout: SheetLayout
    ) {
        sheet.selectDetentQuietly(detent)
        let top = sheet.restingTop(in: layout)
        EventLog.current.record("sheet.drag settles at \(detent)")
        UIView.animate(
            withDuration: SheetMotion.duration, delay: 0, options: SheetMotion.springOptions,
            animations: { sheet.placeCard(top: top, in: layout) },
            completion: { [weak self] _ in
                guard let self, self.state == .settling else { return }
                self.state = .idle
            })
        if detent != detentAtStart, let delegate = sheet.delegate as? UISheetPresentationControllerDelegate {
            EventLog.current.record("sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier")
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
    }

    /// The release of a dismissing drag: it dismisses when the projected top edge passes half the
    /// way down (R136); the rest runs at the finger's speed when that is faster (as R92's swipe).
    private func finishOrCancel(
        current: CGFloat, projected: CGFloat, velocity: CGFloat, cancelled: Bool,
        _ sheet: UISheetPresentationController, _ layout: SheetLayout
    ) {
        guard let dismissal else { return }
        let smallest = smallestTop(sheet, layout)
        let distance = max(1, layout.bounds.maxY - smallest)
        let progress = min(1, max(0, (current - smallest) / distance))
        let dismisses = !cancelled && projected > smallest + distance / 2
        let remaining = dismisses ? 1 - progress : progress
        dismissal.completionCurve = .systemSpring
        dismissal.completionSpeed = max(remaining, SheetMotion.duration * abs(velocity) / distance, 0.01)
        EventLog.current.record("sheet.drag released: \(dismisses ? "dismiss" : "cancel")")
        if dismisses { dismissal.finish() } else { dismissal.cancel() }
    }

    /// R138: a refused drag (or tap on the dimming) tells the delegate; refused in silence, it is
    /// reported.
    static func reportAttempt(_ sheet: UISheetPresentationController, refusal: Refusal, by gesture: (String) -> String)
    {
        let presented = sheet.presentedViewController
        if let delegate = sheet.delegate {
            sheet.delegateIgnoredDismissalAttempt = false
            EventLog.current.record("adaptiveDelegate.presentationControllerDidAttemptToDismiss")
            delegate.presentationControllerDidAttemptToDismiss(sheet)
        }
        guard sheet.delegate == nil || sheet.delegateIgnoredDismissalAttempt else { return }
        let reason =
            refusal == .delegateRefused
            ? "presentationControllerShouldDismiss(_:) returned false"
            : "\(logName(presented)).isModalInPresentation is true"
        let listener =
            sheet.delegate == nil
            ? "the sheet's presentationController has no delegate"
            : "its delegate (\(logName(sheet.delegate))) does not implement presentationControllerDidAttemptToDismiss(_:)"
        DiagnosticLog.current.report(
            "dismissalRefusedSilently",
            "the user \(gesture(logName(presented))) to dismiss it, but \(reason) and \(listener): the card springs back and nothing tells the user why. Set presentationController.delegate and implement presentationControllerDidAttemptToDismiss(_:) (e.g. ask \"Discard changes?\")",
            rule: "R138")
    }
}
