import Foundation

/// The reorder control of an editing row (R322): three grey horizontal lines at the trailing side
/// (SF Symbols' `line.3.horizontal`); a drag that starts on it moves the row.
@MainActor
final class ReorderGripView: UIView {
    /// The lines' box (I: about 16 × 11 pt on iOS 18 screenshots).
    static let size = CGSize(width: 16, height: 11)

    private let lines = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        isUserInteractionEnabled = false
        lines.fillColor = nil
        lines.lineCap = .round
        lines.lineWidth = 1.6
        let path = CGMutablePath()
        let inset = lines.lineWidth / 2
        for i in 0..<3 {
            let y = inset + CGFloat(i) * (Self.size.height - 2 * inset) / 2
            path.move(to: CGPoint(x: inset, y: y))
            path.addLine(to: CGPoint(x: Self.size.width - inset, y: y))
        }
        lines.path = path
        layer.addSublayer(lines)
        refreshTraitDependentContent()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        lines.strokeColor = UIColor.systemGray2.resolvedColor(with: traitCollection).cgColor
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        refreshTraitDependentContent()
    }
}
