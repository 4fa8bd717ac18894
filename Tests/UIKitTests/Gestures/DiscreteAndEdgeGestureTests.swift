import XCTest

@testable import UIKit

/// Screen-edge pans, taps and long presses driven by synthetic touches.
@MainActor
final class DiscreteAndEdgeGestureTests: XCTestCase {
    private func makeApp() -> (TestApp, UIView) {
        let app = TestApp(root: NamedController("Root"))
        return (app, app.window.rootViewController!.view)
    }

    private func edgePan(_ edges: UIRectEdge, on view: UIView, recorder: ActionRecorder)
        -> UIScreenEdgePanGestureRecognizer
    {
        let pan = UIScreenEdgePanGestureRecognizer(handler: recorder.record)
        pan.name = "edge"
        pan.edges = edges
        view.addGestureRecognizer(pan)
        return pan
    }

    func testEdgePanStartingAwayFromTheEdgeNeverBegins() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = edgePan(.left, on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), steps: 10)
        XCTAssertEqual(pan.state, .failed)
        touches.release()
        XCTAssertEqual(recorder.entries, [])
    }

    func testEdgePanFromTheLeftEdgeMovingRightBegins() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = edgePan(.left, on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), steps: 10)
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(pan.translation(in: root).x, 200, accuracy: 1e-9)
        touches.release()
        XCTAssertEqual(recorder.entries.first, "edge:began")
        XCTAssertEqual(recorder.entries.last, "edge:ended")
        XCTAssertEqual(recorder.entries.count, 11, "began at 20 pt, then 9 changes, then ended")
    }

    func testEdgeZoneIsTwentyPoints() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = edgePan(.left, on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 120, y: 400), steps: 5)
        XCTAssertEqual(pan.state, .changed, "x = 20 is still in the zone")
        touches.release()
        touches.drag(from: CGPoint(x: 24, y: 400), to: CGPoint(x: 124, y: 400), steps: 5)
        XCTAssertEqual(pan.state, .failed, "x = 24 is outside it")
        touches.release()
    }

    func testEdgePanOnlyForItsEdgesAndDirection() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = edgePan(.left, on: root, recorder: recorder)
        let touches = TouchDriver(app)
        // The right edge moving left: not one of its edges.
        touches.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 188, y: 400), steps: 10)
        XCTAssertEqual(pan.state, .failed)
        touches.release()
        // The left edge moving left (off screen) or vertically: not away from the edge.
        touches.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 5, y: 600), steps: 10)
        XCTAssertEqual(pan.state, .failed)
        touches.release()
        XCTAssertEqual(recorder.entries, [])
        // With .right added, the right edge works.
        pan.edges = [.left, .right]
        touches.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 188, y: 400), steps: 10)
        XCTAssertEqual(pan.state, .changed)
        touches.release()
        XCTAssertEqual(recorder.entries.last, "edge:ended")
    }

    func testTapRecognizedOnReleaseAndFailedWhenMoved() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(handler: recorder.record)
        tap.name = "tap"
        root.addGestureRecognizer(tap)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.frameAndMove(to: CGPoint(x: 106, y: 108))
        XCTAssertEqual(tap.state, .possible, "10 pt of slop")
        XCTAssertEqual(recorder.entries, [])
        touches.release()
        XCTAssertEqual(recorder.entries, ["tap:ended"], "recognized (.ended) on release")
        XCTAssertEqual(tap.state, .possible)
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.frameAndMove(to: CGPoint(x: 111, y: 100))
        XCTAssertEqual(tap.state, .failed, "moved more than 10 pt")
        touches.release()
        XCTAssertEqual(recorder.entries, ["tap:ended"])
    }

    func testLongPressBeginsAfterHalfASecond() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let press = UILongPressGestureRecognizer(handler: recorder.record)
        press.name = "long"
        root.addGestureRecognizer(press)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        app.advance(seconds: 0.45)
        XCTAssertEqual(press.state, .possible)
        app.advance(seconds: 0.05)
        XCTAssertEqual(press.state, .began, "began at 0.5 s")
        touches.frameAndMove(to: CGPoint(x: 160, y: 100))
        XCTAssertEqual(press.state, .changed, "after it began the touch may move freely")
        touches.release()
        XCTAssertEqual(recorder.entries, ["long:began", "long:changed", "long:ended"])
        // Released early: fails, no action.
        touches.press(at: CGPoint(x: 100, y: 100))
        app.advance(seconds: 0.3)
        touches.release()
        app.advance(seconds: 0.5)
        XCTAssertEqual(recorder.entries.count, 3)
        // Moved more than 10 pt before 0.5 s: fails.
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.frameAndMove(to: CGPoint(x: 100, y: 115))
        XCTAssertEqual(press.state, .failed)
        app.advance(seconds: 0.6)
        XCTAssertEqual(press.state, .failed)
        touches.release()
        XCTAssertEqual(recorder.entries.count, 3)
    }
}
