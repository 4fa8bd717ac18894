// S17 "Built-in modal styles". Seed 003 (docs/scenes.md), part 2 step 1 — CXToModalVCDelegate.
import Foundation
import UIKit

/// The seed's `CXToModalVCDelegate`: the presented screen asks its presenter to dismiss it.
@MainActor
protocol ModalStylesPresentedViewControllerDelegate: AnyObject {
    /// `-dismissViewController:`.
    func dismissViewController(_ mcv: ModalStylesPresentedViewController)
}
