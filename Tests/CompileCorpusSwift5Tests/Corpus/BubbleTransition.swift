// iOS transition code as Swift 5 apps and libraries write it: a plain `NSObject` subclass, not
// main-actor isolated, whose stored property defaults to a view and whose `didSet` observers touch
// that view; the animator conformance comes in an extension. With Apple's SDK this compiles in
// Swift 5 mode because UIKit's main-actor API is imported `@preconcurrency`; so here.
import UIKit

/// A circle that grows from a point to cover the screen while the presented view fades in, and
/// shrinks back on dismissal.
class BubbleTransition: NSObject {
    /// Which way the transition runs.
    enum Mode {
        case present, dismiss
    }

    /// The centre of the bubble, in the container's coordinates.
    var startingPoint = CGPoint.zero {
        didSet { bubble.center = startingPoint }
    }

    /// The colour of the bubble.
    var bubbleColor: UIColor = .white {
        didSet { bubble.backgroundColor = bubbleColor }
    }

    /// The length of the transition.
    var duration = 0.5

    /// Whether the next transition presents or dismisses.
    var transitionMode: Mode = .present

    /// The growing circle.
    private(set) var bubble = UIView()
}

extension BubbleTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let diameter = coveringDiameter(of: containerView.bounds, from: startingPoint)
        bubble.frame = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        bubble.layer.cornerRadius = diameter / 2
        bubble.center = startingPoint

        switch transitionMode {
        case .present:
            guard let toView = transitionContext.view(forKey: .to) else { return }
            bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
            containerView.addSubview(bubble)
            toView.alpha = 0
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: duration,
                animations: {
                    self.bubble.transform = .identity
                    toView.alpha = 1
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        case .dismiss:
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            containerView.addSubview(bubble)
            UIView.animate(
                withDuration: duration,
                animations: {
                    self.bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                    fromView.alpha = 0
                },
                completion: { _ in
                    fromView.removeFromSuperview()
                    self.bubble.removeFromSuperview()
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    /// The diameter of the circle centred at `point` that covers `bounds`.
    private func coveringDiameter(of bounds: CGRect, from point: CGPoint) -> CGFloat {
        let dx = max(point.x - bounds.minX, bounds.maxX - point.x)
        let dy = max(point.y - bounds.minY, bounds.maxY - point.y)
        return sqrt(dx * dx + dy * dy) * 2
    }
}
