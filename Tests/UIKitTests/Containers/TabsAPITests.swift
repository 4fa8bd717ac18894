import XCTest

@testable import UIKit

/// iOS 18's tabs: UITab, UISearchTab, UITabGroup and the tab bar controller's tabs API (R339),
/// and the delegate's order (R340).
@MainActor
final class TabsAPITests: XCTestCase {
    var app: TestApp!
    var touches: TouchDriver!
    var providerCalls: [String] = []

    override func setUp() async throws {
        app = TestApp()
        touches = TouchDriver(app)
        providerCalls = []
    }

    private func tab(_ title: String, _ symbol: String) -> UITab {
        UITab(title: title, image: UIImage(systemName: symbol), identifier: title.lowercased()) { [unowned self] tab in
            self.providerCalls.append(tab.identifier)
            let controller = UIViewController()
            controller.title = tab.title
            return controller
        }
    }

    private func show(_ tabs: UITabBarController) {
        app.window.rootViewController = tabs
        app.advance(seconds: 0.05)
    }

    private func tap(_ view: UIView) {
        touches.press(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        app.advance(seconds: 0.5)
    }

    func testR339SettingTabsMakesTheControllersOnceAndSetsViewControllers() async {
        let home = tab("Home", "house")
        let mail = tab("Mail", "envelope")
        let search = UISearchTab { [unowned self] _ in
            self.providerCalls.append("search")
            return UIViewController()
        }
        let controller = UITabBarController(tabs: [home, mail, search])
        show(controller)
        XCTAssertEqual(providerCalls, ["home", "mail", "search"])
        XCTAssertEqual(controller.tabs.map(\.identifier), ["home", "mail", search.identifier])
        XCTAssertEqual(controller.viewControllers?.count, 3)
        XCTAssertTrue(controller.viewControllers?[1] === mail.viewController)
        XCTAssertTrue(home.managingTabBarController === controller)
        XCTAssertEqual(controller.tabBar.buttons.map { $0.titleLabel.text }, ["Home", "Mail", "Search"])
        XCTAssertEqual(controller.tabBar.items?.map { $0.image?.name }, ["house", "envelope", "magnifyingglass"])
        XCTAssertTrue(controller.selectedTab === home)
        XCTAssertTrue(controller.tab(forIdentifier: "mail") === mail)
        XCTAssertNil(controller.tab(forIdentifier: "nope"))
        XCTAssertTrue(home.hasVisiblePlacement)
        // Setting the same tabs again asks no provider again.
        controller.setTabs([mail, home], animated: false)
        XCTAssertEqual(providerCalls, ["home", "mail", "search"])
        XCTAssertNil(search.managingTabBarController)
        XCTAssertTrue(controller.viewControllers?.first === mail.viewController)
        XCTAssertTrue(controller.selectedTab === home, "the selected tab stays selected")
        XCTAssertEqual(controller.selectedIndex, 1)
        // Setting viewControllers directly leaves the tabs API.
        controller.viewControllers = [UIViewController()]
        XCTAssertTrue(controller.tabs.isEmpty)
        XCTAssertNil(home.managingTabBarController)
        XCTAssertNil(controller.selectedTab)
    }

    func testR339TabPropertiesDriveTheBarAndHiding() async {
        let home = tab("Home", "house")
        let mail = tab("Mail", "envelope")
        let later = tab("Later", "clock")
        later.isHiddenByDefault = true
        let sidebar = tab("Library", "book")
        sidebar.preferredPlacement = .sidebarOnly
        let controller = UITabBarController()
        controller.tabs = [home, mail, later, sidebar]
        show(controller)
        XCTAssertEqual(controller.tabBar.buttons.map { $0.titleLabel.text }, ["Home", "Mail"])
        XCTAssertEqual(controller.tabs.count, 4)
        XCTAssertFalse(later.hasVisiblePlacement)
        mail.badgeValue = "3"
        mail.title = "Inbox"
        app.advance(seconds: 0.05)
        XCTAssertEqual(controller.tabBar.buttons[1].badgeLabel.text, "3")
        XCTAssertEqual(controller.tabBar.buttons[1].titleLabel.text, "Inbox")
        mail.userInfo = ["unread": 3]
        XCTAssertEqual((mail.userInfo as? [String: Int])?["unread"], 3)
        home.isHidden = true
        XCTAssertEqual(controller.tabBar.buttons.map { $0.titleLabel.text }, ["Inbox"])
        XCTAssertTrue(controller.selectedTab === mail)
        XCTAssertTrue(controller.viewControllers?.elementsEqual([mail.viewController!], by: ===) == true)
        home.isHidden = false
        XCTAssertEqual(controller.tabBar.buttons.map { $0.titleLabel.text }, ["Home", "Inbox"])
        XCTAssertTrue(controller.selectedTab === mail)
        XCTAssertEqual(providerCalls, ["home", "mail"], "hidden tabs are never asked for a controller")
        XCTAssertEqual(controller.mode, .automatic)
        controller.mode = .tabSidebar
        XCTAssertEqual(controller.mode, .tabSidebar)
        XCTAssertFalse(controller.tabBar.isHidden, "an iPhone always shows the bar")
    }

    func testR339SelectedTabSetterAndGroups() async {
        let home = tab("Home", "house")
        let first = tab("First", "doc")
        let second = tab("Second", "folder")
        let navigation = UINavigationController()
        let group = UITabGroup(
            title: "Files", image: UIImage(systemName: "folder"), identifier: "files", children: [first, second])
        group.managingNavigationController = navigation
        group.defaultChildIdentifier = "second"
        let controller = UITabBarController(tabs: [home, group])
        show(controller)
        XCTAssertTrue(first.parent === group)
        XCTAssertTrue(second.managingTabBarController === controller)
        XCTAssertTrue(group.viewController === navigation, "a group without a provider shows its navigation controller")
        XCTAssertTrue(navigation.viewControllers.first === second.viewController, "rooted at the default child")
        XCTAssertEqual(controller.tabBar.buttons.map { $0.titleLabel.text }, ["Home", "Files"])
        XCTAssertTrue(controller.tab(forIdentifier: "first") === first)
        XCTAssertTrue(group.tab(forIdentifier: "second") === second)
        controller.selectedTab = first
        app.advance(seconds: 0.1)
        XCTAssertTrue(controller.selectedTab === group)
        XCTAssertTrue(group.selectedChild === first)
        XCTAssertEqual(controller.selectedIndex, 1)
        XCTAssertTrue(navigation.view.window != nil)
        // A group with its own provider shows the provider's controller.
        let shelf = UITabGroup(title: "Shelf", image: nil, identifier: "shelf", children: [tab("A", "star")]) { _ in
            let root = UIViewController()
            root.title = "Shelf root"
            return root
        }
        controller.tabs = [home, group, shelf]
        XCTAssertEqual(shelf.viewController?.title, "Shelf root")
        // A hidden tab cannot be selected.
        home.isHidden = true
        controller.selectedTab = home
        XCTAssertTrue(app.diagnostics.entries.contains { $0.name == "selectingATabNotShown" })
    }

    func testR339DuplicateIdentifiersAndMissingProvidersAreReported() async {
        let one = UITab(title: "One", image: nil, identifier: "same")
        let two = UITab(title: "Two", image: nil, identifier: "same") { _ in UIViewController() }
        let controller = UITabBarController(tabs: [one, two])
        show(controller)
        let codes = app.diagnostics.entries.map(\.name)
        XCTAssertTrue(codes.contains("duplicateTabIdentifier"))
        XCTAssertTrue(codes.contains("tabWithoutViewController"))
        XCTAssertEqual(controller.viewControllers?.count, 2, "a tab without a provider still has a controller")
        XCTAssertTrue(controller.tab(forIdentifier: "same") === one)
    }

    func testR339MoreThanFiveTabsUseTheMoreTab() async {
        let all = ["A", "B", "C", "D", "E", "F"].map { tab($0, "star") }
        let controller = UITabBarController(tabs: all)
        show(controller)
        XCTAssertEqual(controller.tabBar.buttons.map { $0.titleLabel.text }, ["A", "B", "C", "D", "More"])
        controller.selectedTab = all[5]
        app.advance(seconds: 0.1)
        XCTAssertEqual(controller.selectedIndex, 5)
        XCTAssertTrue(controller.selectedTab === all[5])
        XCTAssertTrue(controller.moreNavigationController.topViewController === all[5].viewController)
    }

    func testR340TapCallsTheTabMethodsThenTheClassicOnes() async {
        let home = tab("Home", "house")
        let mail = tab("Mail", "envelope")
        let blocked = tab("Blocked", "lock")
        let controller = UITabBarController(tabs: [home, mail, blocked])
        let delegate = OrderLoggingTabDelegate()
        delegate.refusedTab = "blocked"
        controller.delegate = delegate
        show(controller)
        tap(controller.tabBar.buttons[1])
        XCTAssertEqual(
            delegate.calls,
            ["shouldSelectTab mail", "shouldSelect Mail", "didSelectTab mail from home", "didSelect Mail"])
        XCTAssertTrue(controller.selectedTab === mail)
        tap(controller.tabBar.buttons[2])
        XCTAssertEqual(
            delegate.calls.suffix(1), ["shouldSelectTab blocked"], "refused: the classic method is not asked")
        XCTAssertTrue(controller.selectedTab === mail)
        // Programmatic changes tell the delegate nothing.
        let count = delegate.calls.count
        controller.selectedTab = home
        app.advance(seconds: 0.1)
        XCTAssertEqual(delegate.calls.count, count)
        XCTAssertTrue(controller.selectedTab === home)
        // A tap on the selected tab is reported with itself as the previous tab.
        tap(controller.tabBar.buttons[0])
        XCTAssertEqual(
            delegate.calls.suffix(4),
            ["shouldSelectTab home", "shouldSelect Home", "didSelectTab home from home", "didSelect Home"])
    }

    func testR340TheMoreTabIsNotATab() async {
        let all = ["A", "B", "C", "D", "E", "F"].map { tab($0, "star") }
        let controller = UITabBarController(tabs: all)
        let delegate = OrderLoggingTabDelegate()
        controller.delegate = delegate
        show(controller)
        tap(controller.tabBar.buttons[4])
        XCTAssertEqual(delegate.calls, ["shouldSelect More", "didSelect More"])
        XCTAssertNil(controller.selectedTab, "the More list is no tab")
    }
}
