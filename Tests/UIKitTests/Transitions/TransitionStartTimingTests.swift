import XCTest

@testable import UIKit

/// Slides the presented view up from below with UIKit's spring (duration 1 s, damping 0.6) and
/// records, in `order`, when it is asked to animate.
@MainActor
final class SpringRiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var order: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        order?()
        let toView = ctx.view(forKey: .to)!
        let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: 0, dy: 800)
        ctx.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
            animations: { toView.frame = final }, completion: { _ in ctx.completeTransition(true) })
    }
}

/// A presentation controller that notes when its container lays out.
@MainActor
final class LayoutNotingPresentationController: UIPresentationController {
    var order: (() -> Void)?
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        order?()
    }
}

/// Hands out the spring animator, and for `.custom` the noting presentation controller.
@MainActor
final class SpringRiseDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SpringRiseAnimator()
    var steps: [String] = []
    var presentation: LayoutNotingPresentationController?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.order = { [unowned self] in steps.append("animateTransition") }
        return animator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = LayoutNotingPresentationController(
            presentedViewController: presented, presenting: presenting)
        controller.order = { [unowned self] in steps.append("containerViewWillLayoutSubviews") }
        presentation = controller
        return controller
    }
}

@MainActor
final class TransitionStartTimingTests: XCTestCase {
    /// R162: a transition started by app code between frames begins at the end of that turn of the
    /// run loop — at the time `present` was called, not a frame later: 0.5 s after `present` the
    /// spring shows its 0.5 s value.
    func testR162ASpringPresentSampledHalfASecondLaterIsAtTheSpringsHalfSecondValue() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        app.advance(seconds: 0.1)
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        let delegate = SpringRiseDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        app.advance(seconds: 0.5)
        let spring = SpringSolver.uiKitSpring(duration: 1, dampingRatio: 0.6, initialVelocity: 0)
        let expected = 426 + 800 * (1 - spring.progress(at: 0.5))
        let late = 426 + 800 * (1 - spring.progress(at: 0.5 - 1 / 60.0))
        XCTAssertGreaterThan(abs(expected - late), 2, "a frame late would show")
        XCTAssertEqual(Double(b.view.layer.presentationProperties.position.y), expected, accuracy: 0.01)
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// R162: the start waits for the end of the turn, so what the app does right after `present`
    /// still joins (R67), and nothing has started before the clock moves.
    func testR162TheAnimatorStartsAtTheEndOfTheTurnNotInsidePresent() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        let delegate = SpringRiseDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        XCTAssertEqual(delegate.steps, [], "not inside present(_:animated:)")
        var alongside = false
        b.transitionCoordinator?.animate(alongsideTransition: { _ in alongside = true }, completion: nil)
        let start = app.clock.time
        app.clock.advance(by: 1 / 60.0)
        XCTAssertEqual(delegate.steps, ["animateTransition"], "the turn ended before time moved on")
        XCTAssertTrue(alongside, "R67: registered right after present, it joins")
        XCTAssertEqual(app.clock.time - start, 1 / 60.0, accuracy: 1e-9)
        XCTAssertEqual(
            UIKitRuntime.currentTransition?.elapsed ?? -1, 1 / 60.0, accuracy: 1e-9, "started at the turn's time")
    }

    /// R163: the commit lays out before the animator starts: a custom presentation controller's
    /// `containerViewWillLayoutSubviews` comes before `animateTransition`.
    func testR163TheContainerLaysOutBeforeTheAnimatorStarts() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let b = NamedController("B")
        b.modalPresentationStyle = .custom
        let delegate = SpringRiseDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(delegate.steps.first, "containerViewWillLayoutSubviews")
        XCTAssertEqual(Array(delegate.steps.prefix(2)), ["containerViewWillLayoutSubviews", "animateTransition"])
        _ = delegate.presentation
    }
}
