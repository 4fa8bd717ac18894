import Foundation

/// The card a sheet presents (UIKit's drop-shadow view, the sheet's `presentedView`): it holds the
/// presented controller's view, rounds its top corners and shows the grabber (R135, R140).
///
/// The rounding is a clipping view with continuous top corners (`maskedCorners`, `cornerCurve`,
/// R193), taller than the card by the corner radius: the card always reaches the screen's bottom
/// edge. The card casts a soft shadow (R189), seen above its top edge where the backdrop is not
/// dimmed (undimmed detents, the sheet under a stacked one).
@MainActor
final class SheetCardView: UIView {
    /// Clips the content to the rounded top corners.
    let clipView = UIView()
    /// The grabber at the top centre: 36 × 5 pt, 5 pt from the top (R140).
    let grabber = UIView()
    /// The presented controller's view.
    private(set) weak var contentView: UIView?

    /// The grabber's size and its distance from the card's top.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    /// The card's shadow (R189): black, faint, soft and centred — it shows only above the card,
    /// which always spans the screen's width and reaches below its bottom.
    static let shadowOpacity: Float = 0.15
    static let shadowRadius: CGFloat = 8
    /// How far down the card the shadow's shape reaches: past the corners by the shadow's reach, so
    /// the shadow above the card is the same whatever the card's height, and its shape (and so its
    /// blurred texture) does not change while a detent animation resizes the card.
    static var shadowBandHeight: CGFloat { SheetLayout.cornerRadius + 4 * shadowRadius }

    init(content: UIView) {
        super.init(frame: content.frame)
        contentView = content
        clipView.layer.masksToBounds = true
        // iOS rounds a sheet's top corners with the continuous curve (R193).
        clipView.layer.cornerCurve = .continuous
        clipView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(clipView)
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clipView.addSubview(content)
        grabber.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.isUserInteractionEnabled = false
        grabber.isHidden = true
        addSubview(grabber)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = Self.shadowOpacity
        layer.shadowRadius = Self.shadowRadius
        layer.shadowOffset = .zero
        layoutClip()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The radius of the card's top corners.
    var cornerRadius: CGFloat = SheetLayout.cornerRadius {
        didSet {
            guard cornerRadius != oldValue else { return }
            layoutClip()
        }
    }

    /// Whether the grabber shows.
    var isGrabberVisible: Bool {
        get { !grabber.isHidden }
        set { grabber.isHidden = !newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateShadowPath()
    }

    /// The shadow's shape: the card's top band with its rounded top corners (see `shadowBandHeight`).
    private func updateShadowPath() {
        let band = CGRect(x: 0, y: 0, width: bounds.width, height: Self.shadowBandHeight)
        let shape = CornerShape(
            radius: cornerRadius, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner], continuous: true)
        layer.shadowPath = shape.path(in: band)
    }

    private func layoutClip() {
        clipView.layer.cornerRadius = cornerRadius
        clipView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + cornerRadius)
        contentView?.frame = bounds
        updateShadowPath()
        grabber.frame = CGRect(
            x: (bounds.width - Self.grabberSize.width) / 2, y: Self.grabberTop, width: Self.grabberSize.width,
            height: Self.grabberSize.height)
    }
}
