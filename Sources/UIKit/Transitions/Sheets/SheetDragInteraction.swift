import Foundation

/// The pan on a sheet's card (R138–R140): between detents the card follows the finger and the
/// backdrop with it; below the smallest detent it asks to be dismissed — refused, the card resists
/// and springs back; allowed, an interactive dismissal follows the finger and the release finishes
/// or cancels it. A scroll view under the finger keeps the drag until its content is at the top
/// (R139). Handlers are in `+Release`.
@MainActor
final class SheetDragInteraction: NSObject, UIGestureRecognizerDelegate {
    /// Where the drag is (every entry point checks it).
    enum State {
        /// No drag.
        case idle
        /// The card follows the finger between (and a little beyond) its detents.
        case resizing
        /// A dismissal transition follows the finger.
        case dismissing
        /// The dismissal was refused: the card resists below its smallest detent.
        case refused
        /// Released: the card settles, or the dismissal finishes or cancels.
        case settling
    }

    var state = State.idle
    weak var sheet: UISheetPresentationController?
    let pan: SheetPanGestureRecognizer

    /// The card's top edge when the drag began.
    var startTop: CGFloat = 0
    /// The detent the sheet rested at when the drag began.
    var detentAtStart: UISheetPresentationController.Detent.Identifier?
    /// The scroll view under the finger, if any (R139).
    weak var scrollView: UIScrollView?
    /// How far that scroll view could still scroll toward its top when the drag began.
    var scrollSlack: CGFloat = 0
    /// The offset the scroll view is held at while the sheet grows instead of scrolling (R139).
    var pinnedOffset: CGPoint?
    /// How far past the pinned offset the content has scrolled since the sheet reached its largest
    /// detent in the same drag (R139).
    var handedScroll: CGFloat = 0
    /// The interaction controller of the dismissal the drag started.
    var dismissal: UIPercentDrivenInteractiveTransition?
    /// Why the dismissal was refused, once it was.
    var refusal: Refusal?

    /// Why a drag could not dismiss the sheet.
    enum Refusal {
        /// The presented controller (or one of its visible children) is modal in presentation.
        case modalInPresentation
        /// The delegate's `presentationControllerShouldDismiss` returned false.
        case delegateRefused
    }

