import Foundation

extension UIViewController {
    /// The popover presentation controller managing this controller (or the nearest ancestor
    /// that has one): for a `.popover` controller, made on first use before it is presented — so
    /// its source and delegate can be set; `presentationController` is the same object then — and
    /// kept while it shows, as a popover or adapted (R83); nil for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let own = ownPopoverPresentationController { return own }
        guard modalPresentationStyle == .popover, ownPresentingViewController == nil else {
            return parent?.popoverPresentationController
        }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        ownPopoverPresentationController = popover
        return popover
    }
}
