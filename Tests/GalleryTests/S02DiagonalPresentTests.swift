import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S2 end to end: listing 10-2's diagonal animator under `.custom` — the presented view comes out of
/// the lower-right corner and goes back into it; the presenter's view never moves (R25).
@MainActor
final class S02DiagonalPresentTests: XCTestCase {
    /// UIKit's ease-in-out curve, the default of `UIView.animate(withDuration:animations:completion:)`.
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    func testPresentMovesTheViewDiagonallyOutOfTheLowerRightCornerOverThePresenter() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let presenter = try XCTUnwrap(try sim.openScene("S2") as? DiagonalPresentingViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(presenter.button))
        let presented = try XCTUnwrap(presenter.presentedViewController as? DiagonalPresentedViewController)
        XCTAssertEqual(presented.modalPresentationStyle, .custom)
        XCTAssertTrue(presented.transitioningDelegate === presenter.diagonalDelegate)
        // R29: initialFrame(for: to) is .zero; the listing moves its origin to the lower-right corner.
        XCTAssertEqual(presented.view.presentedFrame, CGRect(x: 393, y: 852, width: 0, height: 0))
        sim.advance(seconds: 0.1)
        try assertGolden(try sim.render(), named: "S2-present-start")
        sim.advance(seconds: 0.15)
        // Mid-flight (0.25 of 0.5 s): on the diagonal, at easeInOut(0.5) of the way.
        let mid = presented.view.presentedFrame
        let p = CGFloat(easeInOut.value(at: 0.5))
        XCTAssertEqual(mid.minX, 393 * (1 - p), accuracy: 0.5)
        XCTAssertEqual(mid.minY, 852 * (1 - p), accuracy: 0.5)
        XCTAssertEqual(mid.width, 393 * p, accuracy: 0.5)
        XCTAssertEqual(mid.height, 852 * p, accuracy: 0.5)
        try assertGolden(try sim.render(), named: "S2-present-mid")
        sim.advance(seconds: 0.3)
        try assertGolden(try sim.render(), named: "S2-present-end")

        // R25: .custom leaves the presenter's view in the window, under the container.
        XCTAssertTrue(presenter.view.superview === sim.window)
        XCTAssertEqual(sim.window.subviews.count, 2)
        XCTAssertTrue(sim.window.subviews.first === presenter.view)
        XCTAssertTrue(presented.view.superview?.superview === sim.window)
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(
            sim.outline(),
            """
            UIWindow frame=(0 0; 393 852)
              UIView frame=(0 0; 393 852)
                SceneCaptionView frame=(20 75; 353 117)
                UIButton frame=(106.5 401; 180 50) title="present"
              UITransitionView frame=(0 0; 393 852)
                UIView frame=(0 0; 393 852)
            """)
        // R12, R131: .custom — the presentation controller is asked first, the presenter gets no
        // appearance callbacks.
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "present Diagonal from Presenter (custom, animated: true)",
                "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "container inserted",
                "Diagonal.viewDidLoad",
                "presentationController.presentationTransitionWillBegin",
                "Diagonal.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.presentationTransitionDidEnd(true)",
                "Diagonal.viewDidAppear",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testDismissShrinksTheViewBackIntoTheCornerAndLeavesThePresenterWhereItWas() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let presenter = try XCTUnwrap(try sim.openScene("S2") as? DiagonalPresentingViewController)
        sim.tap(presenter.button)
        sim.advance(seconds: 0.6)
        let presented = try XCTUnwrap(presenter.presentedViewController as? DiagonalPresentedViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(presented.button))
        // R25: view(forKey: .to) is nil, so the listing adds nothing to the container.
        let container = try XCTUnwrap(presented.view.superview)
        XCTAssertEqual(container.subviews.count, 1)
        XCTAssertTrue(presenter.view.superview === sim.window)
        sim.advance(seconds: 0.1)
        try assertGolden(try sim.render(), named: "S2-dismiss-start")
        sim.advance(seconds: 0.15)
        // The listing's end frame takes its size from the nil "to" view (0 × 0, as Objective-C reads
        // it): half way, the view is half its size and half way to the corner.
        let mid = presented.view.presentedFrame
        let p = CGFloat(easeInOut.value(at: 0.5))
        XCTAssertEqual(mid.minX, 393 * p, accuracy: 0.5)
        XCTAssertEqual(mid.minY, 852 * p, accuracy: 0.5)
        XCTAssertEqual(mid.width, 393 * (1 - p), accuracy: 0.5)
        XCTAssertEqual(mid.height, 852 * (1 - p), accuracy: 0.5)
        try assertGolden(try sim.render(), named: "S2-dismiss-mid")
        sim.advance(seconds: 0.3)
        try assertGolden(try sim.render(), named: "S2-dismiss-end")

        // R26: presented view and container gone; the presenter's view never left the window.
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.view.superview)
        XCTAssertEqual(presented.view.frame, CGRect(x: 393, y: 852, width: 0, height: 0))
        XCTAssertEqual(
            sim.outline(depth: 1),
            """
            UIWindow frame=(0 0; 393 852)
              UIView frame=(0 0; 393 852)
            """)
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "dismiss Diagonal to Presenter (custom, animated: true)",
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "presentationController.dismissalTransitionWillBegin",
                "Diagonal.viewWillDisappear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)",
                "Diagonal.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [], "no presenterViewAddedToContainer (R25)")
    }
}
