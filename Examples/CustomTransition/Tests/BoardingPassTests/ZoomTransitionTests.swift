import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import BoardingPass

/// The boarding pass zooms in over the flight screen and out again, on the virtual clock.
@MainActor
final class ZoomTransitionTests: XCTestCase {
    func testShowingTheBoardingPassZoomsTheCardInOverTheFlight() async throws {
        let sim = try Simulator(scenes: BoardingPass.catalog)
        let flight = try XCTUnwrap(try sim.openScene("pass") as? FlightViewController)
        sim.advance(seconds: 0.1)

        sim.tap(flight.showButton)
        sim.advance(seconds: 0.12)

        XCTAssertNotNil(sim.currentTransition, "the zoom is still running")
        let card = try XCTUnwrap(flight.presentedViewController as? CardViewController)
        let scale = card.card.layer.presentation()?.transform.m11 ?? 1
        XCTAssertGreaterThan(scale, 0.3)
        XCTAssertLessThan(scale, 1, "the card is on its way up")
        try assertGolden(sim.render(), named: "pass-present-mid")

        sim.advance(seconds: 1)
        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(flight.view.window != nil, ".custom keeps the flight screen underneath")
        try assertGolden(sim.render(), named: "pass-present-end")
        XCTAssertTrue(sim.diagnostics.isEmpty, "\(sim.diagnostics)")
    }

    func testClosingTheBoardingPassDismissesIt() async throws {
        let sim = try Simulator(scenes: BoardingPass.catalog)
        let flight = try XCTUnwrap(try sim.openScene("pass") as? FlightViewController)
        sim.tap(flight.showButton)
        sim.advance(seconds: 1)
        let card = try XCTUnwrap(flight.presentedViewController as? CardViewController)

        sim.tap(card.closeButton)
        sim.advance(seconds: 1)

        XCTAssertNil(flight.presentedViewController)
        XCTAssertNil(card.view.superview, "the animator removed the card's view")
    }
}
