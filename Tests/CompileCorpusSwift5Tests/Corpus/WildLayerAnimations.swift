// Core Animation as transition code in the wild uses it (written for this corpus): a circular
// reveal through a shape-layer mask with a basic animation and a delegate, a keyframe animation, a
// spring animation, groups, CATransaction completion blocks, a CATransition push on a navigation
// controller's view, a gradient scrim and a replicated pulse. It must compile unchanged.
import QuartzCore
import UIKit

final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var origin = CGPoint.zero
    private weak var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: UITransitionContextViewKey.to) else { return }
        context = transitionContext
        transitionContext.containerView.addSubview(toView)
        let bounds = transitionContext.containerView.bounds
        let radius = sqrt(bounds.width * bounds.width + bounds.height * bounds.height)
        let start = UIBezierPath(ovalIn: CGRect(origin: origin, size: .zero).insetBy(dx: -1, dy: -1))
        let end = UIBezierPath(arcCenter: origin, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        let mask = CAShapeLayer()
        mask.path = end.cgPath
        mask.fillColor = UIColor.black.cgColor
        toView.layer.mask = mask

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = start.cgPath
        animation.toValue = end.cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        mask.add(animation, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = context else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}

enum LayerEffects {
    static func shake(_ view: UIView) {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.values = [0, -10, 10, -6, 6, -3, 3, 0]
        animation.keyTimes = [0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1].map { NSNumber(value: $0) }
        animation.duration = 0.4
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        view.layer.add(animation, forKey: "shake")
    }

    static func pop(_ view: UIView, completion: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.8
        spring.toValue = 1.0
        spring.damping = 10
        spring.stiffness = 200
        spring.mass = 1
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: nil)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 0.2
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.beginTime = CACurrentMediaTime() + 0.05
        view.layer.add(group, forKey: "fade")
        CATransaction.commit()
    }

    static func pushWithCoreAnimation(_ controller: UIViewController, on navigationController: UINavigationController) {
        let transition = CATransition()
        transition.duration = 0.3
        transition.type = .push
        transition.subtype = .fromRight
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        navigationController.view.layer.add(transition, forKey: kCATransition)
        navigationController.pushViewController(controller, animated: false)
    }

    static func fadeTransition(_ label: UILabel, to text: String) {
        let transition = CATransition()
        transition.type = CATransitionType.fade
        transition.duration = 0.25
        label.layer.add(transition, forKey: "text")
        label.text = text
    }

    static func scrim(on view: UIView) -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        gradient.locations = [0.5, 1.0]
        gradient.startPoint = CGPoint(x: 0.5, y: 0)
        gradient.endPoint = CGPoint(x: 0.5, y: 1)
        view.layer.insertSublayer(gradient, at: 0)
        return gradient
    }

    static func strokeCheckmark(in view: UIView) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 25))
        path.addLine(to: CGPoint(x: 22, y: 37))
        path.addLine(to: CGPoint(x: 42, y: 12))
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        shape.strokeColor = UIColor.systemGreen.cgColor
        shape.fillColor = nil
        shape.lineWidth = 4
        shape.lineCap = .round
        shape.lineJoin = .round
        shape.strokeEnd = 0
        view.layer.addSublayer(shape)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.35
        shape.strokeEnd = 1
        shape.add(draw, forKey: "draw")
    }

    static func flip(from: UIView, to: UIView) {
        UIView.transition(
            from: from, to: to, duration: 0.5,
            options: [.transitionFlipFromRight, .showHideTransitionViews],
            completion: nil)
    }

    static func rotate3D(_ view: UIView, angle: CGFloat) {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        transform = CATransform3DRotate(transform, angle, 0, 1, 0)
        view.layer.transform = transform
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        view.layer.isDoubleSided = false
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = UIScreen.main.scale
    }
}
