import XCTest

@testable import UIKit

/// R264: paging settles on multiples of the bounds' size by UIKit's flick rule; the directional
/// lock; a scroll view's pan begins only along an axis it can move.
@MainActor
final class UIScrollViewPagingTests: XCTestCase {
    private func makePager(pages: Int = 5) -> (TestApp, UIScrollView, ScrollDelegateRecorder) {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
        scrollView.contentSize = CGSize(width: 393 * CGFloat(pages), height: 400)
        scrollView.isPagingEnabled = true
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        app.window.rootViewController!.view.addSubview(scrollView)
        return (app, scrollView, recorder)
    }

    /// Drags left by `distance` in `steps` frames, then waits `rest` seconds before lifting.
    private func swipe(_ app: TestApp, by distance: CGFloat, steps: Int, rest: Double) {
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300 - distance, y: 300), steps: steps)
        if rest > 0 { app.advance(seconds: rest) }
        touches.release()
        app.advance(seconds: 1)
    }

    func testR264_PagingIsOffByDefault() async {
        XCTAssertFalse(UIScrollView().isPagingEnabled)
        XCTAssertFalse(UIScrollView().isDirectionalLockEnabled)
    }

    func testR264_ASlowDragLessThanHalfAPageGoesBack() async {
        let (app, scrollView, recorder) = makePager()

        swipe(app, by: 150, steps: 10, rest: 0.2)

        XCTAssertEqual(scrollView.contentOffset.x, 0)
        XCTAssertEqual(recorder.proposedTargets, [.zero])
        XCTAssertEqual(recorder.log.last, "didEndDecelerating")
    }

    func testR264_ASlowDragPastHalfAPageTurnsIt() async {
        let (app, scrollView, _) = makePager()

        swipe(app, by: 250, steps: 10, rest: 0.2)

        XCTAssertEqual(scrollView.contentOffset.x, 393)
    }

    func testR264_AShortFlickTurnsOnePageAndAStrongOneStillOnlyOne() async {
        let (app, scrollView, recorder) = makePager()

        swipe(app, by: 60, steps: 3, rest: 0)  // 1,200 pt/s
        XCTAssertEqual(scrollView.contentOffset.x, 393)
        swipe(app, by: 200, steps: 2, rest: 0)  // 6,000 pt/s

        XCTAssertEqual(scrollView.contentOffset.x, 786)
        XCTAssertEqual(recorder.proposedTargets.map(\.x), [393, 786])
        XCTAssertGreaterThan(recorder.velocities[1].x, 5, "points per millisecond")
    }

    func testR264_AFlickBackTurnsBack() async {
        let (app, scrollView, _) = makePager()
        scrollView.contentOffset = CGPoint(x: 786, y: 0)

        swipe(app, by: -60, steps: 3, rest: 0)

        XCTAssertEqual(scrollView.contentOffset.x, 393)
    }

    func testR264_TheLastPageIsTheEndOfTheContent() async {
        let (app, scrollView, _) = makePager(pages: 2)
        scrollView.contentOffset = CGPoint(x: 393, y: 0)

        swipe(app, by: 100, steps: 2, rest: 0)

        XCTAssertEqual(scrollView.contentOffset.x, 393, "it bounces back to the last page")
    }

    func testR264_PagingKeepsItsPageWhateverTheDelegateWrites() async {
        let (app, scrollView, recorder) = makePager()
        recorder.retarget = { _ in CGPoint(x: 1179, y: 0) }

        swipe(app, by: 60, steps: 3, rest: 0)

        XCTAssertEqual(scrollView.contentOffset.x, 393)
        XCTAssertEqual(
            recorder.log,
            [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
    }

    func testR264_TheDirectionalLockKeepsAMostlyVerticalDragVertical() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 2000, height: 4000)
        scrollView.contentOffset = CGPoint(x: 500, y: 500)
        app.window.rootViewController!.view.addSubview(scrollView)
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 180, y: 400), steps: 8)
        XCTAssertEqual(scrollView.contentOffset.x, 520, "free without the lock")
        touches.release()
        app.advance(seconds: 5)
        scrollView.contentOffset = CGPoint(x: 500, y: 500)
        scrollView.isDirectionalLockEnabled = true
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 180, y: 400), steps: 8)

        XCTAssertEqual(scrollView.contentOffset.x, 500, "locked to the vertical axis")
        XCTAssertEqual(scrollView.contentOffset.y, 700)
        touches.release()
    }

    func testR264_AVerticalDragOnAHorizontalStripScrollsTheListAroundIt() async {
        let app = TestApp(root: NamedController("Root"))
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 3000)
        let strip = UIScrollView(frame: CGRect(x: 0, y: 200, width: 393, height: 300))
        strip.contentSize = CGSize(width: 393 * 4, height: 300)
        strip.isPagingEnabled = true
        list.addSubview(strip)
        app.window.rootViewController!.view.addSubview(list)
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), steps: 8)
        XCTAssertTrue(list.isDragging)
        XCTAssertFalse(strip.isDragging)
        XCTAssertEqual(strip.contentOffset.x, 0)
        touches.release()
        app.advance(seconds: 5)
        list.contentOffset = .zero
        touches.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 100, y: 350), steps: 8)

        XCTAssertTrue(strip.isDragging, "a horizontal drag pages the strip")
        XCTAssertFalse(list.isDragging)
        touches.release()
    }
}
