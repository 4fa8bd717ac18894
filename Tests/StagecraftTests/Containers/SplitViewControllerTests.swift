import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A list that shows its rows' details through the split view.
@MainActor
private final class MailboxList: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Mailboxes"
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "box")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = ["Inbox", "Sent", "Trash"][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = ["Inbox", "Sent", "Trash"][indexPath.row]
        detail.view.backgroundColor = .systemBackground
        showDetailViewController(detail, sender: self)
    }
}

@MainActor
private final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    var topColumn: UISplitViewController.Column?
    var collapsesSecondary = false
    var proposals: [UISplitViewController.Column] = []

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposals.append(proposedTopColumn)
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { collapsesSecondary }
}

@MainActor
final class SplitViewControllerTests: XCTestCase {
    private func launch(_ root: UIViewController) throws -> Simulator {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.rootViewController = root
        sim.advance(seconds: 0.3)
        return sim
    }

    private func detail(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .systemBackground
        return controller
    }

    /// R311: on an iPhone a double-column split view is collapsed: one navigation stack, the
    /// secondary on top (UIKit's proposed top column) with a back button to the primary; each
    /// column's controller got a navigation controller.
    func testR311ACollapsedSplitViewShowsTheSecondaryOnThePrimary() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = MailboxList(style: .plain)
        let inbox = detail("Inbox")
        split.setViewController(list, for: .primary)
        split.setViewController(inbox, for: .secondary)
        let delegate = SplitDelegate()
        split.delegate = delegate
        let sim = try launch(split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(delegate.proposals.last, .secondary)
        let navigation = try XCTUnwrap(list.navigationController)
        XCTAssertTrue(navigation.parent === split)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Mailboxes", "Inbox"])
        XCTAssertTrue(split.viewController(for: .primary) === list)
        XCTAssertTrue(list.splitViewController === split)
        XCTAssertTrue(inbox.splitViewController === split)
        XCTAssertEqual(navigation.navigationBar.backButton.currentTitle, "Mailboxes")
        XCTAssertTrue(inbox.view.window === sim.window)
    }

    /// R311: a delegate choosing `.primary` starts on the list; a row's `showDetailViewController`
    /// pushes the detail; `show(.primary)` goes back.
    func testR311TheDelegateStartsOnThePrimaryAndShowDetailPushes() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = MailboxList(style: .plain)
        split.setViewController(list, for: .primary)
        split.setViewController(detail("Empty"), for: .secondary)
        let delegate = SplitDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        let sim = try launch(split)
        let navigation = try XCTUnwrap(list.navigationController)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Mailboxes"])
        let row = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        _ = sim.tap(at: list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: sim.window))
        sim.advance(seconds: 0.7)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Mailboxes", "Sent"])
        XCTAssertEqual(split.viewController(for: .secondary)?.title, "Sent")
        try LookFolder.write(sim, named: "split-detail.png")
        split.show(.primary)
        sim.advance(seconds: 0.7)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Mailboxes"])
        split.show(.secondary)
        sim.advance(seconds: 0.7)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Mailboxes", "Sent"])
    }

    /// R311: a compact column, when set, is what the collapsed split view shows.
    func testR311TheCompactColumnShowsWhenSet() async throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(detail("Sidebar"), for: .primary)
        split.setViewController(detail("List"), for: .supplementary)
        split.setViewController(detail("Detail"), for: .secondary)
        let tabs = UITabBarController()
        tabs.viewControllers = [detail("Compact")]
        split.setViewController(tabs, for: .compact)
        _ = try launch(split)
        XCTAssertEqual(split.children.count, 1)
        let shown = try XCTUnwrap(split.children.first as? UINavigationController)
        XCTAssertTrue(shown.viewControllers.first === tabs)
    }

    /// R311: a triple-column split view collapses to sidebar, list and detail on one stack.
    func testR311ATripleColumnSplitViewStacksAllThreeColumns() async throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(detail("Sidebar"), for: .primary)
        split.setViewController(detail("List"), for: .supplementary)
        split.setViewController(detail("Detail"), for: .secondary)
        _ = try launch(split)
        let navigation = try XCTUnwrap(split.children.first as? UINavigationController)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Sidebar", "List", "Detail"])
    }

    /// R311: the classic interface pushes the secondary onto a primary navigation controller
    /// unless the delegate collapsed it itself (returning true drops it).
    func testR311TheClassicInterfaceAsksCollapseSecondary() async throws {
        for collapses in [false, true] {
            let split = UISplitViewController()
            let delegate = SplitDelegate()
            delegate.collapsesSecondary = collapses
            split.delegate = delegate
            let master = UINavigationController(rootViewController: detail("Master"))
            let detailNavigation = UINavigationController(rootViewController: detail("Detail"))
            split.viewControllers = [master, detailNavigation]
            _ = try launch(split)
            XCTAssertTrue(split.children.first === master)
            XCTAssertEqual(master.viewControllers.map(\.title), collapses ? ["Master"] : ["Master", "Detail"])
            XCTAssertEqual(split.viewControllers.count, 2)
        }
    }
}
