import XCTest

@testable import UIKit

/// A table view controller of 30 rows that pushes a plain screen when a row is selected.
@MainActor
final class PushingListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(NamedController("Detail"), animated: true)
    }
}

/// Highlight on touch, selection on lift through the delegate, and the deselection that follows a pop.
@MainActor
final class UITableViewSelectionTests: XCTestCase {
    /// The grey of a cell: its selection background's presented alpha.
    private func grey(_ cell: UITableViewCell?) -> CGFloat {
        guard let cell, let background = cell.selectedBackgroundView else { return -1 }
        return CGFloat(background.layer.presentationProperties.opacity)
    }

    func testR184_R267ATapHighlightsThenSelectsThroughTheDelegate() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let source = RowSource([5])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.view.addSubview(table)
        app.advance(seconds: 0.1)
        let touches = TouchDriver(app)
        let cell1 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        touches.press(at: CGPoint(x: 100, y: 44 + 20))
        XCTAssertEqual(cell1?.isHighlighted, false, "the scroll view holds the touch back first (R267)")
        app.advance(seconds: 0.15)
        XCTAssertEqual(cell1?.isHighlighted, true, "grey 150 ms after touch down")
        XCTAssertEqual(grey(cell1), 1)
        touches.release()
        XCTAssertEqual(cell1?.isHighlighted, false)
        XCTAssertEqual(cell1?.isSelected, true, "stays grey: selected")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertEqual(source.log, ["didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        // A second row: the old one is deselected through the delegate first.
        source.log = []
        touches.press(at: CGPoint(x: 100, y: 3 * 44 + 20))
        touches.release()
        XCTAssertEqual(
            source.log,
            ["didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        XCTAssertEqual(cell1?.isSelected, false)
        // willSelect may redirect the selection.
        source.log = []
        source.redirect[IndexPath(row: 0, section: 0)] = IndexPath(row: 4, section: 0)
        touches.press(at: CGPoint(x: 100, y: 20))
        touches.release()
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
        // By code: no delegate calls.
        source.log = []
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(source.log, [])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    /// The info button of a detail accessory takes its own taps: the delegate hears
    /// `accessoryButtonTappedForRowWith`, and the row neither highlights nor selects (R181).
    func testR181TheInfoButtonTapIsTheAccessorysNotASelection() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let source = RowSource([3])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.view.addSubview(table)
        app.advance(seconds: 0.1)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        cell.accessoryType = .detailDisclosureButton
        cell.layoutIfNeeded()
        let info = 393 - 20 - (22 + 16 + 8) + 11  // the circle's centre: its box ends 16 + 8 before the margin
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: CGFloat(info), y: 44 + 22))
        XCTAssertFalse(cell.isHighlighted)
        touches.release()
        XCTAssertEqual(source.log, ["accessoryButtonTapped 1"])
        XCTAssertNil(table.indexPathForSelectedRow)
        // Elsewhere on the row: an ordinary selection.
        touches.press(at: CGPoint(x: 100, y: 44 + 22))
        touches.release()
        XCTAssertEqual(source.log.last, "didSelect 1")
    }

    func testR184_R267APanCancelsTheHighlight() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let source = RowSource([40])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.view.addSubview(table)
        app.advance(seconds: 0.1)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), steps: 5)
        touches.release()
        XCTAssertEqual(source.log, [], "a drag that starts at once never highlights (R267)")
        XCTAssertGreaterThan(table.contentOffset.y, 100)
        app.advance(seconds: 5)
        table.contentOffset = .zero
        // Held past the delay, the row highlights; the scroll then takes the touch from it.
        touches.press(at: CGPoint(x: 100, y: 400))
        app.advance(seconds: 0.2)
        touches.drag(to: CGPoint(x: 100, y: 200), steps: 5)
        touches.release()
        XCTAssertEqual(source.log, ["didHighlight 9", "didUnhighlight 9"])
        XCTAssertFalse(source.log.contains { $0.hasPrefix("didSelect") }, "a scroll selects nothing")
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertGreaterThan(table.contentOffset.y, 100)
    }

    /// Select a row (pushes), then swipe back half way: the grey is half faded with the pop; let go
    /// short: the pop cancels and the row is selected again; swipe back fully: deselected.
    func testR184DeselectionIsScrubbedByAnInteractivePopAndRestoredOnCancel() async {
        let list = PushingListController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let app = TestApp(root: nav)
        app.advance(seconds: 0.1)
        let touches = TouchDriver(app)
        let row = IndexPath(row: 2, section: 0)
        let y = list.tableView.rectForRow(at: row).midY - list.tableView.contentOffset.y
        touches.press(at: CGPoint(x: 200, y: y))
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(nav.viewControllers.count, 2, "pushed")
        let cell = list.tableView.cellForRow(at: row)
        XCTAssertEqual(cell?.isSelected, true)
        XCTAssertEqual(grey(cell), 1, "still grey under the pushed screen")

        // Half way (196 of 393 pt) and held.
        touches.press(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 20.0, through: 196.0, by: 16.0) { touches.frameAndMove(to: CGPoint(x: x, y: 400)) }
        for _ in 0..<6 { touches.frameAndMove(to: CGPoint(x: 196, y: 400)) }
        XCTAssertNotNil(nav.transitionCoordinator, "the pop is interactive")
        XCTAssertEqual(grey(cell), 0.5, accuracy: 0.08, "the fade follows the finger")
        // Back to the edge and let go: cancelled.
        for x in stride(from: 180.0, through: 20.0, by: -40.0) { touches.frameAndMove(to: CGPoint(x: x, y: 400)) }
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(nav.viewControllers.count, 2, "cancelled")
        XCTAssertEqual(list.tableView.indexPathForSelectedRow, row, "selected again")
        XCTAssertEqual(grey(list.tableView.cellForRow(at: row)), 1)

        // Now all the way.
        touches.press(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 40.0, through: 360.0, by: 40.0) { touches.frameAndMove(to: CGPoint(x: x, y: 400)) }
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(nav.viewControllers.count, 1, "popped")
        XCTAssertNil(list.tableView.indexPathForSelectedRow)
        XCTAssertEqual(grey(list.tableView.cellForRow(at: row)), 0)
    }
}
