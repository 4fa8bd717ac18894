import Foundation

/// A controller that sets up the sheet it presents in when that sheet is made (R312).
@MainActor
protocol SheetConfiguring: AnyObject {
    /// Called once, by the sheet presentation controller's initializer.
    func configureSheet(_ sheet: UISheetPresentationController)
}

extension UIActivityViewController: SheetConfiguring {
    /// The share sheet opens at the medium detent and can be pulled to the large one; it has no
    /// grabber (R312).
    func configureSheet(_ sheet: UISheetPresentationController) {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = false
    }
}
