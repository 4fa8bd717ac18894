import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S21 end to end: a sheet over a sheet pushes the first card back (R137), with golden frames.
@MainActor
final class S21StackedSheetsTests: XCTestCase {
    func testASecondSheetPushesTheFirstBackAndDismissingGivesItBack() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let root = try XCTUnwrap(try sim.openScene("S21") as? StackedSheetViewController)
        XCTAssertNotNil(sim.tap(root.presentButton))
        sim.advance(seconds: 1)
        let first = try XCTUnwrap(root.presentedViewController as? StackedSheetViewController)
        let firstCard = try XCTUnwrap(first.presentationController?.presentedView)

        XCTAssertNotNil(sim.tap(first.presentButton))
        sim.advance(seconds: 0.15)
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S21-second-mid")
        sim.advance(seconds: 1)
        let second = try XCTUnwrap(first.presentedViewController as? StackedSheetViewController)
        let secondCard = try XCTUnwrap(second.presentationController?.presentedView)
        XCTAssertEqual(secondCard.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(firstCard.frame.minY, 69 - 0.005 * 852, accuracy: 1e-9)
        XCTAssertEqual(firstCard.frame.width, 393 * 0.9165, accuracy: 1e-9)
        XCTAssertEqual(root.view.frame.minY, 59, accuracy: 1e-9)
        XCTAssertEqual(sim.window.effectiveStatusBarStyle, .lightContent)
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S21-second-end")

        XCTAssertNotNil(sim.tap(second.dismissButton))
        sim.advance(seconds: 1)
        XCTAssertNil(first.presentedViewController)
        XCTAssertEqual(firstCard.transform, .identity)
        XCTAssertEqual(firstCard.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
