import XCTest

@testable import UIKit

/// Editing mode and its button (R260); `show` and `showDetailViewController` (R261).
@MainActor
final class EditingAndShowTests: XCTestCase {
    private final class Screen: UIViewController {
        var changes: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            changes.append("\(editing) \(animated)")
        }
    }

    func testR260TheEditButtonTogglesEditingAndSaysDoneWhileEditing() async throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let app = TestApp(root: navigation)
        screen.navigationItem.rightBarButtonItem = screen.editButtonItem
        app.advance(seconds: 0.1)
        XCTAssertTrue(screen.editButtonItem === screen.editButtonItem, "one item")
        XCTAssertEqual(screen.editButtonItem.title, "Edit")
        XCTAssertEqual(screen.editButtonItem.style, .plain)
        XCTAssertFalse(screen.isEditing)

        // Tapped in the bar: the button view the bar draws the item with.
        let bar = navigation.navigationBar
        app.advance(seconds: 0.1)
        let button = try XCTUnwrap(bar.rightItemViews.first)
        XCTAssertEqual(button.titleLabel.text, "Edit")
        button.sendActions(for: .touchUpInside)
        XCTAssertTrue(screen.isEditing)
        XCTAssertEqual(screen.changes, ["true true"], "the button asks for an animated change")
        XCTAssertEqual(screen.editButtonItem.title, "Done")
        XCTAssertEqual(screen.editButtonItem.style, .done)
        app.advance(seconds: 0.1)
        XCTAssertEqual(bar.rightItemViews.first?.titleLabel.text, "Done", "the bar shows the change")
        XCTAssertEqual(bar.rightItemViews.first?.titleLabel.font.weight, .semibold, "in the done style")

        screen.isEditing = false
        XCTAssertEqual(screen.changes.last, "false false", "setting the property is not animated")
        XCTAssertEqual(screen.editButtonItem.title, "Edit")
    }

    func testR261ShowPushesInANavigationControllerAndPresentsOtherwise() async throws {
        let list = NamedController("List")
        let navigation = UINavigationController(rootViewController: list)
        let app = TestApp(root: navigation)
        app.advance(seconds: 0.1)
        let detail = NamedController("Detail")
        list.show(detail, sender: nil)
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === detail, "pushed")
        XCTAssertNil(list.presentedViewController)

        let other = NamedController("Other")
        detail.showDetailViewController(other, sender: nil)
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.presentedViewController === other, "no split view: presented")
        XCTAssertTrue(navigation.topViewController === detail, "not pushed")

        let lone = NamedController("Lone")
        let app2 = TestApp(root: lone)
        let sheet = NamedController("Sheet")
        lone.show(sheet, sender: nil)
        app2.advance(seconds: 1)
        XCTAssertTrue(lone.presentedViewController === sheet, "no navigation controller: presented")
    }
}
