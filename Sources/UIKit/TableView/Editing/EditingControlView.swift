import Foundation

/// The control at the leading side of an editing row (R320, R323): the red circle with a white
/// minus (`.delete`, turned upright while its Delete confirmation shows), the green circle with a
/// white plus (`.insert`), or the multiple-selection circle — empty and grey, or filled in the tint
/// colour with a white checkmark when the row is selected.
@MainActor
final class EditingControlView: UIView {
    /// What the control shows.
    enum Kind: Equatable {
        /// The red minus.
        case delete
        /// The green plus.
        case insert
        /// The selection circle, filled when `selected`.
        case multiselect(selected: Bool)
    }

    var kind: Kind {
        didSet { if kind != oldValue { drawShapes() } }
    }

    /// The circle's diameter (I: measured on iOS 18 screenshots at 3×, about 22 pt).
    static let diameter: CGFloat = 22

    private let circle = CAShapeLayer()
    private let mark = CAShapeLayer()

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isUserInteractionEnabled = false
        mark.fillColor = nil
        mark.lineCap = .round
        mark.lineJoin = .round
        layer.addSublayer(circle)
        layer.addSublayer(mark)
        drawShapes()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        drawShapes()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        drawShapes()
    }

    private func drawShapes() {
        // The shapes change at once (a selected circle fills as the row is tapped), never fading
        // through the layers' implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let d = Self.diameter
        let c = CGPoint(x: d / 2, y: d / 2)
        let ring = CGMutablePath()
        let path = CGMutablePath()
        func resolved(_ color: UIColor) -> CGColor { color.resolvedColor(with: traitCollection).cgColor }
        circle.strokeColor = nil
        circle.lineWidth = 0
        mark.strokeColor = UIColor.white.cgColor
        mark.lineWidth = 2.2
        switch kind {
        case .delete, .insert:
            ring.addEllipse(in: CGRect(x: 0, y: 0, width: d, height: d))
            circle.fillColor = resolved(kind == .delete ? .systemRed : .systemGreen)
            path.move(to: CGPoint(x: c.x - 6, y: c.y))
            path.addLine(to: CGPoint(x: c.x + 6, y: c.y))
            if kind == .insert {
                path.move(to: CGPoint(x: c.x, y: c.y - 6))
                path.addLine(to: CGPoint(x: c.x, y: c.y + 6))
            }
        case .multiselect(let selected):
            if selected {
                ring.addEllipse(in: CGRect(x: 0, y: 0, width: d, height: d))
                circle.fillColor = resolved(tintColor)
                path.move(to: CGPoint(x: c.x - 5, y: c.y + 0.5))
                path.addLine(to: CGPoint(x: c.x - 1.5, y: c.y + 4))
                path.addLine(to: CGPoint(x: c.x + 5.5, y: c.y - 4))
                mark.lineWidth = 2
            } else {
                ring.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: d - 1.5, height: d - 1.5))
                circle.fillColor = nil
                circle.strokeColor = resolved(.systemGray3)
                circle.lineWidth = 1.5
            }
        }
        circle.path = ring
        mark.path = path
    }
}
