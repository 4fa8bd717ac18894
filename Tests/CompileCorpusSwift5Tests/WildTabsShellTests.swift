// The corpus's iOS 18 tabs shell (Corpus/WildTabsShell.swift), compiled in Swift 5 mode and run:
// tabs with providers, a group and a search tab (R339), the delegate's tab methods (R340).
import UIKit
import XCTest

@MainActor
final class WildTabsShellTests: XCTestCase {
    func testR339TheShellShowsItsTabsAndTheGroupsNavigationController() async {
        let shell = TabsShellController()
        let phone = HeadlessPhone(root: shell)
        phone.advance(seconds: 0.1)
        XCTAssertEqual(shell.tabs.map(\.identifier).prefix(3), ["listen", "browse", "library"])
        XCTAssertEqual(shell.viewControllers?.count, 4)
        XCTAssertEqual(
            shell.viewControllers?.map { $0.tabBarItem.title }, ["Listen Now", "Browse", "Library", "Search"])
        XCTAssertTrue(shell.tab(forIdentifier: "library")?.viewController is UINavigationController)
        XCTAssertEqual(
            (shell.tab(forIdentifier: "library")?.viewController as? UINavigationController)?.viewControllers.first?
                .title, "Albums")
        XCTAssertTrue(shell.selectedTab?.identifier == "listen")
    }

    func testR340ATapAsksAndTellsTheDelegateWithTabs() async {
        let shell = TabsShellController()
        let phone = HeadlessPhone(root: shell)
        phone.advance(seconds: 0.1)
        let bar = shell.tabBar
        // The centre of the second of four items.
        let point = bar.convert(CGPoint(x: bar.bounds.width * 3 / 8, y: 20), to: nil)
        phone.press(at: point)
        phone.advance(seconds: 1.0 / 60)
        phone.release()
        phone.advance(seconds: 0.3)
        XCTAssertEqual(shell.log, ["should browse", "did browse from listen"])
        XCTAssertEqual(shell.selectedTab?.identifier, "browse")
        XCTAssertEqual(shell.selectedViewController?.tabBarItem.badgeValue, "New")
    }
}
