import Foundation
import Stagecraft
import UIKit
import XCTest

/// A mask's alpha multiplies its layer's composited content: coverage at its edge, its own
/// opacity and colours' alpha, its place in the masked layer's plane, and what it costs.
@MainActor
final class RendererMaskTests: XCTestCase {
    private let red = (255, 0, 0)
    private let white = (255, 255, 255)

    /// A red 100×100 layer at (50, 50) with a blue stripe sublayer (y 70…80), masked by `mask`,
    /// turned by `transform`.
    private func masked(by mask: CALayer, transform: CATransform3D = CATransform3DIdentity) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 0, y: 70, width: 100, height: 10)
        stripe.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.addSublayer(stripe)
        layer.mask = mask
        layer.transform = transform
        root.addSublayer(layer)
        return root
    }

    func testCircleMaskCoverageIsTheCirclesAreaPerPixel() async throws {
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        mask.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        let (canvas, stats) = try renderOnWhite(masked(by: mask), width: 200, height: 200)
        XCTAssertEqual(stats.maskedLayers, 1)
        assertPixel(canvas, 100, 100, is: red, "centre")
        assertPixel(canvas, 55, 55, is: white, "corner outside the circle")
        assertPixel(canvas, 100, 125, is: (0, 0, 255), "the sublayer is masked too, inside")
        assertPixel(canvas, 58, 125, is: white, "and outside")
        // Across the circle's left edge at x = 60 (row through the centre): coverage falls from 1 to 0
        // over one pixel, so the green channel (white − red·coverage) rises from 0 to 255.
        assertPixel(canvas, 61, 100, is: red, tolerance: 3)
        assertPixel(canvas, 58, 100, is: white, tolerance: 3)
        // Summed coverage over the mask's area is the circle's area, π·40².
        var covered = 0.0
        for y in 50..<150 {
            for x in 50..<150 where !(120..<130).contains(y) { covered += 1 - Double(canvas.pixel(x: x, y: y).g) / 255 }
        }
        // The stripe's rows, blue where covered: red and green both drop.
        for y in 120..<130 {
            for x in 50..<150 { covered += 1 - Double(canvas.pixel(x: x, y: y).r) / 255 }
        }
        XCTAssertEqual(covered, Double.pi * 1600, accuracy: 15)
    }

    func testABareShapeMaskGivesWhatDrawingItOffscreenGives() async throws {
        func circleMask(withSublayer: Bool) -> CAShapeLayer {
            let mask = CAShapeLayer()
            mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            mask.path = CGPath(ellipseIn: CGRect(x: 13.3, y: 7.7, width: 71, height: 83), transform: nil)
            mask.opacity = 0.8
            // An empty sublayer draws nothing but sends the mask through an offscreen pass.
            if withSublayer { mask.addSublayer(CALayer()) }
            return mask
        }
        let (direct, directStats) = try renderOnWhite(
            masked(by: circleMask(withSublayer: false)), width: 200, height: 200)
        let (drawn, drawnStats) = try renderOnWhite(masked(by: circleMask(withSublayer: true)), width: 200, height: 200)
        XCTAssertEqual(directStats.offscreenPasses, 1, "only the content's pass")
        XCTAssertEqual(drawnStats.offscreenPasses, 3, "the mask's, its group opacity's, the content's")
        var worst = 0
        for y in 40..<160 {
            for x in 40..<160 {
                let a = direct.pixel(x: x, y: y)
                let b = drawn.pixel(x: x, y: y)
                worst = max(worst, abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 3)
    }

    func testMaskAlphaAndOpacityMultiply() async throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        mask.opacity = 0.5
        let (canvas, _) = try renderOnWhite(masked(by: mask), width: 200, height: 200)
        // 0.5 × 0.5: red at a quarter over white.
        assertPixel(canvas, 70, 100, is: (255, 191, 191), tolerance: 2, "left half, through the mask")
        assertPixel(canvas, 120, 100, is: white, "right half, outside the mask")
    }

    func testMaskGeometryIsInTheMaskedLayersPlaneAndMovesWithIt() async throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        let root = masked(by: mask, transform: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let (canvas, _) = try renderOnWhite(root, width: 200, height: 200)
        // Turned a quarter about its centre, the mask's top-right quarter lands bottom right.
        assertPixel(canvas, 125, 125, is: red)
        assertPixel(canvas, 125, 75, is: white)
        assertPixel(canvas, 75, 125, is: white)
    }

    func testHiddenMaskHidesTheLayer() async throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        mask.isHidden = true
        let (canvas, _) = try renderOnWhite(masked(by: mask), width: 200, height: 200)
        assertPixel(canvas, 100, 100, is: white)
    }

    func testViewMaskMasksTheViewAndItsSubviews() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(view)
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        maskView.backgroundColor = .black
        view.mask = maskView
        let (canvas, _) = try renderOnWhite(root.layer, width: 200, height: 200)
        assertPixel(canvas, 100, 70, is: red)
        assertPixel(canvas, 100, 130, is: white)
    }

    func testAnUnmaskedTreeTakesNoOffscreenPass() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .blue
        root.addSubview(view)
        let (_, stats) = try renderOnWhite(root.layer, width: 100, height: 100)
        XCTAssertEqual(stats.offscreenPasses, 0)
        XCTAssertEqual(stats.maskedLayers, 0)
        XCTAssertEqual(stats.shapeRasterizations + stats.shadowBlurs, 0)
    }
}
