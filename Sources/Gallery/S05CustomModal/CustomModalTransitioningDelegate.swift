// Seed 002 (docs/scenes.md), section 3.3 — the delegate that hands the section's animator
// to UIKit for both directions (the seed's listing only shows the animator; the delegate is the
// usual two methods of section 2.1).
import Foundation
import UIKit

/// S5's transitioning delegate: one `CustomModalAnimator` for presentation and dismissal. No
/// presentation controller: UIKit's default one for `.custom` leaves the presenter's view in place
/// (R25) and owns no chrome — the animator adds the dimming view itself.
@MainActor
final class CustomModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator handed out (kept so tests can read it).
    let animator = CustomModalAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
