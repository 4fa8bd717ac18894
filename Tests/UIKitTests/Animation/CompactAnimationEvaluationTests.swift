import XCTest

@testable import UIKit

/// A basic animation's compact per-frame evaluation (issue #16) writes exactly the bits the
/// general key-path evaluation writes.
@MainActor
final class CompactAnimationEvaluationTests: XCTestCase {
    /// Every field the animations below can write, as bit patterns.
    private func bits(_ p: LayerProperties) -> [UInt64] {
        var out: [UInt64] = [UInt64(p.opacity.bitPattern)]
        out += [p.position.x, p.position.y, p.anchorPoint.x, p.anchorPoint.y, p.zPosition, p.cornerRadius].map {
            UInt64($0.bitPattern)
        }
        out += [p.bounds.origin.x, p.bounds.origin.y, p.bounds.size.width, p.bounds.size.height].map {
            UInt64($0.bitPattern)
        }
        out += p.transform.rowMajor.map { UInt64($0.bitPattern) }
        return out
    }

    /// Evaluates `animation` at `times` both ways and compares the bits; returns how many times
    /// the compact form was used.
    private func compare(_ animation: CABasicAnimation, model: LayerProperties, times: [Double], _ name: String) {
        defer { PresentationShortcuts.areEnabled = true }
        for t in times {
            var fast = model
            var general = model
            PresentationShortcuts.areEnabled = true
            animation.apply(parentTime: t, begin: 0.1, to: &fast)
            PresentationShortcuts.areEnabled = false
            animation.apply(parentTime: t, begin: 0.1, to: &general)
            XCTAssertEqual(bits(fast), bits(general), "\(name) at \(t)")
            XCTAssertEqual(fast, general, "\(name) at \(t)")
        }
    }

    func testCompactFormWritesTheBitsOfTheKeyPathEvaluation() async {
        var generator = SystemRandomNumberGenerator()
        func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var model = LayerProperties()
        model.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        model.position = CGPoint(x: 60, y: 40)
        model.opacity = 0.8
        let times = stride(from: -0.2, through: 2.6, by: 0.0137).map { $0 }
        let values: [(String, () -> Any)] = [
            ("opacity", { r(0...1) }),
            ("position", { CGPoint(x: r(-400...400), y: r(-400...400)) }),
            ("anchorPoint", { CGPoint(x: r(0...1), y: r(0...1)) }),
            ("bounds", { CGRect(x: r(-10...10), y: r(-10...10), width: r(0...400), height: r(0...400)) }),
            ("zPosition", { r(-50...50) }),
            ("cornerRadius", { r(0...40) }),
            (
                "transform",
                {
                    CATransform3DScale(
                        CATransform3DMakeRotation(r(-4...4), r(-1...1), r(-1...1), 1), r(0.2...2), r(0.2...2), 1)
                }
            ),
            // Not compact: the general evaluation both ways.
            ("position.x", { r(-400...400) }),
            ("transform.rotation.z", { r(-4...4) }),
        ]
        let curves: [CAMediaTimingFunction?] = [
            nil, CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 0.9),
        ]
        for (key, value) in values {
            for round in 0..<12 {
                let animation = round % 4 == 3 ? CASpringAnimation(keyPath: key) : CABasicAnimation(keyPath: key)
                animation.fromValue = value()
                animation.toValue = value()
                animation.duration = Double(r(0.2...1.5))
                animation.timingFunction = curves[round % curves.count]
                animation.autoreverses = round % 2 == 1
                animation.repeatCount = round % 3 == 2 ? 1.5 : 0
                animation.fillMode = round % 5 == 0 ? .both : .removed
                if round == 5 { animation.speed = 2 }
                if round == 7 { animation.timeOffset = 0.3 }
                compare(animation, model: model, times: times, "\(key) round \(round)")
                // Changed values are picked up.
                animation.toValue = value()
                compare(animation, model: model, times: times, "\(key) round \(round), new toValue")
                animation.isAdditive = true
                compare(animation, model: model, times: times, "\(key) round \(round), additive")
            }
        }
    }

    func testCompactFormIsUsedOnlyForWholePropertiesWithBothEndValues() async {
        let position = CABasicAnimation(keyPath: "position")
        position.fromValue = CGPoint(x: 1, y: 2)
        position.toValue = CGPoint(x: 3, y: 4)
        XCTAssertNotNil(position.compactForm())
        // A UIView animation block's additive delta (R111) is compact too.
        position.isAdditive = true
        XCTAssertNotNil(position.compactForm())
        let component = CABasicAnimation(keyPath: "position.x")
        component.fromValue = 1.0
        component.toValue = 2.0
        XCTAssertNil(component.compactForm())
        let byOnly = CABasicAnimation(keyPath: "opacity")
        byOnly.byValue = 0.5
        XCTAssertNil(byOnly.compactForm())
        byOnly.fromValue = 0.1
        byOnly.toValue = 0.9
        XCTAssertNotNil(byOnly.compactForm())
        // A value of the wrong type for the key takes the general evaluation.
        let mismatched = CABasicAnimation(keyPath: "opacity")
        mismatched.fromValue = CGPoint.zero
        mismatched.toValue = CGPoint(x: 1, y: 1)
        XCTAssertNil(mismatched.compactForm())
    }
}
