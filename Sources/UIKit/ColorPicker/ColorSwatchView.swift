import Foundation

/// The swatch of the chosen colour below the picker's tabs (R330): a rounded square of the
/// colour over a checkerboard, so a translucent colour shows as such.
@MainActor
final class ColorSwatchView: UIView {
    private let checkerboard = UIImageView()
    private let fill = UIView()

    /// The colour shown.
    var color: UIColor = .white {
        didSet { fill.backgroundColor = color }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = ColorPickerMetrics.swatchCornerRadius
        layer.cornerCurve = .continuous
        layer.masksToBounds = true
        checkerboard.image = Checkerboard.image
        checkerboard.contentMode = .topLeft
        addSubview(checkerboard)
        fill.backgroundColor = color
        addSubview(fill)
        accessibilityLabel = "Selected color"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        checkerboard.frame = bounds
        fill.frame = bounds
    }
}

/// The light/grey checkerboard behind translucent colours (R330): 8 pt squares.
enum Checkerboard {
    /// 400 × 64 pt of squares, shown unscaled from the top left (`.topLeft`) and clipped.
    static let image: UIImage = {
        let width = 400
        let height = 64
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width where (x / 8 + y / 8) % 2 == 1 {
                let i = (y * width + x) * 4
                bytes[i] = 204
                bytes[i + 1] = 204
                bytes[i + 2] = 204
            }
        }
        return UIImage(cgImage: CGImage(width: width, height: height, rgba: Data(bytes)))
    }()
}
