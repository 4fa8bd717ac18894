import Foundation

/// UIKit's own modal animations, used when the transitioning delegate supplies no animator (R3):
/// cover vertical, cross dissolve and flip horizontal, 0.4 s on the system-spring curve 7
/// (R121, R127–R129).
@MainActor
final class BuiltinModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        if style == .partialCurl {
            DiagnosticLog.current.report(
                "partialCurlUnsupported",
                "modalTransitionStyle .partialCurl is not drawn by the simulator; using .coverVertical instead",
                rule: "R127")
        }
        self.style = style == .partialCurl ? .coverVertical : style
        self.presenting = presenting
    }

    /// 0.4 s for every style (R128).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let curve7 = UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.systemSpring.rawValue) << 16)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let finish = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }

        if presenting, let toView, let presented = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: presented)
            container.addSubview(toView)
            toView.frame = final
            switch style {
            case .crossDissolve:
                toView.alpha = 0
                UIView.animate(
                    withDuration: duration, delay: 0, options: curve7, animations: { toView.alpha = 1 },
                    completion: finish)
            case .flipHorizontal:
                flip(from: fromView, to: toView, duration: duration, completion: finish)
            default:
                toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
                UIView.animate(
                    withDuration: duration, delay: 0, options: curve7, animations: { toView.frame = final },
                    completion: finish)
            }
            return
        }
        if let toView, let presenter = transitionContext.viewController(forKey: .to) {
            // A full-screen dismissal: the presenter's view is not in the container; put it back below (R24).
            container.insertSubview(toView, at: 0)
            toView.frame = transitionContext.finalFrame(for: presenter)
        }
        guard let fromView else { return transitionContext.completeTransition(true) }
        switch style {
        case .crossDissolve:
            UIView.animate(
                withDuration: duration, delay: 0, options: curve7, animations: { fromView.alpha = 0 },
                completion: finish)
        case .flipHorizontal:
            flip(from: fromView, to: toView, duration: duration, reverse: true, completion: finish)
        default:
            let target = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
            UIView.animate(
                withDuration: duration, delay: 0, options: curve7, animations: { fromView.frame = target },
                completion: finish)
        }
    }

    /// A 3-D flip about the vertical axis: the leaving view turns away in the first half, the
    /// arriving view turns in during the second; backs are hidden (R129).
    private func flip(
        from fromView: UIView?, to toView: UIView?, duration: TimeInterval, reverse: Bool = false,
        completion: @escaping (Bool) -> Void
    ) {
        var perspective = CATransform3DIdentity
        // R129 reports m34 = 1/1200 in UIKit's own matrix convention; in Core Animation's row-vector
        // convention used here the same "camera 1200 pt away" is -1/1200.
        perspective.m34 = -1.0 / 1200
        let sign: CGFloat = reverse ? -1 : 1
        fromView?.layer.isDoubleSided = false
        toView?.layer.isDoubleSided = false
        fromView?.layer.transform = perspective
        toView?.layer.transform = CATransform3DRotate(perspective, -sign * .pi / 2, 0, 1, 0)
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView?.layer.transform = CATransform3DRotate(perspective, sign * .pi / 2, 0, 1, 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    toView?.layer.transform = perspective
                }
            },
            completion: { finished in
                fromView?.layer.transform = CATransform3DIdentity
                toView?.layer.transform = CATransform3DIdentity
                fromView?.layer.isDoubleSided = true
                toView?.layer.isDoubleSided = true
                completion(finished)
            })
    }
}
