import Foundation

extension UISheetPresentationController {
    // MARK: At rest (R135, R140)

    /// Puts the card at its selected detent and the dimming and the pushed-back view where that
    /// detent wants them (inside an animation block when called from one).
    func applyRestingLayout() {
        guard let layout else { return }
        let top = restingTop(in: layout)
        let frame = layout.cardFrame(top: top)
        let card = self.card
        card.bounds = CGRect(origin: .zero, size: frame.size)
        card.center = CGPoint(x: frame.midX, y: frame.midY)
        card.cornerRadius = cardCornerRadius(in: layout)
        card.isGrabberVisible = prefersGrabberVisible
        applyBackdrop(cardTop: top, in: layout)
    }

    /// The dimming and the pushed-back view for a card whose top edge is at `top` (also while it is
    /// dragged between detents, R140).
    func applyBackdrop(cardTop top: CGFloat, in layout: SheetLayout) {
        let dimmed = isDimmed(cardTop: top, in: layout)
        dimmingView?.alpha = dimmed ? SheetLayout.dimmingAlpha : 0
        dimmingView?.isUserInteractionEnabled = dimmed
        guard let backing else { return }
        let fraction = layout.pushBackFraction(cardTop: top)
        if fraction > 0 { backing.prepare(in: layout) }
        backing.refitToSuperview()
        backing.apply(fraction: fraction, in: layout)
    }

    /// The container lays out (after a rotation, R135): the card takes the layout of its detent,
    /// unless a transition or a drag owns it now.
    func layoutContainer() {
        guard !isTransitioning, drag?.isDragging != true, presentedViewController.presentingViewController != nil
        else { return }
        applyRestingLayout()
    }
}
