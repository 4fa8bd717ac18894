import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S17 end to end: the same green screen presented and dismissed with each built-in
/// `modalTransitionStyle` and no transitioning delegate (003_… part 2 step 2; R3, R127, R128).
@MainActor
final class S17BuiltinModalStylesTests: XCTestCase {
    /// What one built-in style run gives the test: the controllers and the mid-flight samples.
    struct Run {
        var red: ModalStylesPresentingViewController
        var green: ModalStylesPresentedViewController
    }

    /// Taps the button for `style`, takes golden frames at 0.05 s, 0.15 s (and `extraMid`) and the
    /// end of the presentation, checks the end state, then does the same for the dismissal.
    /// `probe` is called at each mid-flight instant with the direction and time.
    func run(
        _ style: UIModalTransitionStyle, name: String, extraMid: Double? = nil,
        probe: (Run, _ presenting: Bool, _ time: Double) -> Void
    ) throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let red = try XCTUnwrap(try sim.openScene("S17") as? ModalStylesPresentingViewController)
        let index = try XCTUnwrap(ModalStylesPresentingViewController.styles.firstIndex { $0.0 == style })
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(red.buttons[index]))
        let green = try XCTUnwrap(red.presentedViewController as? ModalStylesPresentedViewController)
        XCTAssertNil(green.transitioningDelegate)
        XCTAssertEqual(green.modalTransitionStyle, style)
        let run = Run(red: red, green: green)
        try frames(sim, "S17-\(name)-present", extraMid: extraMid) { probe(run, true, $0) }

        XCTAssertNil(red.view.superview, "full screen: the presenter's view is removed (R24)")
        XCTAssertEqual(green.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertTrue(CATransform3DIsIdentity(green.view.layer.transform))
        XCTAssertEqual(green.view.alpha, 1)
        XCTAssertEqual(
            sim.outline(depth: 2),
            """
            UIWindow frame=(0 0; 393 852)
              UITransitionView frame=(0 0; 393 852)
                UIView frame=(0 0; 393 852)
            """)
        // R3/R4: no delegate ⇒ no delegate queries; UIKit's own animator runs. R10 appearance order.
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "present Green from Red (fullScreen, animated: true)",
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

        sim.eventLog.removeAll()
        XCTAssertNotNil(sim.tap(green.button))
        try frames(sim, "S17-\(name)-dismiss", extraMid: extraMid) { probe(run, false, $0) }

        XCTAssertNil(red.presentedViewController)
        XCTAssertNil(green.view.superview)
        XCTAssertTrue(sim.window.subviews.first === red.view)
        XCTAssertTrue(CATransform3DIsIdentity(red.view.layer.transform))
        XCTAssertEqual(
            sim.outline(depth: 1),
            """
            UIWindow frame=(0 0; 393 852)
              UIView frame=(0 0; 393 852)
            """)
        XCTAssertEqual(
            sim.eventLog.entries,
            [
                "dismiss Green to Red (fullScreen, animated: true)",
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

    /// Golden frames of one transition: start (0.05 s), mid (0.15 s), optional late mid, and the end
    /// at 0.55 s — the flip lasts 0.4 s (R128), cover and dissolve run on curve 7, whose spring
    /// replaces the requested 0.4 s by 0.5 s (R121).
    private func frames(_ sim: Simulator, _ prefix: String, extraMid: Double?, probe: (Double) -> Void) throws {
        sim.advance(seconds: 0.05)
        probe(0.05)
        try assertGolden(try sim.render(), named: "\(prefix)-start")
        sim.advance(seconds: 0.1)
        probe(0.15)
        try assertGolden(try sim.render(), named: "\(prefix)-mid")
        var time = 0.15
        if let extraMid {
            sim.advance(seconds: extraMid - time)
            probe(extraMid)
            try assertGolden(try sim.render(), named: "\(prefix)-late")
            time = extraMid
        }
        sim.advance(seconds: 0.55 - time)
        try assertGolden(try sim.render(), named: "\(prefix)-end")
    }

    func testCoverVerticalSlidesTheGreenScreenUpFromBelowAndBackDown() async throws {
        try run(.coverVertical, name: "cover") { run, presenting, _ in
            let y = run.green.view.presentedFrame.minY
            XCTAssertGreaterThan(y, 0, presenting ? "still below its place" : "already moving down")
            XCTAssertLessThan(y, 852)
            XCTAssertEqual(run.green.view.presentedFrame.minX, 0)
            XCTAssertEqual(run.red.view.presentedFrame.minY, 0, "the red screen does not move")
        }
    }

    func testCrossDissolveFadesTheGreenScreenInAndOut() async throws {
        var alphas: [Bool: [CGFloat]] = [:]
        try run(.crossDissolve, name: "dissolve") { run, presenting, _ in
            let alpha = CGFloat(run.green.view.layer.presentationProperties.opacity)
            XCTAssertGreaterThan(alpha, 0)
            XCTAssertLessThan(alpha, 1)
            XCTAssertEqual(run.green.view.presentedFrame.minY, 0, "no movement, only alpha")
            alphas[presenting, default: []].append(alpha)
        }
        let present = try XCTUnwrap(alphas[true])
        let dismiss = try XCTUnwrap(alphas[false])
        XCTAssertLessThan(present[0], present[1], "fading in")
        XCTAssertGreaterThan(dismiss[0], dismiss[1], "fading out")
    }

    func testFlipHorizontalTurnsTheRedScreenAwayThenTheGreenScreenInAndBack() async throws {
        try run(.flipHorizontal, name: "flip", extraMid: 0.3) { run, presenting, time in
            // First half: the leaving view turns away; second half: the arriving view turns in (R129).
            let leaving = presenting ? run.red.view! : run.green.view!
            let arriving = presenting ? run.green.view! : run.red.view!
            let turning = time < 0.2 ? leaving : arriving
            let t = turning.layer.presentationProperties.transform
            XCTAssertFalse(t.isAffine, "a perspective rotation about y at \(time) s")
            XCTAssertLessThan(t.m11, 0.999, "rotated about y at \(time) s")
            XCTAssertFalse(leaving.layer.isDoubleSided, "backs hidden while flipping")
        }
    }
}
