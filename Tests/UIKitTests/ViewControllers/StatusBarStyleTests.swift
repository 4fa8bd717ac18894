import XCTest

@testable import UIKit

/// Asks for a white status bar.
@MainActor
final class LightStatusBarController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

@MainActor
final class StatusBarStyleTests: XCTestCase {
    /// The top full-screen presentation decides; a `.custom` one does not unless it captures the
    /// status bar; a navigation controller does not forward to its top controller (as in UIKit).
    func testTheControllerThatCapturesTheStatusBarDecidesItsStyle() async {
        let root = UIViewController()
        let app = TestApp(root: root)
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default)
        let custom = LightStatusBarController()
        custom.modalPresentationStyle = .custom
        root.present(custom, animated: false)
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default, "a custom presentation does not capture it")
        custom.modalPresentationCapturesStatusBarAppearance = true
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .lightContent)
        custom.dismiss(animated: false)

        let nav = UINavigationController(rootViewController: LightStatusBarController())
        nav.modalPresentationStyle = .fullScreen
        root.present(nav, animated: false)
        XCTAssertEqual(app.window.effectiveStatusBarStyle, .default, "the navigation controller's own style")
    }
}
