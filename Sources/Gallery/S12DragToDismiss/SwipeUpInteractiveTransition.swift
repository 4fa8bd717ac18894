// Seed 003 (docs/scenes.md), part 5 step 2 (CXModalInterActiveTransitionAnimation, after
// onevcat's VCTransitionDemo `SwipeUpInteractiveTransition`).
import Foundation
import UIKit

/// The percent-driven interactor of S12: a pan on the presented view dismisses it as the finger
/// goes down, 400 pt for the whole transition.
@MainActor
final class SwipeUpInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// True while the pan drives a dismissal: the delegate hands out this interactor only then.
    private(set) var interacting = false
    /// The presented controller the pan dismisses (the seed's `presentingVC`).
    private weak var presentingVC: UIViewController?
    /// Whether the drag went past half way.
    private var shouldComplete = false

    /// Adds the pan recognizer to `viewController`'s view.
    func wire(to viewController: UIViewController) {
        presentingVC = viewController
        let gesture = UIPanGestureRecognizer(target: self, action: SwipeUpInteractiveTransition.handleGesture)
        viewController.view.addGestureRecognizer(gesture)
    }

    /// The rest of the transition runs the faster the further it got (onevcat's choice).
    override var completionSpeed: CGFloat {
        get { 1 - percentComplete }
        set {}
    }

    /// Began: dismiss interactively. Changed: `translation.y / 400`, clamped, capped at 0.99.
    /// Ended or cancelled: cancel unless past half way, still moving down, and not cancelled.
    func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
        switch gestureRecognizer.state {
        case .began:
            interacting = true
            presentingVC?.dismiss(animated: true)
        case .changed:
            var fraction = translation.y / 400
            fraction = min(max(fraction, 0), 1)
            shouldComplete = fraction > 0.5
            // The seed: "must not be 1, or things go wrong" — at 1 the legacy path has nothing left
            // to run (R61).
            if fraction >= 0.99 { fraction = 0.99 }
            update(fraction)
        case .ended, .cancelled:
            interacting = false
            if !shouldComplete || gestureRecognizer.state == .cancelled
                || gestureRecognizer.velocity(in: gestureRecognizer.view).y < 0
            {
                cancel()
            } else {
                finish()
            }
        default:
            break
        }
    }
}
