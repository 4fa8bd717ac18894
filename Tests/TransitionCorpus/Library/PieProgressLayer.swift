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

    // porting.md: `draw(in ctx: CGContext)` → `display()` setting `contents` to a CGImage.
    override func display() {
        let side = Int(min(bounds.width, bounds.height))
        guard side > 0 else {
            contents = nil
            return
        }
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        fillColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let filled = [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
        let sweep = min(max(progress, 0), 1) * 2 * .pi
        let radius = CGFloat(side) / 2
        var pixels = Data(count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let dx = CGFloat(x) + 0.5 - radius
                let dy = CGFloat(y) + 0.5 - radius
                guard dx * dx + dy * dy <= radius * radius else { continue }
                // Clockwise from 12 o'clock, y pointing down.
                var angle = atan2(dx, -dy)
                if angle < 0 { angle += 2 * .pi }
                guard angle < sweep else { continue }
                let i = (y * side + x) * 4
                for c in 0..<4 { pixels[i + c] = filled[c] }
            }
        }
        contents = CGImage(width: side, height: side, rgba: pixels)
    }
}

/// A view backed by a `PieProgressLayer`.
final class PieProgressView: UIView {
    override class var layerClass: AnyClass { PieProgressLayer.self }

    private var pieLayer: PieProgressLayer { layer as! PieProgressLayer }

    /// How full the pie is, 0…1; a change animates.
    var progress: CGFloat {
        get { pieLayer.progress }
        set { pieLayer.progress = newValue }
    }
}
