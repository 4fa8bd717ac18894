import Foundation

extension UISheetPresentationController {
    // MARK: At rest (R135, R140)

    /// Puts the card at its selected detent and the dimming and the pushed-back view where that
    /// detent wants them (inside an animation block when called from one).
    func applyRestingLayout() {
        guard let layout else { return }
        card.cornerRadius = cardCornerRadius(in: layout)
        card.isGrabberVisible = prefersGrabberVisible
        placeCard(top: restingTop(in: layout), in: layout)
    }

    /// Puts the card's top edge at `top` (full width, down to the screen's bottom), with the backdrop
    /// that goes with it. Sets bounds and centre, not the frame: a covered card has a transform.
    func placeCard(top: CGFloat, in layout: SheetLayout) {
        let frame = layout.cardFrame(top: top)
        card.bounds = CGRect(origin: .zero, size: frame.size)
        card.center = CGPoint(x: frame.midX, y: frame.midY)
        applyBackdrop(cardTop: top, in: layout)
    }

    /// Makes `identifier` the selected detent without laying the sheet out again (the card is
    /// already there: a drag put it there, R140).
    func selectDetentQuietly(_ identifier: Detent.Identifier) {
        animatingChanges += 1
        selectedDetentIdentifier = identifier
        animatingChanges -= 1
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
