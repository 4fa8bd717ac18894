import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S19 end to end: a plain `present(_:animated:)` on the modern phone is a card sheet (R130,
/// R133), with golden frames of its motion (R135, R136) and of a swipe that dismisses it (R138).
@MainActor
final class S19PlainSheetTests: XCTestCase {
    func open() throws -> (Simulator, PlainSheetPresenterViewController) {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let presenter = try XCTUnwrap(try sim.openScene("S19") as? PlainSheetPresenterViewController)
        sim.eventLog.removeAll()
        return (sim, presenter)
    }

    func testPresentSlidesTheCardUpPushesThePresenterBackAndLogsNoPresenterCalls() async throws {
        let (sim, presenter) = try open()
        XCTAssertNotNil(sim.tap(presenter.presentButton))
        let sheet = try XCTUnwrap(presenter.presentedViewController as? PlainSheetViewController)
        let card = try XCTUnwrap(sheet.presentationController?.presentedView)

        sim.advance(seconds: 0.05)
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S19-present-start")
        sim.advance(seconds: 0.1)
        let midTop = card.layer.presentationProperties.frame.minY
        XCTAssertGreaterThan(midTop, 69)
        XCTAssertLessThan(midTop, 852)
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S19-present-mid")
        sim.advance(seconds: 0.5)
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S19-present-end")

        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertTrue(presenter.view.superview === sim.window, "R133: the presenter stays")
        XCTAssertEqual(presenter.view.frame.minY, 59, accuracy: 1e-9)
        XCTAssertEqual(presenter.view.layer.cornerRadius, 10)
        XCTAssertEqual(sim.window.effectiveStatusBarStyle, .lightContent)
        XCTAssertEqual(
            presenter.log.lines.suffix(4),
            [
                "Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear",
                "  no Presenter.viewWillDisappear/DidDisappear",
            ])
        XCTAssertEqual(sheet.panel.shownLines.suffix(4), presenter.log.lines.suffix(4), "shown on the card")
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testASwipeDownDismissesTheCardAndOnlyTheDelegateTellsThePresenter() async throws {
        let (sim, presenter) = try open()
        XCTAssertNotNil(sim.tap(presenter.presentButton))
        sim.advance(seconds: 1)
        let sheet = try XCTUnwrap(presenter.presentedViewController as? PlainSheetViewController)
        let linesBefore = presenter.log.lines.count

        XCTAssertNotNil(sim.press(at: CGPoint(x: 200, y: 500)))
        sim.moveFinger(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), frames: 12)
        sim.advance(frames: 1)
        let card = try XCTUnwrap(sheet.presentationController?.presentedView)
        XCTAssertEqual(card.layer.presentationProperties.frame.minY, 269, accuracy: 1, "under the finger")
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S19-swipe-mid")
        sim.release()
        sim.advance(seconds: 1)

        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(presenter.view.transform, .identity)
        XCTAssertEqual(sim.window.effectiveStatusBarStyle, .default)
        XCTAssertEqual(
            Array(presenter.log.lines[linesBefore...]),
            [
                "delegate: presentationControllerWillDismiss", "Sheet.viewWillDisappear", "Sheet.viewDidDisappear",
                "delegate: presentationControllerDidDismiss",
                "  no Presenter.viewWillAppear/DidAppear",
            ])
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S19-swipe-end")
    }

    func testTheDismissButtonDismissesWithoutTheAdaptiveDelegate() async throws {
        let (sim, presenter) = try open()
        XCTAssertNotNil(sim.tap(presenter.presentButton))
        sim.advance(seconds: 1)
        let sheet = try XCTUnwrap(presenter.presentedViewController as? PlainSheetViewController)
        XCTAssertNotNil(sim.tap(sheet.dismissButton))
        sim.advance(seconds: 1)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertFalse(presenter.log.lines.contains { $0.hasPrefix("delegate:") })
        XCTAssertEqual(presenter.log.lines.last, "  no Presenter.viewWillAppear/DidAppear")
    }
}
