import Foundation
import UIKit

/// An adaptive (and sheet) delegate that answers `presentationControllerShouldDismiss` as told and
/// counts what it hears; the framework logs the calls themselves.
@MainActor
final class AdaptiveDelegateRecorder: NSObject, UISheetPresentationControllerDelegate {
    var allowsDismissal = true
    private(set) var attempts = 0
    private(set) var didDismiss = 0
    private(set) var detentChanges: [UISheetPresentationController.Detent.Identifier?] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attempts += 1
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { didDismiss += 1 }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

/// An adaptive delegate that implements nothing.
@MainActor
final class SilentAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {}
