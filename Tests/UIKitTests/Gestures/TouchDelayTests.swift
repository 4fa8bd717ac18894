import XCTest

@testable import UIKit

/// A view that logs the touch calls it receives.
@MainActor
final class DelayLoggingView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

@MainActor
final class TouchDelayTests: XCTestCase {
    var app: TestApp!
    var view: DelayLoggingView!
    var finger: TouchDriver!

    override func setUp() async throws {
        app = TestApp()
        view = DelayLoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        app.window.addSubview(view)
        finger = TouchDriver(app)
    }

    /// delaysTouchesBegan: the view hears nothing while the recognizer decides, and everything at
    /// once when it fails.
    func testDelaysTouchesBeganHoldsTheViewsTouchesUntilTheRecognizerFails() async {
        let pan = UIPanGestureRecognizer { _ in }
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        finger.press(at: CGPoint(x: 100, y: 100))
        app.advance(seconds: 1 / 60.0)
        finger.move(to: CGPoint(x: 103, y: 100))
        XCTAssertEqual(view.calls, [], "held while the pan may still begin")
        finger.release()
        XCTAssertEqual(pan.state, .possible, "failed, then reset")
        XCTAssertEqual(view.calls, ["began", "moved", "ended"], "delivered in order once the pan failed")
    }

    /// delaysTouchesBegan: when the recognizer recognizes, the view never hears the touch.
    func testDelaysTouchesBeganSwallowsTheTouchWhenTheRecognizerWins() async {
        let pan = UIPanGestureRecognizer { _ in }
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        finger.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), steps: 4)
        finger.release()
        XCTAssertEqual(view.calls, [], "no began, no cancelled: the view never saw the touch")
    }

    /// delaysTouchesEnded (the default): a single tap's end waits until a double tap has failed.
    func testDelaysTouchesEndedHoldsTheEndWhileADoubleTapWaits() async {
        let doubleTap = UITapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        finger.press(at: CGPoint(x: 100, y: 100))
        app.advance(seconds: 1 / 60.0)
        finger.release()
        XCTAssertEqual(view.calls, ["began"], "the end waits for the second tap")
        app.advance(seconds: 0.5)
        XCTAssertEqual(view.calls, ["began", "ended"], "delivered when the double tap failed")
    }

    /// Without delays the view gets its touches at once (the default for touchesBegan).
    func testWithoutDelaysTheViewHearsEverythingAtOnce() async {
        let tap = UITapGestureRecognizer { _ in }
        tap.delaysTouchesEnded = false
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        finger.press(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.calls, ["began"])
        finger.release()
        XCTAssertEqual(view.calls, ["began", "ended"])
        XCTAssertEqual(tap.state, .possible, "recognized, then reset")
    }
}
