import Foundation

/// A view that shows an image, fitted by its `contentMode`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            // While animating, the animation's images stay on screen (R237).
            if imageAnimation == nil { layer.contents = image?.cgImage }
            layer.contentsScale = image?.scale ?? UIScreen.main.scale
            // A resizable image stretches between its caps (nine parts through the layer).
            layer.contentsCenter = image?.stretchableCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
            refreshSymbol()
            invalidateIntrinsicSize()
        }
    }

    /// Images shown one after another while `isAnimating` (R237), in place of `image`.
    open var animationImages: [UIImage]? {
        didSet { if animationImages?.isEmpty ?? true { stopAnimating() } }
    }
    /// The time one pass through `animationImages` takes (0, the default: 1/30 s an image).
    open var animationDuration: TimeInterval = 0
    /// How many passes to show (0, the default: until `stopAnimating()`).
    open var animationRepeatCount = 0
    /// The frame clock driving the images while the view animates.
    var imageAnimation: (link: CADisplayLink, start: CFTimeInterval?)?

    /// The configuration applied over a symbol image's own (R298): its size and weight.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            refreshSymbol()
            invalidateIntrinsicSize()
        }
    }

    /// The image as drawn: a symbol with `preferredSymbolConfiguration` applied.
    var displayedImage: UIImage? {
        guard let image, image.isSymbolImage, let preferred = preferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }

    /// A symbol image's path, fitted by the content mode and tinted (R205).
    private var symbolLayer: CAShapeLayer?

    open override var tintColor: UIColor! {
        didSet { refreshSymbol() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshSymbol()
    }

    /// An inherited tint (or its dimming, R295) recolours a symbol.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshSymbol()
    }

    /// Shows the image's symbol (or removes it): the glyph's box scaled into the bounds by the
    /// content mode, filled or stroked in `withTintColor`'s colour, else the tint colour.
    private func refreshSymbol() {
        guard let image = displayedImage, let symbol = image.symbol else {
            symbolLayer?.removeFromSuperlayer()
            symbolLayer = nil
            return
        }
        let shape = symbolLayer ?? CAShapeLayer()
        if symbolLayer == nil {
            symbolLayer = shape
            layer.addSublayer(shape)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let color = (image.symbolTint ?? tintColor ?? .systemBlue).cgColor
        shape.path = symbol.path
        shape.fillColor = symbol.isFilled ? color : nil
        // The further symbols' filled shapes cut their inner marks out (a plus in a disc).
        if case .extra = symbol { shape.fillRule = .evenOdd } else { shape.fillRule = .nonZero }
        shape.strokeColor = symbol.isFilled ? nil : color
        shape.lineWidth = symbol.lineWidth * (image.symbolConfiguration?.strokeFactor ?? 1)
        shape.lineCap = .round
        shape.lineJoin = .round
        let natural = symbol.size
        var factor: CGFloat = 1
        switch contentMode {
        case .scaleToFill, .scaleAspectFit, .redraw:
            factor = min(bounds.width / natural.width, bounds.height / natural.height)
        case .scaleAspectFill:
            factor = max(bounds.width / natural.width, bounds.height / natural.height)
        default:
            // Unscaled modes draw the symbol at its configured size (R298).
            factor = image.size.width / natural.width
        }
        if !factor.isFinite || factor <= 0 { factor = 1 }
        shape.bounds = CGRect(origin: .zero, size: natural)
        shape.position = CGPoint(x: bounds.midX, y: bounds.midY)
        shape.transform = CATransform3DMakeScale(factor, factor, 1)
    }

    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image?.cgImage
        layer.contentsScale = image?.scale ?? UIScreen.main.scale
        layer.contentsCenter = image?.stretchableCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        isUserInteractionEnabled = false
        contentModeDidChange()
        refreshSymbol()
    }

    /// Creates an empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentModeDidChange()
    }

    /// Creates an image view from an archive: no nibs here, so it is the empty image view
    /// `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentModeDidChange()
    }

    private func invalidateIntrinsicSize() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func contentModeDidChange() {
        // UIImageView draws through its layer's contents; the content mode is the contents gravity.
        let gravity: CALayerContentsGravity
        switch contentMode {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .top
        case .bottom: gravity = .bottom
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .topLeft
        case .topRight: gravity = .topRight
        case .bottomLeft: gravity = .bottomLeft
        case .bottomRight: gravity = .bottomRight
        }
        layer.contentsGravity = gravity
        refreshSymbol()
    }
}
