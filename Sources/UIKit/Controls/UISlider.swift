import Foundation

/// A horizontal track with a round thumb that the finger drags between `minimumValue` and
/// `maximumValue` (R252).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The proxy whose properties style every `UISlider` entering a window (R348).
    open override class func appearance() -> UISlider { appearanceProxy(of: self) { UISlider(frame: .zero) } }
    /// The proxy styling instances inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UISlider
    {
        appearanceProxy(of: self, in: containerTypes) { UISlider(frame: .zero) }
    }

    /// The height Auto Layout gives a slider (its width has no intrinsic value).
    static let intrinsicHeight: CGFloat = 31
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness (its ends are rounded).
    static let trackHeight: CGFloat = 4
    /// How far outside the thumb a touch still grabs it.
    static let thumbTouchSlop: CGFloat = 10
    /// The duration of `setValue(_:animated:)`'s slide (ease in-out).
    static let valueAnimationDuration: TimeInterval = 0.3

    /// The value, kept within `minimumValue…maximumValue`; setting it does not animate and sends no actions.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value (default 0); a larger `value` is clamped when it changes.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The largest value (default 1).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether `.valueChanged` is sent while the thumb moves (default true), or once when it is let go.
    open var isContinuous = true
    /// The colour of the track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("minimumTrackTintColor") { [value = minimumTrackTintColor] (view: UISlider) in
                view.minimumTrackTintColor = value
            }  // R348
        }
    }
    /// The colour of the track right of the thumb (nil: `systemFill`, #E3E3E5 on white).
    open var maximumTrackTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("maximumTrackTintColor") { [value = maximumTrackTintColor] (view: UISlider) in
                view.maximumTrackTintColor = value
            }  // R348
        }
    }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("thumbTintColor") { [value = thumbTintColor] (view: UISlider) in view.thumbTintColor = value
            }  // R348
        }
    }

    private var storedValue: Float = 0
    /// Where the finger grabbed the thumb, from the thumb's centre, and the value at touch down.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    let content = UIView()
    let maximumTrack = UIView()
    let minimumTrack = UIView()
    let thumb = UIView()

    /// Creates a slider with the value 0 in 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// Creates a slider from an archive (no nibs here: the slider `init(frame: .zero)` gives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        content.isUserInteractionEnabled = false
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            content.addSubview(part)
        }
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        // The thumb's shadow: black at 15 %, 3 pt down, 8 pt blur (σ 4), as the switch's.
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(content)
        applyColors()
        setNeedsLayout()
    }

    /// Sets the value (clamped), sliding the thumb when `animated`; sends no actions.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(
                withDuration: Self.valueAnimationDuration, delay: 0,
                options: [.beginFromCurrentState, .allowUserInteraction]
            ) { self.placeParts() }
        } else {
            UIView.performWithoutAnimation { placeParts() }
        }
    }

    // MARK: Geometry (overridable, as in UIKit)

    /// The track's rectangle: the whole width, `trackHeight` tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre travels from half a thumb inside the track's
    /// left end to half a thumb inside its right end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - Self.thumbDiameter) * fraction
        return CGRect(
            x: x, y: bounds.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    private func placeParts() {
        content.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumbFrame = currentThumbRect
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
        thumb.frame = thumbFrame
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        content.alpha = isEnabled ? 1 : 0.5
    }

    open override func tintColorDidChange() { applyColors() }

    open override func didMoveToSuperview() { applyColors() }

    open override func stateDidChange() { applyColors() }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self.thumbDiameter), height: Self.intrinsicHeight)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking (R252)

    /// Only a touch on the thumb (or within `thumbTouchSlop` of it) drags it; a touch on the bare
    /// track does nothing, as in UIKit.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = currentThumbRect
        guard thumbFrame.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(point) else {
            return false
        }
        grabOffset = point.x - thumbFrame.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let old = storedValue
        storedValue = value(forThumbCentreX: touch.location(in: self).x - grabOffset)
        UIView.performWithoutAnimation { placeParts() }
        if isContinuous && storedValue != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        endTracking(nil, with: event)
    }

    /// The value whose thumb is centred at `x`, clamped to the range.
    private func value(forThumbCentreX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return minimumValue }
        let fraction = min(max((x - track.minX - Self.thumbDiameter / 2) / travel, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    /// A pan or swipe that starts on the thumb belongs to the slider, not to a recognizer of a view
    /// around it (Apple: "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isTracking,
            gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
