import XCTest

@testable import UIKit

/// R106, R107, R109: named curves evaluated by solving the cubic, checked against an independent
/// dense sampling of the Bézier with linear interpolation.
@MainActor
final class TimingFunctionTests: XCTestCase {
    /// y at x by sampling the parametric curve densely and interpolating linearly between samples.
    private func sampledValue(_ c1: CGPoint, _ c2: CGPoint, at x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        let n = 200_000
        var previous = (x: 0.0, y: 0.0)
        for i in 1...n {
            let s = Double(i) / Double(n)
            let point = (x: coordinate(s, Double(c1.x), Double(c2.x)), y: coordinate(s, Double(c1.y), Double(c2.y)))
            if point.x >= x {
                let f = point.x == previous.x ? 0 : (x - previous.x) / (point.x - previous.x)
                return previous.y + (point.y - previous.y) * f
            }
            previous = point
        }
        return 1
    }

    func test_R106_namedCurves_haveTheDocumentedControlPoints() async {
        let expected: [(CAMediaTimingFunctionName, [CGFloat])] = [
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.linear, [0, 0, 1, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, points) in expected {
            let f = CAMediaTimingFunction(name: name)
            let c1 = f.getControlPoint(at: 1)
            let c2 = f.getControlPoint(at: 2)
            XCTAssertEqual(
                [c1.x, c1.y, c2.x, c2.y].map { Double($0) }, points.map { Double(Float($0)) }, "\(name.rawValue)")
        }
    }

    func test_R106_R109_curveValuesAtQuarterPoints_matchIndependentSampling() async {
        let names: [CAMediaTimingFunctionName] = [.easeInEaseOut, .easeIn, .easeOut, .linear, .default]
        for name in names {
            let f = CAMediaTimingFunction(name: name)
            for t in [0.25, 0.5, 0.75] {
                let independent = sampledValue(f.c1, f.c2, at: t)
                XCTAssertEqual(f.value(at: t), independent, accuracy: 1e-5, "\(name.rawValue) at \(t)")
            }
        }
        // Spot values: ease-in-out is symmetric, so exactly 0.5 at 0.5.
        XCTAssertEqual(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5), 0.5, accuracy: 1e-6)
    }

    func test_R109_customControlPoints_areSolvedToo() async {
        let f = CAMediaTimingFunction(controlPoints: 0.17, 0.67, 0.83, 0.67)
        for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
            XCTAssertEqual(f.value(at: t), sampledValue(f.c1, f.c2, at: t), accuracy: 1e-5)
        }
        XCTAssertEqual(f.value(at: 0), 0)
        XCTAssertEqual(f.value(at: 1), 1)
    }

    func test_R107_R108_uiViewCurveOptions_mapToNamedCurves() async {
        XCTAssertEqual(UIView.AnimationOptions.curveEaseIn.rawValue, 1 << 16)
        XCTAssertEqual(UIView.AnimationOptions.curveEaseOut.rawValue, 2 << 16)
        XCTAssertEqual(UIView.AnimationOptions.curveLinear.rawValue, 3 << 16)
        XCTAssertEqual(UIView.AnimationOptions.allowUserInteraction.rawValue, 1 << 1)
        XCTAssertEqual(UIView.AnimationOptions.beginFromCurrentState.rawValue, 1 << 2)
        XCTAssertEqual(UIView.AnimationOptions([]).curve.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertEqual(UIView.AnimationOptions.curveEaseIn.curve.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(UIView.AnimationOptions.curveEaseOut.curve.timingFunction, CAMediaTimingFunction(name: .easeOut))
        XCTAssertEqual(UIView.AnimationOptions.curveLinear.curve.timingFunction, CAMediaTimingFunction(name: .linear))
    }
}
