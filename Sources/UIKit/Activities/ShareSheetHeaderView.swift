import Foundation

/// The share sheet's header (R312): the thumbnail square, the title in bold and the grey subtitle
/// beside it, the close button (✕ on a grey circle) at the top right, and a hairline below.
@MainActor
final class ShareSheetHeaderView: UIView {
    let thumbnail = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let closeButton = ShareSheetTapTarget()
    private let separator = UIView()
    private var thumbnailContent: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnail.backgroundColor = .tertiarySystemFill
        thumbnail.layer.cornerRadius = ShareSheetMetrics.thumbnailCornerRadius
        thumbnail.layer.cornerCurve = .continuous
        thumbnail.layer.masksToBounds = true
        addSubview(thumbnail)
        titleLabel.font = ShareSheetMetrics.titleFont
        titleLabel.textColor = .label
        addSubview(titleLabel)
        subtitleLabel.font = ShareSheetMetrics.subtitleFont
        subtitleLabel.textColor = .secondaryLabel
        addSubview(subtitleLabel)
        closeButton.backgroundColor = .tertiarySystemFill
        closeButton.layer.cornerRadius = ShareSheetMetrics.closeSide / 2
        closeButton.accessibilityLabel = "Close"
        let cross = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10.5, y: 10.5))
        path.addLine(to: CGPoint(x: 19.5, y: 19.5))
        path.move(to: CGPoint(x: 19.5, y: 10.5))
        path.addLine(to: CGPoint(x: 10.5, y: 19.5))
        cross.path = path
        cross.lineWidth = 2.4
        cross.lineCap = .round
        cross.fillColor = nil
        cross.strokeColor = UIColor.secondaryLabel.cgColor
        cross.frame = CGRect(x: 0, y: 0, width: ShareSheetMetrics.closeSide, height: ShareSheetMetrics.closeSide)
        closeButton.layer.addSublayer(cross)
        addSubview(closeButton)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `preview`.
    func show(_ preview: SharePreview) {
        titleLabel.text = preview.title
        subtitleLabel.text = preview.subtitle
        thumbnailContent?.removeFromSuperview()
        let content: UIView
        if let image = preview.thumbnail {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFill
            imageView.frame = CGRect(x: 0, y: 0, width: SharePreview.thumbnailSide, height: SharePreview.thumbnailSide)
            content = imageView
        } else {
            let glyph = ShareIconView(icon: preview.placeholderGlyph)
            glyph.center = CGPoint(x: SharePreview.thumbnailSide / 2, y: SharePreview.thumbnailSide / 2)
            content = glyph
        }
        thumbnail.addSubview(content)
        thumbnailContent = content
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ShareSheetMetrics.self
        let side = SharePreview.thumbnailSide
        thumbnail.frame = CGRect(origin: m.thumbnailOrigin, size: CGSize(width: side, height: side))
        closeButton.frame = CGRect(
            x: bounds.width - m.closeInset - m.closeSide, y: m.closeInset, width: m.closeSide, height: m.closeSide)
        let textX = thumbnail.frame.maxX + 12
        let textWidth = max(0, closeButton.frame.minX - 12 - textX)
        let titleHeight = ceil(m.titleFont.lineHeight)
        let subtitleHeight = ceil(m.subtitleFont.lineHeight)
        let top = thumbnail.frame.midY - (titleHeight + 2 + subtitleHeight) / 2
        titleLabel.frame = CGRect(x: textX, y: top, width: textWidth, height: titleHeight)
        subtitleLabel.frame = CGRect(x: textX, y: top + titleHeight + 2, width: textWidth, height: subtitleHeight)
        let hairline = 1 / max(1, UIScreen.main.scale)
        separator.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
    }
}

/// A plain control that runs a closure when tapped, dimming while pressed (the share sheet's
/// close button, app icons and rows).
@MainActor
final class ShareSheetTapTarget: UIControl {
    /// What a tap does.
    var onTap: (() -> Void)?
    /// The colour shown while pressed (nil: the view dims instead).
    var highlightColor: UIColor?
    private var restingColor: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool {
        didSet {
            guard isHighlighted != oldValue else { return }
            if let highlightColor {
                if isHighlighted { restingColor = backgroundColor }
                backgroundColor = isHighlighted ? highlightColor : restingColor
            } else {
                alpha = isHighlighted ? 0.5 : 1
            }
        }
    }
}
