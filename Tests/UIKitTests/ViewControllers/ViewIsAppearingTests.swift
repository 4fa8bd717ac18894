import XCTest

@testable import UIKit

/// `viewIsAppearing` (R249): once per appearance, after `viewWillAppear`, with the view in the
/// window at its final size, before its first layout there, and before `viewDidAppear`.
@MainActor
final class ViewIsAppearingTests: XCTestCase {
    private final class Screen: UIViewController {
        var calls: [String] = []
        var sizeWhenAppearing: CGSize?
        var inWindowWhenAppearing = false
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            calls.append("isAppearing(\(animated))")
            sizeWhenAppearing = view.bounds.size
            inWindowWhenAppearing = view.window != nil
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            if calls.last != "layout" { calls.append("layout") }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear")
        }
    }

    func testR249APresentedScreenHearsItBetweenWillAndDidAppearInTheWindowAtItsSize() async throws {
        let app = TestApp(root: NamedController("Root"))
        let screen = Screen()
        screen.modalPresentationStyle = .fullScreen
        app.window.rootViewController!.present(screen, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(screen.calls.prefix(3), ["willAppear", "isAppearing(true)", "layout"])
        XCTAssertLessThan(
            screen.calls.firstIndex(of: "isAppearing(true)")!, try XCTUnwrap(screen.calls.firstIndex(of: "didAppear")))
        XCTAssertEqual(screen.calls.filter { $0.hasPrefix("isAppearing") }.count, 1, "once per appearance")
        XCTAssertTrue(screen.inWindowWhenAppearing)
        XCTAssertEqual(screen.sizeWhenAppearing, CGSize(width: 393, height: 852), "its final size")
    }

    func testR249EveryAppearanceHasOneAndARootScreenToo() async throws {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let app = TestApp(root: navigation)
        app.advance(seconds: 0.1)
        XCTAssertEqual(screen.calls.prefix(2), ["willAppear", "isAppearing(false)"])
        navigation.pushViewController(NamedController("Next"), animated: true)
        app.advance(seconds: 1)
        screen.calls.removeAll()
        navigation.popViewController(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(screen.calls.first, "willAppear")
        XCTAssertEqual(screen.calls.filter { $0.hasPrefix("isAppearing") }, ["isAppearing(true)"])
        XCTAssertLessThan(
            screen.calls.firstIndex(of: "isAppearing(true)")!, try XCTUnwrap(screen.calls.firstIndex(of: "didAppear")))
    }
}
