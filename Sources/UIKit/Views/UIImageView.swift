import Foundation

/// A view that shows an image, fitted by its `contentMode`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            layer.contents = image?.cgImage
            layer.contentsScale = image?.scale ?? UIScreen.main.scale
            invalidateIntrinsicSize()
        }
    }

    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image?.cgImage
        layer.contentsScale = image?.scale ?? UIScreen.main.scale
        isUserInteractionEnabled = false
        contentModeDidChange()
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

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
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
    }
}
