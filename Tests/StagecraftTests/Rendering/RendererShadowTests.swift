import Foundation
import Stagecraft
import UIKit
import XCTest

/// Shadow pixels against the Gaussian they model, what takes a shadow away, and the cache that
/// makes a moving shadow a blit.
@MainActor
final class RendererShadowTests: XCTestCase {
    /// Φ, the standard normal distribution function (Abramowitz & Stegun 7.1.26 for erf, |error| < 1.5e-7).
    private func normalCDF(_ x: Double) -> Double {
        let z = abs(x) / 2.squareRoot()
        let t = 1 / (1 + 0.3275911 * z)
        let poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
        let erf = 1 - poly * exp(-z * z)
        return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf)
    }

    /// A 200×200 black shadow of a square path (no content), opacity 1, radius `radius`.
    private func squareShadow(radius: CGFloat, offset: CGSize = .zero) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
        layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
        layer.shadowOpacity = 1
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        root.addSublayer(layer)
        return root
    }

    func testShadowFalloffAcrossAStraightEdgeIsTheGaussianOfSigmaEqualToTheRadius() async throws {
        // Far from the corners the shadow of a half-plane is Φ(−d/σ) at distance d outside its edge;
        // the shadow radius is taken as σ (see `Renderer.shadowSigmaPerRadius` for the sources).
        let radius: CGFloat = 8
        let (canvas, stats) = try renderOnWhite(squareShadow(radius: radius), width: 400, height: 300)
        XCTAssertEqual(stats.shadowBlurs, 1)
        var worst = 0.0
        var report: [String] = []
        for x in 280..<330 {
            // Pixel x covers [x, x + 1): its centre is x + 0.5 − 300 from the right edge.
            let d = Double(x) + 0.5 - 300
            let expected = 255 * (1 - normalCDF(-d / Double(radius)))
            let actual = Double(canvas.pixel(x: x, y: 150).r)
            worst = max(worst, abs(actual - expected))
            report.append("\(x): \(Int(actual)) vs \(String(format: "%.1f", expected))")
        }
        XCTAssertLessThanOrEqual(
            worst, 3, "largest difference from the Gaussian, in levels:\n" + report.joined(separator: "\n"))
        // Half the shadow's strength on the edge itself, none past 3σ… beyond the texture.
        XCTAssertEqual(Double(canvas.pixel(x: 300, y: 150).r), 255 * 0.5, accuracy: 8)
        assertPixel(canvas, 330, 150, is: (255, 255, 255), tolerance: 1)
        assertPixel(canvas, 200, 150, is: (0, 0, 0), tolerance: 1, "opaque inside")
    }

    func testAtTwiceTheScaleTheFalloffIsTwiceAsWideInPixels() async throws {
        // The radius is in points: on a 2× target σ is 2 × 8 pixels.
        let canvas = try Canvas(width: 800, height: 600)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(squareShadow(radius: 8), scale: 2)
        XCTAssertEqual(renderer.statistics.failures, 0)
        for d in [-12.0, -4, 0, 4, 8, 16] {
            let x = Int(600 + d * 2)
            let expected = 255 * (1 - normalCDF(-(d * 2 + 0.5) / 16))
            XCTAssertEqual(Double(canvas.pixel(x: x, y: 300).r), expected, accuracy: 3, "\(d) pt from the edge")
        }
    }

    func testShadowOffsetMovesTheShadowInTheLayersPlane() async throws {
        let (canvas, _) = try renderOnWhite(
            squareShadow(radius: 2, offset: CGSize(width: 20, height: -10)), width: 400, height: 300)
        assertPixel(canvas, 310, 100, is: (0, 0, 0), tolerance: 2, "moved right by 20")
        assertPixel(canvas, 110, 100, is: (255, 255, 255), tolerance: 2, "left edge moved away")
        assertPixel(canvas, 200, 247, is: (255, 255, 255), tolerance: 2, "bottom edge moved up by 10")
    }

    func testMasksToBoundsTakesTheShadowAway() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        root.addSubview(card)
        let (shadowed, _) = try renderOnWhite(root.layer, width: 200, height: 200)
        XCTAssertLessThan(Int(shadowed.pixel(x: 100, y: 155).r), 100, "shadow below")
        card.clipsToBounds = true
        let (clipped, stats) = try renderOnWhite(root.layer, width: 200, height: 200)
        assertPixel(clipped, 100, 155, is: (255, 255, 255), "no shadow with masksToBounds")
        XCTAssertEqual(stats.shadowBlurs, 0)
    }

    func testAMovingShadowIsBlurredOnceAndThenOnlyDrawn() async throws {
        let root = squareShadow(radius: 6)
        let canvas = try Canvas(width: 400, height: 300)
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(root)
        XCTAssertEqual(renderer.statistics.shadowBlurs, 1)
        let layer = root.sublayers![0]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for step in 1...3 {
            layer.position.x += CGFloat(step) * 7
            layer.shadowOpacity = 1 - Float(step) * 0.2
            canvas.clear(to: CGColor(gray: 1, alpha: 1))
            renderer.drawLayerTree(root)
            XCTAssertEqual(renderer.statistics.shadowBlurs, 0, "step \(step): same shape, same texture")
        }
        layer.shadowRadius = 7
        renderer.drawLayerTree(root)
        XCTAssertEqual(renderer.statistics.shadowBlurs, 1, "a new radius blurs again")
        CATransaction.commit()
    }

    func testAShadowFromContentFollowsItsAlphaAndIsCachedWhileTheContentStaysTheSame() async throws {
        // No background and no shadow path: the shadow is the blurred alpha of the sublayers.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let holder = CALayer()
        holder.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
        holder.shadowOpacity = 1
        holder.shadowRadius = 1
        holder.shadowOffset = CGSize(width: 0, height: 20)
        let dot = CALayer()
        dot.frame = CGRect(x: 20, y: 10, width: 30, height: 30)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        holder.addSublayer(dot)
        root.addSublayer(holder)
        let canvas = try Canvas(width: 300, height: 200)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(root)
        XCTAssertEqual(renderer.statistics.shadowBlurs, 1)
        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
        assertPixel(canvas, 85, 75, is: (255, 0, 0), "the dot itself")
        assertPixel(canvas, 85, 100, is: (0, 0, 0), tolerance: 3, "its shadow 20 below")
        assertPixel(canvas, 200, 100, is: (255, 255, 255), "nothing casts a shadow where there is no content")
        holder.position.x += 10
        renderer.drawLayerTree(root)
        XCTAssertEqual(renderer.statistics.shadowBlurs, 0, "same alpha, same shadow")
    }

    func testAShapeLayerWithoutBoundsDrawsItsPathWithItsShadow() async throws {
        // Apps often add a shape layer with no frame and a path in the superlayer's coordinates.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 40, y: 40, width: 60, height: 60), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        shape.shadowOpacity = 1
        shape.shadowRadius = 1
        shape.shadowOffset = CGSize(width: 30, height: 30)
        root.addSublayer(shape)
        let (canvas, stats) = try renderOnWhite(root, width: 200, height: 200)
        assertPixel(canvas, 70, 70, is: (0, 128, 0), tolerance: 2, "the path, outside the empty bounds")
        assertPixel(canvas, 115, 115, is: (0, 0, 0), tolerance: 3, "its shadow, from the content's alpha")
        assertPixel(canvas, 35, 35, is: (255, 255, 255), tolerance: 1)
        XCTAssertEqual(stats.shadowBlurs, 1)
    }

    func testAFadingCardKeepsItsShadowBelowItsContent() async throws {
        // Group opacity includes the shadow: the card's interior shows no shadow through it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 2
        card.layer.shadowOffset = CGSize(width: 0, height: 30)
        card.alpha = 0.5
        root.addSubview(card)
        let (canvas, _) = try renderOnWhite(root.layer, width: 200, height: 200)
        assertPixel(canvas, 100, 100, is: (128, 128, 255), tolerance: 2, "blue at half, no shadow under it")
        assertPixel(canvas, 100, 165, is: (128, 128, 128), tolerance: 3, "shadow at half below")
    }
}
