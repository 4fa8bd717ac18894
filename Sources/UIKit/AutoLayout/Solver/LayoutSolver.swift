// Over 400 lines on purpose: the simplex tableau and its pivots, the dual simplex for constant changes
// and the conflict search share private state; split, each part would need the others' internals.
import Foundation

/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning & Stuckey,
/// ACM TOCHI 2001) in the form most implementations use today — a simplex tableau kept optimal and
/// feasible after every change: constraints are added and removed one at a time, a constant changes
/// by re-solving with the dual simplex (the paper's edit variables, generalised to any constraint),
/// required constraints hold exactly and the others are satisfied as well as their priorities allow.
///
/// Every choice between equal candidates takes the oldest symbol, so results never depend on
/// dictionary order and the simplex cannot cycle.
final class LayoutSolver {
    /// What adding (or re-weighting) a constraint did.
    enum Outcome {
        /// The constraint is in the solver and holds as its priority allows.
        case satisfied
        /// The constraint contradicts required constraints already in the solver (listed, the new
        /// one last); it was not added.
        case unsatisfiable([LinearConstraint])
    }

    private var rows: [LayoutSymbol: LayoutRow] = [:]
    /// For each non-basic symbol, the basic symbols whose rows hold it (the paper's column sets):
    /// a substitution visits only those rows.
    private var columns: [LayoutSymbol: Set<LayoutSymbol>] = [:]
    private var objective = LayoutObjective()
    /// Whether the objective changed since it was last optimal (else `optimize` has nothing to do:
    /// adding a constraint whose subject costs nothing leaves every cost non-negative).
    private var objectiveChanged = false
    /// The objective of the phase that looks for a feasible row (an artificial variable's row).
    private var artificial: LayoutRow?
    /// Restricted basic symbols whose rows went negative (the dual simplex repairs them).
    private var infeasible: Set<LayoutSymbol> = []
    /// The constraint each marker and error symbol belongs to.
    private var owners: [LayoutSymbol: LinearConstraint] = [:]
    private var nextID = 0

    /// How many pivots the solver made (for tests and the benchmark).
    private(set) var pivotCount = 0
    /// Bumped by every change (add, remove, new constant): readers compare it to see whether the
    /// solution may have moved.
    private(set) var revision = 0

    init() {}

    /// A new variable of the layout (unrestricted in sign, 0 until a constraint moves it).
    func makeVariable() -> LayoutSymbol { makeSymbol(.external) }

