import Foundation

/// How a layer moving along a keyframe animation's `path` turns (R229).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns to follow the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to follow the tangent, plus a half turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A keyframe animation's path prepared once (R229): its drawn pieces, each from the end of the
/// last, and their lengths along the path for paced motion.
struct KeyframePath {
    /// One drawn piece: a line or a curve from `start`.
    enum Piece {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(at t: CGFloat) -> CGPoint {
            switch self {
            case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .quad(let a, let c, let b): return PathCurve.quad(a, c, b, t)
            case .cubic(let a, let c1, let c2, let b): return PathCurve.cubic(a, c1, c2, b, t)
            }
        }

        /// The direction of travel at `t` (the derivative, or the chord where it vanishes).
        func tangent(at t: CGFloat) -> CGVector {
            let d: CGVector
            switch self {
            case .line(let a, let b): d = CGVector(dx: b.x - a.x, dy: b.y - a.y)
            case .quad(let a, let c, let b):
                d = CGVector(
                    dx: 2 * (1 - t) * (c.x - a.x) + 2 * t * (b.x - c.x),
                    dy: 2 * (1 - t) * (c.y - a.y) + 2 * t * (b.y - c.y))
            case .cubic(let a, let c1, let c2, let b):
                let u = 1 - t
                d = CGVector(
                    dx: 3 * u * u * (c1.x - a.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (b.x - c2.x),
                    dy: 3 * u * u * (c1.y - a.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (b.y - c2.y))
            }
            if d.dx != 0 || d.dy != 0 { return d }
            let p0 = point(at: max(t - 0.01, 0))
            let p1 = point(at: min(t + 0.01, 1))
            return CGVector(dx: p1.x - p0.x, dy: p1.y - p0.y)
        }

        /// The piece as 32 straight steps' lengths (for paced motion).
        var stepLengths: [CGFloat] {
            (1...32).map { i in
                let a = point(at: CGFloat(i - 1) / 32)
                let b = point(at: CGFloat(i) / 32)
                return hypot(b.x - a.x, b.y - a.y)
            }
        }
    }

    let pieces: [Piece]
    /// The path's first point (where the animation starts when it has no pieces).
    let start: CGPoint?
    /// The lengths of each piece's steps, and the whole length.
    let steps: [[CGFloat]]
    let length: CGFloat

    init(_ path: CGPath) {
        var pieces: [Piece] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        var first: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                if let a = current { pieces.append(.line(a, p)) }
                current = p
            case .quad(let c, let p):
                if let a = current { pieces.append(.quad(a, c, p)) }
                current = p
            case .cubic(let c1, let c2, let p):
                if let a = current { pieces.append(.cubic(a, c1, c2, p)) }
                current = p
            case .close:
                if let a = current, let s = subpathStart, a != s { pieces.append(.line(a, s)) }
                current = subpathStart
            }
            if subpathStart == nil { subpathStart = current }
            if first == nil { first = current }
        }
        self.pieces = pieces
        start = first
        steps = pieces.map(\.stepLengths)
        length = steps.reduce(0) { $0 + $1.reduce(0, +) }
    }

    /// The point and tangent at overall fraction `f`: by key times over the pieces' ends (each
    /// piece from one key time to the next, along its own parameter), or paced by length.
    func sample(
        atFraction f: Double, keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?, paced: Bool,
        discrete: Bool
    )
        -> (point: CGPoint, tangent: CGVector)?
    {
        guard !pieces.isEmpty else { return start.map { ($0, CGVector(dx: 1, dy: 0)) } }
        let f = min(max(f, 0), 1)
        if paced, length > 0 {
            var remaining = CGFloat(f) * length
            for (index, piece) in pieces.enumerated() {
                for (s, step) in steps[index].enumerated() {
                    if remaining <= step || (index == pieces.count - 1 && s == 31) {
                        let t = (CGFloat(s) + (step > 0 ? min(remaining / step, 1) : 1)) / 32
                        return (piece.point(at: t), piece.tangent(at: t))
                    }
                    remaining -= step
                }
            }
        }
        let count = pieces.count
        let times = keyTimes?.count == count + 1 ? keyTimes! : (0...count).map { Double($0) / Double(count) }
        var i = 0
        while i + 1 < count && times[i + 1] <= f { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1
        if discrete { local = local >= 1 ? 1 : 0 }
        if let functions = timingFunctions, i < functions.count { local = functions[i].value(at: local) }
        let piece = pieces[i]
        return (piece.point(at: CGFloat(local)), piece.tangent(at: CGFloat(local)))
    }
}
