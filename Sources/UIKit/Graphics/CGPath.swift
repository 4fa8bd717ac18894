import Foundation

/// An immutable graphics path: subpaths made of straight lines and quadratic and cubic Bézier
/// curves, as Core Graphics has it (`CGMutablePath` builds one; `UIBezierPath` wraps one).
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: only `CGMutablePath` changes `elements`, and layers and animations keep
    // immutable copies (`frozen`), never a mutable path someone else may still change.

    /// The elements in order (control points first, end point last).
    package internal(set) var elements: [PathElement]

    /// A path made of `elements`.
    package init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle, from its origin clockwise on screen (y down), as `addRect` adds it.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, as `addEllipse` adds it.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rectangle with elliptical corners, as `addRoundedRect` adds it.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element would start from (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included (`.null`
    /// for an empty path).
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard !points.isEmpty else { return .null }
        return CGRect.boundingBox(of: points)
    }

    /// The smallest rectangle holding the path's curves themselves (not their control points).
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                points.append(p)
                (current, start) = (p, p)
            case .line(let p):
                points.append(p)
                current = p
            case .quad(let c, let p):
                points.append(p)
                points += PathCurve.quadExtrema(current, c, p)
                current = p
            case .cubic(let c1, let c2, let p):
                points.append(p)
                points += PathCurve.cubicExtrema(current, c1, c2, p)
                current = p
            case .close: current = start
            }
        }
        guard !points.isEmpty else { return .null }
        return CGRect.boundingBox(of: points)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.mapped { $0.applying(t) } })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.mapped { $0.applying(t) } })
    }

    /// This path if it is immutable, an immutable copy otherwise: what layers and animations keep.
    package var frozen: CGPath { type(of: self) == CGPath.self ? self : CGPath(elements: elements) }

    /// Whether `point` is inside the path filled with `rule` (after mapping the path by `transform`).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let inverse = transform.inverted()
        let p = transform.isIdentity ? point : point.applying(inverse)
        var winding = 0
        for polyline in flattened(tolerance: 0.05) where polyline.points.count >= 2 {
            let points = polyline.points
            for i in points.indices {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                // Crossings of the horizontal ray to the right of `p`, upward edges counting +1.
                if (a.y <= p.y) != (b.y <= p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Calls `block` with every element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var buffer = [CGPoint](repeating: .zero, count: 3)
        buffer.withUnsafeMutableBufferPointer { storage in
            for element in elements {
                for (i, p) in element.points.enumerated() { storage[i] = p }
                var value = CGPathElement(type: element.type, points: storage.baseAddress!)
                withUnsafePointer(to: &value) { block($0) }
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBox))" }
}
