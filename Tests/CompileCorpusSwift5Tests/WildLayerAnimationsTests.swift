// The corpus's Core Animation code (Corpus/WildLayerAnimations.swift), compiled in Swift 5 mode
// and run: a push through a CATransition on the navigation controller's view (R240), the reveal
// animator's delegate completing the transition, a spring that settles.
import UIKit
import XCTest

final class WildLayerAnimationsTests: XCTestCase {
    func testAPushUnderACATransitionSwapsTheScreensWithTheLayerEffect() {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let app = CorpusApp(root: navigation)
        let second = UIViewController()
        second.view.backgroundColor = .systemTeal

        LayerEffects.pushWithCoreAnimation(second, on: navigation)

        XCTAssertTrue(navigation.topViewController === second, "pushed at once, without UIKit's animation")
        XCTAssertNil(navigation.transitionCoordinator)
        let transition = navigation.view.layer.animation(forKey: kCATransition) as? CATransition
        XCTAssertEqual(transition?.type, .push)
        XCTAssertEqual(transition?.subtype, .fromRight)
        app.advance(seconds: 0.5)
        XCTAssertNil(navigation.view.layer.animationKeys(), "removed at its end")
        XCTAssertTrue(second.view.window != nil)
    }

    func testTheCircularRevealCompletesThroughItsAnimationDelegate() {
        final class Screen: UIViewController, UIViewControllerTransitioningDelegate {
            let reveal = CircularRevealAnimator()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { reveal }
        }
        let presenter = Screen()
        let app = CorpusApp(root: presenter)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = presenter
        presenter.reveal.origin = CGPoint(x: 50, y: 50)
        presenter.present(presented, animated: true)
        app.advance(seconds: 0.2)
        XCTAssertNotNil(presented.view.layer.mask, "masked while the circle grows")
        app.advance(seconds: 0.5)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertNil(presented.view.layer.mask, "the delegate removed the mask and completed")
        XCTAssertNil(presenter.transitionCoordinator)
    }

    func testThePopSpringSettlesAndTheTransactionCompletes() {
        let screen = UIViewController()
        let app = CorpusApp(root: screen)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        screen.view.addSubview(badge)
        var completed = false
        LayerEffects.pop(badge) { completed = true }
        app.advance(seconds: 0.1)
        XCTAssertFalse(completed)
        app.advance(seconds: 3)
        XCTAssertTrue(completed, "after the spring's settling duration")
        XCTAssertNotNil(badge.layer.animation(forKey: "fade"), "kept: not removed on completion")
    }
}
