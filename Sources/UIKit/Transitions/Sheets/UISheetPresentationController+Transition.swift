import Foundation

extension UISheetPresentationController {
    // MARK: Presentation (R76, R135)

    /// Adds the dimming view and pushes back the view behind the sheet alongside the presentation —
    /// whichever animator runs it, the built-in one or yours (R134).
    func beginPresentationChrome() {
        guard let container = containerView, let layout else { return }
        isTransitioning = true
        let dimming = SheetDimmingView(frame: container.bounds)
        dimming.tap.addTarget(self, action: UISheetPresentationController.dimmingWasTapped)
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        dimming.alpha = 0
        backing = makeBacking()
        let top = restingTop(in: layout)
        let fraction = layout.pushBackFraction(cardTop: top)
        let dimmed = isDimmed(cardTop: top, in: layout)
        if fraction > 0 { backing?.prepare(in: layout) }
        card.cornerRadius = cardCornerRadius(in: layout)
        card.isGrabberVisible = prefersGrabberVisible
        let animations = { [weak self] in
            self?.backing?.apply(fraction: fraction, in: layout)
            dimming.alpha = dimmed ? SheetLayout.dimmingAlpha : 0
        }
        alongside(animations)
    }

    /// A cancelled presentation takes the dimming away and gives the view behind back (R77); a
    /// completed one lets the user drag the card (R138).
    func endPresentationChrome(_ completed: Bool) {
        isTransitioning = false
        if completed {
            UIView.performWithoutAnimation { applyRestingLayout() }
            installDrag()
        } else {
            removeChrome()
        }
    }

    // MARK: Dismissal

    /// Gives the view behind back and lifts the dimming alongside the dismissal.
    func beginDismissalChrome() {
        guard let layout else { return }
        isTransitioning = true
        let dimming = dimmingView
        let animations = { [weak self] in
            self?.backing?.apply(fraction: 0, in: layout)
            dimming?.alpha = 0
        }
        alongside(animations)
    }

    /// A completed dismissal removes the dimming and restores the view behind exactly as it was; a
    /// cancelled one leaves the sheet at rest (the interactive cancel put every value back).
    func endDismissalChrome(_ completed: Bool) {
        isTransitioning = false
        drag?.dismissalDidEnd()
        if completed {
            removeChrome()
        } else if containerView?.window != nil {
            UIView.performWithoutAnimation { applyRestingLayout() }
        }
    }

    // MARK: Helpers

    /// Runs `animations` alongside the transition in flight, registering the pushed-back view so an
    /// interactive transition scrubs it too (R67, R70); at once when there is no coordinator.
    private func alongside(_ animations: @escaping () -> Void) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            return UIView.performWithoutAnimation(animations)
        }
        if let view = backing?.view {
            coordinator.animateAlongsideTransition(in: view, animation: { _ in animations() }, completion: nil)
        } else {
            coordinator.animate(alongsideTransition: { _ in animations() }, completion: nil)
        }
    }

    /// What this sheet pushes back: the card of the sheet it covers (R137), else the presenting
    /// controller's view (R135).
    private func makeBacking() -> SheetBacking? {
        if let covered = presentingViewController.ownPresentationController as? UISheetPresentationController,
            let coveredCard = covered.cardIfMade, coveredCard.superview != nil
        {
            return SheetBacking(view: coveredCard, kind: .coveredCard)
        }
        guard let view = presentingViewController.viewIfLoaded, view.window != nil else { return nil }
        return SheetBacking(view: view, kind: .presenter)
    }

    /// The card's corner radius: the preferred one or the system's; none when it fills the screen.
    func cardCornerRadius(in layout: SheetLayout) -> CGFloat {
        layout.isCompactHeight ? 0 : (preferredCornerRadius ?? SheetLayout.cornerRadius)
    }

    /// Removes what the sheet added (dimming, pan) and restores the view behind.
    private func removeChrome() {
        drag?.uninstall()
        drag = nil
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        backing?.restore()
        backing = nil
    }

    /// Attaches the pan that drags the card (R138).
    private func installDrag() {
        guard drag == nil else { return }
        drag = SheetDragInteraction(sheet: self)
    }
}

/// The dimming view under a sheet's card (UIKit's `UIDimmingView`): black, faded in alongside the
/// presentation (R135); where it dims, a tap on it dismisses the sheet (R143).
@MainActor
final class SheetDimmingView: UIView {
    /// The tap that dismisses the sheet.
    let tap = UITapGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        tap.name = "sheet dimming tap"
        addGestureRecognizer(tap)
        backgroundColor = .black
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
