import Foundation

/// UIKit's presentation controller for a card sheet (`.automatic`, `.pageSheet`, `.formSheet`, and a
/// popover in a compact environment, R130, R133): the presenter's view stays where it is and is
/// pushed back, the card rests at one of its detents above a dimming view, and a swipe down on the
/// card dismisses it (R138).
///
/// Its phases live in `+Transition` (the presentation and dismissal: push-back and dimming
/// alongside, R135), `+Layout` (the card at rest, detent changes, rotation, R140) and
/// `SheetDragInteraction` (the pan on the card, R138–R140).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights where the sheet rests, smallest to largest in effect (`[.large()]` by default).
    public var detents: [Detent] = [.large()] {
        didSet { sheetPropertiesChanged() }
    }
    /// The detent the sheet rests at; nil (the default) means the smallest of `detents` (R140).
    /// Changes made inside `animateChanges(_:)` animate.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { sheetPropertiesChanged() }
    }
    /// The largest detent that does not dim what is behind the sheet (nil: every detent dims);
    /// at or below it the content behind stays interactive (R140).
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetPropertiesChanged() }
    }
    /// Whether the sheet shows a grabber at its top (false by default).
    public var prefersGrabberVisible = false {
        didSet { sheetPropertiesChanged() }
    }
    /// The corner radius the card uses; nil (the default) is the system's 10 pt (R135).
    public var preferredCornerRadius: CGFloat? {
        didSet { sheetPropertiesChanged() }
    }
    /// Whether scrolling a scroll view in the sheet up, below the largest detent, grows the sheet
    /// instead of scrolling (true by default, R139).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height instead of filling the screen
    /// (false by default; the simulator always fills the screen, R135).
    public var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the presented controller's preferred width (false by
    /// default; edge-attached sheets are not simulated).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view a sheet shown as a popover (on an iPad) points at; kept, as an iPhone's sheet
    /// never becomes a popover (iOS 15).
    public var sourceView: UIView?

    /// The style this controller was made for, resolved for a phone (`.formSheet` for `.automatic`).
    private let madeForStyle: UIModalPresentationStyle
    /// The card: the presented view (UIKit's drop-shadow view).
    private var cardView: SheetCardView?
    /// The dimming view under the card, while presented.
    var dimmingView: UIView?
    /// The view this sheet pushes back and what it was before (R135, R137).
    var backing: SheetBacking?
    /// Whether a presentation or dismissal transition of this sheet is running (the resting layout
    /// waits while it does).
    var isTransitioning = false
    /// The pan on the card, once presented.
    var drag: SheetDragInteraction?
    /// Depth of `animateChanges(_:)` calls.
    var animatingChanges = 0

    /// Creates a sheet presentation controller for a presented/presenting pair.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        let requested = presentedViewController.resolvedPresentationStyle
        madeForStyle = requested.isSheet ? requested : .custom
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // A system controller with a sheet of its own (the share sheet, R312) sets it up first;
        // the app may change it afterwards.
        (presentedViewController as? SheetConfiguring)?.configureSheet(self)
    }

    open override var presentationStyle: UIModalPresentationStyle { madeForStyle }

    package override var isBuiltin: Bool { madeForStyle != .custom }

    /// The card holding the presented controller's view (R27, R80, R134).
    open override var presentedView: UIView? { card }

    /// The card's frame at its selected detent (R81, R140).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let layout else { return containerView?.bounds ?? .zero }
        return layout.cardFrame(top: restingTop(in: layout))
    }

    /// A sheet never removes the presenter's view (R12, R133).
    open override var shouldRemovePresentersView: Bool { false }

    // MARK: The presentation controller's calls (phases in +Transition and +Layout)

    /// Adds the dimming and pushes back the view behind, alongside the presentation (R135).
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        beginPresentationChrome()
    }

    /// Removes the chrome of a cancelled presentation; lets the user drag a presented card (R138).
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        endPresentationChrome(completed)
    }

    /// Gives the view behind back and lifts the dimming, alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        beginDismissalChrome()
    }

    /// Removes the chrome of a completed dismissal.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        endDismissalChrome(completed)
    }

    /// The card takes the layout of its detent when the container lays out (a rotation, R135).
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutContainer()
    }

    /// The card, made on first use around the presented controller's view.
    var card: SheetCardView {
        if let cardView { return cardView }
        let made = SheetCardView(content: presentedViewController.view)
        cardView = made
        return made
    }

    /// The card if it has been made.
    var cardIfMade: SheetCardView? { cardView }

    // MARK: Detents (R140)

    /// The geometry of the sheet's window now, or nil before it has a container in a window.
    var layout: SheetLayout? {
        guard let container = containerView, let window = container.window else { return nil }
        return SheetLayout(
            bounds: container.bounds, safeArea: window.deviceSafeAreaInsets,
            isCompactHeight: window.windowTraits.verticalSizeClass == .compact,
            displayCornerRadius: UIScreen.main.displayCornerRadius)
    }

    /// The context the detents resolve in.
    func resolutionContext(in layout: SheetLayout) -> SheetDetentResolutionContext {
        let traits = containerView?.window?.windowTraits ?? UIWindow.defaultTraits
        return SheetDetentResolutionContext(traits: traits, maximumDetentValue: layout.maximumDetentValue)
    }

    /// The active detents (those that resolve) with their values, smallest first; `.large()` when
    /// none resolves.
    func activeDetents(in layout: SheetLayout) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = resolutionContext(in: layout)
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) }
        }
        let sorted = resolved.sorted { $0.1 < $1.1 }
        return sorted.isEmpty ? [(.large, layout.maximumDetentValue)] : sorted
    }

    /// The detent the sheet rests at: the selected one if it is active, else the smallest (R140).
    func restingDetent(in layout: SheetLayout) -> (identifier: Detent.Identifier, value: CGFloat) {
        let active = activeDetents(in: layout)
        if let selected = selectedDetentIdentifier, let match = active.first(where: { $0.identifier == selected }) {
            return match
        }
        return active[0]
    }

    /// The card's top edge at rest.
    func restingTop(in layout: SheetLayout) -> CGFloat {
        layout.top(forDetentValue: restingDetent(in: layout).value)
    }

    /// Whether the sheet dims what is behind it when its top is at `top`: always, unless
    /// `largestUndimmedDetentIdentifier` names an active detent at least that tall (R140).
    func isDimmed(cardTop top: CGFloat, in layout: SheetLayout) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
            let detent = activeDetents(in: layout).first(where: { $0.identifier == undimmed })
        else { return true }
        return top < layout.top(forDetentValue: detent.value) - 0.5
    }

    /// Whether the sheet pushes back its presenter's view, on screen, at least half way: the status
    /// bar then shows light over the black around it (R135), and turns as the push-back passes half.
    package var pushesBackPresenter: Bool {
        guard let backing, backing.kind == .presenter, containerView?.superview != nil else { return false }
        let scale = backing.view.layer.presentationProperties.transform.m11
        return scale <= 1 - (1 - SheetLayout.pushBackScale) / 2
    }

    /// Lets touches outside the card reach what is behind the sheet when it is undimmed (R140).
    package override var passesTouchesOutsidePresentedView: Bool {
        guard let layout, let card = cardIfMade else { return false }
        return !isDimmed(cardTop: card.frame.minY, in: layout)
    }

    /// Runs `changes` (to the detents, the selected detent, the grabber, the corner radius) and
    /// animates the sheet to the result (R140).
    public func animateChanges(_ changes: () -> Void) {
        animatingChanges += 1
        changes()
        animatingChanges -= 1
        guard animatingChanges == 0, !isTransitioning, containerView?.window != nil else { return }
        UIView.animate(
            withDuration: SheetMotion.duration, delay: 0, options: SheetMotion.springOptions,
            animations: { self.applyRestingLayout() }, completion: nil)
    }

    /// Asks the detents' resolvers again (their inputs changed) and lays the sheet out.
    public func invalidateDetents() { sheetPropertiesChanged() }

    /// A property changed: outside `animateChanges` the sheet takes its new layout at once.
    private func sheetPropertiesChanged() {
        guard animatingChanges == 0, !isTransitioning, containerView?.window != nil else { return }
        UIView.performWithoutAnimation { applyRestingLayout() }
    }

    // MARK: Stacks (R137)

    package override func takeOverPresenterState(from bottom: UIPresentationController) {
        guard let bottom = bottom as? UISheetPresentationController, let bottomBacking = bottom.backing else { return }
        backing = bottomBacking
        bottom.backing = nil
    }
}
