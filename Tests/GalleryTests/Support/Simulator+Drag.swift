import Foundation
import Stagecraft
import UIKit

extension Simulator {
    /// Moves the finger that is already down from where it is to `point` in `frames` even steps,
    /// one frame cycle per step (so velocities are real), without lifting it.
    func moveFinger(from start: CGPoint, to point: CGPoint, frames: Int) {
        for frame in 1...max(1, frames) {
            advance(frames: 1)
            let t = CGFloat(frame) / CGFloat(max(1, frames))
            move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }
}
