import XCTest

@testable import UIKit

/// R115–R118, R121: UIKit's duration-based spring and the private curve 7.
@MainActor
final class SpringSolverTests: XCTestCase {
    /// Rounds to `places` decimals, as the R118 table prints its values.
    private func rounded(_ x: Double, _ places: Int) -> Double {
        let p = pow(10, Double(places))
        return (x * p).rounded() / p
    }

    func test_R118_workedSpringTable_matchesPrintedDigits() async {
        // D, ζ, ω, k, c, q(D/2), q(D)
        let table: [(Double, Double, Double, Double, Double, Double, Double)] = [
            (0.50, 1.0, 18.467, 341.02, 36.934, 0.9445, 0.99900),
            (0.35, 1.0, 26.381, 695.97, 52.762, 0.9445, 0.99900),
            (0.50, 0.7, 19.679, 387.28, 27.551, 1.0411, 0.99857),
            (1.00, 0.5, 12.717, 161.72, 12.717, 0.9872, 1.00097),
            (0.30, 0.8, 29.981, 898.86, 47.970, 1.0091, 1.00030),
        ]
        for (d, zeta, omega, k, c, half, end) in table {
            let spring = SpringSolver.uiKitSpring(duration: d, dampingRatio: zeta, initialVelocity: 0)
            XCTAssertEqual(spring.mass, 1, "R115: m = 1")
            XCTAssertEqual(rounded(spring.omega, 3), omega, "ω for D=\(d) ζ=\(zeta)")
            if d == 0.5 && zeta == 0.7 {
                // The printed k (387.28) disagrees with the row's own ω and c: the exact root
                // ω = 19.6792932 gives k = 387.2746, c = 27.5510 (c matches). Checked to ±0.006.
                XCTAssertEqual(spring.stiffness, k, accuracy: 0.006)
            } else {
                XCTAssertEqual(rounded(spring.stiffness, 2), k, "k for D=\(d) ζ=\(zeta)")
            }
            XCTAssertEqual(rounded(spring.damping, 3), c, "c for D=\(d) ζ=\(zeta)")
            XCTAssertEqual(rounded(spring.progress(at: d / 2), 4), half, "q(D/2) for D=\(d) ζ=\(zeta)")
            XCTAssertEqual(rounded(spring.progress(at: d), 5), end, "q(D) for D=\(d) ζ=\(zeta)")
        }
    }

    func test_R118_criticallyDampedProductOmegaTimesDuration_isConstant() async {
        for d in [0.2, 0.35, 0.5, 1.0, 2.5] {
            let spring = SpringSolver.uiKitSpring(duration: d, dampingRatio: 1, initialVelocity: 0)
            XCTAssertEqual(spring.omega * d, 9.2334, accuracy: 0.0001)
        }
    }

    func test_R115_dampingAboveOneBehavesAsOne_andDurationIsClamped() async {
        let over = SpringSolver.uiKitSpring(duration: 0.5, dampingRatio: 3, initialVelocity: 0)
        let critical = SpringSolver.uiKitSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        XCTAssertEqual(over, critical)
        let long = SpringSolver.uiKitSpring(duration: 50, dampingRatio: 1, initialVelocity: 0)
        XCTAssertEqual(long.omega * 10, 9.2334, accuracy: 0.0001, "D is clamped to 10 s")
    }

