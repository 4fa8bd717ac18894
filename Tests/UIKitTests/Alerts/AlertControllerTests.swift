import XCTest

@testable import UIKit

/// R230: what an alert controller holds, and the raises UIKit reproduces as refusals.
@MainActor
final class AlertControllerTests: XCTestCase {
    var app: TestApp!

    override func setUp() async throws {
        app = TestApp(root: NamedController("A"))
    }

    func testR230ActionsKeepTheirOrderAndStyles() async {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(cancel)
        alert.addAction(delete)
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertEqual(alert.title, "Title")
        XCTAssertEqual(alert.message, "Message")
        XCTAssertTrue(alert.actions[0] === cancel && alert.actions[1] === delete)
        XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive])
        XCTAssertTrue(delete.isEnabled)
        XCTAssertNil(alert.preferredAction)
        XCTAssertNil(alert.textFields)
        XCTAssertEqual(
            UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).preferredStyle, .actionSheet)
    }

    func testR230ASecondCancelActionIsRefusedAsUIKitRaises() async {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Never Mind", style: .cancel))
        XCTAssertEqual(sheet.actions.map(\.title), ["Cancel"])
        XCTAssertEqual(app.diagnosticNames, ["alertSecondCancelAction"])
        XCTAssertTrue(
            app.diagnostics.entries[0].message.contains(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
        XCTAssertEqual(app.diagnostics.entries[0].rule, "R230")
    }

    func testR230TextFieldsOnlyInAlerts() async {
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        var configured: [UITextField] = []
        alert.addTextField { field in
            field.placeholder = "Name"
            configured.append(field)
        }
        alert.addTextField { $0.isSecureTextEntry = true }
        XCTAssertEqual(alert.textFields?.count, 2)
        XCTAssertTrue(alert.textFields?.first === configured.first)
        XCTAssertEqual(alert.textFields?.last?.isSecureTextEntry, true)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var called = false
        sheet.addTextField { _ in called = true }
        XCTAssertNil(sheet.textFields)
        XCTAssertFalse(called, "refused before the handler")
        XCTAssertEqual(app.diagnosticNames, ["alertTextFieldInActionSheet"])
        XCTAssertTrue(
            app.diagnostics.entries[0].message.contains(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    func testR230PreferredActionMustBeAnAddedAction() async {
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.preferredAction = save
        XCTAssertNil(alert.preferredAction)
        XCTAssertEqual(app.diagnosticNames, ["alertPreferredActionNotAdded"])
        alert.addAction(save)
        alert.preferredAction = save
        XCTAssertTrue(alert.preferredAction === save)
        alert.preferredAction = nil
        XCTAssertNil(alert.preferredAction)
        XCTAssertEqual(app.diagnosticNames.count, 1)
    }

    func testR230ModalPresentationStyleIsAlwaysCustom() async {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        alert.modalPresentationStyle = .fullScreen
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        XCTAssertNotNil(alert.transitioningDelegate, "its own")
        XCTAssertNil(alert.popoverPresentationController, "no popover on an iPhone")
    }
}
