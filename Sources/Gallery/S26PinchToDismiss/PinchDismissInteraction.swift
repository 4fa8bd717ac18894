import Foundation
import UIKit

/// S26's interactor: a pinch on the full-screen photo dismisses it as the fingers close. The scale
/// drives the percent: 1 is 0 %, `fullScale` (0.4) and below is 100 %. On release it finishes when
/// the photo is under `finishScale` (75 %) of its size or the fingers were still closing faster
/// than `finishVelocity`, and cancels otherwise, and when the pinch is cancelled.
@MainActor
final class PinchDismissInteraction: UIPercentDrivenInteractiveTransition {
    /// The scale at which the dismissal is complete.
    static let fullScale: CGFloat = 0.4
    /// Released below this scale, the dismissal finishes.
    static let finishScale: CGFloat = 0.75
    /// Released closing faster than this (scale per second), the dismissal finishes.
    static let finishVelocity: CGFloat = -0.8

    /// True while the pinch drives the dismissal: the presenter hands out this interactor only then.
    private(set) var isPinching = false
    /// The viewer the pinch dismisses.
    private weak var viewer: UIViewController?

    /// Adds the pinch recognizer to the viewer's view.
    init(viewer: UIViewController) {
        self.viewer = viewer
        super.init()
        let pinch = UIPinchGestureRecognizer(target: self, action: PinchDismissInteraction.handlePinch)
        viewer.view.addGestureRecognizer(pinch)
        completionCurve = .easeOut
    }

    /// The percent for a scale: (1 − scale) / (1 − fullScale), clamped to 0…1.
    static func percent(forScale scale: CGFloat) -> CGFloat {
        min(max((1 - scale) / (1 - fullScale), 0), 1)
    }

    /// Whether a release at `scale` moving at `velocity` finishes the dismissal.
    static func shouldFinish(scale: CGFloat, velocity: CGFloat) -> Bool {
        scale < finishScale || velocity < finishVelocity
    }

    /// Began (pinching in): dismiss interactively. Changed: the percent follows the scale. Ended:
    /// finish or cancel by scale and velocity; cancelled: cancel.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard pinch.scale < 1, viewer?.presentingViewController != nil else { return }
            isPinching = true
            viewer?.dismiss(animated: true)
            update(Self.percent(forScale: pinch.scale))
        case .changed:
            guard isPinching else { return }
            update(Self.percent(forScale: pinch.scale))
        case .ended:
            guard isPinching else { return }
            isPinching = false
            if Self.shouldFinish(scale: pinch.scale, velocity: pinch.velocity) { finish() } else { cancel() }
        case .cancelled:
            guard isPinching else { return }
            isPinching = false
            cancel()
        default:
            break
        }
    }
}
