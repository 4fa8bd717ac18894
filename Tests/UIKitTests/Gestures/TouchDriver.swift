import Foundation
import XCTest

@testable import UIKit

/// Drives one synthetic finger through a `TestApp`'s window: each call builds the touch event the
/// way the Simulator does (hit-tested view, media-clock timestamp) and sends it with `sendEvent`.
@MainActor
final class TouchDriver {
    let app: TestApp
    private(set) var touch: UITouch?

    init(_ app: TestApp) { self.app = app }

    /// Puts the finger down at a window point; returns the hit view.
    @discardableResult
    func press(at point: CGPoint) -> UIView? {
        let view = app.window.hitTest(point, with: nil)
        let touch = UITouch(location: point, window: app.window, view: view, timestamp: app.clock.time)
        self.touch = touch
        app.window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
        return view
    }

    /// Moves the finger to a window point at the current media time.
    func move(to point: CGPoint) {
        guard let touch else { return XCTFail("move without a touch down") }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = .moved
        touch.timestamp = app.clock.time
        app.window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
    }

    /// Lifts the finger.
    func release() {
        guard let touch else { return XCTFail("release without a touch down") }
        self.touch = nil
        touch.phase = .ended
        touch.timestamp = app.clock.time
        app.window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
    }

    /// The system cancels the touch.
    func cancel() {
        guard let touch else { return XCTFail("cancel without a touch down") }
        self.touch = nil
        touch.phase = .cancelled
        touch.timestamp = app.clock.time
        app.window.sendEvent(UIEvent(touches: [touch], timestamp: app.clock.time))
    }

    /// One 60 Hz frame, then a move: the way a real drag arrives.
    func frameAndMove(to point: CGPoint) {
        app.advance(seconds: 1.0 / 60)
        move(to: point)
    }

    /// Presses at `from` and moves in `steps` equal 60 Hz steps to `to` (no release).
    func drag(from: CGPoint, to: CGPoint, steps: Int) {
        press(at: from)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            frameAndMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
    }
}

/// Records every action of the recognizers it is attached to, as "name:state".
@MainActor
final class ActionRecorder {
    var entries: [String] = []
    var translations: [CGPoint] = []

    func record(_ recognizer: UIGestureRecognizer) {
        entries.append("\(recognizer.name ?? "?"):\(recognizer.state)")
    }
}

/// A view that logs the touches UIKit delivers to it.
@MainActor
final class TouchLoggingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
