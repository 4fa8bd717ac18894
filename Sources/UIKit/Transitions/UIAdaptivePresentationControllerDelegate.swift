import Foundation

/// What a presentation controller asks and tells about adaptivity and about the user dismissing it
/// (a swipe down on a sheet, R138). Set it on `presentationController.delegate`; every method is
/// optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asked for the style to adapt to in a horizontally compact environment; `.none` keeps the
    /// requested style.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Asked for the style to adapt to for `traitCollection`; called in preference to the one above.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Asked for a controller to show instead in the adapted style (nil: the presented one).
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Told that the presentation is about to adapt to `style`.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Told that `adaptivePresentationController` (a popover's adaptive sheet) is about to be used.
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)

    /// Called by a sheet when the user starts to drag it down (R138): false refuses the dismissal
    /// (the sheet springs back and `presentationControllerDidAttemptToDismiss` follows). Not called
    /// when the presented controller's `isModalInPresentation` is true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called by a sheet when a user-initiated dismissal starts, before its transition begins (R138);
    /// the dismissal may still be cancelled (watch the presented controller's transition coordinator).
    /// Not called for `dismiss(animated:)`.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called by a sheet after a user-initiated dismissal completed (R138); not called for
    /// `dismiss(animated:)` nor for a cancelled swipe.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called by a sheet when the user tried to dismiss it and `isModalInPresentation` or
    /// `presentationControllerShouldDismiss` refused (R138): ask the user what to do.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // A delegate that implements neither adaptive-style method leaves the controller's own
    // adaptation in place (a popover's `.formSheet`, R83; `.none` for the others).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.styleAdaptedToWithoutDelegate
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {}
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        // Reached only when the delegate does not implement it: the sheet tells the diagnostics.
        presentationController.delegateIgnoredDismissalAttempt = true
    }
}
