// A presentation controller with a dimming view, in the shape of the tutorials' "slide-in"
// controllers: the size comes from size(forChildContentContainer:…), the dimming fades alongside
// the transition, and a tap on it dismisses.
import UIKit

/// Shows the presented controller in the bottom part of the screen over a dimmed presenter.
final class DimmingPresentationController: UIPresentationController {
    /// The share of the container's height the presented view takes.
    var heightFraction: CGFloat = 0.6

    private(set) lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.alpha = 0
        // porting.md: `#selector(dimmingViewTapped(_:))` → the method reference.
        let recognizer = UITapGestureRecognizer(target: self, action: DimmingPresentationController.dimmingViewTapped)
        view.addGestureRecognizer(recognizer)
        return view
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        var frame = CGRect.zero
        frame.size = size(
            forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
        frame.origin.y = containerView.bounds.height - frame.height
        return frame
    }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width, height: (parentSize.height * heightFraction).rounded())
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }

    // porting.md: `@objc` removed.
    private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true)
    }
}
