import Foundation

/// A 2-D vector of the dynamics engine, in the reference view's points (y down, so a positive
/// angle turns clockwise on screen, as `CGAffineTransform(rotationAngle:)` does).
struct PhysicsVector: Equatable {
    var x: Double
    var y: Double

    static let zero = PhysicsVector(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    init(_ vector: CGVector) { self.init(x: Double(vector.dx), y: Double(vector.dy)) }

    var point: CGPoint { CGPoint(x: x, y: y) }

    var length: Double { (x * x + y * y).squareRoot() }

    var lengthSquared: Double { x * x + y * y }

    /// The unit vector in this direction (zero stays zero).
    var normalized: PhysicsVector {
        let l = length
        return l > 1e-12 ? PhysicsVector(x: x / l, y: y / l) : .zero
    }

    /// The outward normal of an edge running along this vector on a polygon of positive area.
    var rightPerpendicular: PhysicsVector { PhysicsVector(x: y, y: -x) }

    static func + (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: PhysicsVector) -> PhysicsVector { PhysicsVector(x: -a.x, y: -a.y) }
    static func * (s: Double, a: PhysicsVector) -> PhysicsVector { PhysicsVector(x: s * a.x, y: s * a.y) }
    static func += (a: inout PhysicsVector, b: PhysicsVector) { a = a + b }
    static func -= (a: inout PhysicsVector, b: PhysicsVector) { a = a - b }

    func dot(_ b: PhysicsVector) -> Double { x * b.x + y * b.y }

    /// The z component of the cross product.
    func cross(_ b: PhysicsVector) -> Double { x * b.y - y * b.x }

    /// The velocity of a point at this offset from a centre turning at `angularVelocity` (ω × r).
    func turned(by angularVelocity: Double) -> PhysicsVector {
        PhysicsVector(x: -angularVelocity * y, y: angularVelocity * x)
    }

    /// This vector rotated by `angle` radians.
    func rotated(by angle: Double) -> PhysicsVector {
        let c = cos(angle)
        let s = sin(angle)
        return PhysicsVector(x: c * x - s * y, y: s * x + c * y)
    }
}
