import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S6 end to end: a `UIPresentationController` subclass owns the dimming view and fades it with the
/// transition coordinator (seed 000 "Presentation controllers", seed 002 §2.5).
@MainActor
final class S06PresentationControllerTests: XCTestCase {
    func testPresentThenDismissByTappingTheDimmingViewWithGoldenFrames() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S6") as? PresentationControllerViewController)
        let presenterView: UIView = vc.view
        sim.eventLog.removeAll()

        sim.tap(vc.presentButton)
        let card = try XCTUnwrap(vc.presentedViewController as? ModalCardViewController)
        let pc = try XCTUnwrap(card.presentationController as? DimmingPresentationController)
        let container = try XCTUnwrap(pc.containerView)
        XCTAssertTrue(pc.dimmingView.superview === container)
        XCTAssertTrue(presenterView.superview === sim.window)
        XCTAssertEqual(try XCTUnwrap(pc.dimmingView.layer.presentation()).opacity, 0, accuracy: 0.02)
        try assertGolden(try sim.render(), named: "S6-present-start")

        // Mid-way: the alongside fade runs with the animator's duration and curve (R67): ~0.5.
        sim.advance(seconds: 0.25)
        XCTAssertEqual(Double(try XCTUnwrap(pc.dimmingView.layer.presentation()).opacity), 0.5, accuracy: 0.08)
        XCTAssertEqual(try XCTUnwrap(card.view.layer.presentation()).bounds.width, (1 + 262) / 2, accuracy: 8)
        try assertGolden(try sim.render(), named: "S6-present-mid")

        sim.advance(seconds: 0.35)
        XCTAssertEqual(card.view.frame, pc.frameOfPresentedViewInContainerView)
        XCTAssertEqual(card.view.frame, CGRect(x: 65.5, y: 142, width: 262, height: 568))
        XCTAssertEqual(pc.dimmingView.alpha, 1)
        XCTAssertTrue(presenterView.superview === sim.window)
        try assertGolden(try sim.render(), named: "S6-present-end")

        // A tap on the dimming view (outside the card) dismisses.
        XCTAssertTrue(sim.tap(at: CGPoint(x: 30, y: 120)) === pc.dimmingView)
        sim.advance(seconds: 0.25)
        XCTAssertEqual(Double(try XCTUnwrap(pc.dimmingView.layer.presentation()).opacity), 0.5, accuracy: 0.08)
        XCTAssertTrue(presenterView.superview === sim.window)
        try assertGolden(try sim.render(), named: "S6-dismiss-mid")

        sim.advance(seconds: 0.35)
        XCTAssertNil(vc.presentedViewController)
        XCTAssertNil(pc.dimmingView.superview, "R77: chrome removed after a completed dismissal")
        XCTAssertNil(container.superview)
        XCTAssertTrue(sim.window.subviews.count == 1 && sim.window.subviews[0] === presenterView)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
        try assertGolden(try sim.render(), named: "S6-dismiss-end")

        let log = sim.eventLog.entries
        let pcCalls = log.filter { $0.hasPrefix("presentationController.") || $0.hasPrefix("coordinator.animate") }
        XCTAssertEqual(
            pcCalls,
            [
                "presentationController.presentationTransitionWillBegin", "coordinator.animateAlongside -> true",
                "presentationController.presentationTransitionDidEnd(true)",
                "presentationController.dismissalTransitionWillBegin", "coordinator.animateAlongside -> true",
                "presentationController.dismissalTransitionDidEnd(true)",
            ])
        XCTAssertFalse(log.contains { $0.hasPrefix("S6.view") && !$0.hasSuffix("viewDidLoad") }, "R12: \(log)")
        XCTAssertEqual(log.filter { $0 == "delegate.presentationController(forPresented:)" }.count, 1, "R5: reused")
    }

    /// The presentation controller keeps the card centred whenever the container lays out.
    func testContainerLayoutRecentresTheCard() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S6") as? PresentationControllerViewController)
        sim.tap(vc.presentButton)
        sim.advance(seconds: 0.6)
        let card = try XCTUnwrap(vc.presentedViewController)
        let pc = try XCTUnwrap(card.presentationController)
        let container = try XCTUnwrap(pc.containerView)
        card.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        sim.advance(frames: 1)
        XCTAssertEqual(card.view.frame, CGRect(x: 142, y: 65.5, width: 568, height: 262))
    }
}
