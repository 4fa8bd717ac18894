import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S3 end to end: the seed's first PopAnimator fades the second screen in over 1 s; its delegate
/// returns nil for dismissal, so UIKit's built-in cover-vertical animation takes it away (R3).
@MainActor
final class S03FadeInTests: XCTestCase {
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    func testPresentFadesTheSecondScreenFromZeroToOneOverOneSecondOnTheEaseInOutCurve() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let first = try XCTUnwrap(try sim.openScene("S3") as? FadeInFirstViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(first.button))
        let second = try XCTUnwrap(first.presentedViewController as? FadeInSecondViewController)
        let alpha = { CGFloat(second.view.layer.presentationProperties.opacity) }
        // Added to the container at alpha 0 (model 1 under the running animation).
        XCTAssertTrue(second.view.superview === first.view.superview, "both in the container (R24)")
        XCTAssertEqual(alpha(), 0, accuracy: 0.001)
        XCTAssertEqual(second.view.alpha, 1)
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852), "no frame change, only alpha")
        sim.advance(seconds: 0.1)
        try assertGolden(try sim.render(), named: "S3-present-start")
        sim.advance(seconds: 0.15)
        XCTAssertEqual(alpha(), CGFloat(easeInOut.value(at: 0.25)), accuracy: 0.005)
        XCTAssertLessThan(alpha(), 0.2, "ease-in-out, not linear, at a quarter of the time")
        sim.advance(seconds: 0.25)
        XCTAssertEqual(alpha(), CGFloat(easeInOut.value(at: 0.5)), accuracy: 0.005)
        try assertGolden(try sim.render(), named: "S3-present-mid")
        sim.advance(seconds: 0.45)
        XCTAssertNotNil(first.presentedViewController)
        XCTAssertNotNil(first.view.superview, "still animating at 0.95 s: the presenter stays until completion")
        sim.advance(seconds: 0.1)
        try assertGolden(try sim.render(), named: "S3-present-end")

        XCTAssertEqual(alpha(), 1)
        XCTAssertNil(first.view.superview, "full screen: the presenter's view is removed (R24)")
        XCTAssertEqual(
            sim.outline(depth: 2),
            """
            UIWindow frame=(0 0; 393 852)
              UITransitionView frame=(0 0; 393 852)
                UIView frame=(0 0; 393 852)
            """)
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "present Second from First (fullScreen, animated: true)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "container inserted",
                "Second.viewDidLoad",
                "presentationController.presentationTransitionWillBegin",
                "First.viewWillDisappear",
                "Second.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.presentationTransitionDidEnd(true)",
                "Second.viewDidAppear",
                "First.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testDismissFallsBackToTheBuiltInCoverVerticalBecauseTheDelegateReturnsNil() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let first = try XCTUnwrap(try sim.openScene("S3") as? FadeInFirstViewController)
        sim.tap(first.button)
        sim.advance(seconds: 1.1)
        let second = try XCTUnwrap(first.presentedViewController as? FadeInSecondViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(second.button))
        // R24: the built-in animator puts the presenter's view back below the leaving view.
        let container = try XCTUnwrap(second.view.superview)
        XCTAssertTrue(container.subviews.first === first.view)
        sim.advance(seconds: 0.05)
        try assertGolden(try sim.render(), named: "S3-dismiss-start")
        sim.advance(seconds: 0.15)
        let y = second.view.presentedFrame.minY
        XCTAssertGreaterThan(y, 100, "sliding down")
        XCTAssertLessThan(y, 852)
        XCTAssertEqual(CGFloat(second.view.layer.presentationProperties.opacity), 1, "no fade on the way out")
        try assertGolden(try sim.render(), named: "S3-dismiss-mid")
        sim.advance(seconds: 0.3)
        try assertGolden(try sim.render(), named: "S3-dismiss-end")

        XCTAssertNil(first.presentedViewController)
        XCTAssertEqual(
            sim.outline(depth: 1),
            """
            UIWindow frame=(0 0; 393 852)
              UIView frame=(0 0; 393 852)
            """)
        XCTAssertTrue(sim.window.subviews.first === first.view)
        // R3/R4: a nil animator means the built-in one, and no interaction-controller query.
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "dismiss Second to First (fullScreen, animated: true)",
                "delegate.animationController(forDismissed:)",
                "presentationController.dismissalTransitionWillBegin",
                "Second.viewWillDisappear",
                "First.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)",
                "First.viewDidAppear",
                "Second.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
    }
}
