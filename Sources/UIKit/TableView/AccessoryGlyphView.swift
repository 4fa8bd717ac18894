import Foundation

/// A cell's built-in accessory drawn as paths (there are no SF Symbols here): the disclosure
/// chevron (`chevron.forward`, semibold, tertiary label grey), the checkmark in the tint colour, the
/// info button's circled "i" (R181).
@MainActor
final class AccessoryGlyphView: UIView {
    let type: UITableViewCell.AccessoryType
    private let chevron = CAShapeLayer()
    private let glyph = CAShapeLayer()

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: .zero))
        isUserInteractionEnabled = false
        for shape in [glyph, chevron] {
            shape.fillColor = nil
            shape.lineCap = .round
            shape.lineJoin = .round
            layer.addSublayer(shape)
        }
        frame.size = intrinsicSize
        buildPaths()
        refreshTraitDependentContent()
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    /// The chevron's box: 8 × 14 pt (measured on iOS 18 screenshots at 3×).
    static let chevronSize = CGSize(width: 8, height: 14)
    /// The info button's circle.
    static let infoSize = CGSize(width: 22, height: 22)

    /// The accessory's size.
    var intrinsicSize: CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: CGSize(width: 14, height: 13)
        case .detailButton: Self.infoSize
        case .detailDisclosureButton: CGSize(width: Self.infoSize.width + 16 + Self.chevronSize.width, height: 22)
        }
    }

    private func buildPaths() {
        let size = intrinsicSize
        if type == .disclosureIndicator || type == .detailDisclosureButton {
            let c = Self.chevronSize
            let x0 = size.width - c.width
            let y0 = (size.height - c.height) / 2
            let path = CGMutablePath()
            path.move(to: CGPoint(x: x0 + 1.5, y: y0 + 1.5))
            path.addLine(to: CGPoint(x: x0 + c.width - 1.5, y: y0 + c.height / 2))
            path.addLine(to: CGPoint(x: x0 + 1.5, y: y0 + c.height - 1.5))
            chevron.path = path
            chevron.lineWidth = 2.2
        }
        let path = CGMutablePath()
        switch type {
        case .checkmark:
            path.move(to: CGPoint(x: 1.5, y: 7))
            path.addLine(to: CGPoint(x: 5.5, y: 11.5))
            path.addLine(to: CGPoint(x: 12.5, y: 1.5))
            glyph.lineWidth = 2.2
        case .detailButton, .detailDisclosureButton:
            let d = Self.infoSize.width
            path.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: d - 1.5, height: d - 1.5))
            path.move(to: CGPoint(x: d / 2, y: d / 2 - 1))
            path.addLine(to: CGPoint(x: d / 2, y: d / 2 + 5))
            path.move(to: CGPoint(x: d / 2, y: d / 2 - 5))
            path.addLine(to: CGPoint(x: d / 2, y: d / 2 - 4.6))
            glyph.lineWidth = 1.5
        default:
            break
        }
        glyph.path = path
    }

    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        chevron.strokeColor = UIColor.tertiaryLabel.resolvedColor(with: traitCollection).cgColor
        glyph.strokeColor = tintColor.resolvedColor(with: traitCollection).cgColor
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        refreshTraitDependentContent()
    }
}
