import Foundation
import XCTest

@testable import UIKit

/// R229: a keyframe animation along a path — its drawn elements as keyframes, paced motion at an
/// even speed, turning with the tangent; and iOS 17's perceptual springs.
@MainActor
final class KeyframePathTests: XCTestCase {
    /// The position (and transform) the animation gives at `fraction` of its 1 s duration.
    private func sample(_ animation: CAKeyframeAnimation, at fraction: Double) -> LayerProperties {
        var p = LayerProperties()
        animation.apply(parentTime: fraction, begin: 0, to: &p)
        return p
    }

    private func assertPoint(
        _ p: CGPoint, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 0.01, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    /// An L: 100 pt right, then 300 pt down.
    private func lPath() -> CGPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        return path.cgPath
    }

    private func animation(_ path: CGPath, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        animation.calculationMode = mode
        animation.fillMode = .both
        return animation
    }

    func testR229EachElementOfThePathIsAKeyframeOfEvenShare() async {
        let a = animation(lPath())
        assertPoint(sample(a, at: 0).position, 0, 0)
        // Each of the two lines takes half the time, whatever its length.
        assertPoint(sample(a, at: 0.25).position, 50, 0)
        assertPoint(sample(a, at: 0.5).position, 100, 0)
        assertPoint(sample(a, at: 0.75).position, 100, 150)
        assertPoint(sample(a, at: 1).position, 100, 300)
        // Key times move the corner.
        a.keyTimes = [0, 0.2, 1]
        assertPoint(sample(a, at: 0.2).position, 100, 0)
        assertPoint(sample(a, at: 0.6).position, 100, 150)
    }

    func testR229PacedMotionKeepsAnEvenSpeedAlongThePath() async {
        let a = animation(lPath(), mode: .paced)
        // 400 pt in all: at a quarter of the time, 100 pt along (the corner).
        assertPoint(sample(a, at: 0.25).position, 100, 0, accuracy: 0.5)
        assertPoint(sample(a, at: 0.5).position, 100, 100, accuracy: 0.5)
        assertPoint(sample(a, at: 1).position, 100, 300, accuracy: 0.5)
    }

    func testR229ACurveIsFollowedAndTheLayerTurnsWithItsTangent() async {
        // A half circle of radius 100 from (0, 100) over the top to (200, 100).
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 100, y: 100), radius: 100, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        let a = animation(path.cgPath, mode: .paced)
        a.rotationMode = .rotateAuto
        let top = sample(a, at: 0.5)
        assertPoint(top.position, 100, 0, accuracy: 0.5)
        // At the top it travels right: no turn. At the start it travels up: −90°.
        XCTAssertEqual(atan2(top.transform.m12, top.transform.m11), 0, accuracy: 0.02)
        let start = sample(a, at: 0.001)
        XCTAssertEqual(atan2(start.transform.m12, start.transform.m11), -.pi / 2, accuracy: 0.05)
        a.rotationMode = .rotateAutoReverse
        let reversed = sample(a, at: 0.5)
        XCTAssertEqual(abs(atan2(reversed.transform.m12, reversed.transform.m11)), .pi, accuracy: 0.02)
        // Without a rotation mode the transform is left alone.
        a.rotationMode = nil
        XCTAssertEqual(sample(a, at: 0.5).transform, CATransform3DIdentity)
    }

    func testR229APathAnimationOnALayerMovesItAlongThePathOnScreen() async {
        let app = TestApp()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(dot)
        let a = animation(lPath())
        a.fillMode = .removed
        dot.layer.add(a, forKey: "move")
        app.advance(seconds: 0.25)
        let shown = dot.layer.presentation()?.position ?? .zero
        XCTAssertEqual(shown.x, 50, accuracy: 4)
        XCTAssertEqual(shown.y, 0, accuracy: 0.5)
        app.advance(seconds: 1)
        // Removed at the end: back at the model position.
        XCTAssertEqual(dot.layer.presentation()?.position, CGPoint(x: 5, y: 5))
    }

    func testR229APerceptualSpringHasTheResponseFormsConstantsAndRunsToRest() async {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(Double(spring.stiffness), pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(spring.damping), 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(spring.bounce), 0.3, accuracy: 1e-9)
        XCTAssertEqual(spring.duration, spring.settlingDuration)
        XCTAssertGreaterThan(spring.duration, 0.5)
        let overdamped = CASpringAnimation(perceptualDuration: 0.4, bounce: -0.5)
        XCTAssertEqual(Double(overdamped.bounce), -0.5, accuracy: 1e-9)
    }

    func testR229APropertyAnimatorMadeWithInitHasNoDurationAndTheDefaultCurve() async {
        let animator = UIViewPropertyAnimator()
        XCTAssertEqual(animator.duration, 0)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertTrue(animator.timingParameters is UICubicTimingParameters)
    }
}
