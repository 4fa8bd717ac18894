import XCTest

@testable import UIKit

/// Observing a scroll view's `contentOffset` and `contentSize`, the way pull-to-dismiss and
/// stretchy-header code does (issue #9 item 5).
@MainActor
final class UIScrollViewKeyValueObservingTests: XCTestCase {
    private func makeScrollView(in app: TestApp) -> UIScrollView {
        let root = app.window.rootViewController!.view!
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        root.addSubview(scrollView)
        return scrollView
    }

    func testDraggingTheContentReportsEachOffsetInOrder() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = makeScrollView(in: app)
        var offsets: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue!.y)
        }
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 4)

        // The pan begins on the first move (50 pt > 10 pt of hysteresis); the content follows the
        // finger from the next.
        XCTAssertEqual(offsets, [100, 150, 200])
        touches.release()
        _ = observation
    }

    func testSettingTheContentOffsetNotifiesItAndTheBoundsItMoves() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = makeScrollView(in: app)
        var log: [String] = []
        let offset = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, c in
            log.append("contentOffset \(c.oldValue!.y) → \(c.newValue!.y)")
        }
        let bounds = scrollView.observe(\.bounds, options: [.new]) { _, c in log.append("bounds \(c.newValue!.minY)") }

        scrollView.contentOffset = CGPoint(x: 0, y: 120)

        XCTAssertEqual(log, ["bounds 120.0", "contentOffset 0.0 → 120.0"])
        _ = (offset, bounds)
    }

    func testContentSizeChangesAreReported() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = makeScrollView(in: app)
        var sizes: [CGSize] = []
        let observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { _, c in
            sizes.append(c.newValue!)
        }

        scrollView.contentSize = CGSize(width: 393, height: 3000)

        XCTAssertEqual(sizes, [CGSize(width: 393, height: 2000), CGSize(width: 393, height: 3000)])
        _ = observation
    }

    func testAHeaderFadedFromTheHandlerFollowsTheScroll() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = makeScrollView(in: app)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        app.window.rootViewController!.view.addSubview(header)
        let observation = scrollView.observe(\.contentOffset) { scrollView, _ in
            header.alpha = max(0, 1 - scrollView.contentOffset.y / 200)
        }

        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)

        XCTAssertEqual(header.alpha, 0.75)
        _ = observation
    }
}
