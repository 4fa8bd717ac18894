import Foundation

/// A spinner of fading spokes that turns in steps while something is in progress (R254). A view,
/// not a control, as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Large and white (before iOS 13; 37 × 37, 12 spokes).
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        /// White (before iOS 13; 20 × 20, 12 spokes).
        @available(*, deprecated, renamed: "medium") case white = 1
        /// Grey (before iOS 13; 20 × 20, 12 spokes).
        @available(*, deprecated, renamed: "medium") case gray = 2
        /// The default: 20 × 20, 8 spokes.
        case medium = 100
        /// 37 × 37, 8 spokes.
        case large = 101
    }

    /// The time of one full turn; the spinner steps one spoke at a time.
    static let revolutionDuration: TimeInterval = 1
    /// The dimmest spoke's opacity (the brightest is 1).
    static let tailOpacity: CGFloat = 0.25
    /// The key of the stepping rotation on the spoke layer.
    static let animationKey = "UIActivityIndicatorView.spin"

    /// The look; changing it resizes the spinner (and the intrinsic size).
    open var style: Style {
        didSet {
            buildSpokes()
            invalidateIntrinsicContentSize()
        }
    }
    /// The spokes' colour; nil (or never set) gives the style's colour.
    open var color: UIColor! {
        get { ownColor ?? styleColor }
        set {
            ownColor = newValue
            applyColor()
        }
    }
    /// Whether the indicator hides itself while stopped (default true).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    private var ownColor: UIColor?
    let spinner = UIView()
    var spokes: [UIView] = []

    /// Creates an indicator of a style, sized to it (hidden until it starts, as `hidesWhenStopped`).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// Creates a medium indicator in `frame` (the spinner is centred in it).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// Creates an indicator from an archive (no nibs here: a medium one).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    /// Creates a medium indicator with a zero frame.
    public convenience init() { self.init(style: .medium) }

    private func setUp() {
        spinner.isUserInteractionEnabled = false
        addSubview(spinner)
        buildSpokes()
        isHidden = hidesWhenStopped
    }

    // MARK: Geometry

    static func size(of style: Style) -> CGSize {
        // By raw value: `.whiteLarge` (0) and `.large` (101) are large.
        style.rawValue == 0 || style.rawValue == 101 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// 8 spokes since iOS 13's styles, 12 for the old ones.
    static func spokeCount(of style: Style) -> Int {
        style == .medium || style == .large ? 8 : 12
    }

    private var styleColor: UIColor {
        // The old styles by raw value (they are deprecated): white 0 and 1, grey 2.
        switch style.rawValue {
        case 0, 1: .white
        case 2: .gray
        default: .secondaryLabel
        }
    }

    private func buildSpokes() {
        for spoke in spokes { spoke.removeFromSuperview() }
        let size = Self.size(of: style)
        let count = Self.spokeCount(of: style)
        // Spokes run from 45 % to 100 % of the radius; the modern ones are fatter.
        let radius = size.width / 2
        let length = radius * 0.55
        let width = count == 8 ? size.width * 0.12 : size.width * 0.085
        spinner.transform = .identity
        spinner.frame = CGRect(origin: .zero, size: size)
        spokes = (0..<count).map { k in
            let spoke = UIView(frame: CGRect(x: radius - width / 2, y: 0, width: width, height: length))
            spoke.isUserInteractionEnabled = false
            spoke.layer.cornerRadius = width / 2
            // Rotate about the spinner's centre: anchor the spoke at its far end from the top.
            spoke.layer.anchorPoint = CGPoint(x: 0.5, y: radius / length)
            spoke.layer.position = CGPoint(x: radius, y: radius)
            spoke.transform = CGAffineTransform(rotationAngle: CGFloat(k) * 2 * .pi / CGFloat(count))
            // The head (k = 0) is brightest; spokes behind it, anticlockwise, fade to the tail.
            let behind = (count - k) % count
            spoke.alpha = 1 - (1 - Self.tailOpacity) * CGFloat(behind) / CGFloat(count - 1)
            spinner.addSubview(spoke)
            return spoke
        }
        applyColor()
        setNeedsLayout()
        if isAnimating { addSpin() }
    }

    private func applyColor() {
        for spoke in spokes { spoke.backgroundColor = color }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    // MARK: Animating

    /// Starts turning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        addSpin()
    }

    /// Stops turning (and hides the indicator if `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spinner.layer.removeAnimation(forKey: Self.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The turn: one spoke's angle per step, a step every `revolutionDuration / count`, for ever.
    private func addSpin() {
        let count = Self.spokeCount(of: style)
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<count).map { CGFloat($0) * 2 * .pi / CGFloat(count) }
        spin.calculationMode = .discrete
        spin.duration = Self.revolutionDuration
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        spinner.layer.add(spin, forKey: Self.animationKey)
    }
}
