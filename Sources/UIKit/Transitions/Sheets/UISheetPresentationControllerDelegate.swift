import Foundation

/// The delegate of a sheet: what the adaptive delegate hears, and the detent the user chose.
/// Set it as the sheet's `delegate` (the presentation controller's adaptive delegate, R140).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called after the user dragged the sheet to another detent (not for programmatic changes of
    /// `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
