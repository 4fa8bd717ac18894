// A layer subclass with its own animatable property, the Core Animation idiom: the property
// redisplays the layer, its changes animate from the value on screen, and the drawing runs on the
// presentation layer each frame. The edits porting.md lists for it are marked.
import QuartzCore
import UIKit

/// A pie that fills clockwise from 12 o'clock as `progress` goes from 0 to 1.
final class PieProgressLayer: CALayer {
    // porting.md: `@NSManaged var progress: CGFloat` → the layer's key-value storage.
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    /// The colour of the filled part.
    var fillColor: UIColor = .systemBlue

    // porting.md: `override init()` → `required init()`.
    required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    // porting.md: `override init(layer:)` → `required init(layer:)`.
    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PieProgressLayer { fillColor = other.fillColor }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        // porting.md: `#keyPath(PieProgressLayer.progress)` → the key as a string.
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    // Drawn with Core Graphics as on iOS: on the presentation copy each frame while `progress`
    // animates (R192).
    override func draw(in ctx: CGContext) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let start = -CGFloat.pi / 2
        let end = start + min(max(progress, 0), 1) * 2 * .pi
        ctx.move(to: centre)
        // UIKit contexts are flipped: increasing angles turn clockwise on screen.
        ctx.addArc(center: centre, radius: side / 2, startAngle: start, endAngle: end, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(fillColor.cgColor)
        ctx.fillPath()
    }
}

/// A view backed by a `PieProgressLayer`.
final class PieProgressView: UIView {
    override class var layerClass: AnyClass { PieProgressLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The layer draws a disc: not opaque, or the backing store's corners would show black.
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    private var pieLayer: PieProgressLayer { layer as! PieProgressLayer }

    /// How full the pie is, 0…1; a change animates.
    var progress: CGFloat {
        get { pieLayer.progress }
        set { pieLayer.progress = newValue }
    }
}
