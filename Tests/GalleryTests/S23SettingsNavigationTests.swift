import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S23 end to end: a large title that collapses as the list scrolls (R171), Edit turning into a
/// bold Done (R170), rows pushing screens that take the tab bar away (R173) with an edge swipe
/// that brings it back, or not when let go early; the toolbar (R174).
@MainActor
final class S23SettingsNavigationTests: XCTestCase {
    private func open(_ sim: Simulator) throws -> SettingsTabBarController {
        let tabs = try XCTUnwrap(try sim.openScene("S23") as? SettingsTabBarController)
        sim.advance(seconds: 0.3)
        return tabs
    }

    func testTheLargeTitleCollapsesAsTheListScrolls() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let tabs = try open(sim)
        let bar = tabs.settingsNavigation.navigationBar
        XCTAssertEqual(bar.frame.height, 155, "59 + 44 + the 52 pt large title band")
        XCTAssertEqual(tabs.list.scrollView.contentOffset.y, -155)
        XCTAssertEqual(tabs.list.rows[0].convert(tabs.list.rows[0].bounds, to: nil).minY, 155 + 16)
        try assertGolden(try sim.render(), named: "S23-list")

        // Drag the list up 200 pt: the title collapses into the 44 pt bar, content runs under it.
        sim.drag(along: [CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 400)], duration: 0.4, release: false)
        XCTAssertEqual(bar.frame.height, 103)
        XCTAssertEqual(tabs.list.scrollView.adjustedContentInset.top, 103)
        XCTAssertEqual(bar.titleLabel.alpha, 1, "the inline title is back")
        try assertGolden(try sim.render(), named: "S23-list-scrolled")
        // Back down to the top: expanded again.
        sim.moveFinger(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600), frames: 10)
        sim.release()
        sim.advance(seconds: 1.5)
        XCTAssertEqual(bar.frame.height, 155)
        XCTAssertEqual(tabs.list.scrollView.contentOffset.y, -155, accuracy: 0.5)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testEditTurnsIntoABoldDone() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let tabs = try open(sim)
        let bar = tabs.settingsNavigation.navigationBar
        let edit = try XCTUnwrap(bar.leftItemViews.first)
        XCTAssertEqual(edit.titleLabel.text, "Edit")
        XCTAssertEqual(edit.frame.minX, 16)
        sim.tap(edit)
        sim.advance(seconds: 0.5)
        let done = try XCTUnwrap(bar.leftItemViews.first)
        XCTAssertEqual(done.titleLabel.text, "Done")
        XCTAssertEqual(done.titleLabel.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertTrue(sim.eventLog.entries.contains("barButtonItem Edit tapped"))
    }

    func testARowPushesAwayTheTabBarAndACancelledSwipeKeepsItAway() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let tabs = try open(sim)
        let nav = tabs.settingsNavigation
        let row = tabs.list.rows[0]
        sim.tap(row)
        sim.advance(seconds: 0.15)
        XCTAssertEqual(sim.currentTransition?.name, "push Wi-Fi")
        XCTAssertTrue(tabs.tabBar.superview === tabs.list.view, "the tab bar rides with the list")
        try assertGolden(try sim.render(), named: "S23-push-mid")
        sim.advance(seconds: 0.6)
        XCTAssertNil(sim.currentTransition)
        let detail = try XCTUnwrap(nav.topViewController as? SettingsDetailViewController)
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(nav.navigationBar.frame.height, 103, "no large title on the pushed screen")
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "Settings")
        XCTAssertEqual(nav.navigationBar.rightItemViews.first?.titleLabel.text, "Done")
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34)

        // Half a swipe back: the list comes back with its tab bar; let go moving left: cancelled.
        sim.drag(along: [CGPoint(x: 4, y: 500), CGPoint(x: 196, y: 500)], duration: 0.3, release: false)
        XCTAssertEqual(sim.currentTransition?.isInteractive, true)
        XCTAssertTrue(tabs.tabBar.superview === tabs.list.view)
        XCTAssertFalse(tabs.tabBar.isHidden)
        try assertGolden(try sim.render(), named: "S23-swipe-mid")
        sim.moveFinger(from: CGPoint(x: 196, y: 500), to: CGPoint(x: 120, y: 500), frames: 6)
        sim.release()
        sim.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertTrue(tabs.tabBar.isHidden, "restored on cancel")
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)

        // Done pops: the tab bar is back, the large title expanded.
        sim.tap(try XCTUnwrap(nav.navigationBar.rightItemViews.first))
        sim.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === tabs.list)
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(tabs.tabBar.frame.minY, 852 - 83)
        XCTAssertEqual(nav.navigationBar.frame.height, 155)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testThePlusScreenHasAPromptAndAToolbar() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let tabs = try open(sim)
        let nav = tabs.settingsNavigation
        sim.tap(try XCTUnwrap(nav.navigationBar.rightItemViews.first))
        sim.advance(seconds: 1)
        let detail = try XCTUnwrap(nav.topViewController as? SettingsDetailViewController)
        XCTAssertEqual(nav.navigationBar.promptLabel.text, "Enter the network's name")
        XCTAssertEqual(nav.navigationBar.frame.height, 59 + 30 + 44)
        sim.tap(detail.toolbarButton)
        sim.advance(seconds: 0.5)
        XCTAssertFalse(nav.isToolbarHidden)
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
        XCTAssertEqual(nav.toolbar.itemViews.count, 5)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 78)
        try assertGolden(try sim.render(), named: "S23-toolbar")
    }
}
