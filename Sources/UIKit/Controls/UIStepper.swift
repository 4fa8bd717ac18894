import Foundation

/// A − / + pair that steps a value, repeating while held (R257).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size every stepper has (iOS 13 and later).
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// The glyphs' bars: 14 pt long, 2 pt thick.
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
    /// Holding a half repeats its step after `autorepeatDelay`, then every `autorepeatInterval`.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    /// The value (default 0), kept within `minimumValue…maximumValue`; setting it sends nothing.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            refreshGlyphs()
        }
    }
    /// The smallest value (default 0).
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The largest value (default 100).
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// The step (default 1; must be more than 0, a smaller value is ignored).
    open var stepValue: Double = 1 {
        didSet { if stepValue <= 0 { stepValue = oldValue } }
    }
    /// Whether stepping past one end continues from the other (default false).
    open var wraps = false { didSet { refreshGlyphs() } }
    /// Whether holding a half keeps stepping (default true).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step (default true) or once when the finger lifts.
    open var isContinuous = true

    private var storedValue: Double = 0
    private var valueAtTouchDown: Double = 0
    /// The half held (−1 or +1), when it went down (input time) and how many steps it has made.
    private var heldDirection = 0
    private var heldSince: CFTimeInterval = 0
    private var repeats = 0
    private var repeatLink: CADisplayLink?

    let background = UIView()
    let highlight = UIView()
    let separator = UIView()
    let minus = UIView()
    let plusHorizontal = UIView()
    let plusVertical = UIView()

    /// Creates a stepper at `frame`'s origin, 94 × 32 pt.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpParts()
    }

    /// Creates a stepper from an archive (no nibs here: the stepper `init(frame: .zero)` gives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: Self.size)
        setUpParts()
    }

    /// A stepper keeps its size whatever frame it is given.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    private func setUpParts() {
        let half = Self.size.width / 2
        background.frame = CGRect(origin: .zero, size: Self.size)
        background.layer.cornerRadius = Self.cornerRadius
        background.clipsToBounds = true
        highlight.alpha = 0
        background.addSubview(highlight)
        separator.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: Self.size.height - 16)
        background.addSubview(separator)
        let l = Self.glyphLength
        let t = Self.glyphThickness
        let midY = Self.size.height / 2
        minus.frame = CGRect(x: half / 2 - l / 2, y: midY - t / 2, width: l, height: t)
        plusHorizontal.frame = CGRect(x: half * 1.5 - l / 2, y: midY - t / 2, width: l, height: t)
        plusVertical.frame = CGRect(x: half * 1.5 - t / 2, y: midY - l / 2, width: t, height: l)
        for bar in [minus, plusHorizontal, plusVertical] {
            bar.layer.cornerRadius = t / 2
            background.addSubview(bar)
        }
        for part in [background, highlight, separator, minus, plusHorizontal, plusVertical] {
            part.isUserInteractionEnabled = false
        }
        addSubview(background)
        applyColors()
        refreshGlyphs()
    }

    private func applyColors() {
        background.backgroundColor = .tertiarySystemFill
        highlight.backgroundColor = .systemFill
        separator.backgroundColor = .opaqueSeparator
        for bar in [minus, plusHorizontal, plusVertical] { bar.backgroundColor = .label }
        background.alpha = isEnabled ? 1 : 0.5
    }

    /// A glyph is dimmed when its step can do nothing (at that end, not wrapping).
    private func refreshGlyphs() {
        minus.alpha = canStep(-1) ? 1 : 0.3
        plusHorizontal.alpha = canStep(1) ? 1 : 0.3
        plusVertical.alpha = plusHorizontal.alpha
    }

    private func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? storedValue > minimumValue : storedValue < maximumValue)
    }

    open override func stateDidChange() { applyColors() }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Stepping (R257)

    /// Steps once towards `direction`: clamped at the ends, or round to the other end when `wraps`.
    private func step(_ direction: Int) {
        guard canStep(direction) else { return }
        var next = storedValue + Double(direction) * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        value = next
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = storedValue
        heldDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        heldSince = MediaClock.current.inputTime
        repeats = 0
        let half = Self.size.width / 2
        highlight.frame = CGRect(x: heldDirection < 0 ? 0 : half, y: 0, width: half, height: Self.size.height)
        highlight.alpha = canStep(heldDirection) ? 1 : 0
        step(heldDirection)
        if autorepeat {
            let link = CADisplayLink { [weak self] _ in self?.repeatIfHeld() }
            link.add(to: .main, forMode: .common)
            repeatLink = link
        }
        return true
    }

    /// While the finger stays on the half, one more step each interval after the delay.
    private func repeatIfHeld() {
        guard isTracking, isTouchInside else { return }
        let held = MediaClock.current.inputTime - heldSince
        let due =
            held < Self.autorepeatDelay ? 0 : Int((held - Self.autorepeatDelay) / Self.autorepeatInterval + 1e-9) + 1
        while repeats < due {
            repeats += 1
            step(heldDirection)
        }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight.alpha = isTouchInside && canStep(heldDirection) ? 1 : 0
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishHolding() }

    open override func cancelTracking(with event: UIEvent?) { finishHolding() }

    private func finishHolding() {
        repeatLink?.invalidate()
        repeatLink = nil
        UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction]) { self.highlight.alpha = 0 }
        if !isContinuous && storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }
}