    func test_R114_R116_initialVelocityOvershootsAsTheFormulaSays() async {
        // Critically damped, D = 0.5, v = 5 distances/s toward the target.
        let spring = SpringSolver.uiKitSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 5)
        let w = spring.omega
        // R115 envelope equation holds at D with the velocity term.
        XCTAssertEqual(exp(-w * 0.5) * ((w - 5) * 0.5 + 1), 0.001, accuracy: 1e-9)
        // Independent evaluation of R116: q(t) = 1 − e^(−ωt)(1 + (ω − v)t); with v > ω it overshoots.
        let peakTime = 0.5 * 0.2
        let expected = 1 - exp(-w * peakTime) * (1 + (w - 5) * peakTime)
        XCTAssertEqual(spring.progress(at: peakTime), expected, accuracy: 1e-12)
        // Starts faster than without velocity.
        let still = SpringSolver.uiKitSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        XCTAssertGreaterThan(spring.progress(at: 0.02), still.progress(at: 0.02))
        // An underdamped spring with velocity exceeds 1 by the formula's amount.
        let bouncy = SpringSolver.uiKitSpring(duration: 1, dampingRatio: 0.5, initialVelocity: 2)
        let zw = 0.5 * bouncy.omega
        let wd = bouncy.omega * (1 - 0.25).squareRoot()
        let tPeak = 0.3
        let formula = 1 - exp(-zw * tPeak) * (cos(wd * tPeak) + ((zw - 2) / wd) * sin(wd * tPeak))
        XCTAssertEqual(bouncy.progress(at: tPeak), formula, accuracy: 1e-12)
        let maximum = stride(from: 0.0, through: 1.0, by: 0.001).map { bouncy.progress(at: $0) }.max()!
        XCTAssertGreaterThan(maximum, 1.1, "ζ 0.5 with v 2 overshoots by more than 10 %")
    }

    func test_R121_curve7_behavesCriticallyDamped() async {
        let spring = SpringSolver.systemCurve7
        XCTAssertEqual(spring.omega, (1000.0 / 3).squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(spring.omega, 18.257, accuracy: 0.0005)
        XCTAssertEqual(spring.progress(at: 0.35), 0.9876, accuracy: 0.00005)
        XCTAssertEqual(spring.progress(at: 0.5), 0.9989, accuracy: 0.00005)
    }

    func test_R116_settlingDuration_matchesDocumentedExamples() async {
        let loose = CASpringAnimation()
        loose.mass = 1
        loose.stiffness = 100
        loose.damping = 5
        // Apple documents ≈ 2.85 s: Core Animation's bound (|A| + |B|)·e^(−ζω₀t) = 0.001 gives
        // ln(1258.2) / 2.5 = 2.855 s (the exact amplitude √(A² + B²) would give 2.776 s).
        XCTAssertEqual(loose.settlingDuration, 2.85, accuracy: 2.85 * 0.01)
        XCTAssertEqual(
            loose.settlingDuration, log((1 + 2.5 / (10 * (1 - 0.0625).squareRoot())) / 0.001) / 2.5, accuracy: 1e-9)
        let firm = CASpringAnimation()
        firm.stiffness = 100
        firm.damping = 15
        XCTAssertEqual(firm.settlingDuration, 1.0, accuracy: 0.03, "≈ 1 s for damping 15 by the same criterion")
    }

    /// R120: critically damped and overdamped springs settle at the first 0.1 s step from which
    /// the displacement stays within 0.1 % for more than a second (Core Animation's step search).
    func test_R120_settlingDuration_ofACriticallyDampedSpringIsOnATenthOfASecondGrid() async {
        let critical = CASpringAnimation()
        critical.mass = 1
        critical.stiffness = 100
        critical.damping = 20
        // e^(−10t)(1 + 10t) falls below 0.001 at t ≈ 0.923 s: the grid says 1.0 s.
        XCTAssertEqual(critical.settlingDuration, 1.0, accuracy: 1e-9)
        let overdamped = CASpringAnimation()
        overdamped.stiffness = 100
        overdamped.damping = 40
        let solver = overdamped.solver
        let t = overdamped.settlingDuration
        XCTAssertEqual((t * 10).rounded(), t * 10, accuracy: 1e-6, "on the 0.1 s grid")
        XCTAssertLessThan(abs(solver.displacement(at: t)), 0.001)
        XCTAssertGreaterThanOrEqual(abs(solver.displacement(at: t - 0.1)), 0.001)
    }
}
