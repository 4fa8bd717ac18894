// The percent-driven interactor of the tutorials: a pan on the presented view drives the
// dismissal; past half way, or flung down, it finishes.
import UIKit

/// Lets a downward pan on a presented controller's view dismiss it interactively.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// Whether a pan is driving a dismissal now (the transitioning delegate asks).
    var interactionInProgress = false

    /// How far the finger travels for the whole dismissal.
    var dismissalDistance: CGFloat = 400

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        // porting.md: `#selector(handleGesture(_:))` → the method reference.
        let gesture = UIPanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        view.addGestureRecognizer(gesture)
    }

    // porting.md: `@objc` removed.
    private func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = translation.y / dismissalDistance
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            let flung = gestureRecognizer.velocity(in: gestureRecognizer.view).y > 1000
            if shouldCompleteTransition || flung {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
