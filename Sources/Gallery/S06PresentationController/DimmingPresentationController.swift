// Seed 000 (docs/scenes.md) "Presentation controllers" (the controller owns the dimming
// view and animates it alongside the animator) and seed 002 2.5 and
// "Transition Coordinator" (a presentation controller can only synchronise with the animator
// through the transition coordinator). The geometry is S5's: 2/3 of the container, centred.
import Foundation
import UIKit

/// S6's presentation controller: it owns the dimming view, fades it in and out alongside the
/// transition with the coordinator, sizes the presented view through
/// `frameOfPresentedViewInContainerView`, keeps it centred when the container lays out, removes
/// its chrome as R77 says, and dismisses on a tap on the dimming view.
@MainActor
final class DimmingPresentationController: UIPresentationController {
    /// The chrome behind the presented view.
    let dimmingView = DimmingView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.addTarget(self, action: DimmingPresentationController.dimmingViewTapped, for: .touchUpInside)
    }

    /// 2/3 of the container's width and height, centred (R81: this is the animator's final frame).
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let size = CGSize(width: (bounds.width * 2 / 3).rounded(), height: (bounds.height * 2 / 3).rounded())
        return CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0.0
        containerView.insertSubview(dimmingView, at: 0)
        // R64/R67: the coordinator exists from here on; the block runs inside the animator's
        // animation (same duration and curve).
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1.0 }, completion: nil)
        } else {
            dimmingView.alpha = 1.0
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // R77: a cancelled presentation leaves no chrome behind.
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.0 }, completion: nil)
        } else {
            dimmingView.alpha = 0.0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // R77: remove the chrome only when the dismissal completed.
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        // Keeps the card centred when the container changes size (rotation).
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingViewTapped() {
        presentingViewController.dismiss(animated: true)
    }
}
