import Foundation
import XCTest

@testable import UIKit

/// The Cassowary solver on its own: required and prioritised constraints, inequalities, constant
/// changes re-solved incrementally, and conflicts reported with the constraints they involve.
final class LayoutSolverTests: XCTestCase {
    private var solver = LayoutSolver()

    override func setUp() {
        solver = LayoutSolver()
    }

    /// `a·x + b·y + … + constant (relation) 0` at `priority`, added.
    @discardableResult
    private func add(
        _ terms: [(LayoutSymbol, Double)], _ constant: Double, _ relation: LinearConstraint.Relation = .equal,
        priority: Float = 1000
    ) -> (LinearConstraint, LayoutSolver.Outcome) {
        var expression = LinearExpression(constant: constant)
        for (v, c) in terms { expression.add(v, c) }
        let constraint = LinearConstraint(expression, relation, priority: priority)
        let outcome = solver.add(constraint)
        XCTAssertEqual(solver.invariantViolations(), [])
        return (constraint, outcome)
    }

    private func isSatisfied(_ outcome: LayoutSolver.Outcome) -> Bool {
        if case .satisfied = outcome { return true }
        return false
    }

    func testRequiredEqualitiesChainThroughVariables() {
        let x = solver.makeVariable()
        let w = solver.makeVariable()
        let right = solver.makeVariable()
        add([(x, 1)], -20)  // x = 20
        add([(w, 1)], -100)  // w = 100
        add([(right, 1), (x, -1), (w, -1)], 0)  // right = x + w

        XCTAssertEqual(solver.value(of: right), 120, accuracy: 1e-9)
    }

    func testAHigherPriorityWinsOverAnyNumberOfLowerOnes() {
        let x = solver.makeVariable()
        add([(x, 1)], 0, priority: 751)  // x = 0 @751
        add([(x, 1)], -10, priority: 750)  // x = 10 @750, three times
        add([(x, 1)], -10, priority: 750)
        add([(x, 1)], -10, priority: 750)

        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }

