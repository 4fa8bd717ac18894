import Foundation

/// A path with stroke attributes, in UIKit's coordinates (y down): UIKit's wrapper of `CGPath`.
/// `clockwise` arguments mean clockwise on screen, the opposite of Core Graphics' sense.
open class UIBezierPath: NSObject {
    /// The path being built.
    private var path = CGMutablePath()

    /// The path as a Core Graphics path (an immutable copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { path.frozen }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The stroke width.
    open var lineWidth: CGFloat = 1
    /// How open ends of the stroke are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of the stroke are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a miter join becomes a bevel.
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when drawn (kept; the renderer flattens to the screen).
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    /// The dash pattern `stroke()` uses (empty: solid) and how far into it the stroke starts.
    var lineDashPattern: [CGFloat] = []
    var lineDashPhase: CGFloat = 0

    /// Sets the dash pattern: `count` painted and skipped lengths from `pattern`, starting `phase`
    /// into it (nil or 0: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        lineDashPhase = phase
    }

    /// Reads the dash pattern into `pattern` (when given), its length into `count` and the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, v) in lineDashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }

    /// An empty path.
    public override init() { super.init() }

    /// A path wrapping a copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// A closed rectangle: from its origin clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect`: from its rightmost point clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rounded rectangle with corners of `cornerRadius` (clamped to half the shorter side),
    /// drawn as iOS has drawn them since iOS 7: the continuous corner (R193), which leaves the edge
    /// about 1.53 radii from the corner and tends to the circle where the edge is too short (so a
    /// radius of half the side still gives a circle or a capsule).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: 0))
    }

    /// A closed rectangle with the chosen corners rounded, continuous as above. As on iOS since 7,
    /// only `cornerRadii.width` is used (for both directions), clamped to half the shorter side. The
    /// path starts on the top edge where the top-left corner ends and runs clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        if radius > 0, !mask.isEmpty {
            path.addPath(CornerShape(radius: radius, maskedCorners: mask, continuous: true).path(in: r))
        } else {
            path.addRect(r)
        }
    }

    /// An open circular arc about `center` from `startAngle` to `endAngle`; `clockwise` on screen.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc (with a line to its start from the current point); `clockwise` on screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // UIKit's clockwise (on a y-down screen) is Core Graphics' anticlockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.mapped { $0.applying(transform) } })
    }

    /// The same shape traversed backwards (each subpath reversed; closed ones stay closed).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = CGMutablePath(elements: PathReversal.reversed(path.elements))
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        reversed.lineDashPattern = lineDashPattern
        reversed.lineDashPhase = lineDashPhase
        return reversed
    }

    // MARK: Reading

    /// The rectangle holding every point of the path, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    /// The point the next element would start from.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Whether `point` is inside the filled path (by `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Reverses the direction of every subpath of a list of path elements.
enum PathReversal {
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        // Split into subpaths of (start, segments, closed), each segment remembering its start point.
        struct Segment {
            var from: CGPoint
            var element: PathElement
        }
        var subpaths: [(start: CGPoint, segments: [Segment], closed: Bool)] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        var segments: [Segment] = []
        var open = false
        func finish(closed: Bool) {
            if open { subpaths.append((start, segments, closed)) }
            segments = []
            open = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                (start, current, open) = (p, p, true)
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if !open { (start, open) = (current, true) }
                segments.append(Segment(from: current, element: element))
                current = p
            case .close:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        var result: [PathElement] = []
        for subpath in subpaths {
            let end = subpath.segments.last.map { segmentEnd($0.element) } ?? subpath.start
            result.append(.move(end))
            for segment in subpath.segments.reversed() {
                switch segment.element {
                case .line: result.append(.line(segment.from))
                case .quad(let c, _): result.append(.quad(c, segment.from))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, segment.from))
                default: break
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }

    private static func segmentEnd(_ element: PathElement) -> CGPoint {
        switch element {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return .zero
        }
    }
}
