import Foundation
import XCTest

@testable import UIKit

/// Shadow, shape, gradient and mask values: Core Animation's defaults, presentation values of
/// their animations, implicit animations of standalone layers, masks outside the tree.
@MainActor
final class LayerEffectsTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        UIKitRuntime.reset()
        clock = MediaClock(time: 10)
        clock.makeCurrent()
    }

    /// Adds `animation` (1 s, linear), commits it, and moves time to its middle.
    private func runToMiddle(_ animation: CABasicAnimation, on layer: CALayer) {
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "test")
        FrameCycle.run(windows: [])
        clock.advance(by: 0.5)
    }

    func testDefaultsAreCoreAnimations() async {
        let layer = CALayer()
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowColor, CGColor(gray: 0, alpha: 1))
        XCTAssertNil(layer.shadowPath)
        XCTAssertFalse(layer.model.hasEffects, "a plain layer carries no effect values")
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor(gray: 0, alpha: 1))
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertEqual(shape.miterLimit, 10)
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertNil(gradient.colors)
        XCTAssertEqual(gradient.type, .axial)
        layer.shadowOpacity = 0.5
        XCTAssertTrue(layer.model.hasEffects)
        layer.shadowOpacity = 0
        XCTAssertFalse(layer.model.hasEffects, "back to the defaults, back to no storage")
    }

    func testShadowOpacityAnimationMidwayIsInterpolated() async {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "shadowOpacity")
        animation.fromValue = 0.2
        animation.toValue = 0.8
        runToMiddle(animation, on: layer)
        XCTAssertEqual(layer.presentation()!.shadowOpacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(layer.shadowOpacity, 0, "the model is untouched")
    }

    func testShadowOffsetAndRadiusAnimateToo() async {
        let layer = CALayer()
        let offset = CABasicAnimation(keyPath: "shadowOffset.height")
        offset.fromValue = 0
        offset.toValue = 10
        runToMiddle(offset, on: layer)
        XCTAssertEqual(layer.presentationProperties.effects.shadowOffset.height, 5, accuracy: 1e-9)
    }

    func testPathAnimationMidwayMovesEveryPoint() async {
        let shape = CAShapeLayer()
        let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20)).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 200)).cgPath
        shape.path = small
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = small
        animation.toValue = large
        runToMiddle(animation, on: shape)
        let box = shape.presentation()!.path!.boundingBoxOfPath
        XCTAssertEqual(box.minX, 45, accuracy: 1e-9)
        XCTAssertEqual(box.width, 110, accuracy: 1e-9)
        XCTAssertEqual(shape.path, small)
    }

    func testPathsOfDifferentKindsSwitchAtTheEnd() async {
        let shape = CAShapeLayer()
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = rect
        animation.toValue = oval
        runToMiddle(animation, on: shape)
        XCTAssertEqual(shape.presentation()!.path, rect)
    }

    func testStrokeEndAnimationMidway() async {
        let shape = CAShapeLayer()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        runToMiddle(animation, on: shape)
        XCTAssertEqual(shape.presentation()!.strokeEnd, 0.5, accuracy: 1e-9)
    }

    func testGradientColorsAndLocationsAnimateStopByStop() async {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        colors.toValue = [CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 0)]
        runToMiddle(colors, on: gradient)
        let mid = gradient.presentation()!.colors as! [CGColor]
        XCTAssertEqual(mid[0], CGColor(red: 0.5, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(mid[1], CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 0.5))

        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 0.2] as [NSNumber]
        locations.toValue = [0.4, 1] as [NSNumber]
        gradient.add(locations, forKey: "locations")
        locations.duration = 1
        locations.timingFunction = CAMediaTimingFunction(name: .linear)
        FrameCycle.run(windows: [])
        clock.advance(by: 0.5)
        let values = gradient.presentation()!.locations!.map(\.doubleValue)
        XCTAssertEqual(values[0], 0.2, accuracy: 1e-9)
        XCTAssertEqual(values[1], 0.6, accuracy: 1e-9)
    }

    func testStandaloneShapeLayerAnimatesStrokeEndImplicitly() async {
        let root = CALayer()
        let shape = CAShapeLayer()
        root.addSublayer(shape)
        shape.strokeEnd = 0.25
        XCTAssertEqual(shape.animationKeys(), ["strokeEnd"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.lineCap = .round
        CATransaction.commit()
        XCTAssertEqual(shape.lineCap, .round)
    }

    func testMaskStaysOutOfTheTreeAndFollowsItsLayersTime() async {
        let root = CALayer()
        let masked = CALayer()
        root.addSublayer(masked)
        let mask = CAShapeLayer()
        root.addSublayer(mask)
        masked.mask = mask
        XCTAssertNil(mask.superlayer, "a mask leaves the tree")
        XCTAssertEqual(root.sublayers?.count, 1)
        XCTAssertTrue(mask.maskedLayer === masked)
        masked.speed = 0
        masked.timeOffset = 0
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        mask.add(grow, forKey: "grow")
        FrameCycle.run(windows: [])
        clock.advance(by: 3)
        XCTAssertEqual(mask.presentationProperties.effects.strokeEnd, 0, accuracy: 1e-9, "frozen with its layer")
        masked.timeOffset = 0.25
        XCTAssertEqual(mask.presentationProperties.effects.strokeEnd, 0.25, accuracy: 1e-9, "scrubbed with its layer")
        masked.mask = nil
        XCTAssertNil(mask.maskedLayer)
    }

    func testViewMaskSetsTheLayersMaskAndKeepsTheViewOutOfTheHierarchy() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let holder = UIView()
        let maskView = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        holder.addSubview(maskView)
        view.mask = maskView
        XCTAssertTrue(view.layer.mask === maskView.layer)
        XCTAssertNil(maskView.superview)
        XCTAssertTrue(view.mask === maskView)
        view.mask = nil
        XCTAssertNil(view.layer.mask)
    }

    func testPresentationCopiesOfSubclassesCarryTheirValues() async {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        shape.lineCap = .round
        let copy = shape.presentation()!
        XCTAssertEqual(copy.path, shape.path)
        XCTAssertEqual(copy.lineCap, .round)
    }
}
