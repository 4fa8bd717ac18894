import XCTest

@testable import UIKit

/// Records what a navigation controller tells its delegate, into the app's event log.
@MainActor
private final class ShowRecorder: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        EventLog.current.record("willShow \(viewController.title ?? "?") \(animated)")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        EventLog.current.record("didShow \(viewController.title ?? "?") \(animated)")
    }
}

/// R95: the navigation controller appearing shows its top controller, and the delegate hears it.
@MainActor
final class NavigationDelegateAppearanceTests: XCTestCase {
    private func shows(_ events: EventLog, _ names: [String]) -> [String] {
        events.entries.filter { entry in
            entry.hasPrefix("willShow") || entry.hasPrefix("didShow")
                || names.contains { entry == "\($0).viewWillAppear" || entry == "\($0).viewDidAppear" }
        }
    }

    func testR95TheRootIsShownAtLaunchAroundItsAppearanceCalls() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let recorder = ShowRecorder()
        nav.delegate = recorder
        let app = TestApp()
        app.window.rootViewController = nav
        app.advance(seconds: 0.1)
        XCTAssertEqual(
            shows(app.events, ["Root"]),
            ["willShow Root false", "Root.viewWillAppear", "Root.viewDidAppear", "didShow Root false"])
    }

    func testR95APresentedNavigationControllerShowsItsRootAnimated() async {
        let presenter = NamedController("Presenter")
        let app = TestApp(root: presenter)
        app.advance(seconds: 0.1)
        let root = NamedController("Sheet root")
        let nav = UINavigationController(rootViewController: root)
        let recorder = ShowRecorder()
        nav.delegate = recorder
        nav.modalPresentationStyle = .fullScreen
        app.events.removeAll()
        presenter.present(nav, animated: true)
        app.advance(seconds: 0.05)
        XCTAssertEqual(shows(app.events, ["Sheet root"]), ["willShow Sheet root true", "Sheet root.viewWillAppear"])
        app.advance(seconds: 1)
        XCTAssertEqual(
            shows(app.events, ["Sheet root"]),
            [
                "willShow Sheet root true", "Sheet root.viewWillAppear", "Sheet root.viewDidAppear",
                "didShow Sheet root true",
            ])
        // A push is told once, by the push itself, not again by any appearance.
        app.events.removeAll()
        nav.pushViewController(NamedController("Detail"), animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(
            shows(app.events, ["Detail"]),
            ["willShow Detail true", "Detail.viewWillAppear", "Detail.viewDidAppear", "didShow Detail true"])
    }
}

/// `viewControllers` is settable, as on iOS: it is `setViewControllers(_:animated: false)`.
@MainActor
final class NavigationStackAssignmentTests: XCTestCase {
    func testR93AssigningTheStackMakesTheControllersChildren() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let app = TestApp(root: nav)
        app.advance(seconds: 0.1)
        let list = NamedController("List")
        let detail = NamedController("Detail")
        nav.viewControllers = [list, detail]
        app.advance(seconds: 0.1)
        XCTAssertTrue(nav.viewControllers.elementsEqual([list, detail], by: ===))
        XCTAssertTrue(detail.navigationController === nav)
        XCTAssertTrue(list.parent === nav)
        XCTAssertNil(root.parent, "the old root left")
        XCTAssertTrue(detail.view.window === app.window)
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "List")
    }
}
