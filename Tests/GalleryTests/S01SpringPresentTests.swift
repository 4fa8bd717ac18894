import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S1 end to end: the seed's spring animator presents the green screen from below and, in dismiss
/// mode, drops the red presenter's view back from above (003_… part 2, 001_…).
@MainActor
final class S01SpringPresentTests: XCTestCase {
    func testPresentSpringsGreenUpFromOneScreenBelowOvershootingAndEndsFullScreenWithRedRemoved() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let red = try XCTUnwrap(try sim.openScene("S1") as? SpringPresentingViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(red.button))
        let green = try XCTUnwrap(red.presentedViewController as? SpringPresentedViewController)
        XCTAssertEqual(green.modalPresentationStyle, .fullScreen)
        // The to-view starts at finalFrame shifted down by the screen height (852).
        XCTAssertFalse(green.view.layer.animationKeys()?.isEmpty ?? true, "the spring is running")
        var ys: [CGFloat] = [green.view.presentedFrame.minY]
        sim.sampleFrames(for: 0.1) { ys.append(green.view.presentedFrame.minY) }
        try assertGolden(try sim.render(), named: "S1-present-start")
        sim.sampleFrames(for: 0.3) { ys.append(green.view.presentedFrame.minY) }
        try assertGolden(try sim.render(), named: "S1-present-mid")
        sim.sampleFrames(for: 0.7) { ys.append(green.view.presentedFrame.minY) }
        try assertGolden(try sim.render(), named: "S1-present-end")

        XCTAssertEqual(ys[0], 852, accuracy: 1, "starts one screen height below its final frame")
        // Damping 0.6 overshoots: the view goes above its final y = 0 on the way, then settles.
        let overshoot = try XCTUnwrap(ys.min())
        XCTAssertLessThan(overshoot, -40)
        let firstAbove = try XCTUnwrap(ys.firstIndex { $0 < 0 })
        XCTAssertTrue(ys[..<firstAbove].allSatisfy { $0 >= 0 }, "rises monotonically before the overshoot")
        XCTAssertEqual(try XCTUnwrap(ys.last), 0, accuracy: 0.01)
        XCTAssertEqual(green.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))

        // R24/R26: full screen — the container holds only the green view; the red view is removed.
        XCTAssertNil(red.view.superview)
        XCTAssertEqual(sim.window.subviews.count, 1)
        XCTAssertTrue(green.view.superview?.superview === sim.window)
        XCTAssertEqual(
            sim.outline(),
            """
            UIWindow frame=(0 0; 393 852)
              UITransitionView frame=(0 0; 393 852)
                UIView frame=(0 0; 393 852)
            """)
        // R10 order: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear, …, B.viewDidAppear, A.viewDidDisappear.
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "present Green from Red (fullScreen, animated: true)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "container inserted",
                "Green.viewDidLoad",
                "presentationController.presentationTransitionWillBegin",
                "Red.viewWillDisappear",
                "Green.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.presentationTransitionDidEnd(true)",
                "Green.viewDidAppear",
                "Red.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testDismissDropsRedFromOneScreenAboveOverTheGreenAndRestoresRedAlone() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let red = try XCTUnwrap(try sim.openScene("S1") as? SpringPresentingViewController)
        sim.tap(red.button)
        sim.advance(seconds: 1.1)
        let green = try XCTUnwrap(red.presentedViewController as? SpringPresentedViewController)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(green.button))
        XCTAssertEqual(red.animation.animationType, .dismiss)
        // R24: the presenter's view came back as view(forKey: .to), outside the container; the seed's
        // animator adds it on top of the green view.
        let container = try XCTUnwrap(green.view.superview)
        XCTAssertTrue(red.view.superview === container)
        XCTAssertEqual(container.subviews.last.map { $0 === red.view }, true)
        var ys: [CGFloat] = [red.view.presentedFrame.minY]
        sim.sampleFrames(for: 0.1) { ys.append(red.view.presentedFrame.minY) }
        try assertGolden(try sim.render(), named: "S1-dismiss-start")
        sim.sampleFrames(for: 0.3) { ys.append(red.view.presentedFrame.minY) }
        try assertGolden(try sim.render(), named: "S1-dismiss-mid")
        sim.sampleFrames(for: 0.7) { ys.append(red.view.presentedFrame.minY) }
        try assertGolden(try sim.render(), named: "S1-dismiss-end")

        XCTAssertEqual(ys[0], -852, accuracy: 1, "starts one screen height above its final frame")
        XCTAssertGreaterThan(try XCTUnwrap(ys.max()), 40, "damping 0.6 overshoots below the final y = 0")
        XCTAssertEqual(try XCTUnwrap(ys.last), 0, accuracy: 0.01)

        // R24: after the dismissal the red view is back in the window at its index, container gone.
        XCTAssertNil(red.presentedViewController)
        XCTAssertNil(green.view.superview)
        XCTAssertEqual(sim.window.subviews.count, 1)
        XCTAssertTrue(sim.window.subviews.first === red.view)
        XCTAssertEqual(red.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(
            sim.outline(depth: 1),
            """
            UIWindow frame=(0 0; 393 852)
              UIView frame=(0 0; 393 852)
            """)
        // R10, dismiss half: B.viewWillDisappear, A.viewWillAppear, …, A.viewDidAppear, B.viewDidDisappear.
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "dismiss Green to Red (fullScreen, animated: true)",
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "presentationController.dismissalTransitionWillBegin",
                "Green.viewWillDisappear",
                "Red.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)",
                "Red.viewDidAppear",
                "Green.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
