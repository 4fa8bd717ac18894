// Transition code as it is found in the wild (written for this corpus in the style of popular
// card/deck presentation libraries): a presentation controller with a blurred, tappable dimming
// view, a card with rounded top corners and a shadow, a pan to dismiss that hands over to a scroll
// view, KVO on the scroll view's content offset, and haptics. It must compile unchanged.
import UIKit

final class DeckPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    private let dimmingView = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
    private lazy var panGesture = UIPanGestureRecognizer(target: self, action: DeckPresentationController.handlePan)
    private var contentOffsetObservation: NSKeyValueObservation?
    private let feedback = UIImpactFeedbackGenerator(style: .light)
    var topInset: CGFloat = 44

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: DeckPresentationController.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let inset = containerView.safeAreaInsets.top + topInset
        return CGRect(
            x: 0, y: inset, width: containerView.bounds.width,
            height: containerView.bounds.height - inset)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView, let coordinator = presentedViewController.transitionCoordinator else {
            return
        }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)

        presentedView?.layer.cornerRadius = 12
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.layer.masksToBounds = true
        presentedView?.addGestureRecognizer(panGesture)
        panGesture.delegate = self

        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 1
            self?.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            self?.presentingViewController.view.layer.cornerRadius = 10
        })
        feedback.prepare()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
        if completed, let scrollView = presentedViewController.view.subviews.compactMap({ $0 as? UIScrollView }).first {
            contentOffsetObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) {
                [weak self] scrollView, change in
                guard let self = self, let newValue = change.newValue else { return }
                if newValue.y < -scrollView.adjustedContentInset.top, scrollView.isTracking {
                    self.presentedView?.transform = CGAffineTransform(
                        translationX: 0, y: -(newValue.y + scrollView.adjustedContentInset.top))
                }
            }
        }
    }

    override func dismissalTransitionWillBegin() {
        feedback.impactOccurred()
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [weak self] _ in
                self?.dimmingView.alpha = 0
                self?.presentingViewController.view.transform = .identity
                self?.presentingViewController.view.layer.cornerRadius = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            contentOffsetObservation?.invalidate()
            contentOffsetObservation = nil
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    private func dimmingTapped() {
        presentedViewController.dismiss(animated: true, completion: nil)
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let presentedView = presentedView, let containerView = containerView else { return }
        let translation = gesture.translation(in: containerView)
        switch gesture.state {
        case .began:
            feedback.prepare()
        case .changed:
            let offset = max(0, translation.y)
            presentedView.transform = CGAffineTransform(translationX: 0, y: offset)
            dimmingView.alpha = 1 - min(1, offset / presentedView.bounds.height)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: containerView).y
            if translation.y > presentedView.bounds.height / 3 || velocity > 1000 {
                presentedViewController.dismiss(animated: true)
            } else {
                UIView.animate(
                    withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                    options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState],
                    animations: {
                        presentedView.transform = .identity
                        self.dimmingView.alpha = 1
                    })
            }
        default:
            break
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.y) > abs(velocity.x)
    }
}

final class DeckPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.5 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        if isPresenting { transitionContext.containerView.addSubview(controller.view) }
        let finalFrame = transitionContext.finalFrame(for: controller)
        var offscreen = finalFrame
        offscreen.origin.y = transitionContext.containerView.bounds.height
        let initialFrame = isPresenting ? offscreen : finalFrame
        let targetFrame = isPresenting ? finalFrame : offscreen
        controller.view.frame = initialFrame
        controller.view.layer.shadowColor = UIColor.black.cgColor
        controller.view.layer.shadowOpacity = 0.2
        controller.view.layer.shadowRadius = 10
        controller.view.layer.shadowOffset = CGSize(width: 0, height: -2)
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 0, dy: 0)))
        animator.addAnimations { controller.view.frame = targetFrame }
        animator.addCompletion { position in
            let finished = position == .end && !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(finished)
        }
        animator.startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

final class DeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        DeckPresentAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DeckPresentAnimator(isPresenting: false)
    }
}

extension UIViewController {
    func presentDeck(_ controller: UIViewController, transitioningDelegate: DeckTransitioningDelegate) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = transitioningDelegate
        controller.modalPresentationCapturesStatusBarAppearance = true
        present(controller, animated: true, completion: nil)
    }
}
