import Foundation
import XCTest

@testable import UIKit

/// Drives several synthetic fingers through a `TestApp`'s window as the Simulator's two-finger
/// gestures do: each finger hit-tested on its own, all of them in one event per change.
@MainActor
final class FingersDriver {
    let app: TestApp
    private(set) var touches: [UITouch] = []

    init(_ app: TestApp) { self.app = app }

    /// Puts fingers down at window points (one event); returns the hit views.
    @discardableResult
    func press(_ points: [CGPoint]) -> [UIView?] {
        let new = points.map { point in
            UITouch(
                location: point, window: app.window, view: app.window.hitTest(point, with: nil),
                timestamp: app.clock.time)
        }
        touches += new
        app.window.sendEvent(UIEvent(touches: Set(new), timestamp: app.clock.time))
        return new.map(\.view)
    }

    /// Moves every finger down (one point each, in the order they went down) after one 60 Hz frame.
    func frameAndMove(_ points: [CGPoint]) {
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(points.count, touches.count, "one point per finger")
        for (touch, point) in zip(touches, points) {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = touch.locationInWindow == point ? .stationary : .moved
            touch.locationInWindow = point
            touch.timestamp = app.clock.time
        }
        app.window.sendEvent(UIEvent(touches: Set(touches), timestamp: app.clock.time))
    }

    /// Lifts the fingers at `indices` (all by default), in one event.
    func release(_ indices: [Int]? = nil) {
        let lifted = (indices ?? Array(touches.indices)).map { touches[$0] }
        for touch in lifted {
            touch.phase = .ended
            touch.timestamp = app.clock.time
        }
        touches.removeAll { lifted.contains($0) }
        app.window.sendEvent(UIEvent(touches: Set(lifted), timestamp: app.clock.time))
    }

    /// Two points `distance` apart about `center` on a line at `angle` radians.
    static func pair(_ center: CGPoint, distance: CGFloat, angle: CGFloat = 0) -> [CGPoint] {
        let dx = cos(angle) * distance / 2
        let dy = sin(angle) * distance / 2
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
}
