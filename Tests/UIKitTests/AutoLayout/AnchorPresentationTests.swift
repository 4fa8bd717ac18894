import Foundation
import XCTest

@testable import UIKit

// A bottom drawer written the way card and drawer libraries write it: the presentation controller
// pins its dimming view with anchors, the animator pins the presented view to the container and
// animates the bottom constraint's constant with a spring and `layoutIfNeeded`, and the dismissal
// finds that constraint again in `containerView.constraints`. Nothing here is Stagecraft-specific.

/// The drawer's presentation controller.
@MainActor
final class DrawerPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// The drawer's animator: constraints in, a constant animated with a spring.
@MainActor
final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let drawerHeight: CGFloat = 400

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.translatesAutoresizingMaskIntoConstraints = false
            containerView.addSubview(toView)
            let bottom = toView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: drawerHeight)
            NSLayoutConstraint.activate([
                toView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                toView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                toView.heightAnchor.constraint(equalToConstant: drawerHeight),
                bottom,
            ])
            containerView.layoutIfNeeded()
            bottom.constant = 0
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                options: .curveEaseOut,
                animations: { containerView.layoutIfNeeded() },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            let bottom = containerView.constraints.first { $0.firstItem === fromView && $0.firstAttribute == .bottom }
            bottom?.constant = fromView.bounds.height
            UIView.animate(
                withDuration: duration, animations: { containerView.layoutIfNeeded() },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }
}

/// The drawer's transitioning delegate.
@MainActor
final class DrawerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Test hook: runs right after the animator's `animateTransition` (starts a frame-based twin).
    var didAnimate: ((UIViewControllerContextTransitioning) -> Void)?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DrawerPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        TwinStartingAnimator(DrawerAnimator(isPresenting: true), then: didAnimate)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DrawerAnimator(isPresenting: false)
    }
}

/// Wraps an animator to start something in the same turn as its animations (test only).
@MainActor
final class TwinStartingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let wrapped: UIViewControllerAnimatedTransitioning
    let then: ((UIViewControllerContextTransitioning) -> Void)?

    init(_ wrapped: UIViewControllerAnimatedTransitioning, then: ((UIViewControllerContextTransitioning) -> Void)?) {
        self.wrapped = wrapped
        self.then = then
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        wrapped.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        wrapped.animateTransition(using: transitionContext)
        then?(transitionContext)
    }
}

/// The drawer's content: a handle and a button pinned to the safe area, with anchors.
@MainActor
final class DrawerContentController: UIViewController {
    let handle = UIView()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        handle.translatesAutoresizingMaskIntoConstraints = false
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Done", for: .normal)
        view.addSubview(handle)
        view.addSubview(button)
        NSLayoutConstraint.activate([
            handle.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 5),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }
}

/// Done means: the drawer compiles unchanged and animates correctly headless.
@MainActor
final class AnchorPresentationTests: XCTestCase {
    func testADrawerWrittenWithAnchorsPresentsWithASpringAndDismisses() async {
        let presenter = UIViewController()
        let app = TestApp(root: presenter)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.advance(seconds: 1.0 / 60)
        let drawer = DrawerContentController()
        let delegate = DrawerTransitioningDelegate()
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = delegate
        let twin = UIView(frame: CGRect(x: 0, y: 852, width: 393, height: 400))
        delegate.didAnimate = { context in
            context.containerView.addSubview(twin)
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                animations: { twin.frame.origin.y = 452 })
        }

        presenter.present(drawer, animated: true)
        app.advance(seconds: 1.0 / 60)

        let drawerView = drawer.view!
        XCTAssertEqual(drawerView.frame, CGRect(x: 0, y: 452, width: 393, height: 400), "model: the final frame")
        for _ in 0..<8 {
            app.advance(seconds: 0.05)
            let on = drawerView.layer.presentationProperties
            let expected = twin.layer.presentationProperties
            assertPoint(on.position, expected.position, accuracy: 1e-6)
        }
        let mid = drawerView.layer.presentationProperties.frame.minY
        XCTAssertLessThan(mid, 470, "well on its way")
        app.advance(seconds: 0.3)
        XCTAssertNil(TransitionDriver.inFlight.first, "the transition completed")
        XCTAssertEqual(drawerView.layer.presentationProperties.frame.minY, 452)

        // Content inside the drawer, pinned with anchors to it and to its safe area.
        // centerX 196.5 − 18 = 178.5: edges rounded to the 1× screen's pixels.
        XCTAssertEqual(drawer.handle.frame, CGRect(x: 179, y: 8, width: 36, height: 5))
        let buttonSize = drawer.button.intrinsicContentSize
        XCTAssertEqual(drawer.button.frame.maxY, 400 - 34 - 16, "the drawer's bottom 34 pt are unsafe")
        XCTAssertEqual(drawer.button.frame.size, buttonSize)
        let presentation = drawer.presentationController as! DrawerPresentationController
        XCTAssertEqual(presentation.dimmingView.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(presentation.dimmingView.alpha, 1)

        drawer.dismiss(animated: true)
        app.advance(seconds: 0.25)
        let leaving = drawerView.layer.presentationProperties.frame.minY
        XCTAssertTrue(leaving > 452 && leaving < 852, "sliding down: \(leaving)")
        app.advance(seconds: 0.5)
        XCTAssertNil(drawerView.superview)
        XCTAssertNil(presentation.dimmingView.superview)
        XCTAssertTrue(
            presentation.containerView?.constraints.isEmpty ?? true, "removing the views took their constraints")
        XCTAssertEqual(app.diagnosticNames, [])
    }
    /// The drawer's delegate with a pan-style interactor for the dismissal.
    @MainActor
    private final class InteractiveDrawerDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        var interactive = false

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            DrawerPresentationController(presentedViewController: presented, presenting: presenting)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { DrawerAnimator(isPresenting: true) }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            DrawerAnimator(isPresenting: false)
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactive ? interactor : nil }
    }

    func testTheDrawerScrubsItsConstraintAnimationWhenDismissedInteractively() async {
        let presenter = UIViewController()
        let app = TestApp(root: presenter)
        let drawer = DrawerContentController()
        let delegate = InteractiveDrawerDelegate()
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = delegate
        presenter.present(drawer, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(drawer.view.frame.minY, 452)

        delegate.interactive = true
        drawer.dismiss(animated: true)
        app.advance(seconds: 1.0 / 60)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1.0 / 60)

        // Ease-in-out at half the time is half the way: 452 + 200.
        XCTAssertEqual(drawer.view.layer.presentationProperties.frame.minY, 652, accuracy: 0.01)
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertNil(drawer.view.superview)
        XCTAssertNil(drawer.presentingViewController)
        XCTAssertEqual(app.diagnosticNames, [])
    }
}
