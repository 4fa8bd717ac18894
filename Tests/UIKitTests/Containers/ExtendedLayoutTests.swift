import Foundation
import XCTest

@testable import UIKit

/// R293: a navigation controller's child runs under the bars unless its `edgesForExtendedLayout`
/// leaves an edge out, or the bar is opaque and it does not include opaque bars.
@MainActor
final class ExtendedLayoutTests: XCTestCase {
    /// The modern phone: 59 pt of status bar, a 44 pt bar, 34 pt of home indicator.
    private func makeStack(_ root: UIViewController) -> (TestApp, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let app = TestApp(root: navigation, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.window.layoutIfNeeded()
        return (app, navigation)
    }

    func testR293ByDefaultTheViewRunsUnderTheBarAndItsSafeAreaStartsBelowIt() async {
        let screen = UIViewController()
        let (app, _) = makeStack(screen)
        app.window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(screen.view.safeAreaInsets.top, 103)
    }

    func testR293WithoutTheTopEdgeTheViewStartsBelowTheBar() async {
        let screen = UIViewController()
        screen.edgesForExtendedLayout = []
        let (app, navigation) = makeStack(screen)
        app.window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        XCTAssertEqual(screen.view.safeAreaInsets.top, 0)
        XCTAssertEqual(screen.view.safeAreaInsets.bottom, 34)
        // Hiding the bar gives the view the whole screen again.
        navigation.setNavigationBarHidden(true, animated: false)
        app.window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame.minY, 0)
    }

    func testR293AnOpaqueBarKeepsTheViewOutUnlessItIncludesOpaqueBars() async {
        let screen = UIViewController()
        let (app, navigation) = makeStack(screen)
        navigation.navigationBar.isTranslucent = false
        app.window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame.minY, 103)
        screen.extendedLayoutIncludesOpaqueBars = true
        app.window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame.minY, 0)
        XCTAssertEqual(screen.view.safeAreaInsets.top, 103)
    }

    func testR293APushedControllerLandsWhereItsEdgesPutIt() async {
        let (app, navigation) = makeStack(UIViewController())
        let detail = UIViewController()
        detail.edgesForExtendedLayout = [.bottom]
        navigation.pushViewController(detail, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        // Back: the root fills the screen again.
        navigation.popViewController(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(navigation.topViewController?.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    func testR293WithoutTheBottomEdgeTheViewEndsAboveTheToolbar() async {
        let screen = UIViewController()
        screen.edgesForExtendedLayout = [.top]
        let (app, navigation) = makeStack(screen)
        navigation.setToolbarHidden(false, animated: false)
        app.window.layoutIfNeeded()
        let toolbarTop = navigation.toolbar.frame.minY
        XCTAssertEqual(screen.view.frame.maxY, toolbarTop)
        XCTAssertEqual(screen.view.safeAreaInsets.bottom, 0)
    }
}