    /// Whether the drag owns the card's layout now.
    var isDragging: Bool { state != .idle }

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        pan = SheetPanGestureRecognizer()
        super.init()
        pan.addTarget(self, action: SheetDragInteraction.handlePan)
        pan.delegate = self
        pan.name = "sheet drag"
        sheet.card.addGestureRecognizer(pan)
    }

    /// Removes the pan from the card.
    func uninstall() {
        pan.view?.removeGestureRecognizer(pan)
        state = .idle
    }

    /// The dismissal the drag started has ended (completed or cancelled).
    func dismissalDidEnd() {
        guard state == .settling || state == .dismissing else { return }
        state = .idle
        dismissal = nil
    }

    // MARK: The pan

    private func handlePan(_ pan: SheetPanGestureRecognizer) {
        switch pan.state {
        case .began: began()
        case .changed: changed()
        case .ended: released(cancelled: false)
        case .cancelled, .failed: released(cancelled: true)
        default: break
        }
    }

    private func began() {
        guard state == .idle, let sheet, let layout = sheet.layout else { return }
        state = .resizing
        startTop = sheet.card.frame.minY
        detentAtStart = sheet.restingDetent(in: layout).identifier
        refusal = nil
        scrollView = nil
        pinnedOffset = nil
        handedScroll = 0
        scrollSlack = 0
        if let scroll = scrollViewUnderFinger() {
            scrollView = scroll
            let largest = layout.top(forDetentValue: sheet.activeDetents(in: layout).last!.value)
            if sheet.prefersScrollingExpandsWhenScrolledToEdge, startTop > largest + 0.5 {
                // R139: below the largest detent the sheet grows instead of scrolling.
                pinnedOffset = scroll.contentOffset
                scroll.panGestureRecognizer.state = .cancelled
            } else {
                scrollSlack = max(0, scroll.contentOffset.y - scroll.offsetRange.y.lowerBound)
            }
        }
        EventLog.current.record("sheet.drag began")
    }

    /// The drag's vertical movement the card follows: all of it, or what the scroll view under the
    /// finger could not use (R139).
    var cardTranslation: CGFloat {
        let t = pan.translation(in: nil).y
        if let pinnedOffset, let scrollView {
            scrollView.contentOffset = CGPoint(x: pinnedOffset.x, y: pinnedOffset.y + handedScroll)
            return t
        }
        guard let scrollView else { return t }
        // Past its top the scroll view does not rubber-band: the sheet takes the drag (R139).
        let top = scrollView.offsetRange.y.lowerBound
        if t > scrollSlack, scrollView.contentOffset.y < top {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: top)
        }
        return max(0, t - scrollSlack)
    }

    private func changed() {
        guard let sheet, let layout = sheet.layout else { return }
        let desired = startTop + cardTranslation
        let smallest = smallestTop(sheet, layout)
        switch state {
        case .resizing:
            if desired > smallest + 0.5 {
                sheet.placeCard(top: smallest, in: layout)
                askToDismiss(sheet, layout)
                changed()
                return
            }
            if let pinnedOffset, let scrollView,
                case let largest = layout.top(forDetentValue: sheet.activeDetents(in: layout).last!.value),
                desired < largest
            {
                // R139: grown to its largest detent, the sheet hands the rest of the same drag to the
                // content, which scrolls on from where it was held.
                sheet.placeCard(top: largest, in: layout)
                let range = scrollView.offsetRange.y
                let y = min(max(pinnedOffset.y + (largest - desired), range.lowerBound), range.upperBound)
                handedScroll = y - pinnedOffset.y
                scrollView.contentOffset = CGPoint(x: pinnedOffset.x, y: y)
                return
            }
            handedScroll = 0
            sheet.placeCard(top: resizingTop(desired, sheet, layout), in: layout)
        case .refused:
            if desired <= smallest {
                state = .resizing
                return changed()
            }
            let limit = layout.bounds.height * Self.refusedStretch
            sheet.placeCard(top: smallest + SheetMotion.rubberBand(desired - smallest, limit: limit), in: layout)
        case .dismissing:
            dismissal?.update(max(0, (desired - smallest) / (layout.bounds.maxY - smallest)))
        case .idle, .settling:
            break
        }
    }

    /// How far a refused card may stretch down, as a fraction of the screen's height.
    static let refusedStretch: CGFloat = 0.1
    /// How far the card may stretch above its largest detent, as a fraction of the screen's height
    /// (Flutter's iOS 18 measurement, R140).
    static let upwardStretch: CGFloat = 0.008

    /// The top edge of the card dragged to `desired` between its detents: beyond the largest it
    /// resists.
    func resizingTop(_ desired: CGFloat, _ sheet: UISheetPresentationController, _ layout: SheetLayout) -> CGFloat {
        let largest = layout.top(forDetentValue: sheet.activeDetents(in: layout).last!.value)
        guard desired < largest else { return desired }
        return largest - SheetMotion.rubberBand(largest - desired, limit: layout.bounds.height * Self.upwardStretch)
    }

    /// The top edge of the card at its smallest active detent.
    func smallestTop(_ sheet: UISheetPresentationController, _ layout: SheetLayout) -> CGFloat {
        layout.top(forDetentValue: sheet.activeDetents(in: layout)[0].value)
    }

    /// R138: `isModalInPresentation`, then `presentationControllerShouldDismiss`, then
    /// `presentationControllerWillDismiss` and the interactive dismissal.
    private func askToDismiss(_ sheet: UISheetPresentationController, _ layout: SheetLayout) {
        let log = EventLog.current
        let presented = sheet.presentedViewController
        if presented.isModalInPresentationHere {
            log.record("sheet.dismissal refused (isModalInPresentation)")
            refusal = .modalInPresentation
            state = .refused
            return
        }
        if let delegate = sheet.delegate {
            let allowed = delegate.presentationControllerShouldDismiss(sheet)
            log.record("adaptiveDelegate.presentationControllerShouldDismiss -> \(allowed)")
            if !allowed {
                refusal = .delegateRefused
                state = .refused
                return
            }
        }
        guard TransitionDriver.inFlight.isEmpty, let presenting = presented.presentingViewController else {
            state = .refused
            return
        }
        // The card rests at its smallest detent from now on, whichever way the dismissal ends.
        if let smallest = sheet.activeDetents(in: layout).first?.identifier { sheet.selectDetentQuietly(smallest) }
        if let delegate = sheet.delegate {
            log.record("adaptiveDelegate.presentationControllerWillDismiss")
            delegate.presentationControllerWillDismiss(sheet)
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        dismissal = interaction
        state = .dismissing
        ModalTransition.dismiss(
            presented, to: presenting, animated: true, completion: nil, userInteraction: interaction)
    }

    /// The scroll view the touch is in, inside the card.
    private func scrollViewUnderFinger() -> UIScrollView? {
        guard let card = pan.view else { return nil }
        var view = pan.trackedTouches.first?.view
        while let current = view, current !== card {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled { return scroll }
            view = current.superview
        }
        return nil
    }

    // MARK: UIGestureRecognizerDelegate

    /// The drag waits while a transition runs or the card settles.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        state == .idle && TransitionDriver.inFlight.isEmpty && sheet?.isTransitioning == false
    }

    /// A scroll view in the card pans together with the sheet (R139).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? UIScrollView, let card = pan.view else { return false }
        return scroll.panGestureRecognizer === otherGestureRecognizer && scroll.isDescendant(of: card)
    }
}

/// The sheet's pan: it begins only for a mostly vertical movement.
@MainActor
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    override func shouldBegin(movingFrom origin: CGPoint, to point: CGPoint) -> Bool {
        abs(point.y - origin.y) >= abs(point.x - origin.x)
    }
}

extension UIViewController {
    /// Whether this controller, or a child on screen with it, is modal in presentation (R138).
    var isModalInPresentationHere: Bool {
        isModalInPresentation || childrenReceivingAppearance.contains { $0.isModalInPresentationHere }
    }
}
