import Foundation
import XCTest

@testable import UIKit

/// R209: menus of bar button items and buttons — shown by a tap (or a long press when the item
/// has an action of its own), rows for actions, inline sections and submenus, an action chosen
/// closes the menu and runs, a touch outside closes it and goes no further.
@MainActor
final class UIMenuTests: XCTestCase {
    private var chosen: [String] = []

    private func action(_ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off)
        -> UIAction
    {
        UIAction(title: title, attributes: attributes, state: state) { [weak self] action in
            self?.chosen.append(action.title)
        }
    }

    /// A navigation controller whose screen has a "⋯" item with `menu` on the right.
    private func makeScreen(_ menu: UIMenu) -> (TestApp, UIViewController, UIBarButtonItem) {
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
        screen.navigationItem.rightBarButtonItem = item
        let app = TestApp(
            root: UINavigationController(rootViewController: screen),
            safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.window.layoutIfNeeded()
        return (app, screen, item)
    }

    private func center(of view: UIView, in app: TestApp) -> CGPoint {
        let frame = view.convert(view.bounds, to: app.window)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func row(_ title: String) -> MenuRowView? {
        MenuContainerView.current?.rows.first { $0.titleLabel.text == title }
    }

    func testR209ATapOnAnItemWithOnlyAMenuShowsItBelowTheItemAtTheTrailingEdge() async throws {
        let menu = UIMenu(title: "Sort", children: [action("Name"), action("Date"), action("Size")])
        let (app, _, item) = makeScreen(menu)
        let button = try XCTUnwrap(item.shownView)
        TouchDriver(app).tap(at: center(of: button, in: app))
        let container = try XCTUnwrap(MenuContainerView.current)
        XCTAssertTrue(container.superview === app.window)
        app.advance(seconds: 0.6)
        let platter = container.platter.frame
        let buttonFrame = button.convert(button.bounds, to: app.window)
        XCTAssertEqual(platter.width, 250)
        XCTAssertEqual(platter.minY, buttonFrame.maxY + 8, accuracy: 0.5)
        XCTAssertLessThanOrEqual(platter.maxX, 393 - 8)
        // A title row, then three rows of 44 pt.
        let expected: CGFloat = 34 + 132
        XCTAssertEqual(platter.height, expected, accuracy: 0.5)
        XCTAssertEqual(container.rows.map { $0.titleLabel.text }, ["Name", "Date", "Size"])
        XCTAssertEqual(container.platter.alpha, 1)
        XCTAssertEqual(container.platter.transform, .identity)
    }

    func testR209ChoosingAnActionClosesTheMenuAndRunsItOnce() async throws {
        let menu = UIMenu(children: [action("Duplicate"), action("Delete", attributes: .destructive)])
        let (app, _, item) = makeScreen(menu)
        let touches = TouchDriver(app)
        touches.tap(at: center(of: try XCTUnwrap(item.shownView), in: app))
        app.advance(seconds: 0.6)
        let delete = try XCTUnwrap(row("Delete"))
        XCTAssertEqual(delete.titleLabel.textColor, .systemRed)

        touches.tap(at: center(of: delete, in: app))
        XCTAssertEqual(chosen, ["Delete"])
        XCTAssertNil(MenuContainerView.current)
        app.advance(seconds: 0.3)
        XCTAssertFalse(app.window.subviews.contains { $0 is MenuContainerView }, "the menu is gone after it fades")
    }

    func testR209ATouchOutsideClosesTheMenuAndReachesNothingBelow() async throws {
        let menu = UIMenu(children: [action("One")])
        let (app, screen, item) = makeScreen(menu)
        var tappedBelow = 0
        let below = UIButton(type: .system, primaryAction: UIAction(title: "Below") { _ in tappedBelow += 1 })
        below.frame = CGRect(x: 20, y: 600, width: 200, height: 44)
        screen.view.addSubview(below)
        let touches = TouchDriver(app)
        touches.tap(at: center(of: try XCTUnwrap(item.shownView), in: app))
        app.advance(seconds: 0.6)
        touches.tap(at: center(of: below, in: app))
        XCTAssertEqual(tappedBelow, 0)
        XCTAssertEqual(chosen, [])
        XCTAssertNil(MenuContainerView.current)
        app.advance(seconds: 0.3)
        // With the menu gone, the same tap reaches the button.
        touches.tap(at: center(of: below, in: app))
        XCTAssertEqual(tappedBelow, 1)
    }

    func testR209InlineSectionsSingleSelectionAndDisabledAndHiddenActions() async throws {
        let sort = UIMenu(
            title: "Sort by", options: [.displayInline, .singleSelection],
            children: [action("Name", state: .on), action("Date"), action("Secret", attributes: .hidden)])
        let menu = UIMenu(children: [sort, action("Archive", attributes: .disabled), action("Share")])
        let (app, _, item) = makeScreen(menu)
        let touches = TouchDriver(app)
        touches.tap(at: center(of: try XCTUnwrap(item.shownView), in: app))
        app.advance(seconds: 0.6)
        let container = try XCTUnwrap(MenuContainerView.current)
        XCTAssertEqual(container.rows.map { $0.titleLabel.text }, ["Name", "Date", "Archive", "Share"])
        // The section's header, two rows, a gap, two rows.
        let expected: CGFloat = 34 + 88 + 8 + 88
        XCTAssertEqual(container.platter.frame.height, expected, accuracy: 0.5)
        XCTAssertFalse(try XCTUnwrap(row("Name")).checkmarkView.isHidden)
        XCTAssertTrue(try XCTUnwrap(row("Date")).checkmarkView.isHidden)
        // A disabled action does nothing and the menu stays.
        touches.tap(at: center(of: try XCTUnwrap(row("Archive")), in: app))
        XCTAssertEqual(chosen, [])
        XCTAssertNotNil(MenuContainerView.current)
        // Choosing in a single-selection section moves the check.
        touches.tap(at: center(of: try XCTUnwrap(row("Date")), in: app))
        XCTAssertEqual(chosen, ["Date"])
        XCTAssertEqual(sort.selectedElements.map(\.title), ["Date"])
        XCTAssertEqual((sort.children[0] as? UIAction)?.state, .off)
    }

    func testR209ASubmenuReplacesTheRowsAndTheBackRowReturns() async throws {
        let move = UIMenu(
            title: "Move to", image: UIImage(systemName: "folder"), children: [action("Inbox"), action("Trash")])
        let menu = UIMenu(children: [action("Flag"), move])
        let (app, _, item) = makeScreen(menu)
        let touches = TouchDriver(app)
        touches.tap(at: center(of: try XCTUnwrap(item.shownView), in: app))
        app.advance(seconds: 0.6)
        touches.tap(at: center(of: try XCTUnwrap(row("Move to")), in: app))
        let container = try XCTUnwrap(MenuContainerView.current)
        XCTAssertEqual(container.rows.map { $0.titleLabel.text }, ["Move to", "Inbox", "Trash"])
        touches.tap(at: center(of: container.rows[0], in: app))
        XCTAssertEqual(container.rows.map { $0.titleLabel.text }, ["Flag", "Move to"])
        touches.tap(at: center(of: try XCTUnwrap(row("Move to")), in: app))
        touches.tap(at: center(of: try XCTUnwrap(row("Trash")), in: app))
        XCTAssertEqual(chosen, ["Trash"])
    }

    func testR209AnItemWithAnActionAndAMenuRunsTheActionOnATapAndShowsTheMenuOnALongPress() async throws {
        var tapped = 0
        let screen = UIViewController()
        let item = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { _ in tapped += 1 }, menu: UIMenu(children: [action("Photo")]))
        screen.navigationItem.rightBarButtonItem = item
        let app = TestApp(root: UINavigationController(rootViewController: screen))
        app.window.layoutIfNeeded()
        let point = center(of: try XCTUnwrap(item.shownView), in: app)
        let touches = TouchDriver(app)
        touches.tap(at: point)
        XCTAssertEqual(tapped, 1)
        XCTAssertNil(MenuContainerView.current)
        touches.press(at: point)
        app.advance(seconds: 0.7)
        XCTAssertNotNil(MenuContainerView.current)
        touches.release()
        XCTAssertEqual(tapped, 1, "the long press showed the menu instead of tapping")
    }

    func testR209AButtonShowsItsMenuAsItsPrimaryAction() async throws {
        let screen = UIViewController()
        let app = TestApp(root: screen)
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 40, y: 300, width: 120, height: 44)
        button.menu = UIMenu(children: [action("First"), action("Second")])
        button.showsMenuAsPrimaryAction = true
        screen.view.addSubview(button)
        app.window.layoutIfNeeded()
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
        let touches = TouchDriver(app)
        // The menu shows as the finger goes down; the lift sends the button nothing.
        touches.press(at: center(of: button, in: app))
        XCTAssertNotNil(MenuContainerView.current)
        touches.release()
        XCTAssertEqual(sent, 0)
        app.advance(seconds: 0.6)
        let container = try XCTUnwrap(MenuContainerView.current)
        // On the left half of the screen the menu lines up with the button's leading edge.
        XCTAssertEqual(container.platter.frame.minX, 40, accuracy: 0.5)
        touches.tap(at: center(of: try XCTUnwrap(row("Second")), in: app))
        XCTAssertEqual(chosen, ["Second"])
    }
}
