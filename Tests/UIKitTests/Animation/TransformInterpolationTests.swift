import XCTest

@testable import UIKit

/// Transforms interpolate by decomposition (translation, scale, skew, perspective, quaternion).
@MainActor
final class TransformInterpolationTests: XCTestCase {
    private func assertEqual(
        _ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(a.rowMajor, b.rowMajor) {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line)
        }
    }

    private func perspectiveRotationY(_ angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    /// The allocation-free interpolation gives exactly the bits of the array-based one, for
    /// rotations about every axis (both slerp branches), flips, skews, scales and perspective.
    func test_interpolationWithoutArrays_givesTheSameBitsAsTheDecompositionsArrays() async {
        var generator = SystemRandomNumberGenerator()
        func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        func randomTransform() -> CATransform3D {
            var t = CATransform3DMakeTranslation(random(-300...300), random(-300...300), random(-50...50))
            t = CATransform3DRotate(t, random(-4...4), random(-1...1), random(-1...1), random(-1...1))
            t = CATransform3DScale(t, random(-2...2), random(0.1...3), random(0.5...1.5))
            if Bool.random(using: &generator) { t.m34 = random(-0.004...0) }
            if Bool.random(using: &generator) { t.m21 = random(-0.5...0.5) }
            return t
        }
        var pairs: [(CATransform3D, CATransform3D)] = [
            (CATransform3DIdentity, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)),
            (CATransform3DMakeRotation(0.001, 0, 0, 1), CATransform3DMakeRotation(0.0011, 0, 0, 1)),
            (perspectiveRotationY(0), perspectiveRotationY(.pi / 2)),
            (CATransform3DMakeScale(1, 1, 1), CATransform3DMakeScale(-1, 1, 1)),
        ]
        for _ in 0..<300 { pairs.append((randomTransform(), randomTransform())) }
        for (from, to) in pairs {
            guard from != to else { continue }
            let interpolation = TransformInterpolation(from: from, to: to)
            for f in [0, 0.1, 0.25, 0.5, 0.73, 0.999, 1] {
                guard let reference = TransformInterpolation.referenceValue(from: from, to: to, at: f) else { continue }
                let value = interpolation.value(at: f)
                XCTAssertEqual(
                    value.rowMajor.map(\.bitPattern), reference.rowMajor.map(\.bitPattern), "\(from) → \(to) at \(f)")
            }
        }
    }

    func test_decomposition_roundTrips() async {
        var t = CATransform3DMakeTranslation(10, -20, 5)
        t = CATransform3DRotate(t, 0.7, 1, 2, 3)
        t = CATransform3DScale(t, 2, 0.5, 1.5)
        t.m34 = -0.002
        t.m24 = 0.001
        assertEqual(TransformDecomposition(t)!.transform, t, accuracy: 1e-9)
    }

    func test_perspectiveRotation_keepsPerspectiveMidFlight() async {
        let mid = TransformDecomposition.interpolate(perspectiveRotationY(0), perspectiveRotationY(.pi / 2), 0.5)
        assertEqual(mid, perspectiveRotationY(.pi / 4), accuracy: 1e-9)
    }

    func test_rotation_doesNotShrinkOnTheWay() async {
        let a = CATransform3DIdentity
        let b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        for f in stride(from: 0.0, through: 1.0, by: 0.1) {
            let t = TransformDecomposition.interpolate(a, b, f)
            XCTAssertEqual((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), 1, accuracy: 1e-9)
            assertEqual(t, CATransform3DMakeRotation(.pi / 2 * f, 0, 0, 1))
        }
    }

    func test_basicAnimationOfTransform_halfTimeOnLayer_isTheHalfRotation() async {
        let clock = MediaClock(time: 10)
        clock.makeCurrent()
        let layer = CALayer()
        layer.transform = perspectiveRotationY(.pi / 2)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = perspectiveRotationY(0)
        animation.toValue = perspectiveRotationY(.pi / 2)
        animation.duration = 1
        layer.add(animation, forKey: "flip")
        FrameCycle.run(windows: [])
        clock.advance(to: 10.5)
        assertEqual(layer.presentationProperties.transform, perspectiveRotationY(.pi / 4), accuracy: 1e-9)
    }

    func test_transformKeyPaths_rotationAndScale() async {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = CGFloat.pi * 1.5
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        FrameCycle.run(windows: [])
        clock.advance(to: 0.5)
        assertEqual(layer.presentationProperties.transform, CATransform3DMakeRotation(.pi * 0.75, 0, 0, 1))
        layer.removeAllAnimations()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1.0
        grow.toValue = 3.0
        grow.duration = 1
        layer.add(grow, forKey: nil)
        FrameCycle.run(windows: [])
        clock.advance(to: 1.0)
        assertEqual(layer.presentationProperties.transform, CATransform3DMakeScale(2, 2, 2))
    }
}
