import UIKit

/// The screen that presents with a `BubbleTransition`, as its iOS sample does: it is the
/// transitioning delegate and hands out the transition for both directions.
final class BubblePresentingViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let transition = BubbleTransition()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.transitionMode = .present
        transition.startingPoint = CGPoint(x: view.bounds.midX, y: view.bounds.maxY - 60)
        transition.bubbleColor = .systemPurple
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.transitionMode = .dismiss
        return transition
    }
}

/// The presented screen, with a banner and a keyboard helper.
final class BubblePresentedViewController: UIViewController, BannerPresenting {
    var bannerHeight: CGFloat { 44 }
    lazy var keyboard = KeyboardAvoider(controller: self)
}
