import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S7 end to end: push keeps UIKit's default slide (the delegate returns nil, R85); pop runs the
/// seed's 0.7 s scale-slide-fade on UIView's default ease-in-out curve, and its completion restores
/// the popped screen's transform and alpha.
@MainActor
final class S07NavigationPopTests: XCTestCase {
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// Opens the scene and pushes the red screen with a tap.
    private func openPushed(
        _ sim: Simulator
    ) throws -> (UINavigationController, ScaleSlideFadeRootViewController, ScaleSlideFadePushedViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S7") as? UINavigationController)
        let root = try XCTUnwrap(nav.topViewController as? ScaleSlideFadeRootViewController)
        XCTAssertNotNil(sim.tap(root.pushButton))
        sim.advance(seconds: 0.6)
        let pushed = try XCTUnwrap(nav.topViewController as? ScaleSlideFadePushedViewController)
        return (nav, root, pushed)
    }

    func testPushKeepsTheDefaultSlideAndInstallsTheDelegate() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S7") as? UINavigationController)
        let root = try XCTUnwrap(nav.topViewController as? ScaleSlideFadeRootViewController)
        XCTAssertNil(nav.delegate, "the seed sets the delegate in push()")
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(root.pushButton))
        XCTAssertTrue(nav.delegate === root)
        let pushed = try XCTUnwrap(nav.topViewController as? ScaleSlideFadePushedViewController)
        sim.advance(seconds: 0.1)
        // R88: the default slide moves frames, no transform, no fade.
        let x = pushed.view.presentedFrame.minX
        XCTAssertGreaterThan(x, 20)
        XCTAssertLessThan(x, 380)
        XCTAssertTrue(CATransform3DIsIdentity(pushed.view.layer.presentationProperties.transform))
        XCTAssertEqual(pushed.view.layer.presentationProperties.opacity, 1)
        XCTAssertLessThan(root.view.presentedFrame.minX, 0, "the parallax: the covered screen moves left too")
        sim.advance(seconds: 0.5)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertTrue(pushed.view.superview != nil && root.view.superview == nil)
        // R86: a nil animator means the interaction controller is never asked.
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("navigationDelegate") || $0.hasPrefix("push") },
            [
                "push To (animated: true)", "navigationDelegate.animationController(for: push)",
                "navigationDelegate.didShow To",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testPopScalesSlidesAndFadesBothScreensOnTheEaseInOutCurve() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, pushed) = try openPushed(sim)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(pushed.popButton))
        XCTAssertTrue(nav.topViewController === root, "R93: the stack changes when the pop starts")
        let width: CGFloat = 393
        /// Checks both views against the seed's values at `fraction` of the curve.
        func check(at fraction: Double, _ message: String) {
            let e = CGFloat(easeInOut.value(at: fraction))
            let to = root.view.layer.presentationProperties
            let from = pushed.view.layer.presentationProperties
            // To-view: from (−W, scale 0.1, alpha 0) to identity, alpha 1.
            XCTAssertEqual(to.transform.m11, 0.1 + 0.9 * e, accuracy: 0.002, "to scale x, \(message)")
            XCTAssertEqual(to.transform.m22, 0.1 + 0.9 * e, accuracy: 0.002, "to scale y, \(message)")
            XCTAssertEqual(to.transform.m41, -width * (1 - e), accuracy: 0.5, "to translation, \(message)")
            XCTAssertEqual(CGFloat(to.opacity), e, accuracy: 0.002, "to alpha, \(message)")
            // From-view: from identity to (+W, scale 0.1, alpha 0).
            XCTAssertEqual(from.transform.m11, 1 - 0.9 * e, accuracy: 0.002, "from scale, \(message)")
            XCTAssertEqual(from.transform.m41, width * e, accuracy: 0.5, "from translation, \(message)")
            XCTAssertEqual(CGFloat(from.opacity), 1 - e, accuracy: 0.002, "from alpha, \(message)")
        }
        check(at: 0, "at the start")
        XCTAssertTrue(root.view.superview === pushed.view.superview, "both in the container")
        XCTAssertTrue(root.view.superview?.subviews.last === root.view, "the seed adds the to-view on top")
        sim.advance(seconds: 0.175)
        check(at: 0.25, "at a quarter of the time")
        XCTAssertLessThan(root.view.layer.presentationProperties.opacity, 0.2, "ease-in-out, not linear")
        sim.advance(seconds: 0.175)
        check(at: 0.5, "at half time")
        XCTAssertEqual(root.view.layer.presentationProperties.transform.m11, 0.55, accuracy: 0.002)
        XCTAssertEqual(pushed.view.layer.presentationProperties.opacity, 0.5, accuracy: 0.002)
        try assertGolden(try sim.render(), named: "S7-pop-mid")
        sim.advance(seconds: 0.3)
        XCTAssertNotNil(sim.currentTransition, "0.65 s: still running")
        sim.advance(seconds: 0.1)

        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertNil(pushed.parent)
        XCTAssertNil(pushed.view.superview)
        // The completion restored the popped screen's properties; the to-view ended at identity.
        XCTAssertTrue(CATransform3DIsIdentity(pushed.view.layer.transform))
        XCTAssertEqual(pushed.view.alpha, 1)
        XCTAssertTrue(CATransform3DIsIdentity(root.view.layer.presentationProperties.transform))
        XCTAssertEqual(root.view.alpha, 1)
        XCTAssertEqual(
            sim.outline(depth: 3),
            """
            UIWindow frame=(0 0; 393 852)
              NavigationRootView frame=(0 0; 393 852)
                UIView frame=(0 0; 393 852)
                  UIView frame=(0 0; 393 852)
                UINavigationBar frame=(0 0; 393 103)
                  BarBackgroundView frame=(0 0; 393 103) alpha=0
                  BarBackgroundView frame=(0 0; 393 103)
                  BarBackgroundView frame=(0 0; 393 103) hidden
                  UIView frame=(0 103; 393 0)
                  UIView frame=(0 0; 393 103)
                  UIView frame=(0 0; 393 103)
            """)
        XCTAssertEqual(
            sim.eventLog.entries.filter { !$0.hasPrefix("coordinator") },
            [
                "pop To (animated: true)",
                "navigationDelegate.animationController(for: pop)",
                "navigationDelegate.interactionController",
                "To.viewWillDisappear",
                "From.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "From.viewDidAppear",
                "To.viewDidDisappear",
                "navigationDelegate.didShow From",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testTheBackButtonPopsWithTheSameAnimator() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root, pushed) = try openPushed(sim)
        XCTAssertNotNil(sim.tap(nav.navigationBar.backButton))
        sim.advance(seconds: 0.35)
        XCTAssertEqual(root.view.layer.presentationProperties.transform.m11, 0.55, accuracy: 0.002)
        XCTAssertEqual(pushed.view.layer.presentationProperties.transform.m41, 196.5, accuracy: 0.5)
        sim.advance(seconds: 0.4)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
