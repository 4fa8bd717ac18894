import Foundation

/// A bar's background as an appearance draws it: its colour (the translucent material, an opaque
/// colour or nothing) and the hairline shadow along one edge.
@MainActor
final class BarBackgroundView: UIView {
    /// The hairline.
    let hairline = UIView()
    /// Whether the hairline runs along the top edge (toolbars, tab bars) rather than the bottom.
    var hairlineAtTop = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { fatalError("bar backgrounds are made by their bar") }

    /// Draws `appearance`.
    func apply(_ appearance: UIBarAppearance) {
        backgroundColor = appearance.resolvedBackgroundColor
        hairline.backgroundColor = appearance.resolvedShadowColor
    }

    /// Whether this background draws the same as `other`.
    func drawsLike(_ other: BarBackgroundView) -> Bool {
        backgroundColor == other.backgroundColor && hairline.backgroundColor == other.hairline.backgroundColor
            && alpha == other.alpha
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: hairlineAtTop ? 0 : bounds.height - 0.5, width: bounds.width, height: 0.5)
    }
}
