// Seed 000 (docs/scenes.md), listings 10-3 (startInteractiveTransition:) and 10-4
// (handleSwipeUpdate:) of Apple's View Controller Programming Guide.
import Foundation
import UIKit

/// The guide's percent-driven interactor: when the transition starts it installs its own pan on the
/// container view; the vertical travel over the container's height is the progress, and the end of
/// the gesture (whatever its state) finishes the transition and removes the recognizer.
@MainActor
final class SwipeInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// The context of the transition being driven (the listing's `contextData`).
    private(set) var contextData: UIViewControllerContextTransitioning?
    /// The pan installed on the container (the listing's `panGesture`), nil when none is.
    private(set) var panGesture: UIPanGestureRecognizer?

    /// Listing 10-3.
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // Always call super first.
        super.startInteractiveTransition(transitionContext)
        // Save the transition context for future reference.
        contextData = transitionContext
        // Create a pan gesture recognizer to monitor events.
        let panGesture = UIPanGestureRecognizer(target: self, action: SwipeInteractiveTransition.handleSwipeUpdate)
        panGesture.maximumNumberOfTouches = 1
        self.panGesture = panGesture
        // Add the gesture recognizer to the container view.
        let container = transitionContext.containerView
        container.addGestureRecognizer(panGesture)
    }

    /// Listing 10-4.
    func handleSwipeUpdate(_ gestureRecognizer: UIGestureRecognizer) {
        guard let contextData, let panGesture else { return }
        let container = contextData.containerView
        if gestureRecognizer.state == .began {
            // Reset the translation value at the beginning of the gesture.
            panGesture.setTranslation(.zero, in: container)
        } else if gestureRecognizer.state == .changed {
            // Get the current translation value.
            let translation = panGesture.translation(in: container)
            // How far the gesture has travelled vertically, relative to the container's height.
            let percentage = abs(translation.y / container.bounds.height)
            // Use the translation value to update the interactive animator.
            update(percentage)
        } else if gestureRecognizer.state.rawValue >= UIGestureRecognizer.State.ended.rawValue {
            // Finish the transition and remove the gesture recognizer.
            finish()
            contextData.containerView.removeGestureRecognizer(panGesture)
            self.panGesture = nil
        }
    }
}
