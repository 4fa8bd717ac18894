import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S20 end to end: a medium/large sheet with a grabber and an undimmed medium detent (R140).
@MainActor
final class S20SheetDetentsTests: XCTestCase {
    func testMediumLeavesTheMapLiveLargePushesItBackAndADragComesBack() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let map = try XCTUnwrap(try sim.openScene("S20") as? DetentsPresenterViewController)
        XCTAssertNotNil(sim.tap(map.presentButton))
        sim.advance(seconds: 1)
        let content = try XCTUnwrap(map.presentedViewController as? DetentsSheetViewController)
        let card = try XCTUnwrap(content.presentationController?.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 443, width: 393, height: 409), "medium: half of 749 above 34")
        XCTAssertEqual(map.view.transform, .identity)
        XCTAssertEqual(content.detentLabel.text, "Detent: medium")
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S20-medium")

        XCTAssertNotNil(sim.tap(map.counterButton), "undimmed: the map takes the tap")
        XCTAssertEqual(map.taps, 1)

        XCTAssertNotNil(sim.tap(content.largeButton))
        sim.advance(seconds: 0.12)
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S20-to-large-mid")
        sim.advance(seconds: 1)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(map.view.frame.minY, 59, accuracy: 1e-9)
        XCTAssertEqual(content.detentLabel.text, "Detent: large")
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S20-large")
        XCTAssertNotNil(sim.tap(at: CGPoint(x: 196, y: 64)))
        XCTAssertEqual(map.taps, 1, "dimmed at large: the dimming takes the tap")

        // A slow drag down from large settles at medium, and the delegate updates the label.
        XCTAssertNotNil(sim.press(at: CGPoint(x: 200, y: 300)))
        sim.moveFinger(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 560), frames: 20)
        sim.advance(seconds: 0.2)
        sim.release()
        sim.advance(seconds: 1)
        XCTAssertEqual(card.frame.minY, 443)
        XCTAssertEqual(content.detentLabel.text, "Detent: medium")
        XCTAssertEqual(map.view.transform, .identity)
        XCTAssertTrue(map.presentedViewController === content)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
