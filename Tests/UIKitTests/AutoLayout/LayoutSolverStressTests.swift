import Foundation
import XCTest

@testable import UIKit

/// The solver under random sequences of adds, removals and constant changes (seeded, so every run
/// is the same): after each step the tableau's invariants hold, every required constraint in the
/// solver is satisfied, and a conflict never leaves a trace.
final class LayoutSolverStressTests: XCTestCase {
    /// A small deterministic generator (SplitMix64).
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 10_001) / 10_000 * (range.upperBound - range.lowerBound)
        }
    }

    private func residual(_ c: LinearConstraint, _ solver: LayoutSolver) -> Double {
        c.expression.constant + c.expression.terms.reduce(0) { $0 + $1.value * solver.value(of: $1.key) }
    }

    private func holds(_ c: LinearConstraint, _ solver: LayoutSolver) -> Bool {
        let r = residual(c, solver)
        switch c.relation {
        case .equal: return abs(r) < 1e-6
        case .lessThanOrEqual: return r < 1e-6
        case .greaterThanOrEqual: return r > -1e-6
        }
    }

    func testRandomSequencesKeepRequiredConstraintsSatisfied() {
        for seed in 1...12 {
            var random = Generator(state: UInt64(seed))
            let solver = LayoutSolver()
            let variables = (0..<8).map { _ in solver.makeVariable() }
            var added: [LinearConstraint] = []
            var conflicts = 0
            for step in 0..<160 {
                let action = random.int(0..<10)
                if action < 6 || added.isEmpty {
                    var expression = LinearExpression(constant: random.double(-50...50))
                    let first = variables[random.int(0..<variables.count)]
                    expression.add(first, 1)
                    if random.int(0..<3) > 0 {
                        let second = variables[random.int(0..<variables.count)]
                        if second != first { expression.add(second, random.int(0..<2) == 0 ? -1 : -0.5) }
                    }
                    let relations: [LinearConstraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    let priorities: [Float] = [1000, 1000, 750, 250, 1]
                    let c = LinearConstraint(
                        expression, relations[random.int(0..<3)], priority: priorities[random.int(0..<priorities.count)]
                    )
                    switch solver.add(c) {
                    case .satisfied: added.append(c)
                    case .unsatisfiable(let involved):
                        conflicts += 1
                        XCTAssertFalse(c.isAdded)
                        XCTAssertTrue(involved.last === c)
                        XCTAssertTrue(involved.dropLast().allSatisfy { $0.isAdded && $0.isRequired })
                    }
                } else if action < 8 {
                    let c = added.remove(at: random.int(0..<added.count))
                    solver.remove(c)
                } else {
                    let c = added[random.int(0..<added.count)]
                    let old = c.expression.constant
                    if !solver.setConstant(random.double(-50...50), of: c) {
                        XCTAssertTrue(c.isRequired, "only a required constraint can refuse a constant")
                        XCTAssertEqual(c.expression.constant, old)
                    }
                }
                let problems = solver.invariantViolations()
                XCTAssertEqual(problems, [], "seed \(seed) step \(step)")
                for c in added where c.isRequired {
                    XCTAssertTrue(
                        holds(c, solver),
                        "seed \(seed) step \(step): required constraint violated by \(residual(c, solver))")
                }
                if !problems.isEmpty { return }
            }
            XCTAssertGreaterThan(conflicts, 0, "the sequences do exercise conflicts (seed \(seed))")
        }
    }

    func testAWeakConstraintIsSatisfiedWheneverNothingStrongerStandsInItsWay() {
        var random = Generator(state: 99)
        for _ in 0..<50 {
            let solver = LayoutSolver()
            let x = solver.makeVariable()
            let lower = random.double(-100...0)
            let upper = random.double(0...100)
            let target = random.double(-150...150)
            var e = LinearExpression(constant: -lower)
            e.add(x)
            solver.add(LinearConstraint(e, .greaterThanOrEqual))
            e = LinearExpression(constant: -upper)
            e.add(x)
            solver.add(LinearConstraint(e, .lessThanOrEqual))
            e = LinearExpression(constant: -target)
            e.add(x)
            solver.add(LinearConstraint(e, .equal, priority: 500))
            XCTAssertEqual(solver.value(of: x), min(max(target, lower), upper), accuracy: 1e-9)
        }
    }
}
