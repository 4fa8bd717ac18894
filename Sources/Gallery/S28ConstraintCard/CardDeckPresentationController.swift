// S28 "Constraint card": the presentation controller lays the card out with constraints and moves
// it by animating one constraint's constant alongside the transition.
import Foundation
import UIKit

/// Puts the card at the bottom of the container's safe area, 12 pt in from its edges and as tall
/// as its content (at most 70 % of the container), above a dimming view pinned to the container.
/// Presenting and dismissing animate the constant of the card's top edge below the container's
/// bottom — from the card's height (just off screen) to 0 (resting) and back — and the dimming's
/// alpha, alongside the animator through the transition coordinator. Rotation needs no code: the
/// constraints re-solve for the new container.
@MainActor
final class CardDeckPresentationController: UIPresentationController {
    /// The dimming behind the card; a tap on it dismisses.
    let dimmingView = UIView()
    /// How far the card's bottom sits above the safe area's bottom when it rests.
    static let margin: CGFloat = 12
    /// The card's offset below its resting place: its height plus the margin while off screen, 0
    /// at rest. Animated alongside the transition.
    private(set) var offsetConstraint: NSLayoutConstraint?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: CardDeckPresentationController.dimmingTapped))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView, let card = presentedView else { return }
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(dimmingView)
        card.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(card)
        let safe = containerView.safeAreaLayoutGuide
        let offset = card.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: 0)
        offsetConstraint = offset
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.margin),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.margin),
            card.heightAnchor.constraint(lessThanOrEqualTo: containerView.heightAnchor, multiplier: 0.7),
            offset,
        ])
        // Start off screen: the card's own height (solved now) below the bottom edge.
        containerView.layoutIfNeeded()
        offset.constant = offscreenOffset(card, in: containerView)
        containerView.layoutIfNeeded()
        dimmingView.alpha = 0
        animateAlongside { [weak self] in
            self?.dimmingView.alpha = 1
            offset.constant = -Self.margin
            containerView.layoutIfNeeded()
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let containerView, let card = presentedView, let offset = offsetConstraint else { return }
        let target = offscreenOffset(card, in: containerView)
        animateAlongside { [weak self] in
            self?.dimmingView.alpha = 0
            offset.constant = target
            containerView.layoutIfNeeded()
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// The offset that puts the card's top edge just below the container.
    private func offscreenOffset(_ card: UIView, in containerView: UIView) -> CGFloat {
        card.bounds.height + containerView.safeAreaInsets.bottom + Self.margin
    }

    /// Runs `changes` alongside the transition (R64, R67: same duration and curve as the animator),
    /// or at once without one.
    private func animateAlongside(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
        } else {
            changes()
        }
    }

    private func dimmingTapped(_ tap: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true)
    }
}
