// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), section 3.2 (動畫控制器實現):
// one reusable animator; navigation (and tab) transitions slide horizontally, modal ones vertically;
// the to-view starts off screen by a transform, both views animate their transforms, and the
// completion resets the transforms and completes with `!transitionWasCancelled`. Section 3.3: a
// `.custom` dismissal must not add the to-view (the presenting view) to the container.
// Tab switches (`SDETransitionTye.TabTransition` in the seed's demo) come with the tab bar controller;
// a `.tab(direction)` kind belongs here then.
import Foundation
import UIKit

/// The seed's slide animator, reusable by a navigation delegate and a transitioning delegate.
@MainActor
final class SlideTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which transition the animator runs, and so in which direction it slides.
    enum Kind: Equatable {
        /// A push (slides in from the right) or a pop (from the left).
        case navigation(UINavigationController.Operation)
        /// A presentation (up from the bottom) or a dismissal (down and away).
        case modal(presenting: Bool)
    }

    /// The kind of transition.
    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// The seed's "return 0.5 is enough".
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        // Section 3.3: in a `.custom` modal transition `view(forKey:)` gives nil for the presenting
        // view, so the views come from the controllers.
        guard let fromView = transitionContext.viewController(forKey: .from)?.view,
            let toView = transitionContext.viewController(forKey: .to)?.view
        else { return }
        // Navigation slides horizontally, modal transitions vertically.
        var toViewTransform = CGAffineTransform.identity
        var fromViewTransform = CGAffineTransform.identity
        switch kind {
        case .navigation(let operation):
            let translation = operation == .pop ? -containerView.frame.width : containerView.frame.width
            toViewTransform = CGAffineTransform(translationX: translation, y: 0)
            fromViewTransform = CGAffineTransform(translationX: -translation, y: 0)
        case .modal(let presenting):
            let translation = containerView.frame.height
            toViewTransform = CGAffineTransform(translationX: 0, y: presenting ? translation : 0)
            fromViewTransform = CGAffineTransform(translationX: 0, y: presenting ? 0 : translation)
        }
        // 1: the to-view goes into the container — except in a `.custom` dismissal, where the
        // presenting view never left its place (section 3.3: adding it would take it from there).
        if kind != .modal(presenting: false) {
            containerView.addSubview(toView)
        }
        toView.transform = toViewTransform
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.transform = fromViewTransform
                toView.transform = .identity
            },
            completion: { _ in
                // The transition may have been cancelled: put the views back as they were.
                fromView.transform = .identity
                toView.transform = .identity
                // 2: end the transition, completed or cancelled.
                let isCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!isCancelled)
            })
    }
}
