import Foundation

/// The solver's objective with symbolic weights (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001, §2.2): one cost row per priority level,
/// compared lexicographically, so any amount of error at one priority outweighs all error below it
/// — how UIKit's priorities behave (a constraint at 751 beats any number at 750).
struct LayoutObjective {
    /// The cost rows, highest priority first.
    private(set) var levels: [(priority: Float, row: LayoutRow)] = []

    /// The cost row of a priority level (made when first needed).
    mutating func row(for priority: Float) -> LayoutRow {
        if let level = levels.first(where: { $0.priority == priority }) { return level.row }
        let row = LayoutRow()
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert((priority, row), at: index)
        return row
    }

    /// Replaces `symbol` by its row in every level; returns whether any level held it.
    @discardableResult
    func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
        var changed = false
        for level in levels where level.row.substitute(symbol, with: row) { changed = true }
        return changed
    }

    /// The sign of the symbolic cost of `symbol`: the sign of its coefficient at the highest level
    /// where it has one (0 when it costs nothing at any level).
    func sign(of symbol: LayoutSymbol) -> Int {
        for level in levels {
            let c = level.row.coefficient(for: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The oldest non-dummy symbol whose cost is negative (Bland's rule: it cannot cycle), if any:
    /// the symbol to bring into the basis to lower the objective.
    func enteringSymbol() -> LayoutSymbol? {
        var best: LayoutSymbol?
        for level in levels {
            for (symbol, coefficient) in level.row.cells where coefficient < 0 && symbol.kind != .dummy {
                if let b = best, b <= symbol { continue }
                if sign(of: symbol) < 0 { best = symbol }
            }
        }
        return best
    }

    /// Compares the symbolic costs `cost(a) / ca` and `cost(b) / cb` (the dual simplex's ratio test).
    func ratio(_ a: LayoutSymbol, over ca: Double, isLessThan b: LayoutSymbol, over cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(for: a) / ca
            let rb = level.row.coefficient(for: b) / cb
            if abs(ra - rb) > LayoutRow.epsilon { return ra < rb }
        }
        return false
    }

    /// Whether `symbol` costs nothing at every level (moving it leaves the objective unchanged).
    func isFree(_ symbol: LayoutSymbol) -> Bool { sign(of: symbol) == 0 }
}
