import Foundation
import UIKit

/// The mouse as two fingers, as in the iOS Simulator: with Alt the second finger mirrors the
/// mouse through the centre of the screen (a drag pinches and rotates about the centre); with
/// Alt+Shift both fingers move together (a two-finger pan), keeping their distance. Shift can be
/// pressed or let go mid-drag. Pure, so tests drive it as the window does.
struct TwoFingerMouse: Equatable {
    /// The centre of the screen, in screen points.
    let center: CGPoint
    /// The two fingers, in screen points: the mouse's first.
    private(set) var fingers: [CGPoint]

    /// Fingers for a press at `point` (mirrored through `center`).
    init(pressAt point: CGPoint, center: CGPoint) {
        self.center = center
        fingers = [point, Self.mirror(point, through: center)]
    }

    /// The mouse moved to `point`: the second finger mirrors it, or (`movesBoth`) moves by as much.
    mutating func move(to point: CGPoint, movesBoth: Bool) {
        if movesBoth {
            let dx = point.x - fingers[0].x
            let dy = point.y - fingers[0].y
            fingers = [point, CGPoint(x: fingers[1].x + dx, y: fingers[1].y + dy)]
        } else {
            fingers = [point, Self.mirror(point, through: center)]
        }
    }

    /// `point` reflected through `center`, to a hundredth of a point (what a recording writes).
    static func mirror(_ point: CGPoint, through center: CGPoint) -> CGPoint {
        CGPoint(
            x: ((2 * center.x - point.x) * 100).rounded() / 100, y: ((2 * center.y - point.y) * 100).rounded() / 100)
    }
}
