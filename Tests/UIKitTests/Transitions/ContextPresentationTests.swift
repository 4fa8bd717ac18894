import XCTest

@testable import UIKit

/// R141: `.currentContext` and `.overCurrentContext` present inside the nearest controller that
/// defines the presentation context — a tab's navigation controller, not the tab bar.
@MainActor
final class ContextPresentationTests: XCTestCase {
    var app: TestApp!
    var tabs: UITabBarController!
    var navigation: UINavigationController!
    var inner: NamedController!

    override func setUp() async throws {
        inner = NamedController("Inner")
        navigation = UINavigationController(rootViewController: inner)
        navigation.title = "Nav"
        let other = NamedController("Other")
        tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.setViewControllers([navigation, other], animated: false)
        app = TestApp(root: tabs, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.advance(seconds: 0.1)
        app.events.removeAll()
    }

    func testR141ANavigationControllerDefinesAContextAPlainControllerDoesNot() async {
        XCTAssertTrue(navigation.definesPresentationContext)
        XCTAssertFalse(inner.definesPresentationContext)
        XCTAssertFalse(tabs.definesPresentationContext)
        XCTAssertFalse(inner.providesPresentationContextTransitionStyle)
    }

    func testR141CurrentContextCoversTheTabsNavigationControllerAndRemovesItsView() async {
        let b = NamedController("B")
        b.modalPresentationStyle = .currentContext
        let navView = navigation.view!
        let home = navView.superview!

        inner.present(b, animated: true)
        XCTAssertTrue(b.presentingViewController === navigation, "the context presents")
        XCTAssertTrue(navigation.presentedViewController === b)
        XCTAssertNil(tabs.presentedViewController, "not the tab bar controller")
        let container = b.presentationController!.containerView!
        XCTAssertTrue(container.superview === home, "inside the tab's content")
        XCTAssertEqual(container.frame, navView.frame)
        XCTAssertEqual(b.transitionCoordinator?.presentationStyle, .currentContext)
        app.advance(seconds: 1)

        XCTAssertNil(navView.superview, "the context's view is removed, as full screen removes the presenter's")
        XCTAssertTrue(tabs.tabBar.isDescendant(of: app.window), "the tab bar stays")
        XCTAssertEqual(b.view.frame, container.bounds)
        XCTAssertEqual(
            app.events.entries.filter { $0.contains(".view") },
            [
                "B.viewDidLoad", "Nav.viewWillDisappear", "Inner.viewWillDisappear", "B.viewWillAppear",
                "B.viewDidAppear", "Nav.viewDidDisappear", "Inner.viewDidDisappear",
            ], "the context (and its child) get the full-screen calls; the tab bar controller none")

        app.events.removeAll()
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(navView.superview === home, "put back")
        XCTAssertNil(container.superview)
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertTrue(app.events.entries.contains("Nav.viewDidAppear"))
    }

    func testR141OverCurrentContextKeepsTheContextsView() async {
        let b = NamedController("B")
        b.modalPresentationStyle = .overCurrentContext
        inner.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(b.presentingViewController === navigation)
        XCTAssertNotNil(navigation.view.superview, "over: the context's view stays")
        XCTAssertEqual(app.events.entries.filter { $0.hasPrefix("Nav.") || $0.hasPrefix("Inner.") }, [])
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertNil(navigation.presentedViewController)
    }

    func testR141WithoutADefiningControllerTheRootPresents() async {
        let plain = NamedController("Plain")
        let child = NamedController("Child")
        plain.addChild(child)
        plain.view.addSubview(child.view)
        child.didMove(toParent: plain)
        let app = TestApp(root: plain)
        let b = NamedController("B")
        b.modalPresentationStyle = .currentContext
        child.present(b, animated: false)
        XCTAssertTrue(b.presentingViewController === plain)
        XCTAssertTrue(b.presentationController?.containerView?.superview === app.window)
        b.dismiss(animated: false)

        plain.definesPresentationContext = false
        child.definesPresentationContext = true
        let c = NamedController("C")
        c.modalPresentationStyle = .overCurrentContext
        child.present(c, animated: false)
        XCTAssertTrue(c.presentingViewController === child, "the child defines it now")
        XCTAssertTrue(c.presentationController?.containerView?.superview === plain.view)
    }

    func testR141TheContextCanProvideTheTransitionStyle() async {
        navigation.providesPresentationContextTransitionStyle = true
        navigation.modalTransitionStyle = .crossDissolve
        let b = NamedController("B")
        b.modalPresentationStyle = .currentContext
        inner.present(b, animated: true)
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 0.1)
        XCTAssertLessThan(b.view.layer.presentationProperties.opacity, 1, "the context's cross dissolve")
        XCTAssertEqual(b.view.layer.presentationProperties.frame.minY, 0, "no slide")
        app.advance(seconds: 1)
    }
}
