import XCTest

@testable import UIKit

/// R267: touches on a scroll view's content wait ~150 ms (`delaysContentTouches`) unless they scroll
/// first; a quick tap still arrives; a scroll cancels the content's touch unless the content is a
/// control (`touchesShouldCancel(in:)`) or `canCancelContentTouches` is off.
@MainActor
final class ContentTouchDelayTests: XCTestCase {
    private func makeScene(
        scrollView: UIScrollView = UIScrollView()
    ) -> (TestApp, UIScrollView, UIButton, ControlEventRecorder) {
        let app = TestApp(root: NamedController("Root"))
        scrollView.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 50, y: 300, width: 200, height: 60)
        scrollView.addSubview(button)
        app.window.rootViewController!.view.addSubview(scrollView)
        return (app, scrollView, button, ControlEventRecorder(button))
    }

    func testR267_TheDefaults() async {
        let scrollView = UIScrollView()
        XCTAssertTrue(scrollView.delaysContentTouches)
        XCTAssertTrue(scrollView.canCancelContentTouches)
        XCTAssertFalse(scrollView.touchesShouldCancel(in: UIButton()), "a control keeps its touch")
        XCTAssertTrue(scrollView.touchesShouldCancel(in: UIView()))
    }

    func testR267_AHeldButtonHighlightsOnlyAfter150Milliseconds() async {
        let (app, _, button, events) = makeScene()
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))
        app.advance(seconds: 0.1)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(events.names, [])
        app.advance(seconds: 0.05)

        XCTAssertTrue(button.isHighlighted)
        XCTAssertEqual(events.names, ["touchDown"])
        touches.release()
        XCTAssertEqual(events.names, ["touchDown", "touchUpInside", "primaryAction"].filter(events.names.contains))
        XCTAssertTrue(events.names.contains("touchUpInside"))
    }

    func testR267_AQuickTapStillReachesTheButton() async {
        let (app, _, button, events) = makeScene()
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))
        app.advance(seconds: 1.0 / 60)
        touches.release()

        XCTAssertEqual(Array(events.names.prefix(2)), ["touchDown", "touchUpInside"])
        XCTAssertFalse(button.isHighlighted)
    }

    func testR267_ADragThatStartsAtOnceScrollsAndNeverHighlights() async {
        let (app, scrollView, button, events) = makeScene()
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))
        var highlighted = false
        for i in 1...6 {
            touches.frameAndMove(to: CGPoint(x: 150, y: 330 - CGFloat(i) * 20))
            highlighted = highlighted || button.isHighlighted
        }
        app.advance(seconds: 0.3)
        highlighted = highlighted || button.isHighlighted
        touches.release()

        XCTAssertFalse(highlighted)
        XCTAssertEqual(events.names, [])
        XCTAssertEqual(scrollView.contentOffset.y, 120)
    }

    func testR267_AButtonHeldPastTheDelayKeepsItsTouchAndTheContentDoesNotScroll() async {
        let (app, scrollView, button, events) = makeScene()
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))
        app.advance(seconds: 0.2)
        touches.drag(to: CGPoint(x: 150, y: 200), steps: 6)

        XCTAssertEqual(scrollView.contentOffset.y, 0, "touchesShouldCancel(in:) is false for a control")
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(button.isHighlighted, "the finger left the button")
        touches.release()
        XCTAssertEqual(events.names, ["touchDown", "dragExit", "touchUpOutside"])
    }

    func testR267_ASubclassThatCancelsControlsScrollsAwayFromAHeldButton() async {
        let (app, scrollView, button, events) = makeScene(scrollView: ControlCancellingScrollView())
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))
        app.advance(seconds: 0.2)
        XCTAssertTrue(button.isHighlighted)
        touches.drag(to: CGPoint(x: 150, y: 200), steps: 6)

        XCTAssertTrue(scrollView.isDragging)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 100)
        XCTAssertFalse(button.isHighlighted)
        touches.release()
        XCTAssertEqual(events.names, ["touchDown", "touchCancel"])
    }

    func testR267_APlainContentViewIsCancelledUnlessCanCancelContentTouchesIsOff() async {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        let content = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 393, height: 3000))
        scrollView.addSubview(content)
        app.window.rootViewController!.view.addSubview(scrollView)
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 500))
        app.advance(seconds: 0.2)
        touches.drag(to: CGPoint(x: 150, y: 400), steps: 5)
        touches.release()
        XCTAssertEqual(content.log.first, "began")
        XCTAssertEqual(content.log.last, "cancelled")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 50)
        app.advance(seconds: 5)

        scrollView.contentOffset = .zero
        scrollView.canCancelContentTouches = false
        content.log.removeAll()
        touches.press(at: CGPoint(x: 150, y: 500))
        app.advance(seconds: 0.2)
        touches.drag(to: CGPoint(x: 150, y: 400), steps: 5)
        touches.release()

        XCTAssertEqual(scrollView.contentOffset.y, 0, "once the content tracks, the scroll view does not scroll")
        XCTAssertEqual(content.log.first, "began")
        XCTAssertEqual(content.log.last, "ended")
    }

    func testR267_WithoutTheDelayTheButtonHighlightsAtOnce() async {
        let scroll = UIScrollView()
        scroll.delaysContentTouches = false
        let (app, _, button, _) = makeScene(scrollView: scroll)
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))

        XCTAssertTrue(button.isHighlighted)
        touches.release()
    }

    func testR267_TouchesShouldBeginCanKeepTouchesFromTheContent() async {
        let (app, _, button, events) = makeScene(scrollView: ContentRefusingScrollView())
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 150, y: 330))
        app.advance(seconds: 0.2)
        touches.release()

        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(events.names, [])
    }

    func testR267_ATapThatStopsADecelerationSelectsNothing() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let source = RowSource([100])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.view.addSubview(table)
        app.advance(seconds: 0.1)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 400), steps: 4)
        touches.release()
        app.advance(seconds: 0.2)
        XCTAssertTrue(table.isDecelerating)
        source.log.removeAll()

        touches.press(at: CGPoint(x: 100, y: 400))
        app.advance(seconds: 0.3)
        touches.release()

        XCTAssertFalse(table.isDecelerating)
        XCTAssertEqual(source.log, [], "the touch only stopped the scroll")
        XCTAssertNil(table.indexPathForSelectedRow)
    }
}

extension ContentTouchDelayTests {
    func testR267_ATapThatStopsACollectionViewSelectsNoItem() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingItemSource()
        collection.dataSource = source
        collection.delegate = source
        host.view.addSubview(collection)
        app.advance(seconds: 0.1)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 400), steps: 4)
        touches.release()
        app.advance(seconds: 0.2)
        XCTAssertTrue(collection.isDecelerating)

        touches.press(at: CGPoint(x: 50, y: 400))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        XCTAssertEqual(source.selected, [], "the touch only stopped the scroll")
        app.advance(seconds: 0.5)

        touches.press(at: CGPoint(x: 50, y: 400))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        XCTAssertEqual(source.selected.count, 1, "a tap on resting content selects")
    }
}

/// A collection view source of 200 plain items that records selections.
@MainActor
final class CountingItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A scroll view that lets a drag take the touch of a control too (a common UIKit subclass).
@MainActor
final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view that keeps every touch from its content.
@MainActor
final class ContentRefusingScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        false
    }
}
