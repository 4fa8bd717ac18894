import XCTest

@testable import UIKit

/// R263: a plain scroll view's `delegate`, the calls it hears in UIKit's order, the release target
/// it may rewrite, and the deceleration rates.
@MainActor
final class UIScrollViewDelegateTests: XCTestCase {
    private func makeScrollView(contentHeight: CGFloat = 4000) -> (TestApp, UIScrollView, ScrollDelegateRecorder) {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: contentHeight)
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        app.window.rootViewController!.view.addSubview(scrollView)
        recorder.log.removeAll()
        return (app, scrollView, recorder)
    }

    func testR263_APlainScrollViewHasAWeakDelegate() async {
        let scrollView = UIScrollView()
        var recorder: ScrollDelegateRecorder? = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        XCTAssertTrue(scrollView.delegate === recorder)
        recorder = nil
        XCTAssertNil(scrollView.delegate, "held weakly, as UIKit's delegate is")
    }

    func testR263_TheDelegateIsSetAsAppsWriteIt() async {
        // An outlet-style implicitly unwrapped scroll view, an optional one, a collection view.
        var outlet: UIScrollView!
        outlet = UIScrollView()
        let optional: UIScrollView? = UIScrollView()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let recorder = ScrollDelegateRecorder()
        let collectionDelegate = CollectionScrollDelegate()

        outlet.delegate = recorder
        optional?.delegate = recorder
        collection.delegate = collectionDelegate

        XCTAssertTrue(outlet.delegate === recorder)
        XCTAssertTrue(optional?.delegate === recorder)
        XCTAssertTrue((collection as UIScrollView).delegate === collectionDelegate)
        collection.contentSize = CGSize(width: 10, height: 1000)
        collection.contentOffset.y = 5
        XCTAssertEqual(collectionDelegate.scrolls, 1, "a collection view's delegate hears its scrolling")
    }

    func testR263_ASlowDragThatStopsEndsWithoutDecelerating() async {
        let (app, scrollView, recorder) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 8)
        app.advance(seconds: 0.2)  // the finger rests before it lifts

        touches.release()
        app.advance(seconds: 1)

        XCTAssertEqual(
            recorder.log, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(recorder.velocities, [.zero])
        XCTAssertEqual(recorder.proposedTargets, [scrollView.contentOffset], "it stops where it is")
        XCTAssertEqual(recorder.draggingAtWillEnd, true, "still dragging while the target is asked")
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testR263_AFlickDeceleratesInUIKitsOrderAndStopsOnTheProposedTarget() async {
        let (app, scrollView, recorder) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), steps: 4)  // 3,000 pt/s up
        let start = Double(scrollView.contentOffset.y)

        touches.release()
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertFalse(scrollView.isDragging)
        app.advance(seconds: 8)

        XCTAssertEqual(
            recorder.log,
            [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
        // Points per millisecond, positive towards larger offsets.
        XCTAssertEqual(recorder.velocities.first?.y ?? 0, 3.0, accuracy: 0.01)
        XCTAssertEqual(recorder.velocities.first?.x, 0)
        // The normal rate keeps 0.998 of the speed a millisecond: it travels v / (−1000·ln 0.998).
        let expected = start + 3000 / (-1000 * log(0.998))
        XCTAssertEqual(Double(recorder.proposedTargets.first?.y ?? 0), expected, accuracy: 0.5)
        XCTAssertEqual(Double(scrollView.contentOffset.y), expected, accuracy: 0.01)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testR263_TheFastRateStopsSooner() async {
        let (app, scrollView, recorder) = makeScrollView()
        XCTAssertEqual(scrollView.decelerationRate, .normal)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
        scrollView.decelerationRate = .fast
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), steps: 4)
        let start = Double(scrollView.contentOffset.y)

        touches.release()
        app.advance(seconds: 3)

        let expected = start + 3000 / (-1000 * log(0.99))
        XCTAssertEqual(Double(scrollView.contentOffset.y), expected, accuracy: 0.5)
        XCTAssertEqual(recorder.log.last, "didEndDecelerating")
    }

    func testR263_ARewrittenTargetIsWhereTheDecelerationEnds() async {
        let (app, scrollView, recorder) = makeScrollView()
        recorder.retarget = { proposed in CGPoint(x: proposed.x, y: (proposed.y / 100).rounded() * 100) }
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), steps: 4)

        touches.release()
        app.advance(seconds: 1)
        let partWay = scrollView.contentOffset.y
        app.advance(seconds: 8)

        let wanted = (recorder.proposedTargets[0].y / 100).rounded() * 100
        XCTAssertNotEqual(wanted, recorder.proposedTargets[0].y)
        XCTAssertGreaterThan(partWay, 200)
        XCTAssertLessThan(partWay, wanted)
        XCTAssertEqual(scrollView.contentOffset.y, wanted)
        XCTAssertEqual(recorder.log.last, "didEndDecelerating")
    }

    func testR263_ATargetOfWhereItIsStopsItAtOnce() async {
        let (app, scrollView, recorder) = makeScrollView()
        var stopAt = CGPoint.zero
        recorder.retarget = { _ in stopAt }
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), steps: 4)
        stopAt = scrollView.contentOffset

        touches.release()
        app.advance(seconds: 0.5)

        XCTAssertEqual(scrollView.contentOffset, stopAt)
        XCTAssertEqual(recorder.log.suffix(2), ["willEndDragging", "didEndDragging(false)"])
    }

    func testR263_AFlickIntoTheEndProposesTheEndAndBouncesThere() async {
        let (app, scrollView, recorder) = makeScrollView(contentHeight: 2000)
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        recorder.log.removeAll()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 3)

        touches.release()
        var deepest: CGFloat = 0
        for _ in 0..<120 {
            app.advance(seconds: 1.0 / 60)
            deepest = max(deepest, scrollView.contentOffset.y)
        }

        XCTAssertEqual(recorder.proposedTargets, [CGPoint(x: 0, y: 2000 - 852)], "within the content")
        XCTAssertGreaterThan(deepest, 2000 - 852, "the content itself goes past the end and back")
        XCTAssertEqual(scrollView.contentOffset.y, 2000 - 852)
        XCTAssertEqual(recorder.log.last, "didEndDecelerating")
    }

    func testR263_ReleasedPastTheTopItSpringsBackAsADeceleration() async {
        let (app, scrollView, recorder) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 4)
        app.advance(seconds: 0.2)

        touches.release()
        app.advance(seconds: 1)

        XCTAssertEqual(recorder.proposedTargets, [.zero], "the top")
        XCTAssertEqual(
            recorder.log.suffix(5),
            ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testR263_CatchingADecelerationStopsItSilently() async {
        let (app, scrollView, recorder) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), steps: 4)
        touches.release()
        app.advance(seconds: 0.3)
        let caught = scrollView.contentOffset

        touches.press(at: CGPoint(x: 200, y: 400))
        app.advance(seconds: 0.5)

        XCTAssertEqual(scrollView.contentOffset, caught, "the touch stops the content where it is")
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertFalse(recorder.log.contains("didEndDecelerating"), "UIKit does not call it when a touch stops it")
        touches.release()
    }

    func testR263_AnAnimatedSetContentOffsetEndsWithDidEndScrollingAnimation() async {
        let (app, scrollView, recorder) = makeScrollView()

        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        app.advance(seconds: 0.15)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
        XCTAssertLessThan(scrollView.contentOffset.y, 500)
        XCTAssertTrue(scrollView.isScrollAnimating)
        app.advance(seconds: 0.3)

        XCTAssertEqual(scrollView.contentOffset.y, 500)
        XCTAssertEqual(recorder.log, ["didScroll", "didEndScrollingAnimation"])
        XCTAssertFalse(scrollView.isScrollAnimating)
    }

    func testR263_SetContentOffsetIsNotClampedToTheContent() async {
        let (_, scrollView, _) = makeScrollView(contentHeight: 400)

        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)

        XCTAssertEqual(scrollView.contentOffset.y, 300, "UIKit leaves an offset past the content as given")
    }

    func testR263_ScrollRectToVisibleScrollsAsLittleAsNeeded() async {
        let (app, scrollView, recorder) = makeScrollView()

        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 1100 - 852, "the rect's bottom at the bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 248, "already visible: no scrolling")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: true)
        app.advance(seconds: 0.5)

        XCTAssertEqual(scrollView.contentOffset.y, 100, "the rect's top at the top")
        XCTAssertEqual(recorder.log.last, "didEndScrollingAnimation")
    }

    func testR263_ATableViewsDelegateIsTheScrollViewsDelegate() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
        let delegate = TableScrollDelegate()

        table.delegate = delegate
        let asScrollView: UIScrollView = table

        XCTAssertTrue(asScrollView.delegate === delegate)
        XCTAssertTrue(table.delegate === delegate)
        table.contentSize = CGSize(width: 393, height: 3000)
        table.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(delegate.scrolls, 1)
        asScrollView.delegate = nil
        XCTAssertNil(table.delegate)
    }

    func testR263_TheAdjustedInsetChangeIsReported() async {
        let (app, scrollView, recorder) = makeScrollView()
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.advance(seconds: 1.0 / 60)

        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(recorder.log.first, "didChangeAdjustedContentInset")
        XCTAssertEqual(scrollView.contentOffset.y, -59, "content resting at the top stays at the top")
        recorder.log.removeAll()
        scrollView.contentInset.top = 10
        XCTAssertEqual(recorder.log.filter { $0 == "didChangeAdjustedContentInset" }.count, 1)
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(recorder.log.filter { $0 == "didChangeAdjustedContentInset" }.count, 2)
    }

    func testR263_AStatusBarTapScrollsTheOneScrollViewToTheTop() async {
        let (app, scrollView, recorder) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        recorder.log.removeAll()

        XCTAssertTrue(app.window.scrollToTopForStatusBarTap() === scrollView)
        app.advance(seconds: 0.5)

        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(recorder.log, ["shouldScrollToTop", "didScroll", "didScrollToTop"])
    }

    func testR263_StatusBarTapsDoNothingWithTwoScrollViewsOrWhenTheDelegateSaysNo() async {
        let (app, scrollView, recorder) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        recorder.allowsScrollToTop = false
        XCTAssertNil(app.window.scrollToTopForStatusBarTap())
        recorder.allowsScrollToTop = true
        let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.window.rootViewController!.view.addSubview(second)
        XCTAssertNil(app.window.scrollToTopForStatusBarTap(), "two candidates: neither scrolls, as on the iPhone")
        second.scrollsToTop = false

        XCTAssertTrue(app.window.scrollToTopForStatusBarTap() === scrollView)
    }
}

/// A table delegate that counts the scroll calls it hears.
@MainActor
final class TableScrollDelegate: NSObject, UITableViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A collection view delegate that counts the scroll calls it hears.
@MainActor
final class CollectionScrollDelegate: NSObject, UICollectionViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}
