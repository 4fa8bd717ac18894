import Foundation

extension UIViewController {
    /// The sheet presentation controller of a controller shown as a sheet (`.automatic`,
    /// `.pageSheet`, `.formSheet`), made on first access like `presentationController`; nil for the
    /// other styles (R133). For `.popover` UIKit returns nil here too.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle != .popover else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// Makes the presentation controller a built-in style will run with, for a controller that is
    /// not presented (R133); nil for `.custom`, whose controller comes from the transitioning
    /// delegate when the presentation starts.
    func makeBuiltinPresentationControllerIfNeeded() -> UIPresentationController? {
        guard ownPresentationController == nil, ownPresentingViewController == nil else {
            return ownPresentationController
        }
        let controller = Self.makeBuiltinPresentationController(for: self, presenting: nil)
        ownPresentationController = controller
        return controller
    }

    /// UIKit's presentation controller for `presented`'s built-in style; nil for `.custom`.
    static func makeBuiltinPresentationController(
        for presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController? {
        if presented.modalPresentationStyle == .popover, presented.preferredTransition?.isZoom != true {
            return presented.popoverPresentationController  // R83: it decides at presentation
        }
        let style = presented.resolvedPresentationStyle
        if style == .custom { return nil }
        if style.isSheet {
            return UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
        return FullScreenPresentationController(presented: presented, presenting: presenting, style: style)
    }
}
