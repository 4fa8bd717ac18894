import Foundation

/// The geometry of a page curling up off a layer (R289), as iOS draws `.transitionCurlUp`: the
/// page bends round a cylinder whose axis crosses it on a slight diagonal (the bottom-right corner
/// lifts first) and moves up the page as `progress` goes from 0 (flat) to 1 (the whole page
/// turned over and gone past the top edge). Points past the axis wrap round the cylinder; past
/// half its circumference they lie flat again on the back of the page, face down. A curl down is
/// the same curl played backwards on the arriving page.
package struct PageCurl: Equatable, Sendable {
    /// The layer key whose animatable value is the progress of a curl drawn on the layer.
    package static let progressKey = "stagecraftPageCurl"

    /// Where a point of the page ends up.
    package struct Placement: Equatable, Sendable {
        /// Where it is seen, in the page's coordinates (the view is orthographic, as iOS's curl).
        package var point: CGPoint
        /// Its height above the page's plane.
        package var height: CGFloat
        /// How far round the cylinder it has gone, 0…π (past π/2 the back of the page faces the viewer).
        package var angle: CGFloat
        /// Whether the viewer sees the back of the page here.
        package var showsBack: Bool { angle > .pi / 2 }
    }

    /// The page.
    package var bounds: CGRect
    /// 0 (flat) … 1 (gone).
    package var progress: CGFloat

    package init(bounds: CGRect, progress: CGFloat) {
        self.bounds = bounds
        self.progress = min(max(progress, 0), 1)
    }

    /// The unit direction across the axis, pointing the way the curled part lies (down the page,
    /// leaning right).
    package var direction: CGVector {
        let (dx, dy) = (0.25, 1.0)
        let length = (dx * dx + dy * dy).squareRoot()
        return CGVector(dx: dx / length, dy: dy / length)
    }

    /// The cylinder's radius: a fifth of the page's shorter side.
    package var radius: CGFloat { max(4, min(bounds.width, bounds.height) / 5) }

    /// The extent of the page along `direction`.
    private var span: (min: CGFloat, max: CGFloat) {
        let n = direction
        let values = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ].map { $0.x * n.dx + $0.y * n.dy }
        return (values.min()!, values.max()!)
    }

    /// Where the axis lies along `direction`: just past the page at 0, far enough back at 1 that
    /// the turned-over page has left it.
    package var axis: CGFloat {
        let (low, high) = span
        return high - progress * (high - low + .pi * radius)
    }

    /// Where `p` of the flat page is drawn.
    package func place(_ p: CGPoint) -> Placement {
        let n = direction
        let r = radius
        let s = p.x * n.dx + p.y * n.dy - axis
        guard s > 0 else { return Placement(point: p, height: 0, angle: 0) }
        let foot = CGPoint(x: p.x - s * n.dx, y: p.y - s * n.dy)
        if s < .pi * r {
            let theta = s / r
            let along = r * sin(theta)
            return Placement(
                point: CGPoint(x: foot.x + along * n.dx, y: foot.y + along * n.dy), height: r * (1 - cos(theta)),
                angle: theta)
        }
        let back = s - .pi * r
        return Placement(point: CGPoint(x: foot.x - back * n.dx, y: foot.y - back * n.dy), height: 2 * r, angle: .pi)
    }
}
