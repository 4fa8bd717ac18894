import Foundation

/// A bar's background as an appearance draws it: its effect (the system chrome material blur of
/// what scrolls under the bar, R226), its colour over that, and the hairline shadow along one edge.
@MainActor
final class BarBackgroundView: UIView {
    /// The background effect (`UIBarAppearance.backgroundEffect`).
    let effectView = UIVisualEffectView(effect: nil)
    /// The background colour, drawn over the effect (what `backgroundColor` sets).
    let colorView = UIView()
    /// The background image, stretched over the colour (`UIBarAppearance.backgroundImage`).
    let imageView = UIImageView()
    /// The hairline.
    let hairline = UIView()
    /// The shadow image drawn in place of the hairline's colour (`UIBarAppearance.shadowImage`).
    let shadowImageView = UIImageView()
    /// Whether the hairline runs along the top edge (toolbars, tab bars) rather than the bottom.
    var hairlineAtTop = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(effectView)
        addSubview(colorView)
        addSubview(imageView)
        addSubview(hairline)
        addSubview(shadowImageView)
        imageView.contentMode = .scaleToFill
    }

    required init?(coder: NSCoder) { fatalError("bar backgrounds are made by their bar") }

    /// The background colour, over the effect (UIKit draws `backgroundColor` above
    /// `backgroundEffect`).
    override var backgroundColor: UIColor? {
        get { colorView.backgroundColor }
        set { colorView.backgroundColor = newValue }
    }

    /// Draws `appearance`.
    func apply(_ appearance: UIBarAppearance) {
        if !(effectView.effect?.isEqual(appearance.backgroundEffect) ?? (appearance.backgroundEffect == nil)) {
            effectView.effect = appearance.backgroundEffect
        }
        backgroundColor = appearance.resolvedBackgroundColor
        imageView.image = appearance.backgroundImage
        // A shadow image takes the hairline's place; an empty one leaves no line at all.
        shadowImageView.image = appearance.shadowImage
        hairline.backgroundColor = appearance.shadowImage == nil ? appearance.resolvedShadowColor : nil
        setNeedsLayout()
    }

    /// Whether this background draws the same as `other`.
    func drawsLike(_ other: BarBackgroundView) -> Bool {
        backgroundColor == other.backgroundColor && hairline.backgroundColor == other.hairline.backgroundColor
            && imageView.image === other.imageView.image && shadowImageView.image === other.shadowImageView.image
            && alpha == other.alpha
            && (effectView.effect?.isEqual(other.effectView.effect) ?? (other.effectView.effect == nil))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        colorView.frame = bounds
        hairline.frame = CGRect(x: 0, y: hairlineAtTop ? 0 : bounds.height - 0.5, width: bounds.width, height: 0.5)
        imageView.frame = bounds
        let shadowHeight = shadowImageView.image?.size.height ?? 0
        shadowImageView.frame = CGRect(
            x: 0, y: hairlineAtTop ? -shadowHeight : bounds.height, width: bounds.width, height: shadowHeight)
    }
}
