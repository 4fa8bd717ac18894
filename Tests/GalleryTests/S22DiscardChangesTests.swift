import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// S22 end to end: unsaved changes make the note modal in presentation; a swipe is refused and
/// the sheet asks "Discard changes?" (R138).
@MainActor
final class S22DiscardChangesTests: XCTestCase {
    func swipeDown(_ sim: Simulator) {
        XCTAssertNotNil(sim.press(at: CGPoint(x: 200, y: 400)))
        sim.moveFinger(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 700), frames: 10)
        sim.release()
        sim.advance(seconds: 1)
    }

    func testWithoutChangesTheSwipeDismisses() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let notes = try XCTUnwrap(try sim.openScene("S22") as? NotePresenterViewController)
        XCTAssertNotNil(sim.tap(notes.editButton))
        sim.advance(seconds: 1)
        swipeDown(sim)
        XCTAssertNil(notes.presentedViewController)
    }

    func testWithChangesTheSwipeIsRefusedAndAsksThenDiscardCloses() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let notes = try XCTUnwrap(try sim.openScene("S22") as? NotePresenterViewController)
        XCTAssertNotNil(sim.tap(notes.editButton))
        sim.advance(seconds: 1)
        let editor = try XCTUnwrap(notes.presentedViewController as? NoteEditorViewController)
        XCTAssertNotNil(sim.tap(editor.changeButton))
        XCTAssertTrue(editor.isModalInPresentation)
        sim.eventLog.removeAll()

        swipeDown(sim)
        XCTAssertTrue(notes.presentedViewController === editor, "refused")
        XCTAssertEqual(editor.presentationController?.presentedView?.frame.minY, 69, "sprang back")
        let question = try XCTUnwrap(editor.presentedViewController as? DiscardQuestionViewController)
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("sheet.") || $0.hasPrefix("adaptive") },
            [
                "sheet.drag began", "sheet.dismissal refused (isModalInPresentation)", "sheet.drag settles at large",
                "adaptiveDelegate.presentationControllerDidAttemptToDismiss",
            ])
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S22-question")

        XCTAssertNotNil(sim.tap(question.discardButton))
        sim.advance(seconds: 2)
        XCTAssertNil(notes.presentedViewController, "discarded and closed")
        XCTAssertEqual(notes.view.transform, .identity)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
