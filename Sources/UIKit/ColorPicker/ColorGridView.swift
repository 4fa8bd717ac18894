import Foundation

/// The Grid tab (R330): the 12 × 10 cells of `ColorGridPalette`, flush, in a rectangle with
/// rounded corners; the cell of the chosen colour wears a white rounded ring. A tap picks a cell
/// (`continuously` false); a drag picks each cell it crosses (true) and the last one again (false).
@MainActor
final class ColorGridView: UIControl {
    /// Told of each cell picked, with whether a drag goes on.
    var onPick: ((PickerColor, Bool) -> Void)?
    private var cells: [CALayer] = []
    private let ring = CALayer()
    private var marked: (row: Int, column: Int)?
    private var lastPicked: (row: Int, column: Int)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = ColorPickerMetrics.gridCornerRadius
        layer.masksToBounds = true
        accessibilityLabel = "Color grid"
        for row in 0..<ColorGridPalette.rows {
            for column in 0..<ColorGridPalette.columns {
                let cell = CALayer()
                cell.backgroundColor = ColorGridPalette.color(row: row, column: column).uiColor.cgColor
                layer.addSublayer(cell)
                cells.append(cell)
            }
        }
        ring.borderColor = UIColor.white.cgColor
        ring.borderWidth = 3
        ring.cornerRadius = 4
        ring.shadowColor = UIColor.black.cgColor
        ring.shadowOpacity = 0.3
        ring.shadowRadius = 2
        ring.shadowOffset = .zero
        ring.isHidden = true
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The side of one cell.
    var cellSide: CGFloat { bounds.width / CGFloat(ColorGridPalette.columns) }

    /// The frame of the cell at `row`, `column`, in this view.
    func frame(row: Int, column: Int) -> CGRect {
        CGRect(x: CGFloat(column) * cellSide, y: CGFloat(row) * cellSide, width: cellSide, height: cellSide)
    }

    /// Marks the cell showing `color`, if one does.
    func show(_ color: PickerColor) {
        marked = ColorGridPalette.cell(of: color)
        setNeedsLayout()
    }

    /// The marked cell (tests read it).
    var markedCell: (row: Int, column: Int)? { marked }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for row in 0..<ColorGridPalette.rows {
            for column in 0..<ColorGridPalette.columns {
                cells[row * ColorGridPalette.columns + column].frame = frame(row: row, column: column)
            }
        }
        ring.isHidden = marked == nil
        if let marked { ring.frame = frame(row: marked.row, column: marked.column).insetBy(dx: 1, dy: 1) }
        CATransaction.commit()
    }

    private func cell(at point: CGPoint) -> (row: Int, column: Int)? {
        guard cellSide > 0 else { return nil }
        let column = Int(point.x / cellSide)
        let row = Int(point.y / cellSide)
        guard (0..<ColorGridPalette.columns).contains(column), (0..<ColorGridPalette.rows).contains(row) else {
            return nil
        }
        return (row, column)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastPicked = cell(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let now = cell(at: touch.location(in: self)) else { return true }
        if let last = lastPicked, last == now { return true }
        lastPicked = now
        onPick?(ColorGridPalette.color(row: now.row, column: now.column), true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let last = lastPicked else { return }
        lastPicked = nil
        onPick?(ColorGridPalette.color(row: last.row, column: last.column), false)
    }

    override func cancelTracking(with event: UIEvent?) {
        lastPicked = nil
    }
}
