import XCTest

@testable import UIKit

/// The scroll view's drag: rubber band past an edge, the spring back, bounce switches, tracking and
/// dragging flags, indicator insets and content-inset adjustment (issue #9 item 6).
@MainActor
final class UIScrollViewTests: XCTestCase {
    private func makeScrollView(contentHeight: CGFloat = 2000) -> (TestApp, UIScrollView) {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: contentHeight)
        app.window.rootViewController!.view.addSubview(scrollView)
        return (app, scrollView)
    }

    func testPullingDownAtTheTopStretchesWithResistance() async {
        let (app, scrollView) = makeScrollView()
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 4)

        // 200 pt of pull past the top show as (1 − 1 / (200·0.55 / 852 + 1))·852 ≈ 97.4 pt.
        XCTAssertEqual(scrollView.contentOffset.y, -97.43, accuracy: 0.01)
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertTrue(scrollView.isTracking)
        touches.release()
    }

    func testReleasedPastTheTopItSpringsBackWithinAboutHalfASecond() async {
        let (app, scrollView) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 4)
        app.advance(seconds: 0.2)  // the finger rests, so it lifts without speed

        touches.release()
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(scrollView.isTracking)
        XCTAssertTrue(scrollView.isDecelerating, "springing back counts as decelerating, as in UIKit")
        app.advance(seconds: 0.1)
        let partWay = scrollView.contentOffset.y
        app.advance(seconds: 0.6)

        XCTAssertGreaterThan(partWay, -97.43)
        XCTAssertLessThan(partWay, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testWithoutBouncesThePullStopsAtTheEdge() async {
        let (app, scrollView) = makeScrollView()
        scrollView.bounces = false
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 4)

        XCTAssertEqual(scrollView.contentOffset.y, 0)
        touches.release()
    }

    func testShortContentBouncesOnlyWithAlwaysBounceVertical() async {
        let (app, scrollView) = makeScrollView(contentHeight: 400)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 4)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "nothing to scroll, no bounce")
        touches.release()
        app.advance(seconds: 1)

        scrollView.alwaysBounceVertical = true
        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 4)

        XCTAssertEqual(scrollView.contentOffset.y, -97.43, accuracy: 0.01)
        touches.release()
    }

    func testAFlingIntoTheBottomOvershootsAndComesBackToTheEnd() async {
        let (app, scrollView) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 3)  // 6,000 pt/s up

        touches.release()
        var deepest: CGFloat = 0
        for _ in 0..<120 {
            app.advance(seconds: 1.0 / 60)
            deepest = max(deepest, scrollView.contentOffset.y)
        }

        let end: CGFloat = 2000 - 852
        XCTAssertGreaterThan(deepest, end, "went past the end")
        XCTAssertEqual(scrollView.contentOffset.y, end, "and settled on it")
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testTrackingStartsWithTheTouchAndDraggingWithThePan() async {
        let (app, scrollView) = makeScrollView()
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 200, y: 400))
        XCTAssertTrue(scrollView.isTracking, "a finger is down")
        XCTAssertFalse(scrollView.isDragging, "it has not moved past the hysteresis")
        touches.frameAndMove(to: CGPoint(x: 200, y: 380))
        XCTAssertTrue(scrollView.isDragging)
        touches.release()

        XCTAssertFalse(scrollView.isTracking)
        XCTAssertFalse(scrollView.isDragging)
    }

    func testScrollIndicatorInsetsSetsBothAndTheFlagsAreKept() async {
        let scrollView = UIScrollView()
        XCTAssertTrue(scrollView.showsVerticalScrollIndicator)
        XCTAssertTrue(scrollView.showsHorizontalScrollIndicator)
        XCTAssertTrue(scrollView.bounces)

        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.showsVerticalScrollIndicator = false

        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertFalse(scrollView.showsVerticalScrollIndicator)
    }

    func testContentInsetAdjustmentBehaviourAddsTheSafeArea() async {
        let (app, scrollView) = makeScrollView()
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)

        XCTAssertEqual(
            scrollView.adjustedContentInset, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0),
            "automatic: as the scrollable axes (R263)")
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scrollView.contentSize = CGSize(width: 393, height: 100)
        XCTAssertEqual(
            scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0), "does not scroll")
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }
}
