import Foundation
import Gallery
import XCTest

@testable import Stagecraft
@testable import UIKit

/// The timeline holds, scrubs and lets go of the transition in flight through the layer-time
/// machinery (issue 15 item 5): a transition that runs by itself is frozen and scrubbed like the
/// percent-driven classic path (R53) and can only finish; one an interaction controller drives is
/// driven through it and can finish or cancel.
@MainActor
final class TimelineScrubTests: XCTestCase {
    /// TestScenes' "present": the built-in cover vertical, 0.4 s, no interaction controller.
    private func presenting() throws -> Simulator {
        let simulator = try Simulator(scenes: TestScenes.catalog)
        simulator.diagnosticLog.printsToConsole = false
        try simulator.openScene("present")
        simulator.tap(at: CGPoint(x: 196, y: 422))
        while simulator.currentTransition == nil { simulator.advance(frames: 1) }
        return simulator
    }

    /// The frame `elapsed` seconds into the presentation, as it plays without the timeline.
    private func unheldFrame(atElapsed elapsed: Double) throws -> Data {
        let simulator = try presenting()
        simulator.advance(seconds: elapsed - (simulator.currentTransition?.elapsed ?? 0))
        return try png(simulator)
    }

    /// Where the presented screen is on screen now (its presentation frame).
    private func presentedFrame(_ simulator: Simulator) -> CGRect? {
        simulator.rootViewController?.presentedViewController?.view.layer.presentationProperties.frame
    }

    /// The presented screen's frame `elapsed` seconds into the presentation, without the timeline.
    private func unheldPresentedFrame(atElapsed elapsed: Double) throws -> CGRect? {
        let simulator = try presenting()
        simulator.advance(seconds: elapsed - (simulator.currentTransition?.elapsed ?? 0))
        return presentedFrame(simulator)
    }