    private func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        nextID += 1
        return LayoutSymbol(id: nextID, kind: kind)
    }

    /// Puts a row in the tableau under its basic symbol, indexing its cells.
    private func setRow(_ row: LayoutRow, for basic: LayoutSymbol) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Takes a row out of the tableau (and out of the index).
    @discardableResult
    private func takeRow(_ basic: LayoutSymbol) -> LayoutRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { unindex(symbol, in: basic) }
        return row
    }

    private func unindex(_ symbol: LayoutSymbol, in basic: LayoutSymbol) {
        // In place: copying the set out and back would copy it every time.
        columns[symbol]?.remove(basic)
        if columns[symbol]?.isEmpty == true { columns.removeValue(forKey: symbol) }
    }

    /// The basic symbols whose rows hold `symbol` (callers break ties by age themselves).
    private func rowsHolding(_ symbol: LayoutSymbol) -> Set<LayoutSymbol> { columns[symbol] ?? [] }

    /// The value of a variable in the current solution.
    func value(of variable: LayoutSymbol) -> Double { rows[variable]?.constant ?? 0 }

    /// The number of rows in the tableau.
    var rowCount: Int { rows.count }

    // MARK: Adding

    /// Adds a constraint and re-optimizes. A required constraint that contradicts the required
    /// constraints already in the solver is not added; the outcome names them.
    @discardableResult
    func add(_ constraint: LinearConstraint) -> Outcome {
        precondition(!constraint.isAdded, "constraint added twice")
        revision += 1
        let row = makeRow(for: constraint)
        var subject = chooseSubject(row, constraint)
        if subject == nil && row.hasOnlyDummies {
            guard abs(row.constant) < LayoutRow.epsilon else {
                // The constraint fixes a combination of required equalities to another value.
                let conflicts = requiredOwners(of: row, excluding: constraint)
                forget(constraint)
                return .unsatisfiable(conflicts + [constraint])
            }
            subject = constraint.marker  // redundant: implied by the others
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else if let conflicts = addWithArtificialVariable(row, for: constraint) {
            forget(constraint)
            optimize()
            return .unsatisfiable(conflicts + [constraint])
        }
        optimize()
        return .satisfied
    }

    /// The constraint's equation in terms of the current non-basic symbols, with its marker (and
    /// errors, whose cost enters the objective at the constraint's priority); constant ≥ 0.
    private func makeRow(for constraint: LinearConstraint) -> LayoutRow {
        let expression = constraint.expression
        let row = LayoutRow(constant: expression.constant)
        for (variable, coefficient) in expression.terms.sorted(by: { $0.key < $1.key })
        where abs(coefficient) >= LayoutRow.epsilon {
            if let basic = rows[variable] {
                row.insert(basic, coefficient)
            } else {
                row.insert(variable, coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0; ≥ 0 ⇔ expression − slack = 0.
            let k: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, k)
            constraint.marker = slack
            constraint.markerCoefficient = k
            owners[slack] = constraint
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -k)
                constraint.other = error
                owners[error] = constraint
                objective.row(for: constraint.priority).insert(error, 1)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                constraint.marker = dummy
                constraint.markerCoefficient = 1
                owners[dummy] = constraint
            } else {
                // expression = plus − minus, both errors ≥ 0 and costed.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                constraint.marker = plus
                constraint.other = minus
                constraint.markerCoefficient = -1
                owners[plus] = constraint
                owners[minus] = constraint
                let cost = objective.row(for: constraint.priority)
                cost.insert(plus, 1)
                cost.insert(minus, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to make basic for a new row: its oldest layout variable, else its own marker or
    /// error if that can absorb the row; nil when only an artificial variable can start it.
    private func chooseSubject(_ row: LayoutRow, _ constraint: LinearConstraint) -> LayoutSymbol? {
        if let external = row.cells.keys.filter({ !$0.isRestricted }).min() { return external }
        for symbol in [constraint.marker, constraint.other] {
            if let symbol, symbol.isPivotable, row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one for a row no symbol can start: minimise an artificial variable equal to the row;
    /// if it cannot reach 0 the constraint is infeasible, and is taken out again. Returns the
    /// required constraints it conflicts with, or nil when it was added.
    private func addWithArtificialVariable(_ row: LayoutRow, for constraint: LinearConstraint) -> [LinearConstraint]? {
        let art = makeSymbol(.slack)
        setRow(row.copy(), for: art)
        artificial = row.copy()
        optimize(artificialPhase: true)
        let feasible = abs(artificial!.constant) < LayoutRow.epsilon
        let certificate = artificial!
        artificial = nil
        if feasible {
            // A basic artificial row that holds only dummies says 0 = 0: it can go.
            if let artRow = takeRow(art), let entering = artRow.cells.keys.filter(\.isPivotable).min() {
                artRow.solve(for: art, entering)
                substitute(entering, with: artRow)
                setRow(artRow, for: entering)
            }
            for basic in rowsHolding(art) { rows[basic]?.remove(art) }
            columns.removeValue(forKey: art)
            objective.levels.forEach { $0.row.remove(art) }
            return nil
        }
        // Infeasible: what cannot move the artificial variable to 0 is the conflict; then remove the
        // new row (its artificial variable marks it exactly as a marker marks a constraint's row).
        let conflicts = requiredOwners(of: certificate, excluding: constraint)
        removeRow(markedBy: art)
        return conflicts
    }

    /// The required constraints whose markers appear in `row` (the constraints a contradiction
    /// was derived from), oldest first.
    private func requiredOwners(of row: LayoutRow, excluding constraint: LinearConstraint) -> [LinearConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [LinearConstraint] = []
        for symbol in row.cells.keys.sorted() {
            guard let owner = owners[symbol], owner !== constraint, owner.isRequired else { continue }
            if seen.insert(ObjectIdentifier(owner)).inserted { result.append(owner) }
        }
        return result
    }

    /// Drops a constraint's symbols after it failed to be added (its row is not in the tableau).
    private func forget(_ constraint: LinearConstraint) {
        for symbol in [constraint.marker, constraint.other].compactMap({ $0 }) {
            owners.removeValue(forKey: symbol)
            if symbol.kind == .error {
                objective.row(for: constraint.priority).remove(symbol)
            }
        }
        constraint.marker = nil
        constraint.other = nil
    }

    // MARK: Removing

    /// Removes a constraint and re-optimizes.
    func remove(_ constraint: LinearConstraint) {
        guard let marker = constraint.marker else { return }
        revision += 1
        if !constraint.isRequired {
            objectiveChanged = true
            let cost = objective.row(for: constraint.priority)
            for error in [constraint.marker, constraint.other].compactMap({ $0 }) where error.kind == .error {
                if let row = rows[error] {
                    cost.insert(row, -1)
                } else {
                    cost.insert(error, -1)
                }
            }
        }
        removeRow(markedBy: marker)
        for symbol in [constraint.marker, constraint.other].compactMap({ $0 }) { owners.removeValue(forKey: symbol) }
        constraint.marker = nil
        constraint.other = nil
        optimize()
    }

    /// Takes the row a marker identifies out of the tableau: directly when the marker is basic,
    /// otherwise after pivoting it into the basis through the row that keeps the tableau feasible.
    private func removeRow(markedBy marker: LayoutSymbol) {
        if takeRow(marker) != nil { return }
        guard let leaving = markerLeavingRow(for: marker) else {
            // The marker appears nowhere: its constraint was cancelled out entirely.
            return
        }
        let row = takeRow(leaving)!
        row.solve(for: leaving, marker)
        substitute(marker, with: row)
    }

    /// The row to pivot a marker in through: a restricted row where it has a negative coefficient
    /// with the smallest ratio, else one with a positive coefficient, else a layout variable's row.
    private func markerLeavingRow(for marker: LayoutSymbol) -> LayoutSymbol? {
        var first: (LayoutSymbol, Double)?
        var second: (LayoutSymbol, Double)?
        var third: LayoutSymbol?
        for basic in rowsHolding(marker) {
            let row = rows[basic]!
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            if !basic.isRestricted {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.1 || (ratio == first!.1 && basic < first!.0) {
                    first = (basic, ratio)
                }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.1 || (ratio == second!.1 && basic < second!.0) {
                    second = (basic, ratio)
                }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    // MARK: Changing a constant

    /// Sets the constant of an added constraint's expression and re-solves incrementally. Returns
    /// false — and leaves the constant as it was — when a required constraint cannot take the new
    /// value (the caller removes it and adds it again to learn the conflict).
    @discardableResult
    func setConstant(_ constant: Double, of constraint: LinearConstraint) -> Bool {
        let delta = constant - constraint.expression.constant
        guard let marker = constraint.marker else {
            constraint.expression.constant = constant
            return true
        }
        guard delta != 0 else { return true }
        revision += 1
        if shiftMarker(of: constraint, marker: marker, by: delta) && dualOptimize() {
            constraint.expression.constant = constant
            return true
        }
        // Back to the old value: the old system is feasible, so the dual simplex finds it again.
        infeasible.removeAll()
        _ = shiftMarker(of: constraint, marker: marker, by: -delta)
        _ = dualOptimize()
        return false
    }

    /// Applies a change Δ of a constraint's constant to the tableau: in `expression + k·m = 0`, the
    /// new marker is m′ = m − Δ/k, so every row holding m (or m's own row) moves by Δ/k. Returns
    /// false when a required equality that other required equalities imply would have to change.
    private func shiftMarker(of constraint: LinearConstraint, marker: LayoutSymbol, by delta: Double) -> Bool {
        let shift = delta / constraint.markerCoefficient
        var consistent = true
        if let row = rows[marker] {
            row.constant -= shift
            if marker.kind == .dummy {
                consistent = abs(row.constant) < LayoutRow.epsilon
            } else if row.constant < 0 {
                infeasible.insert(marker)
            }
        } else {
            for basic in rowsHolding(marker) {
                let row = rows[basic]!
                let a = row.coefficient(for: marker)
                guard a != 0 else { continue }
                row.constant += a * shift
                if basic.kind == .dummy {
                    if abs(row.constant) >= LayoutRow.epsilon { consistent = false }
                } else if basic.isRestricted && row.constant < 0 {
                    infeasible.insert(basic)
                }
            }
        }
        return consistent
    }

    // MARK: Simplex

    /// Pivots until no symbol can lower the objective (the artificial one in phase one).
    private func optimize(artificialPhase: Bool = false) {
        if !artificialPhase {
            guard objectiveChanged else { return }
            objectiveChanged = false
        }
        while true {
            let entering: LayoutSymbol?
            if artificialPhase {
                entering = artificial!.cells.filter { $0.value < 0 && $0.key.kind != .dummy }.keys.min()
            } else {
                entering = objective.enteringSymbol()
            }
            guard let entering else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded; cannot happen with a non-negative objective. Stop rather than loop.
                assertionFailure("layout objective unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits `entering` first (smallest ratio; the oldest on ties).
    private func leavingRow(for entering: LayoutSymbol) -> LayoutSymbol? {
        var best: (LayoutSymbol, Double)?
        for basic in rowsHolding(entering) where basic.isRestricted {
            let row = rows[basic]!
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.1 - LayoutRow.epsilon
                || (abs(ratio - best!.1) <= LayoutRow.epsilon && basic < best!.0)
            {
                best = (basic, ratio)
            }
        }
        return best?.0
    }

    /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
    /// Returns false when a row cannot be repaired (required constraints contradict).
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < -LayoutRow.epsilon else {
                if let row = rows[leaving], row.constant < 0 { row.constant = 0 }
                continue
            }
            // The entering symbol keeps the objective optimal: the smallest cost ratio, oldest on ties.
            var entering: (LayoutSymbol, Double)?
            for (symbol, c) in row.cells.sorted(by: { $0.key < $1.key }) where c > 0 && symbol.kind != .dummy {
                if let best = entering, !objective.ratio(symbol, over: c, isLessThan: best.0, over: best.1) {
                    continue
                }
                entering = (symbol, c)
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering.0, leaving: leaving)
        }
        return true
    }

    /// Makes `entering` basic in place of `leaving`.
    private func pivot(entering: LayoutSymbol, leaving: LayoutSymbol) {
        pivotCount += 1
        let row = takeRow(leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// Replaces `symbol` by `row` in every row and in the objectives; notes rows that went negative.
    private func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        guard let holders = columns.removeValue(forKey: symbol) else {
            if objective.substitute(symbol, with: row) { objectiveChanged = true }
            artificial?.substitute(symbol, with: row)
            return
        }
        for basic in holders {
            guard let other = rows[basic], let a = other.cells[symbol] else { continue }
            other.remove(symbol)
            other.insert(row, a) { cell, appeared in
                if appeared {
                    columns[cell, default: []].insert(basic)
                } else {
                    unindex(cell, in: basic)
                }
            }
            if basic.isRestricted && basic.kind != .dummy && other.constant < 0 { infeasible.insert(basic) }
        }
        if objective.substitute(symbol, with: row) { objectiveChanged = true }
        artificial?.substitute(symbol, with: row)
    }

    // MARK: Ambiguity

    /// Whether the variable could take another value in an equally good solution: it is free, or
    /// its row holds a free variable or a slack or error that costs nothing to move.
    func isAmbiguous(_ variable: LayoutSymbol) -> Bool {
        guard let row = rows[variable] else { return true }
        for symbol in row.cells.keys where symbol.kind != .dummy {
            if !symbol.isRestricted { return true }
            if objective.isFree(symbol) && canIncrease(symbol) { return true }
        }
        return false
    }

    /// Whether a non-basic symbol can grow from 0 without making a row negative at once (a
    /// degenerate row — constant 0, negative coefficient — pins it).
    private func canIncrease(_ symbol: LayoutSymbol) -> Bool {
        for basic in rowsHolding(symbol) where basic.isRestricted {
            let row = rows[basic]!
            if row.coefficient(for: symbol) < 0 && abs(row.constant) < LayoutRow.epsilon { return false }
        }
        return true
    }

    /// The shape of the tableau (tests, the benchmark): rows, the mean and largest number of
    /// cells in a row, and the cells of the objective.
    var statistics: (rows: Int, meanCells: Double, maxCells: Int, objectiveCells: Int) {
        let sizes = rows.values.map(\.cells.count)
        let mean = sizes.isEmpty ? 0 : Double(sizes.reduce(0, +)) / Double(sizes.count)
        return (rows.count, mean, sizes.max() ?? 0, objective.levels.reduce(0) { $0 + $1.row.cells.count })
    }

    /// Checks the tableau's invariants (tests): basic symbols appear in no row, restricted rows are
    /// feasible and hold no layout variable. Returns the violations found.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (basic, row) in rows {
            for symbol in row.cells.keys where rows[symbol] != nil {
                problems.append("basic \(symbol) appears in the row of \(basic)")
            }
            if basic.isRestricted && row.constant < -1e-6 {
                problems.append("row \(basic) infeasible: \(row.constant)")
            }
            if basic.isRestricted && row.cells.keys.contains(where: { !$0.isRestricted }) {
                problems.append("restricted row \(basic) holds a layout variable")
            }
            for symbol in row.cells.keys where columns[symbol]?.contains(basic) != true {
                problems.append("column of \(symbol) misses row \(basic)")
            }
        }
        for (symbol, holders) in columns {
            for basic in holders where rows[basic]?.cells[symbol] == nil {
                problems.append("column of \(symbol) lists row \(basic), which does not hold it")
            }
        }
        return problems
    }
}
