// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), section 3.2 — the same slide
// animator reused for a modal transition (vertical).
import Foundation
import UIKit

/// Hands the slide animator to a `.custom` presentation and its dismissal.
@MainActor
final class SlideModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideTransitionAnimator(kind: .modal(presenting: true))
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideTransitionAnimator(kind: .modal(presenting: false))
    }
}
