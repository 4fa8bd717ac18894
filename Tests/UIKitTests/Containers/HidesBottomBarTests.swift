import XCTest

@testable import UIKit

/// R173, R174: `hidesBottomBarWhenPushed` — the tab bar slides away with the screen it covers on
/// a push and back with it on a pop, scrubbed by an interactive pop and restored on cancel — and
/// the navigation controller's own bars: `setNavigationBarHidden`, the toolbar.
@MainActor
final class HidesBottomBarTests: XCTestCase {
    private func makeTabs() -> (TestApp, UITabBarController, UINavigationController, NamedController) {
        let root = NamedController("List")
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, NamedController("Other")]
        let app = TestApp(root: tabs, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        tabs.view.setNeedsLayout()
        app.advance(seconds: 1 / 60.0)
        return (app, tabs, nav, root)
    }

    /// The tab bar's frame on screen now (presentation values, through the view carrying it).
    private func tabBarScreenFrame(_ tabs: UITabBarController) -> CGRect {
        var frame = tabs.tabBar.layer.presentationProperties.frame
        var view = tabs.tabBar.superview
        while let current = view, current !== tabs.view {
            let host = current.layer.presentationProperties.frame
            frame.origin.x += host.minX
            frame.origin.y += host.minY
            view = current.superview
        }
        return frame
    }

    func testR173ThePushedScreenTakesTheTabBarAwayAt0And50And100Percent() async {
        let (app, tabs, nav, root) = makeTabs()
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 83)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let detail = NamedController("Detail")
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertTrue(tabs.tabBar.superview === root.view, "the bar rides with the screen it covers")
        XCTAssertEqual(tabBarScreenFrame(tabs), CGRect(x: 0, y: 769, width: 393, height: 83), "0 %")
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34, "the pushed screen has no tab bar")
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        // R88: the screen below moves to −118 at the end, linearly while scrubbed.
        XCTAssertEqual(tabBarScreenFrame(tabs).minX, -59, accuracy: 0.5, "50 %")
        XCTAssertEqual(tabBarScreenFrame(tabs).minY, 769)
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        XCTAssertTrue(tabs.tabBar.isHidden, "100 %: hidden")
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 769, width: 393, height: 83))
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34)
    }

    func testR173AScrubbedPopBringsTheTabBarBackAndACancelHidesItAgain() async {
        let (app, tabs, nav, root) = makeTabs()
        let detail = NamedController("Detail")
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        app.advance(seconds: 0.1)
        XCTAssertTrue(tabs.tabBar.isHidden)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertTrue(tabs.tabBar.superview === root.view, "the bar comes back with the list")
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(tabBarScreenFrame(tabs).minX, -118, accuracy: 0.5, "0 %: where the list waits")
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(tabBarScreenFrame(tabs).minX, -59, accuracy: 0.5, "50 %")
        delegate.interactor.cancel()
        app.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        XCTAssertTrue(tabs.tabBar.isHidden, "restored on cancel")

        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertFalse(tabs.tabBar.isHidden, "100 %: back")
        XCTAssertEqual(tabBarScreenFrame(tabs), CGRect(x: 0, y: 769, width: 393, height: 83))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 83)
    }

    func testR174HidingTheNavigationBarSlidesItUpAndTheSafeAreaFollows() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let app = TestApp(root: nav, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(root.view.safeAreaInsets.top, 103)
        nav.setNavigationBarHidden(true, animated: true)
        XCTAssertTrue(nav.isNavigationBarHidden)
        app.advance(seconds: 0.1)
        let y = nav.navigationBar.layer.presentationProperties.frame.minY
        XCTAssertLessThan(y, 0)
        XCTAssertGreaterThan(y, -103)
        app.advance(seconds: 0.3)
        XCTAssertEqual(nav.navigationBar.frame.minY, -103)
        XCTAssertTrue(nav.navigationBar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 59)
        nav.isNavigationBarHidden = false
        XCTAssertFalse(nav.navigationBar.isHidden)
        XCTAssertEqual(nav.navigationBar.frame.minY, 0)
        XCTAssertEqual(root.view.safeAreaInsets.top, 103)
    }

    /// Hidden in the pushed screen's `viewWillAppear` (or right after the push), the bar slides
    /// up alongside the push, scrubbed with it.
    func testR174ABarHiddenDuringAPushSlidesAlongsideIt() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let app = TestApp(root: nav, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.advance(seconds: 1 / 60.0)
        nav.pushViewController(NamedController("Photo"), animated: true)
        nav.setNavigationBarHidden(true, animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 0.5)
        XCTAssertEqual(
            nav.navigationBar.layer.presentationProperties.frame.minY, -51.5, accuracy: 0.5, "half way up at 50 %")
        XCTAssertFalse(nav.navigationBar.isHidden)
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertEqual(nav.navigationBar.frame.minY, -103)
        XCTAssertTrue(nav.navigationBar.isHidden)
    }

    func testR174TheToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() async {
        let root = NamedController("Root")
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        root.toolbarItems = [trash, .flexibleSpace(), compose]
        let nav = UINavigationController(rootViewController: root)
        let app = TestApp(root: nav, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.advance(seconds: 1 / 60.0)
        XCTAssertTrue(nav.isToolbarHidden, "hidden by default")
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 34)
        nav.setToolbarHidden(false, animated: false)
        let toolbar = nav.toolbar!
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 852 - 78, width: 393, height: 44 + 34))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 78)
        XCTAssertEqual(toolbar.items?.count, 3)
        let views = toolbar.itemViews
        XCTAssertEqual(views[0].frame, CGRect(x: 16, y: 0, width: 22, height: 44))
        XCTAssertEqual(views[2].frame, CGRect(x: 393 - 16 - 22, y: 0, width: 22, height: 44), "pushed right")
        let second = NamedController("Second")
        second.setToolbarItems(
            [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)], animated: false)
        nav.pushViewController(second, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(toolbar.itemViews.map(\.item.title), ["Select"])
        nav.setToolbarHidden(true, animated: true)
        app.advance(seconds: 0.5)
        XCTAssertEqual(toolbar.frame.minY, 852)
        XCTAssertTrue(toolbar.isHidden)
    }
}
