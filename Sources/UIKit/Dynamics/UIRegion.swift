import Foundation

/// An area of the plane a field acts in, centred on the field's position: a circle, a
/// rectangle, everything, and their combinations.
@preconcurrency @MainActor
open class UIRegion: NSObject {
    /// How the region decides membership.
    private indirect enum Shape {
        case infinite
        case circle(CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: return true
            case .circle(let r): return p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let s): return abs(p.x) <= s.width / 2 && abs(p.y) <= s.height / 2
            case .inverse(let a): return !a.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// A circle of `radius` about the centre.
    public convenience init(radius: CGFloat) { self.init(shape: .circle(radius)) }

    /// A rectangle of `size` centred on the centre.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size)) }

    /// The whole plane (a field's default region).
    public class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// Everything outside this region.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }

    /// Points in this region or in `region`.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }

    /// Points in this region and not in `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }

    /// Points in both regions.
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether `point` (relative to the centre) is in the region.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }
}
