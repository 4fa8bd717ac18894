import XCTest

@testable import UIKit

/// R268: pull to refresh.
@MainActor
final class UIRefreshControlTests: XCTestCase {
    private func makeList() -> (TestApp, UIScrollView, UIRefreshControl, ControlEventRecorder) {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        app.window.rootViewController!.view.addSubview(scrollView)
        return (app, scrollView, control, ControlEventRecorder(control))
    }

    func testR268_TheControlSitsAboveTheContent() async {
        let (_, scrollView, control, _) = makeList()
        XCTAssertTrue(control.superview === scrollView)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 393, height: 60))
        XCTAssertFalse(control.isRefreshing)
    }

    func testR268_AShortPullSpringsBackWithoutRefreshing() async {
        let (app, scrollView, control, events) = makeList()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), steps: 4)
        app.advance(seconds: 0.2)
        touches.release()
        app.advance(seconds: 1)

        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(events.names, [])
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testR268_AFarPullRefreshesAndTheContentRestsBelowTheControlUntilTheEnd() async {
        let (app, scrollView, control, events) = makeList()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 600), steps: 10)

        XCTAssertTrue(control.isRefreshing, "it starts while the finger is still down")
        XCTAssertEqual(events.names, ["valueChanged"])
        app.advance(seconds: 0.2)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertEqual(scrollView.contentOffset.y, -60, "resting below the spinner")

        control.endRefreshing()
        app.advance(seconds: 0.5)

        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(events.names, ["valueChanged"], "one refresh")
    }

    func testR268_BeginRefreshingByCodeSendsNothing() async {
        let (_, scrollView, control, events) = makeList()

        control.beginRefreshing()

        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(events.names, [])
        XCTAssertEqual(scrollView.contentOffset.y, 0, "the app scrolls to show it if it wants")
    }
}
