import Foundation
import XCTest

@testable import UIKit

/// R350: deferred menu elements load when their menu shows.
@MainActor
final class DeferredMenuElementTests: XCTestCase {
    private func show(_ menu: UIMenu) -> (TestApp, UIBarButtonItem) {
        let screen = UIViewController()
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
        screen.navigationItem.rightBarButtonItem = item
        let app = TestApp(
            root: UINavigationController(rootViewController: screen),
            safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        app.window.layoutIfNeeded()
        return (app, item)
    }

    private func tap(_ item: UIBarButtonItem, _ app: TestApp) throws {
        let button = try XCTUnwrap(item.shownView)
        let frame = button.convert(button.bounds, to: app.window)
        TouchDriver(app).tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    private var titles: [String?] { MenuContainerView.current?.rows.map { $0.titleLabel.text } ?? [] }

    func testR350ALateAnswerReplacesTheLoadingRowAndIsKeptForTheNextShowing() async throws {
        var calls = 0
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                completion([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
            }
        }
        let menu = UIMenu(children: [UIAction(title: "New") { _ in }, deferred])
        let (app, item) = show(menu)
        try tap(item, app)
        app.advance(seconds: 0.05)
        XCTAssertEqual(titles, ["New", "Loading…"])
        XCTAssertEqual(MenuContainerView.current?.rows.last?.isEnabled, false, "the loading row takes no taps")
        app.advance(seconds: 0.3)
        XCTAssertEqual(titles, ["New", "Recent 1", "Recent 2"])
        // Closed and shown again: the cached elements, no second call.
        MenuContainerView.current?.dismiss(animated: false)
        app.advance(seconds: 0.5)
        try tap(item, app)
        app.advance(seconds: 0.05)
        XCTAssertEqual(titles, ["New", "Recent 1", "Recent 2"])
        XCTAssertEqual(calls, 1)
    }

    func testR350AnUncachedElementAsksEachTimeAndAnAnswerAtOnceShowsNoLoadingRow() async throws {
        var calls = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "Shown \(calls)") { _ in }])
        }
        let (app, item) = show(UIMenu(children: [uncached]))
        try tap(item, app)
        app.advance(seconds: 0.05)
        XCTAssertEqual(titles, ["Shown 1"])
        MenuContainerView.current?.dismiss(animated: false)
        app.advance(seconds: 0.5)
        try tap(item, app)
        app.advance(seconds: 0.05)
        XCTAssertEqual(titles.last, "Shown \(calls)")
        XCTAssertGreaterThanOrEqual(calls, 2)
    }
}
