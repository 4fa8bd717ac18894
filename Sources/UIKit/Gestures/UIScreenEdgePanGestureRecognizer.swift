import Foundation

/// A pan that begins only from a narrow zone at a screen edge, moving away from it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges: UIRectEdge = []

    /// The width of the zone at an edge where a pan may start, in points.
    static let edgeZone: CGFloat = 20

    override func shouldBegin(movingFrom origin: CGPoint, to point: CGPoint) -> Bool {
        guard let window = view?.window else { return false }
        let bounds = window.bounds
        let dx = point.x - origin.x
        let dy = point.y - origin.y
        let horizontal = abs(dx) >= abs(dy)
        if edges.contains(.left), origin.x - bounds.minX <= Self.edgeZone, horizontal, dx > 0 { return true }
        if edges.contains(.right), bounds.maxX - origin.x <= Self.edgeZone, horizontal, dx < 0 { return true }
        if edges.contains(.top), origin.y - bounds.minY <= Self.edgeZone, !horizontal, dy > 0 { return true }
        if edges.contains(.bottom), bounds.maxY - origin.y <= Self.edgeZone, !horizontal, dy < 0 { return true }
        return false
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        // A touch that did not start at an allowed edge can never become an edge pan.
        if state == .possible, let window = view?.window {
            let p = location(in: nil)
            let t = translation(in: nil)
            let origin = CGPoint(x: p.x - t.x, y: p.y - t.y)
            if hypot(t.x, t.y) >= Self.hysteresis && !shouldBegin(movingFrom: origin, to: p)
                && window.bounds.contains(origin)
            {
                state = .failed
            }
        }
    }
}
