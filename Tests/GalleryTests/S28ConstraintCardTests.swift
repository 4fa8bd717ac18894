import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S28 end to end (issue #11): a presentation controller lays out its card and dimming with anchors
/// and moves the card by animating a constraint's constant alongside the animator's spring; the
/// constraints re-solve on rotation; dismissal takes it all away.
@MainActor
final class S28ConstraintCardTests: XCTestCase {
    func testTheCardIsPlacedByConstraintsAndItsConstantAnimatesAlongside() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let presenter = try XCTUnwrap(try sim.openScene("S28") as? ConstraintCardPresentingViewController)
        sim.advance(seconds: 0.1)
        XCTAssertFalse(presenter.showButton.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(presenter.showButton.frame.size, CGSize(width: 180, height: 50))
        XCTAssertEqual(
            presenter.showButton.frame.minX, 107, "centred, rounded to whole points at 1×, as the engine does")

        XCTAssertNotNil(sim.tap(presenter.showButton))
        let card = try XCTUnwrap(presenter.presentedViewController as? CardContentViewController)
        let controller = try XCTUnwrap(card.presentationController as? CardDeckPresentationController)
        let offset = try XCTUnwrap(controller.offsetConstraint)
        sim.advance(seconds: 1)

        // At rest: 12 pt in from the sides, 12 pt above the safe area's bottom (852 − 34), as tall
        // as its stack view.
        let rest = card.view.frame
        XCTAssertEqual(rest.minX, 12)
        XCTAssertEqual(rest.width, 393 - 24)
        XCTAssertEqual(rest.maxY, 852 - 34 - 12, accuracy: 1e-9)
        let fitting = card.view.systemLayoutSizeFitting(
            CGSize(width: rest.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(rest.height, fitting.height, accuracy: 0.5, "the content decides the height")
        XCTAssertGreaterThan(rest.height, 150)
        XCTAssertEqual(offset.constant, -12)
        XCTAssertEqual(presenter.view.transform.a, CardDeckAnimator.pushBackScale, accuracy: 1e-9)
        try assertGolden(try sim.render(), named: "S28-card")

        // Rotation re-solves the same constraints for the landscape safe area.
        XCTAssertTrue(sim.rotateRight())
        sim.advance(seconds: 1)
        let landscape = card.view.frame
        let safe = try XCTUnwrap(card.view.superview).safeAreaInsets
        XCTAssertGreaterThan(safe.left, 0)
        XCTAssertEqual(landscape.minX, safe.left + 12, accuracy: 1e-9)
        XCTAssertEqual(landscape.maxX, 852 - safe.right - 12, accuracy: 1e-9)
        XCTAssertEqual(landscape.maxY, 393 - safe.bottom - 12, accuracy: 1e-9)
        XCTAssertTrue(sim.rotateLeft())
        sim.advance(seconds: 1)
        XCTAssertEqual(card.view.frame, rest)

        // Dismissal: the constant goes back to just off screen, alongside the animator (with the
        // transition's duration and completion curve, R67), while the spring brings the screen forward.
        XCTAssertNotNil(sim.tap(card.closeButton))
        sim.advance(seconds: 0.1)
        let start = rest.minY
        let end = 852.0 + 12  // the offscreen offset puts the top edge below the container
        let cardProgress = (card.view.layer.presentationProperties.frame.minY - start) / (end - start)
        let scale = presenter.view.layer.presentationProperties.transform.m11
        let presenterProgress = (scale - CardDeckAnimator.pushBackScale) / (1 - CardDeckAnimator.pushBackScale)
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(
            Double(cardProgress), easeInOut.value(at: 0.1 / 0.5), accuracy: 0.02,
            "R67: the alongside block ran with the transition's duration and curve")
        XCTAssertGreaterThan(presenterProgress, cardProgress, "the spring leads")
        XCTAssertLessThan(presenterProgress, 1)
        try assertGolden(try sim.render(), named: "S28-dismiss-mid")
        sim.advance(seconds: 1)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(controller.dimmingView.superview)
        XCTAssertEqual(presenter.view.transform, .identity)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
