// S18 "Interruptible push/pop" (beyond the seeds): a navigation controller that is its own delegate
// and owns a pan that grabs a running push or pop (R57, R58).
import Foundation
import UIKit

/// The scene's root. Push and pop run non-interactively (`wantsInteractiveStart = false`, R58); a
/// drag anywhere on its view while one runs pauses it (`pause()`, R57), scrubs it (`update`), and
/// on release finishes or cancels it by position and velocity (R56).
@MainActor
final class InterruptibleNavigationController: UINavigationController {
    /// A release faster than this (points per second, along the transition) decides by direction alone.
    static let flickVelocity: CGFloat = 300
    /// The pan that grabs transitions in flight.
    private(set) var grabGesture: UIPanGestureRecognizer!
    /// The interaction controller of the transition in flight (one per transition, R60).
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// The animator of the transition in flight.
    private(set) var slideAnimator: InterruptibleSlideAnimator?
    /// The progress when the transition was grabbed.
    private var grabbedAt: CGFloat = 0

    init() {
        super.init(rootViewController: InterruptibleScreenViewController(level: 1))
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: InterruptibleNavigationController.handleGrab)
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        view.addGestureRecognizer(pan)
        grabGesture = pan
    }

    /// Whether a push or pop is running (not paused) and can be grabbed.
    var canGrab: Bool {
        guard interaction != nil, let coordinator = transitionCoordinator else { return false }
        return !coordinator.isInteractive
    }

    /// Remembers the animator and interaction controller of the push or pop that starts now.
    func startGrabbableTransition(
        animator: InterruptibleSlideAnimator, interaction: UIPercentDrivenInteractiveTransition
    ) {
        slideAnimator = animator
        self.interaction = interaction
    }

    /// +1 when the finger moving right moves the transition forward (pop), −1 when moving left does (push).
    private var direction: CGFloat { slideAnimator?.operation == .push ? -1 : 1 }

    private func handleGrab(_ gesture: UIPanGestureRecognizer) {
        guard let interaction else { return }
        let width = max(1, view.bounds.width)
        switch gesture.state {
        case .began:
            interaction.pause()  // R57: the animator stops where it is; percentComplete = its fraction
            grabbedAt = interaction.percentComplete
            gesture.setTranslation(.zero, in: view)
        case .changed:
            let dx = gesture.translation(in: view).x
            interaction.update(min(max(grabbedAt + direction * dx / width, 0), 1))
        case .ended, .cancelled:
            let forwardVelocity = direction * gesture.velocity(in: view).x
            let finishes: Bool
            if gesture.state == .cancelled {
                finishes = false
            } else if abs(forwardVelocity) > Self.flickVelocity {
                finishes = forwardVelocity > 0
            } else {
                finishes = interaction.percentComplete >= 0.5
            }
            if finishes { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }
}
