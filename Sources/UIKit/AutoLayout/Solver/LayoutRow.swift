import Foundation

/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, or, while a row is
/// being built, the equation `0 = constant + Σ coefficient × symbol`.
final class LayoutRow {
    /// The constant term: the value of the basic symbol when every other symbol is 0.
    var constant: Double
    /// The coefficients of the non-basic symbols; near-zero coefficients are dropped.
    private(set) var cells: [LayoutSymbol: Double]

    /// Coefficients closer to zero than this count as zero.
    static let epsilon = 1e-8

    init(constant: Double = 0, cells: [LayoutSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// An independent copy.
    func copy() -> LayoutRow { LayoutRow(constant: constant, cells: cells) }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: LayoutSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if abs(value) < Self.epsilon {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = value
        }
    }

    /// Adds `coefficient × row` (its constant included).
    func insert(_ row: LayoutRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Adds `coefficient × row`, telling `changed` about every cell that appears (true) or
    /// cancels out (false) — how the solver keeps its column index.
    func insert(_ row: LayoutRow, _ coefficient: Double, changed: (LayoutSymbol, Bool) -> Void) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            let old = cells[symbol]
            let sum = (old ?? 0) + value * coefficient
            if abs(sum) < Self.epsilon {
                if old != nil {
                    cells.removeValue(forKey: symbol)
                    changed(symbol, false)
                }
            } else {
                cells[symbol] = sum
                if old == nil { changed(symbol, true) }
            }
        }
    }

    /// Removes the cell of `symbol`.
    func remove(_ symbol: LayoutSymbol) { cells.removeValue(forKey: symbol) }

    /// Negates the constant and every coefficient.
    func reverseSign() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = (constant + rest) / −a`; the symbol's
    /// cell goes.
    func solve(for symbol: LayoutSymbol) {
        guard let a = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / a
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` (a pivot of this row from `lhs` to `rhs`).
    func solve(for lhs: LayoutSymbol, _ rhs: LayoutSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression of its row, if the symbol has a cell here.
    /// Returns whether the row changed.
    @discardableResult
    func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
        guard let a = cells.removeValue(forKey: symbol) else { return false }
        insert(row, a)
        return true
    }

    /// Whether every cell is a dummy (the row cannot move: it is redundant or contradicts).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
