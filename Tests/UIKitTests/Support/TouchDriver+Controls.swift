import Foundation

@testable import UIKit

extension TouchDriver {
    /// A tap at a window point: down, then up at once.
    func tap(at point: CGPoint) {
        press(at: point)
        release()
    }

    /// Moves the finger from where it is to `point` in `steps` equal 60 Hz steps (no release).
    func drag(to point: CGPoint, steps: Int) {
        guard let start = touch?.locationInWindow else { return }
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            frameAndMove(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }
}
