import Foundation

extension CGPath {
    /// The path `f` of the way from this one to `other`, point by point, when both have the same
    /// element kinds in the same order (Core Animation's condition for animating `path`); nil when
    /// they do not, and the animation switches at its end instead.
    package func interpolated(to other: CGPath, _ f: CGFloat) -> CGPath? {
        guard elements.count == other.elements.count else { return nil }
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.append(.move(lerp(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(lerp(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): result.append(.quad(lerp(c, d), lerp(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                result.append(.cubic(lerp(c1, d1), lerp(c2, d2), lerp(p, q)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: result)
    }
}
