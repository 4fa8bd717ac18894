import Foundation

/// A bar that fills from the left as a task progresses (R255). A view, not a control, as in UIKit.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar: a rounded grey track.
        case `default` = 0
        /// For a toolbar: no track colour of its own, square ends.
        case bar = 1
    }

    /// The bar's thickness (iOS 13 and later).
    static let height: CGFloat = 4
    /// The duration of `setProgress(_:animated:)`'s fill (ease in-out).
    static let progressAnimationDuration: TimeInterval = 0.3

    /// The look.
    open var progressViewStyle: Style = .default { didSet { applyStyle() } }
    /// The fraction done, kept within 0…1; setting it does not animate.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { applyStyle() } }
    /// The track's colour (nil: light grey, or clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { applyStyle() } }

    private var storedProgress: Float = 0
    let track = UIView()
    let fill = UIView()

    /// Creates a progress view of a style, `height` tall (give it a width).
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        setUp()
    }

    /// Creates a default progress view in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a progress view from an archive (no nibs here: a default one).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [track, fill] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        applyStyle()
    }

    /// Sets the fraction done (clamped to 0…1), filling the bar to it over a moment when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(
                withDuration: Self.progressAnimationDuration, delay: 0,
                options: [.beginFromCurrentState, .allowUserInteraction]
            ) { self.placeParts() }
        } else {
            UIView.performWithoutAnimation { placeParts() }
        }
    }

    private func placeParts() {
        let bar = CGRect(x: 0, y: bounds.midY - Self.height / 2, width: bounds.width, height: Self.height)
        track.frame = bar
        fill.frame = CGRect(x: bar.minX, y: bar.minY, width: bar.width * CGFloat(storedProgress), height: bar.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func applyStyle() {
        let rounded = progressViewStyle == .default
        track.layer.cornerRadius = rounded ? Self.height / 2 : 0
        fill.layer.cornerRadius = rounded ? Self.height / 2 : 0
        // #E5E5EA on white (`systemGray5`); a bar over a toolbar shows the bar.
        track.backgroundColor = trackTintColor ?? (rounded ? .systemGray5 : .clear)
        fill.backgroundColor = progressTintColor ?? tintColor
    }

    open override func tintColorDidChange() { applyStyle() }

    open override func didMoveToSuperview() { applyStyle() }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }
}
