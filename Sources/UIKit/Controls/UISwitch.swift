import Foundation

/// An on/off switch: a 51 × 31 pt capsule whose white thumb slides to the side of its value (R251).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The proxy whose properties style every `UISwitch` entering a window (R348).
    open override class func appearance() -> UISwitch { appearanceProxy(of: self) { UISwitch(frame: .zero) } }
    /// The proxy styling instances inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UISwitch
    {
        appearanceProxy(of: self, in: containerTypes) { UISwitch(frame: .zero) }
    }

    /// The size every switch has, whatever frame it is given (iOS 7 and later).
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter at rest, and its width while a finger is down (it stretches towards the middle).
    static let thumbDiameter: CGFloat = 27
    static let pressedThumbWidth: CGFloat = 34
    /// The thumb's inset from the track's edge.
    static let thumbInset: CGFloat = 2
    /// The duration of the thumb's slide and the colour change (ease in-out).
    static let toggleDuration: TimeInterval = 0.3
    /// The off track's fill as it shows on white: #E9E9EA (`secondarySystemFill`, 0x787880 at 16 %).
    static let offTrackColor = UIColor.secondarySystemFill

    /// Whether the switch is on; setting it does not animate and sends no actions.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? {
        didSet {
            applyColors()
            // R348: recorded on a proxy, or noted as set on this view.
            noteAppearance("onTintColor") { [value = onTintColor] (view: UISwitch) in view.onTintColor = value }
        }
    }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("thumbTintColor") { [value = thumbTintColor] (view: UISwitch) in view.thumbTintColor = value
            }  // R348
        }
    }

    private var on = false
    /// The value when the touch went down, and whether the finger has dragged the thumb since.
    private var valueAtTouchDown = false
    private var didDrag = false
    private var touchDownX: CGFloat = 0

    let content = UIView()
    let track = UIView()
    let onFill = UIView()
    let thumb = UIView()

    /// Creates a switch at `frame`'s origin, 51 × 31 pt.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpParts()
    }

    /// Creates a switch from an archive (no nibs here: the switch `init(frame: .zero)` gives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: Self.size)
        setUpParts()
    }

    /// A switch keeps its size whatever frame it is given (R251).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    private func setUpParts() {
        for part in [content, track, onFill, thumb] { part.isUserInteractionEnabled = false }
        content.frame = CGRect(origin: .zero, size: Self.size)
        track.frame = content.bounds
        track.layer.cornerRadius = Self.size.height / 2
        track.clipsToBounds = true
        onFill.frame = track.bounds
        track.addSubview(onFill)
        content.addSubview(track)
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        // The thumb's shadow: black at 15 %, 3 pt down, 8 pt blur (σ 4, architecture.md "Shadows").
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        content.addSubview(thumb)
        addSubview(content)
        applyColors()
        placeParts()
    }

    /// Sets the value, sliding the thumb and fading the colour in when `animated`; sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        if animated {
            UIView.animate(
                withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
            ) {
                self.placeParts()
            }
        } else {
            UIView.performWithoutAnimation { placeParts() }
        }
    }

    /// The thumb's frame for a value, stretched while a finger is down.
    func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
        let width = pressed ? Self.pressedThumbWidth : Self.thumbDiameter
        let x = on ? Self.size.width - Self.thumbInset - width : Self.thumbInset
        return CGRect(x: x, y: Self.thumbInset, width: width, height: Self.thumbDiameter)
    }

    private func placeParts() {
        thumb.frame = thumbFrame(on: on, pressed: isTracking)
        onFill.alpha = on ? 1 : 0
    }

    private func applyColors() {
        track.backgroundColor = Self.offTrackColor
        onFill.backgroundColor = onTintColor ?? .systemGreen
        thumb.backgroundColor = thumbTintColor ?? .white
        content.alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() { applyColors() }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// A value control sends `.primaryActionTriggered` with `.valueChanged`, not on touch up (R250).
    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking (R251)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = on
        didDrag = false
        touchDownX = touch.location(in: self).x
        UIView.animate(
            withDuration: Self.toggleDuration / 2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
        ) {
            self.thumb.frame = self.thumbFrame(on: self.on, pressed: true)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        // Dragging the thumb: the value follows the side of the middle the finger is on.
        if abs(x - touchDownX) > 4 { didDrag = true }
        guard didDrag else { return true }
        let wantsOn = x > bounds.midX
        if wantsOn != on {
            on = wantsOn
            UIView.animate(
                withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
            ) {
                self.onFill.alpha = wantsOn ? 1 : 0
                self.thumb.frame = self.thumbFrame(on: wantsOn, pressed: true)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        // A tap (released within the margin) toggles; a drag keeps the side the thumb was dragged to.
        if !didDrag && isTouchInside { on.toggle() }
        if !isTouchInside && !didDrag { on = valueAtTouchDown }
        finishTracking()
    }

    open override func cancelTracking(with event: UIEvent?) {
        on = valueAtTouchDown
        finishTracking()
    }

    private func finishTracking() {
        UIView.animate(
            withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
        ) {
            self.onFill.alpha = self.on ? 1 : 0
            self.thumb.frame = self.thumbFrame(on: self.on, pressed: false)
        }
        if on != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// A pan that starts on the switch belongs to the switch (its thumb drags), as a tap does.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
