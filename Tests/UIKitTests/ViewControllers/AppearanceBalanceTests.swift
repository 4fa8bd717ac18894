import XCTest

@testable import UIKit

/// Counts its appearance callbacks.
@MainActor
final class AppearanceCounter: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        calls.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        calls.append("didDisappear")
    }
}

/// R160: begin/end appearance calls that do not match the controller's state.
@MainActor
final class AppearanceBalanceTests: XCTestCase {
    /// A second `beginAppearanceTransition(true)` before the end sends no second `viewWillAppear`,
    /// and UIKit's line is logged; the one end then balances the one begin.
    func testR160ARepeatedBeginIsLoggedAndSendsNothing() async {
        let app = TestApp()
        let child = AppearanceCounter()
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        XCTAssertEqual(child.calls, ["willAppear", "didAppear"])
        XCTAssertEqual(app.diagnosticNames, ["unbalancedAppearanceTransition"])
        let message = app.diagnostics.entries.first?.message ?? ""
        XCTAssertTrue(
            message.hasPrefix("Unbalanced calls to begin/end appearance transitions for \(logName(child))."), message)
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R160")
    }

    /// An end with no begin open sends nothing and is logged.
    func testR160AnEndWithoutABeginIsLogged() async {
        let app = TestApp()
        let child = AppearanceCounter()
        child.endAppearanceTransition()
        XCTAssertEqual(child.calls, [])
        XCTAssertEqual(app.diagnosticNames, ["unbalancedAppearanceTransition"])
    }

    /// A client calling begin/end on a controller UIKit is presenting, as some libraries do: the
    /// calls UIKit makes itself are the ones sent; the client's extra ones are logged.
    func testR160ClientCallsOnTopOfUIKitsAreLoggedNotDoubled() async {
        let root = AppearanceCounter()
        let app = TestApp(root: root)
        app.advance(seconds: 0.1)
        let presented = AppearanceCounter()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        presented.beginAppearanceTransition(true, animated: true)
        app.advance(seconds: 1)
        presented.endAppearanceTransition()
        XCTAssertEqual(presented.calls, ["willAppear", "didAppear"])
        XCTAssertEqual(root.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(app.diagnosticNames, ["unbalancedAppearanceTransition", "unbalancedAppearanceTransition"])
    }

    /// Turning a change around while it is under way is not unbalanced: it is how a cancelled
    /// transition reverses the will-calls (R14).
    func testR160TurningAChangeAroundIsSent() async {
        let app = TestApp()
        let child = AppearanceCounter()
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        XCTAssertEqual(child.calls, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(app.diagnosticNames, [])
    }
}
