import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// `CAReplicatorLayer` (R286): copies of the sublayers, each moved by the instance transform once
/// more than the last (about the replicator's anchor), delayed by `instanceDelay` and tinted by
/// `instanceColor` plus the offsets.
@MainActor
final class CAReplicatorLayerRenderingTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            clock = MediaClock(time: 10)
            clock.makeCurrent()
        }
    }

    private func square(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    func testR286InstanceTransformIsAppliedOnceMorePerCopy() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        replicator.addSublayer(
            square(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        root.addSublayer(replicator)
        let canvas = try renderOnWhite(root, width: 200, height: 40).canvas
        for i in 0..<4 { assertPixel(canvas, 10 + 50 * i, 10, is: (255, 0, 0), "copy \(i)") }
        assertPixel(canvas, 35, 10, is: (255, 255, 255), "between copies")
        assertPixel(canvas, 10, 30, is: (255, 255, 255))
        XCTAssertEqual(replicator.instances(replicator.model).count, 4)
    }

    func testR286ZeroInstancesDrawNothingAndOneDrawsTheOriginal() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        XCTAssertEqual(replicator.instanceCount, 1, "Core Animation's default")
        replicator.addSublayer(
            square(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        root.addSublayer(replicator)
        assertPixel(try renderOnWhite(root, width: 100, height: 40).canvas, 10, 10, is: (0, 0, 255))
        replicator.instanceCount = 0
        assertPixel(try renderOnWhite(root, width: 100, height: 40).canvas, 10, 10, is: (255, 255, 255))
    }

    func testR286RotationTurnsAboutTheReplicatorsAnchor() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // A dot at the top centre: its copies go right, bottom, left of the centre (50, 50).
        replicator.addSublayer(
            square(CGRect(x: 45, y: 5, width: 10, height: 10), CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)))
        root.addSublayer(replicator)
        let canvas = try renderOnWhite(root, width: 100, height: 100).canvas
        for (x, y) in [(50, 10), (90, 50), (50, 90), (10, 50)] {
            assertPixel(canvas, x, y, is: (0, 128, 0), tolerance: 3, "a copy at (\(x), \(y))")
        }
        assertPixel(canvas, 50, 50, is: (255, 255, 255))
    }

    func testR286ColourOffsetsTintEachCopyAndClamp() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.instanceGreenOffset = -0.5
        replicator.instanceBlueOffset = -0.5
        replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(gray: 1, alpha: 1)))
        root.addSublayer(replicator)
        CATransaction.flush()
        let canvas = try renderOnWhite(root, width: 200, height: 20).canvas
        // A white square drawn on white shows only what the tint takes away; put it on black.
        _ = canvas
        let black = CALayer()
        black.frame = root.bounds
        black.backgroundColor = CGColor(gray: 0, alpha: 1)
        black.addSublayer(replicator)
        let onBlack = try renderOnWhite(black, width: 200, height: 20).canvas
        assertPixel(onBlack, 10, 10, is: (255, 255, 255), "copy 0: white × white")
        assertPixel(onBlack, 60, 10, is: (255, 128, 128), tolerance: 3, "copy 1: green and blue halved")
        assertPixel(onBlack, 110, 10, is: (255, 0, 0), "copy 2: green and blue at 0")
        assertPixel(onBlack, 160, 10, is: (255, 0, 0), "copy 3: clamped at 0, not negative")
    }

    func testR286AlphaOffsetFadesCopiesOverWhatIsBelow() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        replicator.instanceAlphaOffset = -0.5
        replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(gray: 0, alpha: 1)))
        root.addSublayer(replicator)
        let canvas = try renderOnWhite(root, width: 100, height: 20).canvas
        assertPixel(canvas, 10, 10, is: (0, 0, 0))
        assertPixel(canvas, 60, 10, is: (128, 128, 128), tolerance: 3, "half-transparent black over white")
    }

    func testR286InstanceDelayRunsEachCopyBehindThePrevious() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.5
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        let bar = square(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 0, alpha: 1))
        replicator.addSublayer(bar)
        root.addSublayer(replicator)
        FrameCycle.run(windows: [])
        // The bar moves right 80 pt over 1 s, linearly.
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5.0
        move.toValue = 85.0
        move.duration = 1
        move.fillMode = .both
        // Removed on completion, it would be gone from every copy once the original finished.
        move.isRemovedOnCompletion = false
        move.beginTime = CACurrentMediaTime()
        bar.add(move, forKey: "move")
        FrameCycle.run(windows: [])
        clock.advance(to: 11.0)
        FrameCycle.run(windows: [])
        // Copy 0 at 1 s (x 80…90), copy 1 at 0.5 s (x 40…50), copy 2 at 0 s (x 0…10).
        let canvas = try renderOnWhite(root, width: 100, height: 60).canvas
        assertPixel(canvas, 85, 5, is: (0, 0, 0), "copy 0 at the end")
        assertPixel(canvas, 45, 25, is: (0, 0, 0), "copy 1 half a second behind")
        assertPixel(canvas, 5, 45, is: (0, 0, 0), "copy 2 a second behind")
        assertPixel(canvas, 85, 25, is: (255, 255, 255))
    }

    func testR286PropertiesAreAnimatableAndSurviveInThePresentation() async throws {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 5
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        XCTAssertEqual(replicator.value(forKey: "instanceDelay") as? Double, 0.1)
        let copy = try XCTUnwrap(replicator.presentation())
        XCTAssertEqual(copy.instanceCount, 5)
        XCTAssertEqual(copy.instanceTransform, CATransform3DMakeScale(0.5, 0.5, 1))
        XCTAssertEqual(copy.instanceColor?.components, [1, 1, 1, 1], "default opaque white")
        let root = CALayer()
        root.addSublayer(replicator)
        let spin = CABasicAnimation(keyPath: "instanceTransform")
        spin.fromValue = CATransform3DIdentity
        spin.toValue = CATransform3DMakeTranslation(40, 0, 0)
        spin.duration = 1
        replicator.add(spin, forKey: "spread")
        FrameCycle.run(windows: [])
        clock.advance(to: 10.5)
        let halfway = try XCTUnwrap(replicator.presentation())
        XCTAssertEqual(halfway.instanceTransform.m41, 20, accuracy: 0.01, "interpolated like any transform")
    }

    /// A loading spinner as tutorials build it: 12 dots round a circle, each fading out after the
    /// one before (opacity 1 → 0 over 1 s, repeated, instanceDelay 1/12 s).
    func testR286SpinnerGolden() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.position = CGPoint(x: 50, y: 10)
        dot.cornerRadius = 6
        dot.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        FrameCycle.run(windows: [])
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        FrameCycle.run(windows: [])
        clock.advance(to: 12.2)
        FrameCycle.run(windows: [])
        let canvas = try renderOnWhite(root, width: 120, height: 120).canvas
        // At 2.2 s copy 0 is a fifth through its fade (80 % opaque); copy 2 (60° clockwise, its
        // time 2.033 s) has just restarted; copy 3 (90°, time 1.95 s) has nearly faded.
        let top = canvas.pixel(x: 60, y: 20)
        XCTAssertEqual(Int(top.r), 51, accuracy: 6, "copy 0 at 80 % opacity over white")
        let second = canvas.pixel(x: 95, y: 40)
        XCTAssertLessThan(Int(second.r), 20, "copy 2 nearly opaque")
        let third = canvas.pixel(x: 100, y: 60)
        XCTAssertGreaterThan(Int(third.r), 235, "copy 3 nearly transparent")
        try assertGolden(canvas, named: "layers-replicator-spinner")
    }
}
