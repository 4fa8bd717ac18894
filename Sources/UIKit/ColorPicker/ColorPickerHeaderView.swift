import Foundation

/// The colour picker's header (R330): the title in the middle in semibold, the close button
/// (✕ on a grey circle) at the top right.
@MainActor
final class ColorPickerHeaderView: UIView {
    let titleLabel = UILabel()
    let closeButton = ShareSheetTapTarget()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = ColorPickerMetrics.titleFont
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        closeButton.accessibilityLabel = "Close"
        SystemCloseButton.style(closeButton, side: ColorPickerMetrics.closeSide)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ColorPickerMetrics.self
        closeButton.frame = CGRect(
            x: bounds.width - m.closeInset - m.closeSide, y: (bounds.height - m.closeSide) / 2 + 2, width: m.closeSide,
            height: m.closeSide)
        let inset = m.closeInset + m.closeSide + 8
        titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height + 4)
    }
}

/// The system sheets' close button (the share sheet's, the colour picker's): a grey circle with
/// a secondary-label ✕ (R312, R330).
@MainActor
enum SystemCloseButton {
    /// Makes `button` a close button of `side` points.
    static func style(_ button: UIView, side: CGFloat) {
        button.backgroundColor = .tertiarySystemFill
        button.layer.cornerRadius = side / 2
        let cross = CAShapeLayer()
        let path = CGMutablePath()
        let a = side * 0.35
        let b = side * 0.65
        path.move(to: CGPoint(x: a, y: a))
        path.addLine(to: CGPoint(x: b, y: b))
        path.move(to: CGPoint(x: b, y: a))
        path.addLine(to: CGPoint(x: a, y: b))
        cross.path = path
        cross.lineWidth = side * 0.08
        cross.lineCap = .round
        cross.fillColor = nil
        cross.strokeColor = UIColor.secondaryLabel.cgColor
        cross.frame = CGRect(x: 0, y: 0, width: side, height: side)
        button.layer.addSublayer(cross)
    }
}
