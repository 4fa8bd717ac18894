import Foundation

/// A path that can be built up element by element (Core Graphics' `CGMutablePath`). Points given
/// with a `transform` are mapped by it before they are added.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override package init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end` with control points `control1` and `control2`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() { elements.append(.close) }

    /// Adds a closed rectangle: its origin, then clockwise on screen (y down).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`: four cubic curves from the rightmost point,
    /// clockwise on screen (y down) — where a stroke trimmed by `strokeEnd` starts on iOS.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let centre = CGPoint(x: r.midX, y: r.midY)
        appendArc(
            centre: centre, radii: CGSize(width: r.width / 2, height: r.height / 2), start: 0, sweep: 2 * .pi,
            transform: transform, connect: false)
        closeSubpath()
    }

    /// Adds a closed rectangle with elliptical corners of `cornerWidth × cornerHeight`, from the top
    /// edge after the top-left corner, clockwise on screen.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2))
        let ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        appendRoundedRect(r, radii: [CGSize](repeating: CGSize(width: rx, height: ry), count: 4), transform: transform)
    }

    /// Adds a circular arc about `center` from `startAngle` to `endAngle` (radians from the +x axis
    /// towards +y), preceded by a line from the current point (or a move, in an empty subpath).
    /// `clockwise` is Core Graphics' sense: decreasing angles, which on a y-down screen turn
    /// anticlockwise (`UIBezierPath`'s `clockwise` is the opposite).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep > 0 { sweep -= full }
            } else if sweep < -full {
                sweep = -full
            }
        } else {
            if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep < 0 { sweep += full }
            } else if sweep > full {
                sweep = full
            }
        }
        appendArc(
            centre: center, radii: CGSize(width: radius, height: radius), start: startAngle, sweep: sweep,
            transform: transform, connect: true)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, preceded by a line to where it starts.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let p0 = currentPointBeforeTransform(transform)
        let p1 = tangent1End
        let p2 = tangent2End
        let d0 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let d2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l0 = (d0.x * d0.x + d0.y * d0.y).squareRoot()
        let l2 = (d2.x * d2.x + d2.y * d2.y).squareRoot()
        let cross = d0.x * d2.y - d0.y * d2.x
        guard radius > 0, l0 > 0, l2 > 0, abs(cross) > 1e-12 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u0 = CGPoint(x: d0.x / l0, y: d0.y / l0)
        let u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
        let angle = acos(max(-1, min(1, u0.x * u2.x + u0.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: p1.x + u0.x * distance, y: p1.y + u0.y * distance)
        let end = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        // The centre lies on the bisector, `radius / sin(angle / 2)` from the corner.
        let bisector = CGPoint(x: u0.x + u2.x, y: u0.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let reach = radius / sin(angle / 2)
        let centre = CGPoint(x: p1.x + bisector.x / bl * reach, y: p1.y + bisector.y / bl * reach)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        let a1 = atan2(end.y - centre.y, end.x - centre.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(
            centre: centre, radii: CGSize(width: radius, height: radius), start: a0, sweep: sweep,
            transform: transform, connect: true)
    }

    /// Appends `path`'s elements (mapped by `transform`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.mapped { $0.applying(transform) } }
    }

    // MARK: Building blocks

    /// The current point mapped back through `transform` (the space `addArc(tangent1End:…)` works in).
    private func currentPointBeforeTransform(_ transform: CGAffineTransform) -> CGPoint {
        transform.isIdentity ? currentPoint : currentPoint.applying(transform.inverted())
    }

    /// An elliptical arc as cubic Béziers of at most a quarter turn each (the usual 4/3·tan(θ/4)
    /// control-point distance). `connect`: a line from the current point to the start (a move in an
    /// empty subpath); otherwise always a move.
    package func appendArc(
        centre: CGPoint, radii: CGSize, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform, connect: Bool
    ) {
        // Quarter angles give exact 0 and ±1 (cos(π/2) is 6e-17), so rectangles stay exact.
        func exact(_ v: CGFloat) -> CGFloat { abs(v) < 1e-12 ? 0 : abs(abs(v) - 1) < 1e-12 ? v.rounded() : v }
        func cosine(_ angle: CGFloat) -> CGFloat { exact(cos(angle)) }
        func sine(_ angle: CGFloat) -> CGFloat { exact(sin(angle)) }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: centre.x + radii.width * cosine(angle), y: centre.y + radii.height * sine(angle))
        }
        let first = point(start)
        if connect, let last = elements.last, !isClose(last) {
            // No zero-length line where the arc starts at the current point (a rounded corner).
            let mapped = first.applying(transform)
            let current = currentPoint
            if abs(mapped.x - current.x) > 1e-9 || abs(mapped.y - current.y) > 1e-9 {
                addLine(to: first, transform: transform)
            }
        } else {
            move(to: first, transform: transform)
        }
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = start + step * CGFloat(i)
            let a1 = a0 + step
            let p0 = point(a0)
            let p3 = point(a1)
            let c1 = CGPoint(x: p0.x - k * radii.width * sine(a0), y: p0.y + k * radii.height * cosine(a0))
            let c2 = CGPoint(x: p3.x + k * radii.width * sine(a1), y: p3.y - k * radii.height * cosine(a1))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
        }
    }

    /// A closed rounded rectangle whose corners (top left, top right, bottom right, bottom left)
    /// have the given radii (zero: square), starting on the top edge after the top-left corner.
    package func appendRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let tl = radii[0]
        let tr = radii[1]
        let br = radii[2]
        let bl = radii[3]
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        cornerArc(CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, from: -.pi / 2, transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        cornerArc(CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, from: 0, transform)
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        cornerArc(CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, from: .pi / 2, transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        cornerArc(CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, from: .pi, transform)
        closeSubpath()
    }

    /// A quarter ellipse about `centre` from angle `from`, clockwise on screen; nothing for a square corner.
    private func cornerArc(_ centre: CGPoint, _ radii: CGSize, from: CGFloat, _ transform: CGAffineTransform) {
        guard radii.width > 0, radii.height > 0 else { return }
        appendArc(centre: centre, radii: radii, start: from, sweep: .pi / 2, transform: transform, connect: true)
    }

    private func isClose(_ element: PathElement) -> Bool {
        if case .close = element { return true }
        return false
    }
}
