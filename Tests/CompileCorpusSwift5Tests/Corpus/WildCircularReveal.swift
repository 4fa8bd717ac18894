// A circular reveal as transition libraries write it (written for this corpus): the presented
// screen grows out of the button that was tapped through a CAShapeLayer mask whose path animates
// from a small circle to one covering the screen, finished from the animation delegate; the
// dismissal shrinks it back with CATransaction's completion block. It must compile unchanged.
import QuartzCore
import UIKit

extension CGRect {
    /// The square around `center` with the given radius.
    init(circleAround center: CGPoint, radius: CGFloat) {
        self.init(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
    }
}

final class RevealMaskAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    enum Mode { case present, dismiss }

    let mode: Mode
    let originFrame: CGRect
    private weak var storedContext: UIViewControllerContextTransitioning?
    private(set) var maskLayer: CAShapeLayer?
    var log: [String] = []

    init(mode: Mode, originFrame: CGRect) {
        self.mode = mode
        self.originFrame = originFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        let container = transitionContext.containerView
        let center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: container.bounds.maxX, y: 0),
            CGPoint(x: 0, y: container.bounds.maxY), CGPoint(x: container.bounds.maxX, y: container.bounds.maxY),
        ]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        let small = UIBezierPath(ovalIn: CGRect(circleAround: center, radius: originFrame.width / 2)).cgPath
        let large = UIBezierPath(ovalIn: CGRect(circleAround: center, radius: radius)).cgPath

        switch mode {
        case .present:
            guard let toView = transitionContext.view(forKey: .to),
                let toVC = transitionContext.viewController(forKey: .to)
            else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toView)
            let mask = CAShapeLayer()
            mask.frame = toView.bounds
            mask.fillColor = UIColor.black.cgColor
            mask.path = large
            toView.layer.mask = mask
            maskLayer = mask

            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = small
            animation.toValue = large
            animation.duration = transitionDuration(using: transitionContext)
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.delegate = self
            mask.add(animation, forKey: "reveal")
            log.append("present started")

        case .dismiss:
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            let mask = CAShapeLayer()
            mask.frame = fromView.bounds
            mask.path = small
            fromView.layer.mask = mask
            maskLayer = mask

            CATransaction.begin()
            CATransaction.setCompletionBlock {
                fromView.layer.mask = nil
                self.log.append("dismiss completed")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            let animation = CABasicAnimation(keyPath: "path")  // porting.md: #keyPath(CAShapeLayer.path)
            animation.fromValue = large
            animation.toValue = small
            animation.duration = transitionDuration(using: transitionContext)
            animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            mask.add(animation, forKey: "shrink")
            CATransaction.commit()
            log.append("dismiss started")
        }
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.append("animationDidStart")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("animationDidStop finished=\(flag)")
        guard let context = storedContext else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
        storedContext = nil
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.append("animationEnded \(transitionCompleted)")
    }
}

final class CircularRevealSourceViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let revealButton = UIButton(type: .system)
    private(set) var lastAnimator: RevealMaskAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        revealButton.setImage(UIImage(systemName: "plus"), for: .normal)
        revealButton.tintColor = .white
        revealButton.backgroundColor = .systemPink
        revealButton.layer.cornerRadius = 28
        revealButton.translatesAutoresizingMaskIntoConstraints = false
        revealButton.addTarget(self, action: CircularRevealSourceViewController.reveal, for: .touchUpInside)
        view.addSubview(revealButton)
        NSLayoutConstraint.activate([
            revealButton.widthAnchor.constraint(equalToConstant: 56),
            revealButton.heightAnchor.constraint(equalTo: revealButton.widthAnchor),
            revealButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
            revealButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    func reveal() {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemPink
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    private var buttonFrameInWindow: CGRect {
        revealButton.superview?.convert(revealButton.frame, to: nil) ?? .zero
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let animator = RevealMaskAnimator(mode: .present, originFrame: buttonFrameInWindow)
        lastAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = RevealMaskAnimator(mode: .dismiss, originFrame: buttonFrameInWindow)
        lastAnimator = animator
        return animator
    }
}
