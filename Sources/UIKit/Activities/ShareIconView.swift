import Foundation

/// Draws a `ShareIcon` — an app icon, or a glyph in the label colour — or an activity's own image
/// (R312).
@MainActor
final class ShareIconView: UIView {
    private let icon: ShareIcon?
    private let image: UIImage?
    private let isAppIcon: Bool
    private var shapeLayers: [(CAShapeLayer, UIColor, Bool)] = []
    private var imageView: UIImageView?

    /// An app icon (60 pt) or a glyph (22 pt) of the system's.
    init(icon: ShareIcon) {
        self.icon = icon
        self.image = nil
        self.isAppIcon = icon.appBackground != nil
        let side = isAppIcon ? ShareIcon.appIconSide : ShareIcon.glyphSide
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
        if let background = icon.appBackground {
            backgroundColor = background
            roundAsAppIcon()
            for shape in icon.appShapes { addShape(shape.path, color: shape.color, lineWidth: shape.lineWidth) }
        } else {
            addShape(icon.glyphPath, color: .label, lineWidth: 1.6)
        }
    }

    /// An app's activity image: on a white rounded square for a share activity (`asAppIcon`), else
    /// as a glyph in the label colour.
    init(image: UIImage?, asAppIcon: Bool) {
        self.icon = nil
        self.image = image
        self.isAppIcon = asAppIcon
        let side = asAppIcon ? ShareIcon.appIconSide : ShareIcon.glyphSide
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
        if asAppIcon {
            backgroundColor = .secondarySystemGroupedBackground
            roundAsAppIcon()
        }
        let view = UIImageView(
            image: image?.renderingMode == .alwaysOriginal ? image : image?.withRenderingMode(.alwaysTemplate))
        view.tintColor = .label
        view.contentMode = .scaleAspectFit
        let inset: CGFloat = asAppIcon ? 14 : 0
        view.frame = bounds.insetBy(dx: inset, dy: inset)
        addSubview(view)
        imageView = view
    }

    required init?(coder: NSCoder) {
        icon = nil
        image = nil
        isAppIcon = false
        super.init(coder: coder)
    }

    private func roundAsAppIcon() {
        layer.cornerRadius = ShareIcon.appIconCornerRadius
        layer.cornerCurve = .continuous
        layer.masksToBounds = true
    }

    private func addShape(_ path: CGPath, color: UIColor, lineWidth: CGFloat) {
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path
        let filled = lineWidth == 0
        shape.lineWidth = lineWidth
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
        shapeLayers.append((shape, color, filled))
        applyColors()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColors()
    }

    /// Resolves the shapes' colours for the current appearance (the glyphs follow dark mode).
    private func applyColors() {
        for (shape, color, filled) in shapeLayers {
            let resolved = color.resolvedColor(with: traitCollection).cgColor
            shape.fillColor = filled ? resolved : nil
            shape.strokeColor = filled ? nil : resolved
        }
    }
}
