import Foundation

/// The delegate of a popover presentation: the adaptive style questions, and the popover's own
/// moments. Every method has a default, as Apple's are optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown as a popover (not when it adapts to another style).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// A tap outside the popover would dismiss it: false keeps it (true by default).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// A tap outside dismissed the popover (not called for `dismiss(animated:)` in code).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}

    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }

    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
