import Foundation

/// A text field's clear button: the circled cross (`xmark.circle.fill`) in grey, drawn as shapes.
@MainActor
final class TextFieldClearButton: UIView {
    /// The circle's diameter.
    static let side: CGFloat = 19

    private let circle = CAShapeLayer()
    private let cross = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(circle)
        layer.addSublayer(cross)
        cross.lineWidth = 1.6
        cross.lineCap = .round
        cross.fillColor = nil
        refreshColors()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        circle.frame = bounds
        cross.frame = bounds
        circle.path = CGPath(ellipseIn: bounds, transform: nil)
        let arm = bounds.width * 0.18
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: c.x - arm, y: c.y - arm))
        path.addLine(to: CGPoint(x: c.x + arm, y: c.y + arm))
        path.move(to: CGPoint(x: c.x + arm, y: c.y - arm))
        path.addLine(to: CGPoint(x: c.x - arm, y: c.y + arm))
        cross.path = path
        CATransaction.commit()
    }

    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        refreshColors()
    }

    private func refreshColors() {
        circle.fillColor = UIColor.systemGray2.resolvedColor(with: traitCollection).cgColor
        cross.strokeColor = UIColor.systemBackground.resolvedColor(with: traitCollection).cgColor
    }
}
