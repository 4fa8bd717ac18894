import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// A photo grid-like screen: a card with a context menu (Copy, Share, Delete) previewing a detail
/// controller, and a list whose rows have context menus through the table's delegate.
@MainActor
private final class CardController: UIViewController, UIContextMenuInteractionDelegate {
    let card = UIView(frame: CGRect(x: 40, y: 200, width: 150, height: 150))
    var log: [String] = []
    var commitStyle: UIContextMenuInteractionCommitStyle = .pop
    var providesPreview = true
    var shownDetail: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        view.addSubview(card)
        card.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration")
        var preview: UIContextMenuContentPreviewProvider?
        if providesPreview {
            preview = {
                let detail = UIViewController()
                detail.view.backgroundColor = .systemOrange
                detail.preferredContentSize = CGSize(width: 300, height: 300)
                return detail
            }
        }
        return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: preview) { _ in
            UIMenu(children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in
                    self?.log.append("copy")
                },
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) { log.append("willDisplay") }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) { log.append("willEnd") }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        log.append("commit")
        animator.preferredCommitStyle = commitStyle
        animator.addCompletion { [weak self] in
            guard let self, let detail = animator.previewViewController else { return }
            self.log.append("completion")
            self.shownDetail = detail
            self.present(detail, animated: false)
        }
    }
}

@MainActor
private final class RowsController: UITableViewController {
    var previewed: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPath.row != 4 else { return nil }
        previewed.append(indexPath.row)
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Pin") { _ in }])
        })
    }
}

@MainActor
final class ContextMenuTests: XCTestCase {
    private func launch(_ controller: UIViewController) throws -> Simulator {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.rootViewController = controller
        sim.advance(seconds: 0.2)
        return sim
    }

    /// Holds a finger still at `point` for `seconds`, then lifts it.
    private func press(_ sim: Simulator, at point: CGPoint, for seconds: Double = 0.8) {
        _ = sim.drag(along: [point, point], duration: seconds)
    }

    /// R313: a long press on a view with a context menu interaction lifts the preview (the
    /// configuration's controller, at its preferred size) over the blurred screen with the menu
    /// below it; a tap outside closes it (`willEnd`), nothing else.
    func testR313ALongPressLiftsThePreviewWithItsMenu() async throws {
        let controller = CardController()
        let sim = try launch(controller)
        press(sim, at: CGPoint(x: 115, y: 275))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.log, ["configuration", "willDisplay"])
        let menu = try XCTUnwrap(MenuContainerView.current)
        let preview = try XCTUnwrap(menu.previewFrame)
        XCTAssertEqual(preview.size, CGSize(width: 300, height: 300))
        XCTAssertEqual(preview.midX, sim.window.bounds.midX, accuracy: 0.5)
        XCTAssertGreaterThanOrEqual(menu.platter.frame.minY, preview.maxY)
        XCTAssertEqual(menu.rows.count, 3)
        try LookFolder.write(sim, named: "context-menu.png")
        _ = sim.tap(at: CGPoint(x: 20, y: 820))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.log, ["configuration", "willDisplay", "willEnd"])
        XCTAssertNil(MenuContainerView.current)
        XCTAssertFalse(sim.window.subviews.contains { $0 is ContextMenuBackdropView })
    }

    /// R313: choosing an action closes the menu and runs it.
    func testR313ChoosingAnActionClosesTheMenuAndRunsIt() async throws {
        let controller = CardController()
        controller.providesPreview = false
        let sim = try launch(controller)
        press(sim, at: CGPoint(x: 115, y: 275))
        sim.advance(seconds: 0.5)
        let menu = try XCTUnwrap(MenuContainerView.current)
        // Without a preview controller the view itself is lifted, where it is.
        XCTAssertEqual(menu.previewFrame, controller.card.frame)
        try LookFolder.write(sim, named: "context-menu-view.png")
        let copy = menu.rows[0]
        _ = sim.tap(copy)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.log, ["configuration", "willDisplay", "willEnd", "copy"])
        XCTAssertNil(MenuContainerView.current)
    }

    /// R313: a tap on the preview commits it: the delegate's preview action, then — once the pop
    /// has grown the preview to the screen — its completion, which shows the previewed controller.
    func testR313ATapOnThePreviewCommitsIt() async throws {
        let controller = CardController()
        let sim = try launch(controller)
        press(sim, at: CGPoint(x: 115, y: 275))
        sim.advance(seconds: 0.5)
        let preview = try XCTUnwrap(MenuContainerView.current?.previewFrame)
        _ = sim.tap(at: CGPoint(x: preview.midX, y: preview.midY))
        sim.advance(seconds: 0.1)
        XCTAssertEqual(controller.log, ["configuration", "willDisplay", "commit"])
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.log, ["configuration", "willDisplay", "commit", "completion"])
        XCTAssertTrue(controller.presentedViewController === controller.shownDetail)
        XCTAssertTrue(controller.shownDetail?.view.window === sim.window)
    }

    /// R313: a table asks its delegate for a row's context menu at a long press; a row without one
    /// (nil) shows nothing, and a short tap still selects.
    func testR313ATableAsksItsDelegateForARowsMenu() async throws {
        let controller = RowsController(style: .plain)
        let sim = try launch(UINavigationController(rootViewController: controller))
        func centre(_ row: Int) -> CGPoint {
            let rect = controller.tableView.rectForRow(at: IndexPath(row: row, section: 0))
            return controller.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: sim.window)
        }
        press(sim, at: centre(2))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.previewed, [2])
        let menu = try XCTUnwrap(MenuContainerView.current)
        let cell = try XCTUnwrap(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(menu.previewFrame, cell.convert(cell.bounds, to: sim.window))
        XCTAssertNil(controller.tableView.indexPathForSelectedRow, "the press selected nothing")
        try LookFolder.write(sim, named: "context-menu-row.png")
        _ = sim.tap(at: CGPoint(x: 20, y: 820))
        sim.advance(seconds: 0.5)
        press(sim, at: centre(4))
        sim.advance(seconds: 0.5)
        XCTAssertNil(MenuContainerView.current)
        _ = sim.tap(at: centre(1))
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    }
}
