import Gallery
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import Stagecraft
@testable import UIKit

/// The gallery's home (issue #14 item 5): a navigation controller's root, an inset-grouped table
/// whose rows highlight and push their scene (or present a container scene full screen), a large
/// title that collapses as the list scrolls, and back to the list with the row deselected alongside
/// the pop (R184).
@MainActor
final class HomeScreenTests: XCTestCase {
    private func makeHome(_ scenes: [Scene] = Gallery.scenes) throws -> (Simulator, HomeViewController) {
        let sim = try Simulator(scenes: SceneCatalog(title: "Test", scenes: scenes, home: Gallery.catalog.home))
        sim.diagnosticLog.printsToConsole = false
        let navigation = try XCTUnwrap(sim.openHome() as? UINavigationController)
        sim.advance(seconds: 0.1)
        let home = try XCTUnwrap(navigation.viewControllers.first as? HomeViewController)
        return (sim, home)
    }

    private func grey(_ cell: UITableViewCell?) -> CGFloat {
        CGFloat(cell?.selectedBackgroundView?.layer.presentationProperties.opacity ?? -1)
    }

    /// A list taller than the screen scrolls with a drag, collapsing the large title; a drag does
    /// not select the row under it.
    func testTheSceneListScrollsCollapsingTheLargeTitleAndADragIsNotATap() async throws {
        let scenes = (1...20).map { i in
            Scene(id: "X\(i)", title: "Scene \(i)", summary: "row \(i)") { UIViewController() }
        }
        let (sim, home) = try makeHome(scenes)
        let table = home.tableView!
        let navigation = try XCTUnwrap(home.navigationController)
        let top = table.contentOffset.y
        XCTAssertEqual(navigation.navigationBar.frame.maxY, 59 + 96, "expanded large title (R171)")
        XCTAssertEqual(table.adjustedContentInset.top, 59 + 96)
        sim.drag(along: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 400)], duration: 0.3)
        XCTAssertGreaterThan(table.contentOffset.y - top, 250, "the content follows the finger (300 pt drag)")
        XCTAssertEqual(navigation.navigationBar.frame.maxY, 59 + 44, "the title collapsed into the bar")
        XCTAssertNil(table.indexPathForSelectedRow, "a pan cancels the row's touch (cancelsTouchesInView)")
        XCTAssertNil(sim.sceneID)
        sim.advance(seconds: 2)
        let range = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        XCTAssertLessThanOrEqual(table.contentOffset.y, range + 0.5, "never past the end of the content")
        // Rows are still tappable after scrolling: the row under the finger opens its scene.
        let path = try XCTUnwrap(table.indexPathForRow(at: table.convert(CGPoint(x: 200, y: 400), from: nil)))
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.sceneID, scenes[path.row].id)
        XCTAssertEqual(navigation.viewControllers.count, 2, "pushed")
    }

    /// A tap highlights the row, selects it and pushes its scene (its title in the bar, no large
    /// title); back pops to the list with the row's grey fading alongside, and the host hears
    /// which scene shows. Golden frames at the middle of the push and of the pop.
    func testATapPushesTheSceneAndBackPopsWithTheRowDeselectedAlongside() async throws {
        let (sim, home) = try makeHome()
        let table = home.tableView!
        let navigation = try XCTUnwrap(home.navigationController)
        let row = IndexPath(row: 1, section: 0)  // S1
        let cell = try XCTUnwrap(table.cellForRow(at: row))
        let point = cell.convert(CGPoint(x: 150, y: 30), to: nil)
        sim.press(at: point)
        XCTAssertEqual(grey(cell), 0, "the table holds the touch back 150 ms first (R267)")
        sim.advance(seconds: 0.15)
        XCTAssertEqual(grey(cell), 1, "grey once the delay is over")
        sim.release()
        XCTAssertEqual(table.indexPathForSelectedRow, row)
        XCTAssertEqual(sim.sceneID, "S1")
        sim.advance(seconds: 0)
        sim.advance(seconds: 0.25)
        try assertGolden(try sim.render(), named: "home-push-mid")
        sim.advance(seconds: 1)
        let scene = try XCTUnwrap(navigation.topViewController as? SpringPresentingViewController)
        XCTAssertEqual(scene.navigationItem.largeTitleDisplayMode, .never)
        XCTAssertEqual(navigation.navigationBar.frame.maxY, 59 + 44)
        XCTAssertTrue(scene.view.window === sim.window)

        // Back: the row's grey fades with the pop.
        _ = navigation.popViewController(animated: true)
        sim.advance(seconds: 0)
        XCTAssertEqual(grey(cell), 1)
        sim.advance(seconds: 0.25)
        XCTAssertGreaterThan(grey(cell), 0.05)
        XCTAssertLessThan(grey(cell), 0.95, "half way through the pop, half faded")
        try assertGolden(try sim.render(), named: "home-pop-mid")
        sim.advance(seconds: 1)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(grey(cell), 0)
        XCTAssertNil(sim.sceneID, "back on the list")
        XCTAssertTrue(sim.isShowingHome)
    }

    /// A navigation-controller scene is presented full screen with a Close bar button on its root;
    /// Close dismisses back to the list, deselecting the row.
    func testAContainerSceneIsPresentedFullScreenWithAClose() async throws {
        let (sim, home) = try makeHome()
        let navigation = try XCTUnwrap(home.navigationController)
        let index = try XCTUnwrap(Gallery.scenes.firstIndex { $0.id == "S7" })
        home.show(Gallery.scenes[index])
        home.tableView.selectRow(at: IndexPath(row: index, section: 0), animated: false, scrollPosition: .none)
        sim.advance(seconds: 1.5)
        let host = try XCTUnwrap(navigation.presentedViewController as? FullScreenSceneViewController)
        XCTAssertEqual(host.modalPresentationStyle, .fullScreen)
        XCTAssertTrue(host.content is UINavigationController)
        XCTAssertEqual(sim.sceneID, "S7")
        let close = try XCTUnwrap(host.closeItem)
        let root = try XCTUnwrap((host.content as? UINavigationController)?.viewControllers.first)
        XCTAssertTrue(root.navigationItem.leftBarButtonItem === close)
        XCTAssertEqual(host.content.view.frame, sim.window.bounds)
        host.dismiss(animated: true)
        sim.advance(seconds: 1.5)
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertNil(home.tableView.indexPathForSelectedRow, "deselected as the list reappears")
        XCTAssertNil(sim.sceneID)
        // A tab bar scene has no bar to hold it: a floating close button.
        let tabs = try XCTUnwrap(Gallery.scenes.first { $0.id == "S10" })
        home.show(tabs)
        sim.advance(seconds: 1.5)
        let tabHost = try XCTUnwrap(navigation.presentedViewController as? FullScreenSceneViewController)
        let button = try XCTUnwrap(tabHost.floatingCloseButton)
        sim.tap(button)
        sim.advance(seconds: 1.5)
        XCTAssertNil(navigation.presentedViewController)
    }

    /// In landscape the inset sections stay inside the safe area (clear of the sensor housing) and
    /// follow the rotation back.
    func testTheHomeScreenLaysOutInsideTheSafeAreaInBothOrientations() async throws {
        let scenes = [Scene(id: "A1", title: "First", summary: "one") { UIViewController() }]
        let (sim, home) = try makeHome(scenes)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.5)
        let cell = try XCTUnwrap(home.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let frame = cell.convert(cell.bounds, to: nil)
        XCTAssertEqual(frame.minX, 59 + 20, accuracy: 0.5)
        XCTAssertEqual(frame.maxX, 852 - 59 - 20, accuracy: 0.5)
        XCTAssertTrue(sim.rotate(to: .portrait))
        sim.advance(seconds: 0.5)
        let back = cell.convert(cell.bounds, to: nil)
        XCTAssertEqual(back.minX, 20, accuracy: 0.5)
        XCTAssertEqual(back.maxX, 393 - 20, accuracy: 0.5)
    }
}
