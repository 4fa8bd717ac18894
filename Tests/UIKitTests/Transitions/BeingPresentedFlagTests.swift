import XCTest

@testable import UIKit

/// Records `isBeingPresented`/`isBeingDismissed` of the controllers it animates, from inside
/// `transitionDuration` and `animateTransition` — where the seeds' animators read them
/// (`if toVC.isBeingPresented { … }`, seed 002 section 3.3).
@MainActor
final class FlagReadingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var record: [String] = []

    private func note(_ what: String, _ ctx: UIViewControllerContextTransitioning?) {
        guard let ctx, let to = ctx.viewController(forKey: .to), let from = ctx.viewController(forKey: .from) else {
            return
        }
        record.append("\(what) to.presented=\(to.isBeingPresented) from.dismissed=\(from.isBeingDismissed)")
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        note("duration", transitionContext)
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        note("animate", transitionContext)
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) { container.addSubview(toView) }
        UIView.animate(withDuration: 0.3, animations: { container.alpha = 0.99 }) { _ in
            self.note("before complete", transitionContext)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Hands out one `FlagReadingAnimator` for both directions.
@MainActor
final class FlagReadingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FlagReadingAnimator()
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// R11 as iOS behaves: the flags are set for the whole transition, so the seeds' animators that
/// branch on `toVC.isBeingPresented` inside `animateTransition` pick the right branch.
@MainActor
final class BeingPresentedFlagTests: XCTestCase {
    func testFlagsAreTrueInsideTheAnimatorAndFalseAfterwards() async {
        for style in [UIModalPresentationStyle.fullScreen, .custom] {
            let a = NamedController("A")
            let app = TestApp(root: a)
            let b = NamedController("B")
            b.modalPresentationStyle = style
            let delegate = FlagReadingDelegate()
            b.transitioningDelegate = delegate
            var inCompletion: [Bool] = []
            a.present(b, animated: true) { inCompletion.append(b.isBeingPresented) }
            XCTAssertTrue(b.isBeingPresented, "\(style): still presenting after present() returned")
            app.advance(seconds: 0.5)
            XCTAssertFalse(b.isBeingPresented, "\(style)")
            b.dismiss(animated: true) { inCompletion.append(b.isBeingDismissed) }
            XCTAssertTrue(b.isBeingDismissed, "\(style)")
            app.advance(seconds: 0.5)
            XCTAssertFalse(b.isBeingDismissed, "\(style)")
            XCTAssertEqual(inCompletion, [false, false], "\(style): flags are cleared before the completions")
            XCTAssertEqual(
                delegate.animator.record,
                [
                    "duration to.presented=true from.dismissed=false",
                    "animate to.presented=true from.dismissed=false",
                    "before complete to.presented=true from.dismissed=false",
                    "duration to.presented=false from.dismissed=true",
                    "animate to.presented=false from.dismissed=true",
                    "before complete to.presented=false from.dismissed=true",
                ], "\(style)")
        }
    }
}
