import XCTest

@testable import UIKit

/// R277: presenting and dismissing end editing as iOS does; an alert's first text field edits.
@MainActor
final class PresentationEditingTests: XCTestCase {
    var app: TestApp!
    var root: NamedController!
    var field: UITextField!

    override func setUp() async throws {
        root = NamedController("Form")
        app = TestApp(root: root, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        root.view.addSubview(field)
        app.advance(seconds: 0.1)
    }

    func testR277DismissingAControllerWhoseFieldEditsHidesTheKeyboardAlongside() async throws {
        let sheet = NamedController("Sheet")
        let sheetField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        sheet.view.addSubview(sheetField)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(sheetField.becomeFirstResponder())
        app.advance(seconds: 1)
        let notes = PostedNotifications([UIResponder.keyboardWillHideNotification])
        sheet.dismiss(animated: true)
        XCTAssertFalse(sheetField.isEditing, "editing ends as the dismissal starts")
        XCTAssertEqual(notes.entries.count, 1, "the keyboard goes down alongside")
        app.advance(seconds: 1)
        XCTAssertNil(app.window.firstResponder)
    }

    func testR277PresentingEndsEditingAndDismissalGivesItBack() async throws {
        XCTAssertTrue(field.becomeFirstResponder())
        app.advance(seconds: 1)
        let sheet = NamedController("Sheet")
        root.present(sheet, animated: true)
        XCTAssertFalse(field.isEditing, "the presenter's field stops editing as the sheet comes up")
        app.advance(seconds: 1)
        XCTAssertFalse(app.window.softwareKeyboard.isShown)
        sheet.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(field.isEditing, "the field edits again once the sheet is gone")
        XCTAssertTrue(app.window.softwareKeyboard.isShown)
    }

    func testR277AnAlertsFirstTextFieldEditsAndTheAlertSitsAboveTheKeyboard() async throws {
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        app.advance(seconds: 1)
        let name = try XCTUnwrap(alert.textFields?.first)
        XCTAssertTrue(name.isFirstResponder, "the first text field edits as the alert appears")
        let keyboard = app.window.softwareKeyboard.onscreenFrame
        let alertFrame = alert.view.convert(alert.view.bounds, to: nil)
        XCTAssertEqual(alertFrame.midY, (59 + keyboard.minY) / 2, accuracy: 0.5, "centred above the keyboard")
        name.insertText("Ada")
        XCTAssertEqual(alert.textFields?.first?.text, "Ada")
        alert.dismiss(animated: true)
        XCTAssertFalse(name.isEditing)
        app.advance(seconds: 1)
        XCTAssertFalse(app.window.softwareKeyboard.isShown)
    }
}
