// Seed 003 (docs/scenes.md), part 2 step 1 (CXToModalVCDelegate), reused by part 5.
import Foundation
import UIKit

/// Asked by the presented screen to dismiss it.
@MainActor
protocol DragToDismissPresentedViewControllerDelegate: AnyObject {
    /// The "dismiss" button was tapped.
    func dismissViewController(_ controller: DragToDismissPresentedViewController)
}
