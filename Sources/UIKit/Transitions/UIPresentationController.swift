import Foundation

/// Owns a presented controller's place on screen from before its presentation until its dismissal
/// completes (R75): the container, the chrome around the presented view, and its frame.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it.
    public private(set) var presentingViewController: UIViewController
    /// The presenter view's own tint adjustment mode before an alert or sheet dimmed it (R295).
    var presenterTintModeBeforeDimming: UIView.TintAdjustmentMode?
    /// The view that holds the transition's views; set by UIKit when the transition begins (R79).
    public package(set) var containerView: UIView?

    /// Creates a presentation controller for a presented/presenting pair.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// Told about adaptivity and about the user dismissing a sheet (R138); held weakly.
    public weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The presentation style this controller runs: `.custom` for your own presentation
    /// controllers; a built-in controller reports the style it was made for, resolved for a phone
    /// (`.formSheet` for `.automatic`, R130).
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// Whether the presentation is built into UIKit (made for a style, not by a delegate).
    package var isBuiltin: Bool { false }

    /// Set by the delegate's default `presentationControllerDidAttemptToDismiss` (the delegate does
    /// not implement it), for the diagnostic of a swipe refused in silence (R138).
    package var delegateIgnoredDismissalAttempt = false

    /// Where the presenter's view was before a full-screen presentation grabbed it (R24).
    package var presentersViewHome: (superview: UIView, index: Int)?

    /// Whether touches outside the presented view go through the container to what is behind it (an
    /// undimmed sheet, R140); false by default.
    package var passesTouchesOutsidePresentedView: Bool { false }

    /// Called by `dismiss(animated:)` when it removes the presentations between `presenting` and the
    /// top one at once: the top presentation takes over what `bottom` changed on the presenter
    /// (a sheet's push-back, R137). The default does nothing.
    package func takeOverPresenterState(from bottom: UIPresentationController) {}

    package func setPresenting(_ controller: UIViewController) { presentingViewController = controller }

    /// The view that animates in and out; the presented controller's view by default (R80).
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame once presented; the container's bounds by default (R81).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the hierarchy after the presentation (false by default;
    /// return true only when the presentation covers it fully, R82, R13).
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation adapts to in a compact-width environment: `.none` (it keeps its
    /// own) for a custom presentation, as UIKit's base class answers. Subclasses may override; here
    /// only popovers adapt (through their delegate).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: presentingViewController.traitCollection)
    }

    /// `adaptivePresentationStyle` for a given trait collection.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    /// Whether the presentation is full screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this presentation takes in a compact environment when no delegate says otherwise
    /// (`.none`, no adaptation, for a custom presentation; a popover's is `.formSheet`, R83).
    var styleAdaptedToWithoutDelegate: UIModalPresentationStyle { .none }

    /// Called before the presentation's animations start: add chrome, queue alongside animations (R76).
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended; `completed == false` ⇒ remove your chrome (R77).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations start.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended; remove chrome only when `completed` (R77).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size of the presented controller's view in a container of `parentSize`
    /// (`UIContentContainer`): `parentSize` by default. Subclasses override it and build
    /// `frameOfPresentedViewInContainerView` from it.
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The presented controller's `preferredContentSize` changed (`UIContentContainer`); the
    /// default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The presentation controller's own preferred size (`UIContentContainer`): zero.
    open var preferredContentSize: CGSize { .zero }

    /// The size changes (rotation); forwards to the presented controller (R84).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
}
