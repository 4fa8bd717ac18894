import XCTest

@testable import UIKit

/// A delegate that logs every selection call, classic and iOS 18, in order.
@MainActor
final class OrderLoggingTabDelegate: NSObject, UITabBarControllerDelegate {
    private(set) var calls: [String] = []
    var refusedTab: String?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        calls.append("shouldSelect \(name(viewController, in: tabBarController))")
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(name(viewController, in: tabBarController))")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        calls.append("shouldSelectTab \(tab.identifier)")
        return tab.identifier != refusedTab
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    {
        calls.append("didSelectTab \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
    }

    private func name(_ controller: UIViewController, in tabs: UITabBarController) -> String {
        controller === tabs.moreNavigationController ? "More" : (controller.title ?? "?")
    }
}

/// The More tab (R337) and the system items (R338).
@MainActor
final class MoreTabTests: XCTestCase {
    var app: TestApp!
    var tabs: UITabBarController!
    var controllers: [UIViewController]!
    var touches: TouchDriver!
    let names = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"]
    let symbols = ["house", "envelope", "bell", "star", "gearshape", "person", "folder"]

    override func setUp() async throws {
        app = TestApp()
        controllers = zip(names, symbols).map { name, symbol in
            let controller = UIViewController()
            controller.title = name
            controller.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: symbol), tag: 0)
            return controller
        }
        tabs = UITabBarController()
        tabs.viewControllers = controllers
        app.window.rootViewController = tabs
        app.advance(seconds: 0.05)
        touches = TouchDriver(app)
    }

    private func tap(_ view: UIView) {
        touches.press(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        app.advance(seconds: 0.7)
    }

    private var moreList: UITableViewController {
        tabs.moreNavigationController.viewControllers[0] as! UITableViewController
    }

    func testR337MoreThanFiveShowsFourAndMore() async {
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text }, ["One", "Two", "Three", "Four", "More"])
        XCTAssertEqual(tabs.tabBar.items?.last?.image?.name, "ellipsis")
        XCTAssertTrue(tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem)
        XCTAssertEqual(tabs.viewControllers?.count, 7, "viewControllers keeps every controller")
        XCTAssertTrue(tabs.moreNavigationController.parent === tabs)
        XCTAssertEqual(tabs.children.count, 5, "the first four and the More navigation controller")
        XCTAssertTrue(tabs.customizableViewControllers?.elementsEqual(controllers, by: ===) == true)
        // Five or fewer: no More tab.
        tabs.viewControllers = Array(controllers.prefix(5))
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text }, ["One", "Two", "Three", "Four", "Five"])
        XCTAssertNil(tabs.moreNavigationController.parent)
    }

    func testR337TappingMoreShowsTheListAndARowPushesItsController() async {
        let delegate = OrderLoggingTabDelegate()
        tabs.delegate = delegate
        tap(tabs.tabBar.buttons[4])
        XCTAssertTrue(tabs.selectedViewController === tabs.moreNavigationController)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound, "the More list itself has no index")
        XCTAssertEqual(delegate.calls, ["shouldSelect More", "didSelect More"])
        XCTAssertTrue(tabs.tabBar.buttons[4].isSelected)
        let list = moreList
        XCTAssertEqual(list.title, "More")
        XCTAssertEqual(tabs.moreNavigationController.navigationBar.topItem?.title, "More")
        XCTAssertTrue(list.view.window != nil)
        XCTAssertEqual(list.tableView.style, .plain)
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
        let cells = (0..<3).map { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0))! }
        XCTAssertEqual(cells.map { $0.textLabel?.text }, ["Five", "Six", "Seven"])
        XCTAssertEqual(cells.map { $0.imageView?.image?.name }, ["gearshape", "person", "folder"])
        XCTAssertEqual(cells.map(\.accessoryType), [.disclosureIndicator, .disclosureIndicator, .disclosureIndicator])

        tap(cells[1])
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 2)
        XCTAssertTrue(tabs.moreNavigationController.topViewController === controllers[5])
        XCTAssertTrue(controllers[5].view.window != nil)
        XCTAssertTrue(tabs.selectedViewController === controllers[5])
        XCTAssertEqual(tabs.selectedIndex, 5, "a controller in More reports its index in viewControllers")
        XCTAssertTrue(controllers[5].tabBarController === tabs)
        XCTAssertTrue(controllers[5].navigationController === tabs.moreNavigationController)
        XCTAssertEqual(delegate.calls, ["shouldSelect More", "didSelect More"], "a row is not a tab selection")

        // Back to the list: the More list is selected again.
        tabs.moreNavigationController.popViewController(animated: false)
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertTrue(tabs.selectedViewController === tabs.moreNavigationController)
    }

    func testR337TappingTheSelectedMoreTabPopsToTheList() async {
        tabs.selectedIndex = 6
        app.advance(seconds: 0.1)
        XCTAssertTrue(tabs.moreNavigationController.topViewController === controllers[6])
        tap(tabs.tabBar.buttons[4])
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 1)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
    }

    func testR337TappingASelectedNavigationTabPopsItToItsRoot() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Stack", image: nil, tag: 0)
        tabs.viewControllers = [navigation, controllers[1]]
        app.advance(seconds: 0.05)
        navigation.pushViewController(UIViewController(), animated: false)
        app.advance(seconds: 0.05)
        tap(tabs.tabBar.buttons[0])
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(root.view.window != nil)
    }

    func testR337ProgrammaticSelectionPastTheFourthShowsItInMore() async {
        tabs.selectedIndex = 5
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.selectedIndex, 5)
        XCTAssertTrue(tabs.selectedViewController === controllers[5])
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 2)
        XCTAssertTrue(controllers[5].view.window != nil)
        XCTAssertNil(controllers[0].viewIfLoaded?.window)
        // Another controller in More replaces it; a controller in the bar leaves More.
        tabs.selectedViewController = controllers[4]
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.selectedIndex, 4)
        XCTAssertTrue(tabs.moreNavigationController.topViewController === controllers[4])
        tabs.selectedIndex = 2
        app.advance(seconds: 0.1)
        XCTAssertTrue(tabs.selectedViewController === controllers[2])
        XCTAssertTrue(tabs.tabBar.buttons[2].isSelected)
        XCTAssertTrue(controllers[2].view.window != nil)
        // Selecting the More navigation controller shows its list.
        tabs.selectedViewController = tabs.moreNavigationController
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 1)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertTrue(moreList.view.window != nil)
    }

    func testR337ReplacingTheControllersKeepsTheOneShownInMore() async {
        tabs.selectedIndex = 6
        app.advance(seconds: 0.1)
        let extra = UIViewController()
        extra.title = "Eight"
        tabs.viewControllers = controllers + [extra]
        XCTAssertEqual(tabs.selectedIndex, 6)
        XCTAssertTrue(tabs.selectedViewController === controllers[6])
        // It moves into the bar: it leaves the More stack and is the bar's selected tab.
        tabs.viewControllers = [controllers[6]] + Array(controllers.prefix(6))
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(controllers[6].parent === tabs)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 1)
        XCTAssertTrue(controllers[6].view.window != nil)
        XCTAssertTrue(tabs.tabBar.buttons[0].isSelected)
    }

    func testR337ANavigationControllerInMoreLendsItsStack() async {
        let root = UIViewController()
        root.title = "Root"
        let detail = UIViewController()
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Stack", image: UIImage(systemName: "tray"), tag: 0)
        tabs.viewControllers = Array(controllers.prefix(5)) + [navigation]
        app.advance(seconds: 0.05)
        tap(tabs.tabBar.buttons[4])
        XCTAssertEqual(moreList.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Stack")
        tap(moreList.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.map(\.title), ["More", "Root"])
        XCTAssertTrue(root.navigationController === tabs.moreNavigationController, "one navigation bar, More's")
        XCTAssertNil(navigation.viewIfLoaded?.window, "the tab's own navigation controller is not drawn")
        XCTAssertTrue(tabs.selectedViewController === navigation)
        XCTAssertEqual(tabs.selectedIndex, 5)
        root.navigationController?.pushViewController(detail, animated: false)
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.selectedIndex, 5)
        // Selecting another tab of More gives the stack back.
        tabs.selectedIndex = 4
        app.advance(seconds: 0.1)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Root", "Detail"])
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(tabs.moreNavigationController.topViewController === controllers[4])
        // Back to it programmatically: borrowed again, the detail on top.
        tabs.selectedIndex = 5
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.map(\.title), ["More", "Root", "Detail"])
        XCTAssertTrue(detail.view.window != nil)
        // Popped back to the list and leaving More's selection: the root returns.
        tabs.moreNavigationController.popToRootViewController(animated: false)
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        tabs.viewControllers = Array(controllers.prefix(4)) + [navigation]
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Root"])
        XCTAssertTrue(navigation.parent === tabs)
    }

    func testR338SystemItemsHaveTheSystemTitlesAndSymbols() async {
        let expected: [(UITabBarItem.SystemItem, String, String)] = [
            (.more, "More", "ellipsis"), (.favorites, "Favorites", "star.fill"), (.featured, "Featured", "star.fill"),
            (.topRated, "Top Rated", "star.fill"), (.recents, "Recents", "clock.fill"),
            (.contacts, "Contacts", "person.crop.circle.fill"), (.history, "History", "clock.fill"),
            (.bookmarks, "Bookmarks", "book.fill"), (.search, "Search", "magnifyingglass"),
            (.downloads, "Downloads", "arrow.down.circle.fill"), (.mostRecent, "Most Recent", "clock.fill"),
            (.mostViewed, "Most Viewed", "list.number"),
        ]
        for (systemItem, title, symbol) in expected {
            let item = UITabBarItem(tabBarSystemItem: systemItem, tag: 7)
            XCTAssertEqual(item.title, title)
            XCTAssertEqual(item.image?.name, symbol, "\(title)")
            XCTAssertTrue(item.image?.isSymbolImage == true, "\(title) has a drawn symbol")
            XCTAssertEqual(item.tag, 7)
        }
    }
}
