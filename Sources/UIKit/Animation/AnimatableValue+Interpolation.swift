import Foundation

extension AnimatableValue {
    /// Converts a value as apps pass it to `fromValue`/`toValue`/`values` (numbers, points, sizes,
    /// rects, transforms, colours) into an animatable value.
    public init?(any value: Any?) {
        switch value {
        case let v as AnimatableValue: self = v
        case let v as CGFloat: self = .scalar(v)
        case let v as Double: self = .scalar(CGFloat(v))
        case let v as Float: self = .scalar(CGFloat(v))
        case let v as Int: self = .scalar(CGFloat(v))
        case let v as NSNumber: self = .scalar(CGFloat(v.doubleValue))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as Bool: self = .bool(v)
        case let v as CGPath: self = .path(v.frozen)
        case let v as UIBezierPath: self = .path(v.cgPath)
        case let v as [Any]: self.init(list: v)
        default: return nil
        }
    }

    /// A list of colours (`CGColor`s or `UIColor`s) or of numbers, as a gradient's `colors` and
    /// `locations` are given; nil for anything else.
    private init?(list: [Any]) {
        let values = list.compactMap { AnimatableValue(any: $0) }
        guard values.count == list.count else { return nil }
        let colors = values.compactMap { value -> CGColor? in
            if case .color(let c?) = value { return c }
            return nil
        }
        if colors.count == values.count && !colors.isEmpty {
            self = .colors(colors)
            return
        }
        let numbers = values.compactMap(\.scalarValue)
        guard numbers.count == values.count else { return nil }
        self = .numbers(numbers)
    }

    /// The value `f` of the way from `a` to `b` (f may leave 0…1 for overshooting curves and springs).
    public static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ f: Double) -> AnimatableValue {
        let f = CGFloat(f)
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(lerp(x, y))
        case (.point(let p), .point(let q)): return .point(CGPoint(x: lerp(p.x, q.x), y: lerp(p.y, q.y)))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: lerp(p.width, q.width), height: lerp(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(
                    x: lerp(p.origin.x, q.origin.x), y: lerp(p.origin.y, q.origin.y),
                    width: lerp(p.size.width, q.size.width), height: lerp(p.size.height, q.size.height)))
        case (.transform(let p), .transform(let q)):
            return .transform(TransformDecomposition.interpolate(p, q, Double(f)))
        case (.color(let p), .color(let q)):
            if p == nil && q == nil { return .color(nil) }
            // A missing colour fades through the other colour's hue at zero alpha.
            let pc = p ?? q!.copy(alpha: 0)
            let qc = q ?? p!.copy(alpha: 0)
            let c = zip(pc.components, qc.components).map { lerp($0, $1) }
            if f >= 1 && q == nil { return .color(nil) }
            return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case (.path(let p?), .path(let q?)):
            // Paths of the same element kinds move point by point; others switch at the end.
            if let path = p.interpolated(to: q, f) { return .path(path) }
            return f >= 1 ? b : a
        case (.colors(let p?), .colors(let q?)) where p.count == q.count:
            return .colors(
                zip(p, q).map { pair in
                    if case .color(let c?) = interpolate(.color(pair.0), .color(pair.1), Double(f)) { return c }
                    return pair.1
                })
        case (.numbers(let p?), .numbers(let q?)) where p.count == q.count:
            return .numbers(zip(p, q).map { lerp($0, $1) })
        default:
            // Discrete values (and mismatched shapes) switch at the end.
            return f >= 1 ? b : a
        }
    }

    /// Whether values of this shape can be animated additively (as deltas added to the model value).
    public var supportsAddition: Bool {
        switch self {
        case .scalar, .point, .size, .rect: return true
        case .transform, .color, .bool, .path, .colors, .numbers: return false
        }
    }

    /// `self + other` for additive shapes; `other` otherwise.
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(
                    x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                    width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case (.transform(let p), .transform(let q)): return .transform(q.concatenating(p))
        default: return other
        }
    }

    /// `self − other` for additive shapes.
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue { adding(other.negated) }

    /// The additive inverse (zero for non-additive shapes' purposes).
    public var negated: AnimatableValue {
        switch self {
        case .scalar(let x): return .scalar(-x)
        case .point(let p): return .point(CGPoint(x: -p.x, y: -p.y))
        case .size(let s): return .size(CGSize(width: -s.width, height: -s.height))
        case .rect(let r):
            return .rect(CGRect(x: -r.origin.x, y: -r.origin.y, width: -r.size.width, height: -r.size.height))
        case .transform(let t): return .transform(CATransform3DInvert(t))
        default: return self
        }
    }

    /// The zero of this value's shape.
    public var zero: AnimatableValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        default: return self
        }
    }

    /// The scalar, when this is one.
    public var scalarValue: CGFloat? {
        if case .scalar(let v) = self { return v }
        return nil
    }
}