    func testWithinOnePriorityTheMajorityWins() {
        let x = solver.makeVariable()
        add([(x, 1)], 0, priority: 500)
        add([(x, 1)], -10, priority: 500)
        add([(x, 1)], -10, priority: 500)

        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testARequiredInequalityClampsAPreferredValue() {
        let w = solver.makeVariable()
        add([(w, 1)], -300, priority: 250)  // w = 300 @250
        add([(w, 1)], -200, .lessThanOrEqual)  // w ≤ 200

        XCTAssertEqual(solver.value(of: w), 200, accuracy: 1e-9)
    }

    func testAnInequalityThatAlreadyHoldsChangesNothing() {
        let w = solver.makeVariable()
        add([(w, 1)], -150, priority: 250)
        add([(w, 1)], -200, .lessThanOrEqual)
        add([(w, 1)], -100, .greaterThanOrEqual)

        XCTAssertEqual(solver.value(of: w), 150, accuracy: 1e-9)
    }

    func testHuggingAndCompressionResistanceAgainstAFixedSpace() {
        // A label of intrinsic width 80 between edges 100 apart: it hugs at 250, so it grows only
        // if something stronger pulls; here a weak (200) pull to 100 loses against hugging.
        let w = solver.makeVariable()
        add([(w, 1)], -80, .lessThanOrEqual, priority: 250)  // hug
        add([(w, 1)], -80, .greaterThanOrEqual, priority: 750)  // compression resistance
        add([(w, 1)], -100, priority: 200)

        XCTAssertEqual(solver.value(of: w), 80, accuracy: 1e-9)

        add([(w, 1)], -100, priority: 300)  // a stronger pull beats hugging
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
    }

    func testChangingAConstantResolvesWithoutReAdding() {
        let top = solver.makeVariable()
        let height = solver.makeVariable()
        let bottom = solver.makeVariable()
        let (topConstraint, _) = add([(top, 1)], -100)  // top = 100
        add([(height, 1)], -50)
        add([(bottom, 1), (top, -1), (height, -1)], 0)

        XCTAssertTrue(solver.setConstant(-300, of: topConstraint))

        XCTAssertEqual(solver.value(of: top), 300, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: bottom), 350, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testChangingTheConstantOfAnInequalityAndOfAWeakEquality() {
        let w = solver.makeVariable()
        let (preferred, _) = add([(w, 1)], -300, priority: 250)
        let (limit, _) = add([(w, 1)], -200, .lessThanOrEqual)
        XCTAssertEqual(solver.value(of: w), 200, accuracy: 1e-9)

        solver.setConstant(-250, of: limit)
        XCTAssertEqual(solver.value(of: w), 250, accuracy: 1e-9)

        solver.setConstant(-120, of: preferred)
        XCTAssertEqual(solver.value(of: w), 120, accuracy: 1e-9)

        solver.setConstant(-100, of: limit)
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testConflictingRequiredEqualitiesAreReportedAndTheNewOneIsNotAdded() {
        let w = solver.makeVariable()
        let (first, _) = add([(w, 1)], -100)
        let (second, outcome) = add([(w, 1)], -200)

        guard case .unsatisfiable(let conflicts) = outcome else { return XCTFail("expected a conflict") }
        XCTAssertTrue(conflicts.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        XCTAssertFalse(second.isAdded)
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
    }

    func testAConflictThroughAChainNamesEveryLink() {
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        let unrelated = solver.makeVariable()
        let (a, _) = add([(left, 1)], -10)
        let (b, _) = add([(width, 1)], -50)
        let (c, _) = add([(right, 1), (left, -1), (width, -1)], 0)
        add([(unrelated, 1)], -7)
        let (d, outcome) = add([(right, 1)], -100)

        guard case .unsatisfiable(let conflicts) = outcome else { return XCTFail("expected a conflict") }
        XCTAssertEqual(Set(conflicts.map(ObjectIdentifier.init)), Set([a, b, c, d].map(ObjectIdentifier.init)))
        XCTAssertEqual(solver.value(of: right), 60, accuracy: 1e-9)
    }

    func testAContradictingInequalityIsReportedAndRolledBack() {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let (a, _) = add([(x, 1)], -10, .greaterThanOrEqual)  // x ≥ 10
        let (b, _) = add([(y, 1), (x, -1)], 0)  // y = x
        add([(x, 1)], 0, priority: 100)  // x → 0, weakly
        let (c, outcome) = add([(y, 1)], -5, .lessThanOrEqual)  // y ≤ 5

        guard case .unsatisfiable(let conflicts) = outcome else { return XCTFail("expected a conflict") }
        XCTAssertEqual(Set(conflicts.map(ObjectIdentifier.init)), Set([a, b, c].map(ObjectIdentifier.init)))
        XCTAssertEqual(solver.invariantViolations(), [])
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
    }

    func testAnImpossibleConstantChangeOfARequiredConstraintIsRefused() {
        let w = solver.makeVariable()
        let (fixed, _) = add([(w, 1)], -100)
        add([(w, 1)], -150, .lessThanOrEqual)

        XCTAssertFalse(solver.setConstant(-200, of: fixed))

        XCTAssertEqual(fixed.expression.constant, -100)
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testRemovingAConstraintRestoresTheLowerPriorityValue() {
        let x = solver.makeVariable()
        add([(x, 1)], -40, priority: 250)
        let (strong, _) = add([(x, 1)], -90)

        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
        solver.remove(strong)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testAmbiguityIsAFreeVariableOrAFreeDirection() {
        let x = solver.makeVariable()
        let w = solver.makeVariable()
        let fixed = solver.makeVariable()
        add([(w, 1)], -10, .greaterThanOrEqual)  // w ≥ 10, nothing else
        add([(fixed, 1)], -3)

        XCTAssertTrue(solver.isAmbiguous(x), "no constraint at all")
        XCTAssertTrue(solver.isAmbiguous(w), "an inequality alone leaves it free upwards")
        XCTAssertFalse(solver.isAmbiguous(fixed))

        add([(w, 1)], 0, priority: 50)  // any pull settles it
        XCTAssertFalse(solver.isAmbiguous(w))
    }

    func testASolveIsTheSameWhateverTheOrderConstraintsCameIn() {
        // Equal-priority ties: the result depends only on which constraint came first, not on hashing.
        func solve(reversed: Bool) -> Double {
            let s = LayoutSolver()
            let x = s.makeVariable()
            var list: [(Double, Float)] = [(-10, 500), (-20, 500)]
            if reversed { list.reverse() }
            for (c, p) in list {
                var e = LinearExpression(constant: c)
                e.add(x)
                s.add(LinearConstraint(e, .equal, priority: p))
            }
            return s.value(of: x)
        }
        let a = (0..<20).map { _ in solve(reversed: false) }
        XCTAssertEqual(Set(a).count, 1)
        XCTAssertTrue([10, 20].contains(a[0]))
    }

    func testManyConstraintsStayConsistentThroughAddsRemovalsAndEdits() {
        // A row of 50 boxes of width w_i = 20 with 5 pt gaps, the first at 0; then edits.
        var lefts: [LayoutSymbol] = []
        var widths: [LayoutSymbol] = []
        var widthConstraints: [LinearConstraint] = []
        for i in 0..<50 {
            let l = solver.makeVariable()
            let w = solver.makeVariable()
            widthConstraints.append(add([(w, 1)], -20).0)
            if i == 0 {
                add([(l, 1)], 0)
            } else {
                add([(l, 1), (lefts[i - 1], -1), (widths[i - 1], -1)], -5)
            }
            lefts.append(l)
            widths.append(w)
        }
        XCTAssertEqual(solver.value(of: lefts[49]), 49 * 25, accuracy: 1e-6)

        solver.setConstant(-30, of: widthConstraints[10])
        XCTAssertEqual(solver.value(of: lefts[49]), 49 * 25 + 10, accuracy: 1e-6)

        solver.remove(widthConstraints[20])
        add([(widths[20], 1)], -40, priority: 750)
        XCTAssertEqual(solver.value(of: lefts[49]), 49 * 25 + 30, accuracy: 1e-6)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
