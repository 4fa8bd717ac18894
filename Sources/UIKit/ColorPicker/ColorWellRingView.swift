import Foundation

/// The colour well's look (R330): a ring of the hues going round (red at the top, then clockwise
/// through yellow, green, cyan, blue and magenta), a gap, and inside it a disc of the selected
/// colour — over a checkerboard when it is translucent; with no colour, the ring alone.
@MainActor
final class ColorWellRingView: UIView {
    /// The colour in the middle (nil: none).
    var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The ring's width for a well of `side` points (3 pt at 28).
    static func ringWidth(forSide side: CGFloat) -> CGFloat { side * 3 / 28 }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let ring = Self.ringWidth(forSide: side)
        let radius = side / 2 - ring / 2
        // The ring: 72 short arcs, each its hue (5° apart), slightly overlapping so no seam shows.
        let steps = 72
        context.setLineWidth(ring)
        for step in 0..<steps {
            let hue = CGFloat(step) / CGFloat(steps)
            let start = -CGFloat.pi / 2 + 2 * .pi * CGFloat(step) / CGFloat(steps)
            let end = start + 2 * .pi / CGFloat(steps) + 0.02
            context.setStrokeColor(UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).cgColor)
            context.beginPath()
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.strokePath()
        }
        guard let selectedColor else { return }
        let inner = side / 2 - ring - ring * 2 / 3
        let disc = CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner)
        var alpha: CGFloat = 1
        var (r, g, b) = (CGFloat(0), CGFloat(0), CGFloat(0))
        _ = selectedColor.resolvedColor(with: traitCollection).getRed(&r, green: &g, blue: &b, alpha: &alpha)
        if alpha < 1 {
            context.saveGState()
            context.addEllipse(in: disc)
            context.clip()
            context.setFillColor(UIColor.white.cgColor)
            context.fill(disc)
            context.setFillColor(UIColor(white: 0.8, alpha: 1).cgColor)
            let square = max(2, inner / 2)
            var y = disc.minY
            var row = 0
            while y < disc.maxY {
                var x = disc.minX + (row % 2 == 0 ? 0 : square)
                while x < disc.maxX {
                    context.fill(CGRect(x: x, y: y, width: square, height: square))
                    x += 2 * square
                }
                y += square
                row += 1
            }
            context.restoreGState()
        }
        context.setFillColor(selectedColor.resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: disc)
    }
}
