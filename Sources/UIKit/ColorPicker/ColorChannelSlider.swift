import Foundation

/// A slider of the colour picker (R330): a capsule track showing the colours it runs through (a
/// gradient, over a checkerboard for opacity) and a white ring thumb filled with the colour. A
/// touch puts the thumb under the finger; a drag moves it (`continuously` true), the lift ends it
/// (false).
@MainActor
final class ColorChannelSlider: UIControl {
    /// The value, 0…1, from the left end to the right.
    var value: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The colours along the track, left to right.
    var trackColors: [UIColor] = [.black, .white] {
        didSet { gradient.colors = trackColors.map(\.cgColor) }
    }
    /// The colour inside the thumb.
    var thumbColor: UIColor = .white {
        didSet { thumbFill.backgroundColor = thumbColor }
    }
    /// Whether a checkerboard shows through the track (the opacity slider).
    var showsCheckerboard = false {
        didSet { checkerboard.isHidden = !showsCheckerboard }
    }
    /// Told of each value the finger sets, with whether the drag goes on.
    var onChange: ((CGFloat, Bool) -> Void)?

    private let track = UIView()
    private let checkerboard = UIImageView()
    private let gradient = CAGradientLayer()
    private let thumb = UIView()
    private let thumbFill = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.isUserInteractionEnabled = false
        track.layer.masksToBounds = true
        checkerboard.image = Checkerboard.image
        checkerboard.contentMode = .topLeft
        checkerboard.isHidden = true
        track.addSubview(checkerboard)
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.colors = trackColors.map(\.cgColor)
        track.layer.addSublayer(gradient)
        addSubview(track)
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        thumbFill.isUserInteractionEnabled = false
        thumb.addSubview(thumbFill)
        addSubview(thumb)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the thumb's centre can go: half a thumb in from each end.
    private var travel: ClosedRange<CGFloat> {
        let half = ColorPickerMetrics.thumbSide / 2
        return half...max(half, bounds.width - half)
    }

    /// The thumb's centre for the current value, in this view.
    var thumbCenter: CGPoint {
        CGPoint(x: travel.lowerBound + (travel.upperBound - travel.lowerBound) * value, y: bounds.midY)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        track.frame = bounds
        track.layer.cornerRadius = bounds.height / 2
        checkerboard.frame = track.bounds
        gradient.frame = track.bounds
        let side = ColorPickerMetrics.thumbSide
        let ring = ColorPickerMetrics.thumbRing
        thumb.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
        thumb.center = thumbCenter
        thumbFill.frame = thumb.bounds.insetBy(dx: ring, dy: ring)
        thumbFill.layer.cornerRadius = (side - 2 * ring) / 2
        CATransaction.commit()
    }

    private func value(at point: CGPoint) -> CGFloat {
        let span = travel.upperBound - travel.lowerBound
        guard span > 0 else { return 0 }
        return min(max((point.x - travel.lowerBound) / span, 0), 1)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = value(at: touch.location(in: self))
        onChange?(value, true)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = value(at: touch.location(in: self))
        onChange?(value, true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { value = value(at: touch.location(in: self)) }
        onChange?(value, false)
    }
}
