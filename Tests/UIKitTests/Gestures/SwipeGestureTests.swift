import XCTest

@testable import UIKit

/// `UISwipeGestureRecognizer` (R244) driven by synthetic touches: direction, distance, time, slant.
@MainActor
final class SwipeGestureTests: XCTestCase {
    private func makeSwipe(_ direction: UISwipeGestureRecognizer.Direction) -> (
        TestApp, UISwipeGestureRecognizer, ActionRecorder, TouchDriver
    ) {
        UIKitRuntime.reset()
        let app = TestApp(root: NamedController("Root"))
        let recorder = ActionRecorder()
        let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.record)
        swipe.name = "swipe"
        swipe.direction = direction
        app.window.rootViewController!.view.addGestureRecognizer(swipe)
        return (app, swipe, recorder, TouchDriver(app))
    }

    func testR244AQuickSwipeRightIsRecognizedOnceAtFiftyPoints() async throws {
        let (_, swipe, recorder, touches) = makeSwipe(.right)
        XCTAssertEqual(UISwipeGestureRecognizer().direction, .right, "the default direction")
        touches.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 140, y: 400), steps: 4)
        XCTAssertEqual(swipe.state, .possible, "40 pt is not yet a swipe")
        touches.frameAndMove(to: CGPoint(x: 152, y: 402))
        XCTAssertEqual(recorder.entries, ["swipe:ended"], "discrete: one action, recognized (= ended)")
        XCTAssertEqual(
            swipe.location(in: nil), CGPoint(x: 100, y: 400), "the location is where the swipe began")
        touches.frameAndMove(to: CGPoint(x: 250, y: 400))
        touches.release()
        XCTAssertEqual(recorder.entries.count, 1)
    }

    func testR244TheWrongDirectionASlowDragAndASlantFail() async throws {
        let (app, swipe, recorder, touches) = makeSwipe([.left, .up])
        touches.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 400), steps: 4)
        XCTAssertEqual(swipe.state, .failed, "moving right when left and up are permitted")
        touches.release()

        // Slow: 60 pt left over 0.8 s.
        touches.press(at: CGPoint(x: 300, y: 400))
        for step in 1...48 {
            app.advance(seconds: 1.0 / 60)
            touches.move(to: CGPoint(x: 300 - 1.25 * CGFloat(step), y: 400))
        }
        XCTAssertEqual(swipe.state, .failed, "too slow: 50 pt must come within 0.5 s")
        touches.release()

        // Up, but drifting 40 pt sideways over 55 pt.
        touches.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 240, y: 445), steps: 6)
        XCTAssertEqual(swipe.state, .failed, "too slanted")
        touches.release()

        // Up and nearly straight: recognized; .up is one of the permitted directions.
        touches.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 208, y: 430), steps: 5)
        XCTAssertEqual(swipe.state, .ended)
        touches.release()
        XCTAssertEqual(recorder.entries, ["swipe:ended"])
    }

    func testR244AFingerHeldStillFailsAfterTheMaximumDuration() async throws {
        let (app, swipe, _, touches) = makeSwipe(.down)
        touches.press(at: CGPoint(x: 200, y: 300))
        app.advance(seconds: 0.4)
        XCTAssertEqual(swipe.state, .possible)
        app.advance(seconds: 0.2)
        XCTAssertEqual(swipe.state, .failed, "failed by time while the finger rests")
        touches.release()
    }

    func testR244ASwipeLetsAPanRequireItToFail() async throws {
        let (app, swipe, recorder, touches) = makeSwipe(.left)
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.record)
        pan.name = "pan"
        pan.require(toFail: swipe)
        app.window.rootViewController!.view.addGestureRecognizer(pan)
        touches.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 480), steps: 8)
        XCTAssertEqual(swipe.state, .failed)
        XCTAssertEqual(recorder.entries.first, "pan:began", "the pan begins once the swipe failed")
        touches.release()
    }
}
