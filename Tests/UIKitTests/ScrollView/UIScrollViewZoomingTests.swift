import XCTest

@testable import UIKit

/// R265: the zoom scale, its limits, animated zooms, `zoom(to:animated:)` and the pinch.
@MainActor
final class UIScrollViewZoomingTests: XCTestCase {
    /// The delegates, kept alive for the test (scroll views hold theirs weakly).
    private var delegates: [ScrollDelegateRecorder] = []

    /// A photo-viewer screen: a 400 × 300 image view in a full-screen scroll view zooming 1…4.
    private func makeViewer() -> (TestApp, UIScrollView, UIView, ScrollDelegateRecorder) {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        let recorder = ScrollDelegateRecorder()
        recorder.zoomView = photo
        delegates.append(recorder)
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        app.window.rootViewController!.view.addSubview(scrollView)
        recorder.log.removeAll()
        return (app, scrollView, photo, recorder)
    }

    func testR265_TheDefaultsDoNotZoom() async {
        let scrollView = UIScrollView()
        XCTAssertEqual(scrollView.minimumZoomScale, 1)
        XCTAssertEqual(scrollView.maximumZoomScale, 1)
        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertTrue(scrollView.bouncesZoom)
        XCTAssertNil(scrollView.pinchGestureRecognizer, "nil while zooming is off")
        scrollView.maximumZoomScale = 3
        XCTAssertNotNil(scrollView.pinchGestureRecognizer)
        XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } ?? false)
    }

    func testR265_SettingTheZoomScaleScalesTheViewAndTheContentSize() async {
        let (_, scrollView, photo, recorder) = makeViewer()

        scrollView.zoomScale = 2

        XCTAssertEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(photo.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(photo.frame, CGRect(x: 0, y: 0, width: 800, height: 600), "the view stays at the origin")
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 800, height: 600))
        XCTAssertEqual(recorder.log.first, "didScroll")
        XCTAssertTrue(recorder.log.contains("didZoom"))
        XCTAssertFalse(recorder.log.contains { $0.hasPrefix("didEndZooming") }, "not animated: no end")
        // About the visible centre (196.5, 426 of content 400 × 300: x 196.5 → 393 at 2×, less half the width).
        XCTAssertEqual(scrollView.contentOffset.x, 196.5, accuracy: 0.01)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "the content is shorter than the view")
    }

    func testR265_TheScaleStaysWithinTheLimits() async {
        let (_, scrollView, _, _) = makeViewer()

        scrollView.setZoomScale(10, animated: false)
        XCTAssertEqual(scrollView.zoomScale, 4)
        scrollView.setZoomScale(0.2, animated: false)
        XCTAssertEqual(scrollView.zoomScale, 1)
        scrollView.zoomScale = 3
        scrollView.maximumZoomScale = 2

        XCTAssertEqual(scrollView.zoomScale, 2, "a lower maximum brings the scale down")
    }

    func testR265_WithoutAViewForZoomingTheScaleStaysAndIsReported() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.maximumZoomScale = 4
        app.window.rootViewController!.view.addSubview(scrollView)

        scrollView.zoomScale = 2

        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertEqual(app.diagnosticNames, ["zoomWithoutViewForZooming"])
    }

    func testR265_AnAnimatedZoomEndsWithDidEndZooming() async {
        let (app, scrollView, _, recorder) = makeViewer()

        scrollView.setZoomScale(3, animated: true)
        app.advance(seconds: 0.15)
        XCTAssertGreaterThan(scrollView.zoomScale, 1)
        XCTAssertLessThan(scrollView.zoomScale, 3)
        XCTAssertTrue(scrollView.isZoomAnimating)
        app.advance(seconds: 0.3)

        XCTAssertEqual(scrollView.zoomScale, 3)
        XCTAssertFalse(scrollView.isZoomAnimating)
        XCTAssertEqual(recorder.log.last, "didEndZooming(3.00)")
    }

    func testR265_ZoomToARectShowsItCentred() async {
        let (_, scrollView, photo, _) = makeViewer()

        scrollView.zoom(to: CGRect(x: 200, y: 100, width: 131, height: 100), animated: false)

        XCTAssertEqual(scrollView.zoomScale, 3, "393 / 131, within the maximum")
        let shown = photo.convert(CGPoint(x: 265.5, y: 150), to: scrollView)
        XCTAssertEqual(shown.x - scrollView.contentOffset.x, 196.5, accuracy: 0.01, "the rect's centre in the middle")
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.zoomScale, 4, "as large as the maximum allows")
        XCTAssertEqual(scrollView.contentOffset, .zero, "within the content")
    }

    func testR265_APinchZoomsAboutTheFingersInUIKitsOrder() async {
        let (app, scrollView, photo, recorder) = makeViewer()
        let fingers = FingersDriver(app)
        let center = CGPoint(x: 100, y: 150)
        fingers.press(FingersDriver.pair(center, distance: 100))
        for i in 1...10 { fingers.frameAndMove(FingersDriver.pair(center, distance: 100 + CGFloat(i) * 10)) }

        XCTAssertTrue(scrollView.isZooming)
        XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 0.01)
        let under = photo.convert(CGPoint(x: 100, y: 150), to: nil)
        XCTAssertEqual(under.x, 100, accuracy: 0.5, "the point under the fingers stays under them")
        XCTAssertEqual(under.y, 150, accuracy: 0.5)
        fingers.release()
        app.advance(seconds: 0.5)

        XCTAssertFalse(scrollView.isZooming)
        XCTAssertEqual(recorder.log.first, "willBeginZooming")
        XCTAssertTrue(recorder.log.contains("didZoom"))
        XCTAssertEqual(recorder.log.last, "didEndZooming(2.00)")
    }

    func testR265_APinchPastTheMaximumBouncesBack() async {
        let (app, scrollView, _, recorder) = makeViewer()
        scrollView.zoomScale = 3
        recorder.log.removeAll()
        let fingers = FingersDriver(app)
        let center = CGPoint(x: 196, y: 300)
        fingers.press(FingersDriver.pair(center, distance: 100))
        for i in 1...10 { fingers.frameAndMove(FingersDriver.pair(center, distance: 100 + CGFloat(i) * 20)) }

        // 3 × 3 = 9 asked: 4 · √(9 / 4) = 6 shown.
        XCTAssertEqual(scrollView.zoomScale, 6, accuracy: 0.01)
        fingers.release()
        XCTAssertTrue(scrollView.isZoomBouncing)
        XCTAssertFalse(recorder.log.contains { $0.hasPrefix("didEndZooming") }, "not before the bounce")
        app.advance(seconds: 0.5)

        XCTAssertEqual(scrollView.zoomScale, 4)
        XCTAssertFalse(scrollView.isZoomBouncing)
        XCTAssertEqual(recorder.log.last, "didEndZooming(4.00)")
        let range = scrollView.offsetRange
        XCTAssertTrue(range.x.contains(scrollView.contentOffset.x) && range.y.contains(scrollView.contentOffset.y))
    }

    func testR265_WithoutBouncesZoomThePinchStopsAtTheLimit() async {
        let (app, scrollView, _, _) = makeViewer()
        scrollView.bouncesZoom = false
        let fingers = FingersDriver(app)
        let center = CGPoint(x: 196, y: 300)
        fingers.press(FingersDriver.pair(center, distance: 100))
        for i in 1...10 { fingers.frameAndMove(FingersDriver.pair(center, distance: 100 + CGFloat(i) * 50)) }

        XCTAssertEqual(scrollView.zoomScale, 4)
        fingers.release()
        app.advance(seconds: 0.5)
        XCTAssertEqual(scrollView.zoomScale, 4)
    }
}
