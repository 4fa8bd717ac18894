import Foundation
import UIKit
import XCTest

/// A view that logs its safe-area and layout calls.
@MainActor
private final class InsetsLoggingView: UIView {
    var log: [String] = []

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log.append("view.safeAreaInsetsDidChange \(safeAreaInsets)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("view.layoutSubviews")
    }
}

/// A controller that logs its appearance, safe-area and layout calls into its view's log.
@MainActor
private final class InsetsLoggingViewController: UIViewController {
    var log: [String] {
        get { (view as! InsetsLoggingView).log }
        set { (view as! InsetsLoggingView).log = newValue }
    }

    override func loadView() { view = InsetsLoggingView() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets)")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}

/// `safeAreaInsetsDidChange` / `viewSafeAreaInsetsDidChange`: a view is told when its safe area
/// changes, before the layout pass that follows, so a controller lays out from the right insets
/// without calling `setNeedsLayout` itself.
@MainActor
final class SafeAreaChangeTests: XCTestCase {
    private let portrait = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.deviceSafeAreaInsets = portrait
        return window
    }

    func testARootControllerHearsItsInsetsAfterWillAppearAndBeforeLayout() async {
        let window = makeWindow()
        let controller = InsetsLoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        XCTAssertEqual(
            controller.log,
            [
                "viewWillAppear",
                "view.safeAreaInsetsDidChange {59, 0, 34, 0}",
                "viewSafeAreaInsetsDidChange {59, 0, 34, 0}",
                "viewWillLayoutSubviews",
                "view.layoutSubviews",
                "viewDidAppear",
            ])
    }

    func testAdditionalSafeAreaInsetsAreReportedAtTheNextLayoutPass() async {
        let window = makeWindow()
        let controller = InsetsLoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.log.removeAll()

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(controller.log, [], "nothing until the layout pass")
        window.layoutIfNeeded()

        XCTAssertEqual(
            controller.log,
            [
                "view.safeAreaInsetsDidChange {69, 0, 34, 0}",
                "viewSafeAreaInsetsDidChange {69, 0, 34, 0}",
                "viewWillLayoutSubviews",
                "view.layoutSubviews",
            ])
    }

    func testUnchangedInsetsAreNotReportedAgain() async {
        let window = makeWindow()
        let controller = InsetsLoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.log.removeAll()

        // A move that keeps the insets (sideways: off screen is not unsafe).
        controller.view.frame.origin.x = 40
        window.layoutIfNeeded()
        controller.view.frame.origin.x = 0
        window.layoutIfNeeded()

        XCTAssertEqual(controller.log, [])
    }

    func testNewDeviceInsetsReachEveryViewTopDown() async {
        let window = makeWindow()
        let controller = InsetsLoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = InsetsLoggingView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        controller.view.addSubview(child)
        window.layoutIfNeeded()
        XCTAssertEqual(child.log, ["view.safeAreaInsetsDidChange {59, 0, 0, 0}", "view.layoutSubviews"])
        child.log.removeAll()
        controller.log.removeAll()

        // Landscape-like insets: the sensor housing on the left.
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.layoutIfNeeded()

        XCTAssertEqual(controller.log.first, "view.safeAreaInsetsDidChange {0, 59, 21, 59}")
        XCTAssertEqual(child.log, ["view.safeAreaInsetsDidChange {0, 59, 0, 59}", "view.layoutSubviews"])
    }

    /// A disappearing controller's view keeps its insets while an animator moves it away (its
    /// content does not jump), and a view scaled by a transform keeps its insets (UIKit does not
    /// propagate safe areas into scaled or rotated views).
    func testADisappearingOrScaledViewKeepsItsReportedInsets() async {
        let window = makeWindow()
        let controller = InsetsLoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.log.removeAll()

        controller.view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.log, [], "scaled")
        controller.view.transform = .identity

        controller.beginAppearanceTransition(false, animated: true)
        controller.log.removeAll()
        controller.view.frame.origin.y = 852
        window.layoutIfNeeded()
        XCTAssertEqual(controller.log, [], "disappearing")
        controller.endAppearanceTransition()
    }
}
