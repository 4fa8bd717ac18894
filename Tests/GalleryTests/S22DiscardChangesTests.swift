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

    /// The action sheet's button titled `title` (its label; the tap reaches the button under it).
    func button(_ title: String, in alert: UIAlertController) throws -> UIView {
        func find(_ view: UIView) -> UIView? {
            if let label = view as? UILabel, label.text == title { return label }
            return view.subviews.lazy.compactMap(find).first
        }
        return try XCTUnwrap(find(alert.view), "no button \(title)")
    }

    /// Opens the note, makes a change and swipes: the action sheet asks.
    func askAfterARefusedSwipe(_ sim: Simulator) throws -> (NotePresenterViewController, UIAlertController) {
        let notes = try XCTUnwrap(try sim.openScene("S22") as? NotePresenterViewController)
        XCTAssertNotNil(sim.tap(notes.editButton))
        sim.advance(seconds: 1)
        let editor = try XCTUnwrap(notes.presentedViewController as? NoteEditorViewController)
        XCTAssertNotNil(sim.tap(editor.changeButton))
        swipeDown(sim)
        return (notes, try XCTUnwrap(editor.presentedViewController as? UIAlertController))
    }

    func testKeepEditingOrATapBesideTheSheetKeepsTheNoteR235() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let (notes, question) = try askAfterARefusedSwipe(sim)
        let editor = try XCTUnwrap(notes.presentedViewController as? NoteEditorViewController)
        XCTAssertNotNil(sim.tap(at: CGPoint(x: 196, y: 200)), "beside the sheet")
        sim.advance(seconds: 1)
        XCTAssertNil(editor.presentedViewController, "the sheet went")
        XCTAssertTrue(notes.presentedViewController === editor, "the note stays")
        XCTAssertTrue(editor.hasChanges)
        XCTAssertNil(question.presentingViewController)
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [])
    }

    func testSaveClosesTheNoteAfterTheSheetHasGoneR234() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let (notes, question) = try askAfterARefusedSwipe(sim)
        sim.eventLog.removeAll()
        XCTAssertNotNil(sim.tap(try button("Save", in: question)))
        sim.advance(seconds: 2)
        XCTAssertNil(notes.presentedViewController, "saved and closed")
        let log = sim.eventLog.entries.filter { $0.hasPrefix("alert.") || $0.hasPrefix("dismiss ") }
        XCTAssertEqual(
            log,
            [
                "alert.button tapped \"Save\"", "dismiss UIAlertController to Note (custom, animated: true)",
                "dismiss completion",
                "alert.handler \"Save\"", "dismiss Note to Notes (formSheet, animated: true)",
            ])
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
        let question = try XCTUnwrap(editor.presentedViewController as? UIAlertController)
        XCTAssertEqual(question.preferredStyle, .actionSheet)
        XCTAssertEqual(question.actions.map(\.title), ["Save", "Discard Changes", "Keep Editing"])
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("sheet.") || $0.hasPrefix("adaptive") },
            [
                "sheet.drag began", "sheet.dismissal refused (isModalInPresentation)", "sheet.drag settles at large",
                "adaptiveDelegate.presentationControllerDidAttemptToDismiss",
            ])
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S22-question")

        XCTAssertNotNil(sim.tap(try button("Discard Changes", in: question)))
        sim.advance(seconds: 2)
        XCTAssertNil(notes.presentedViewController, "discarded and closed")
        XCTAssertEqual(notes.view.transform, .identity)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
