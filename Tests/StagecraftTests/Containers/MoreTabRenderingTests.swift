import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// What the More tab draws (R337) and the system items' symbols (R338), on a modern phone.
@MainActor
final class MoreTabRenderingTests: XCTestCase {
    private let titles = ["Home", "Mail", "Alerts", "Favorites", "Settings", "People", "Files"]
    private let symbols = ["house", "envelope", "bell", "star", "gearshape", "person", "folder"]

    private func launch() throws -> (Simulator, UITabBarController) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = zip(titles, symbols).map { title, symbol in
            let controller = UIViewController()
            controller.title = title
            controller.view.backgroundColor = .systemBackground
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
            return controller
        }
        sim.rootViewController = tabs
        sim.advance(seconds: 0.3)
        return (sim, tabs)
    }

    /// Whether any pixel of `rect` (points, scale 1) is close to `colour`.
    private func contains(_ canvas: Canvas, _ rect: CGRect, _ colour: (Int, Int, Int), tolerance: Int = 40) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = canvas.pixel(x: x, y: y)
                if abs(Int(p.r) - colour.0) <= tolerance && abs(Int(p.g) - colour.1) <= tolerance
                    && abs(Int(p.b) - colour.2) <= tolerance
                {
                    return true
                }
            }
        }
        return false
    }

    /// R337: the bar of seven tabs draws four items and More's three dots, each in a fifth of the
    /// width; the More list draws its rows' tinted images, titles and grey chevrons.
    func testR337TheBarWithMoreAndTheMoreList() async throws {
        let (sim, tabs) = try launch()
        let buttons = tabs.tabBar.buttons
        XCTAssertEqual(buttons.count, 5)
        XCTAssertEqual(buttons[4].frame.width, sim.window.bounds.width / 5, accuracy: 0.01)
        var canvas = try sim.render()
        try LookFolder.write(sim, named: "more-tab-bar.png")
        // The More item's dots, grey while unselected, in the fifth slot's image square.
        let moreImage = buttons[4].imageView.convert(buttons[4].imageView.bounds, to: nil)
        XCTAssertTrue(contains(canvas, moreImage, (142, 142, 147)), "the dots are system grey")
        XCTAssertFalse(contains(canvas, moreImage, (0, 122, 255)), "not tinted while unselected")
        // The selected first item is tinted.
        let homeImage = buttons[0].imageView.convert(buttons[0].imageView.bounds, to: nil)
        XCTAssertTrue(contains(canvas, homeImage, (0, 122, 255)))

        _ = sim.tap(buttons[4])
        sim.advance(seconds: 0.5)
        canvas = try sim.render()
        try LookFolder.write(sim, named: "more-list.png")
        XCTAssertTrue(contains(canvas, moreImage, (0, 122, 255)), "the selected More item is tinted")
        let list = try XCTUnwrap(tabs.moreNavigationController.topViewController as? UITableViewController)
        let cell = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let image = try XCTUnwrap(cell.imageView).convert(cell.imageView!.bounds, to: nil)
        XCTAssertTrue(contains(canvas, image, (0, 122, 255)), "a row's image is drawn in the tint colour")
        let chevron = cell.convert(cell.bounds, to: nil).divided(atDistance: 40, from: .maxXEdge).slice
        XCTAssertTrue(contains(canvas, chevron, (196, 196, 199), tolerance: 30), "a grey disclosure chevron")
        let title = try XCTUnwrap(cell.textLabel).convert(cell.textLabel!.bounds, to: nil)
        XCTAssertTrue(contains(canvas, title, (0, 0, 0), tolerance: 30), "the title in black")
        // Below the three rows the list is empty: no separators of empty rows.
        let lastRow = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        let below = CGRect(x: 20, y: lastRow.maxY + 4, width: 300, height: 300)
        XCTAssertFalse(contains(canvas, below, (198, 198, 200), tolerance: 12), "no empty-row separators")

        // A row pushes its controller with a back button to the list.
        _ = sim.tap(cell)
        sim.advance(seconds: 0.8)
        XCTAssertEqual(tabs.selectedIndex, 4)
        XCTAssertEqual(tabs.moreNavigationController.navigationBar.topItem?.title, "Settings")
        try LookFolder.write(sim, named: "more-pushed.png")
    }

    /// R338: every system item draws its symbol and title.
    func testR338SystemItemsDraw() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let items: [UITabBarItem.SystemItem] = [.favorites, .recents, .contacts, .bookmarks, .downloads]
        let tabs = UITabBarController()
        tabs.viewControllers = items.enumerated().map { index, item in
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            controller.tabBarItem = UITabBarItem(tabBarSystemItem: item, tag: index)
            return controller
        }
        sim.rootViewController = tabs
        sim.advance(seconds: 0.3)
        let canvas = try sim.render()
        try LookFolder.write(sim, named: "system-items.png")
        XCTAssertEqual(
            tabs.tabBar.buttons.map { $0.titleLabel.text },
            ["Favorites", "Recents", "Contacts", "Bookmarks", "Downloads"])
        for (index, button) in tabs.tabBar.buttons.enumerated() {
            let image = button.imageView.convert(button.imageView.bounds, to: nil)
            let colour = index == 0 ? (0, 122, 255) : (142, 142, 147)
            XCTAssertTrue(contains(canvas, image, colour), "item \(index) draws its symbol")
        }
    }
}
