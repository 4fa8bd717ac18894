import Foundation
import XCTest

@testable import UIKit

/// R300: a navigation controller's bars hidden and shown by a tap on the content or by a swipe.
@MainActor
final class BarHidingTests: XCTestCase {
    private final class ListController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    private func makeStack(_ root: UIViewController) -> (TestApp, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let app = TestApp(root: navigation, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.window.layoutIfNeeded()
        return (app, navigation)
    }

    func testR300ATapOnTheContentTogglesTheBarsButNotOnAControl() async {
        let screen = UIViewController()
        var pressed = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in pressed += 1 })
        button.frame = CGRect(x: 100, y: 600, width: 120, height: 44)
        screen.view.addSubview(button)
        let (app, navigation) = makeStack(screen)
        navigation.hidesBarsOnTap = true
        XCTAssertTrue(navigation.barHideOnTapGestureRecognizer.isEnabled)
        let touches = TouchDriver(app)
        touches.tap(at: CGPoint(x: 200, y: 400))
        app.advance(seconds: 0.5)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertLessThanOrEqual(navigation.navigationBar.frame.maxY, 0, "slid up off the screen")
        touches.tap(at: CGPoint(x: 160, y: 622))
        app.advance(seconds: 0.5)
        XCTAssertEqual(pressed, 1)
        XCTAssertTrue(navigation.isNavigationBarHidden, "a tap on a control is the control's")
        touches.tap(at: CGPoint(x: 200, y: 400))
        app.advance(seconds: 0.5)
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    func testR300ASwipeUpHidesTheBarsWhileTheContentScrollsAndASwipeDownShowsThem() async {
        let list = ListController(style: .plain)
        let (app, navigation) = makeStack(list)
        navigation.setToolbarHidden(false, animated: false)
        navigation.hidesBarsOnSwipe = true
        app.window.layoutIfNeeded()
        let before = list.tableView.contentOffset.y
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 12)
        touches.release()
        app.advance(seconds: 0.6)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.isToolbarHidden, "the toolbar goes with the bar")
        XCTAssertGreaterThan(list.tableView.contentOffset.y, before + 100, "the list scrolled too")
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), steps: 8)
        touches.release()
        app.advance(seconds: 0.6)
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertFalse(navigation.isToolbarHidden)
    }

    func testR300OffByDefault() async {
        let (app, navigation) = makeStack(UIViewController())
        XCTAssertFalse(navigation.hidesBarsOnTap)
        XCTAssertFalse(navigation.hidesBarsOnSwipe)
        TouchDriver(app).tap(at: CGPoint(x: 200, y: 400))
        app.advance(seconds: 0.5)
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    func testR300TheBarsHideWhenTheKeyboardComesUpAndStayHidden() async {
        let screen = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 34))
        screen.view.addSubview(field)
        let (app, navigation) = makeStack(screen)
        navigation.hidesBarsWhenKeyboardAppears = true
        XCTAssertTrue(field.becomeFirstResponder())
        app.advance(seconds: 0.6)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(field.resignFirstResponder())
        app.advance(seconds: 0.6)
        XCTAssertTrue(navigation.isNavigationBarHidden, "they do not come back with the keyboard gone")
    }

    func testR300TheBarsHideInCompactHeightAndComeBackInRegular() async {
        let (app, navigation) = makeStack(UIViewController())
        navigation.hidesBarsWhenVerticallyCompact = true
        XCTAssertFalse(navigation.isNavigationBarHidden)
        func rotate(landscape: Bool) {
            XCTAssertTrue(
                app.window.rotate(
                    to: landscape ? .landscapeLeft : .portrait,
                    safeAreaInsets: landscape
                        ? UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
                        : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                    traits: landscape
                        ? UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)
                        : UIWindow.defaultTraits))
            app.advance(seconds: 0.8)
        }
        rotate(landscape: true)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        rotate(landscape: false)
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }
}