    private func png(_ simulator: Simulator) throws -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try simulator.screenshot(to: url.path)
        return try Data(contentsOf: url)
    }

    /// (A simulator made makes itself current: the unheld references are rendered first.)
    func testAHeldTransitionStandsStillThenScrubsToTheFramesOfItsOwnTimeline() async throws {
        let frameAt03 = try unheldFrame(atElapsed: 0.3)
        let presentedAt03 = try unheldPresentedFrame(atElapsed: 0.3)
        let presentedAt02 = try unheldPresentedFrame(atElapsed: 0.2)

        let simulator = try presenting()
        simulator.advance(seconds: 0.1)
        XCTAssertTrue(simulator.holdTransition())
        let hold = try XCTUnwrap(simulator.timelineHold)
        XCTAssertFalse(hold.canCancel, "it runs by itself: finishing only")
        XCTAssertTrue(hold.isHolding)
        XCTAssertEqual(hold.fraction, 0.25, accuracy: 0.05)
        let held = try png(simulator)
        simulator.advance(seconds: 3)
        XCTAssertEqual(try png(simulator), held, "time passes, the held transition does not move")
        XCTAssertNotNil(simulator.currentTransition)
        XCTAssertFalse(
            simulator.diagnostics.contains { $0.name == "completeTransitionNotCalled" }, "held is not hung (R19)")

        XCTAssertTrue(simulator.scrubTransition(to: 0.75))
        XCTAssertEqual(try png(simulator), frameAt03, "75 % of 0.4 s is the frame at 0.3 s")
        XCTAssertEqual(presentedFrame(simulator), presentedAt03)
        XCTAssertEqual(simulator.currentTransition?.elapsed ?? 0, 0.3, accuracy: 1e-9, "its clock shows the held time")
        XCTAssertTrue(simulator.scrubTransition(to: 0.5))
        XCTAssertEqual(presentedFrame(simulator), presentedAt02, "scrubbing back works too")
    }

    /// Let go, it runs on from the held point at its own speed and completes as usual: as much
    /// later as it had left to run when held.
    func testLettingGoFinishesFromWhereItWasHeld() async throws {
        let presentedAt03 = try unheldPresentedFrame(atElapsed: 0.3)
        let unheld = try presenting()
        var unheldRun = 0
        while unheld.currentTransition != nil && unheldRun < 600 {
            unheld.advance(frames: 1)
            unheldRun += 1
        }

        let simulator = try presenting()
        simulator.scrubTransition(to: 0.5)
        simulator.advance(seconds: 2)
        XCTAssertEqual(simulator.releaseTransition(cancel: true), .finish, "a non-interactive transition cannot cancel")
        XCTAssertEqual(simulator.timelineHold?.isHolding, false)
        simulator.advance(seconds: 0.1)
        XCTAssertEqual(presentedFrame(simulator), presentedAt03, "0.1 s after letting go at 0.2 s")
        var run = 6
        while simulator.currentTransition != nil && run < 600 {
            simulator.advance(frames: 1)
            run += 1
        }
        XCTAssertEqual(run, unheldRun - 12, "0.2 s (12 frames) were run before the hold")
        XCTAssertNil(simulator.currentTransition)
        XCTAssertEqual(simulator.lastEndedTransition?.completed, true)
        XCTAssertNil(simulator.timelineHold)
        XCTAssertEqual(simulator.diagnostics.map(\.name), [])
    }

    /// S13 stands interactive at 0 % waiting for a drag: the timeline drives its interaction
    /// controller instead, and letting go below half way cancels.
    func testAnInteractiveTransitionIsDrivenThroughItsInteractionControllerAndCanCancel() async throws {
        for (fraction, completed) in [(0.3, false), (0.7, true)] {
            let simulator = try Simulator(scenes: Gallery.catalog)
            simulator.diagnosticLog.printsToConsole = false
            try simulator.openScene("S13")
            simulator.tap(at: CGPoint(x: 196, y: 758))
            simulator.advance(frames: 2)
            XCTAssertEqual(simulator.currentTransition?.isInteractive, true)
            XCTAssertTrue(simulator.scrubTransition(to: fraction))
            let hold = try XCTUnwrap(simulator.timelineHold)
            XCTAssertTrue(hold.canCancel)
            XCTAssertEqual(hold.outcomeOnRelease, completed ? .finish : .cancel)
            XCTAssertEqual(simulator.currentTransition?.percentComplete ?? 0, fraction, accuracy: 1e-9)
            simulator.advance(seconds: 3)
            XCTAssertFalse(simulator.diagnostics.contains { $0.name == "interactionNotDriven" }, "held is driven (R4)")
            XCTAssertEqual(simulator.releaseTransition(), completed ? .finish : .cancel)
            simulator.advance(seconds: 1.5)
            XCTAssertNil(simulator.currentTransition)
            XCTAssertEqual(simulator.lastEndedTransition?.completed, completed)
            XCTAssertEqual(
                simulator.diagnostics.map(\.name).filter { $0 != "interactionNotDriven" }, [],
                "a long hold is not taken for a hung transition after it is let go (R19)")
        }
    }

    func testNothingToHoldWithoutATransition() async throws {
        let simulator = try Simulator(scenes: TestScenes.catalog)
        try simulator.openScene("still")
        XCTAssertFalse(simulator.holdTransition())
        XCTAssertFalse(simulator.scrubTransition(to: 0.5))
        XCTAssertNil(simulator.releaseTransition())
    }
    /// An animator that completes on a timer, not when its animations end, completes while the
    /// timeline holds it: the frozen layers get their time back, so what animates there later (a
    /// custom presentation's container stays on screen) runs and ends.
    func testATransitionThatEndsWhileHeldGivesItsLayersTheirTimeBack() async throws {
        let catalog = SceneCatalog(
            title: "Timer", scenes: [Scene(id: "timer", title: "Timer", summary: "") { TimerPresentingController() }])
        let simulator = try Simulator(scenes: catalog)
        simulator.diagnosticLog.printsToConsole = false
        try simulator.openScene("timer")
        simulator.tap(at: CGPoint(x: 196, y: 422))
        while simulator.currentTransition == nil { simulator.advance(frames: 1) }
        XCTAssertTrue(simulator.holdTransition())
        simulator.advance(seconds: 1)
        XCTAssertNil(simulator.currentTransition, "its timer completed it while held")
        XCTAssertNil(simulator.timelineHold)
        let presented = try XCTUnwrap(simulator.rootViewController?.presentedViewController)
        let container = try XCTUnwrap(presented.view.superview)
        XCTAssertEqual(container.layer.speed, 1, "the container's time flows again")
        UIView.animate(withDuration: 0.2) { presented.view.alpha = 0.5 }
        var ended = false
        UIView.animate(withDuration: 0.2, animations: { presented.view.backgroundColor = .systemBlue }) { _ in
            ended = true
        }
        simulator.advance(seconds: 0.5)
        XCTAssertTrue(ended, "an animation in the once-held container ends")
        XCTAssertEqual(presented.view.layer.presentationProperties.opacity, 0.5, accuracy: 1e-6)
    }
}

/// Presents a red screen (custom style) whose animator fades it in over 0.4 s but completes the
/// transition from a 0.1 s timer.
@MainActor
private final class TimerPresentingController: UIViewController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("present", for: .normal)
        button.frame = CGRect(x: 96, y: 400, width: 200, height: 44)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                let red = UIViewController()
                red.view.backgroundColor = .systemRed
                red.modalPresentationStyle = .custom
                red.transitioningDelegate = self
                self.present(red, animated: true)
            }, for: .touchUpInside)
        view.addSubview(button)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.4) { toView.alpha = 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { transitionContext.completeTransition(true) }
    }
}
