import Foundation

/// The Spectrum tab (R330): the hues across (from cyan through blue, violet, magenta, red,
/// orange, yellow and green back to cyan, the grid's column order), light at the top, the pure
/// hue in the middle and dark at the bottom, with a white ring on the chosen point. A touch or a
/// drag picks the colour under the finger.
@MainActor
final class ColorSpectrumView: UIControl {
    /// Told of each colour picked, with whether a drag goes on.
    var onPick: ((PickerColor, Bool) -> Void)?
    private let imageView = UIImageView()
    private let ring = UIView()
    /// Where the ring is, 0…1 across and down; nil hides it.
    private(set) var point: CGPoint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = ColorPickerMetrics.gridCornerRadius
        layer.masksToBounds = true
        imageView.image = Self.image
        imageView.contentMode = .scaleToFill
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        ring.isUserInteractionEnabled = false
        ring.layer.borderColor = UIColor.white.cgColor
        ring.layer.borderWidth = 3
        ring.layer.shadowColor = UIColor.black.cgColor
        ring.layer.shadowOpacity = 0.3
        ring.layer.shadowRadius = 2
        ring.layer.shadowOffset = .zero
        ring.isHidden = true
        addSubview(ring)
        accessibilityLabel = "Color spectrum"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The spectrum's colour at `u` across and `v` down, both 0…1.
    nonisolated static func color(u: CGFloat, v: CGFloat) -> PickerColor {
        let hue = (0.53 + min(max(u, 0), 1)).truncatingRemainder(dividingBy: 1)
        let base = hsbToRGB(hue: hue)
        let v = min(max(v, 0), 1)
        if v < 0.5 {
            let t = v / 0.5  // white at the top, the pure hue in the middle
            return PickerColor(
                red: 1 + (base.0 - 1) * t, green: 1 + (base.1 - 1) * t, blue: 1 + (base.2 - 1) * t)
        }
        let t = (v - 0.5) / 0.5  // then down to black
        return PickerColor(red: base.0 * (1 - t), green: base.1 * (1 - t), blue: base.2 * (1 - t))
    }

    /// A fully saturated, full-brightness hue (0…1) as red, green, blue.
    nonisolated private static func hsbToRGB(hue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = hue * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        switch Int(h) % 6 {
        case 0: return (1, x, 0)
        case 1: return (x, 1, 0)
        case 2: return (0, 1, x)
        case 3: return (0, x, 1)
        case 4: return (x, 0, 1)
        default: return (1, 0, x)
        }
    }

    /// The spectrum as a 180 × 150 pixel bitmap, made once and stretched to the tab.
    static let image: UIImage = {
        let width = 180
        let height = 150
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(u: (CGFloat(x) + 0.5) / CGFloat(width), v: (CGFloat(y) + 0.5) / CGFloat(height))
                let i = (y * width + x) * 4
                bytes[i] = UInt8((c.red * 255).rounded())
                bytes[i + 1] = UInt8((c.green * 255).rounded())
                bytes[i + 2] = UInt8((c.blue * 255).rounded())
            }
        }
        return UIImage(cgImage: CGImage(width: width, height: height, rgba: Data(bytes)))
    }()

    /// Shows the ring on `color` if it was picked here (a colour from another tab has no single
    /// point on the spectrum, so the ring hides, as on iOS).
    func show(_ color: PickerColor) {
        if let point, Self.color(u: point.x, v: point.y).sameRGB(as: color) { return }
        point = nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        let side: CGFloat = 28
        ring.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        ring.layer.cornerRadius = side / 2
        ring.isHidden = point == nil
        if let point { ring.center = CGPoint(x: point.x * bounds.width, y: point.y * bounds.height) }
    }

    private func pick(_ touch: UITouch, continuously: Bool) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let location = touch.location(in: self)
        let at = CGPoint(
            x: min(max(location.x / bounds.width, 0), 1), y: min(max(location.y / bounds.height, 0), 1))
        point = at
        setNeedsLayout()
        onPick?(Self.color(u: at.x, v: at.y), continuously)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(touch, continuously: true)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(touch, continuously: true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { pick(touch, continuously: false) }
    }
}
