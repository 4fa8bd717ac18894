// Sheets and keyframes as apps write them (written for this corpus): the sheet presentation
// controller's detents, custom detents, the delegate, a modal-in-presentation editor, keyframe
// animations, a snapshot-based zoom push with a navigation delegate and an edge-pan interaction,
// reduce motion. It must compile unchanged.
import UIKit

final class FiltersViewController: UIViewController, UISheetPresentationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    var hasChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: FiltersViewController.done)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Reset", style: .plain, target: self, action: FiltersViewController.reset)
    }

    private func done() { dismiss(animated: true) }
    private func reset() { hasChanges = false }

    func configureSheet() {
        if let sheet = sheetPresentationController {
            let small = UISheetPresentationController.Detent.Identifier("small")
            sheet.detents = [
                .custom(identifier: small) { context in context.maximumDetentValue * 0.25 },
                .medium(),
                .large(),
            ]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = small
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 20
            sheet.delegate = self
        }
        isModalInPresentation = hasChanges
        presentationController?.delegate = self
    }

    func expand() {
        sheetPresentationController?.animateChanges {
            sheetPresentationController?.selectedDetentIdentifier = .large
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        hasChanges = sheetPresentationController.selectedDetentIdentifier == .large
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !hasChanges
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(
            UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
                self.dismiss(animated: true)
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        hasChanges = false
    }
}

final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let sourceView: UIView

    init(operation: UINavigationController.Operation, sourceView: UIView) {
        self.operation = operation
        self.sourceView = sourceView
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIAccessibility.isReduceMotionEnabled ? 0.2 : 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard
            let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let snapshot = sourceView.snapshotView(afterScreenUpdates: false)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let startFrame = sourceView.convert(sourceView.bounds, to: container)
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        if operation == .push {
            container.addSubview(toVC.view)
        } else {
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
        }
        toVC.view.layoutIfNeeded()
        snapshot.frame = startFrame
        container.addSubview(snapshot)
        toVC.view.alpha = 0
        sourceView.isHidden = true

        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                    snapshot.frame = container.bounds
                }
                UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) {
                    toVC.view.alpha = 1
                    fromVC.view.alpha = 0.5
                }
            },
            completion: { _ in
                snapshot.removeFromSuperview()
                self.sourceView.isHidden = false
                fromVC.view.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class ZoomNavigationCoordinator: NSObject, UINavigationControllerDelegate {
    weak var navigationController: UINavigationController?
    var sourceView = UIView()
    private var interaction: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: ZoomNavigationCoordinator.edgePan)
        edge.edges = .left
        navigationController.view.addGestureRecognizer(edge)
    }

    private func edgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            interaction?.completionCurve = .easeOut
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 800 {
                interaction?.completionSpeed = 1 - progress
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomPushAnimator(operation: operation, sourceView: sourceView)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        viewController.transitionCoordinator?.notifyWhenInteractionChanges { context in
            if context.isCancelled { self.sourceView.isHidden = false }
        }
    }
}

final class RotatingViewController: UIViewController {
    private let card = UIView()

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { _ in
                self.card.center = CGPoint(x: size.width / 2, y: size.height / 2)
            },
            completion: { _ in
                self.setNeedsStatusBarAppearanceUpdate()
            })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass == .compact {
            card.layer.cornerRadius = 8
        }
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            card.layer.borderColor = UIColor.separator.cgColor
        }
    }

    func showAfterDelay() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            UIView.performWithoutAnimation { self?.card.alpha = 0 }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut, .transitionCrossDissolve]) {
                self?.card.alpha = 1
            }
        }
    }
}
