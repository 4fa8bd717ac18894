import Foundation
import Stagecraft
import UIKit
import XCTest

/// Effect views' backdrops (R222): the blur's falloff along a line, saturation and tint, nothing
/// outside the bounds, the corner radius, and the cache that makes an unchanged backdrop a blit.
@MainActor
final class RendererBackdropTests: XCTestCase {
    override func setUp() async throws {
        UIKitRuntime.reset()
    }

    /// Φ, the standard normal distribution function (Abramowitz & Stegun 7.1.26 for erf).
    private func normalCDF(_ x: Double) -> Double {
        let z = abs(x) / 2.squareRoot()
        let t = 1 / (1 + 0.3275911 * z)
        let poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
        let erf = 1 - poly * exp(-z * z)
        return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf)
    }

    /// A 400×300 view, black left of x = 200 and white right of it, with an effect view of
    /// `style` over (50, 100, 300, 100).
    private func edgeScene(style: UIBlurEffect.Style?) -> (root: UIView, effectView: UIVisualEffectView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        black.backgroundColor = .black
        root.addSubview(black)
        let effectView = UIVisualEffectView(effect: style.map { UIBlurEffect(style: $0) })
        effectView.frame = CGRect(x: 50, y: 100, width: 300, height: 100)
        root.addSubview(effectView)
        root.layoutIfNeeded()
        return (root, effectView)
    }

    func testR222ASharpEdgeBehindALightBlurFallsOffAsTheGaussianOfItsRadiusUnderItsTint() async throws {
        // `.light`: σ = 30 pt, saturation × 1.8 (greys keep their value), white at 0.3 over it.
        let (root, _) = edgeScene(style: .light)
        let (canvas, stats) = try renderOnWhite(root.layer, width: 400, height: 300)
        XCTAssertEqual(stats.backdropBlurs, 1)
        var worst = 0.0
        var report: [String] = []
        for x in stride(from: 130, to: 270, by: 5) {
            let d = Double(x) + 0.5 - 200
            let blurred = 255 * normalCDF(d / 30)
            let expected = 0.3 * 255 + 0.7 * blurred
            let actual = Double(canvas.pixel(x: x, y: 150).r)
            worst = max(worst, abs(actual - expected))
            report.append("\(x): \(Int(actual)) vs \(String(format: "%.1f", expected))")
        }
        XCTAssertLessThanOrEqual(worst, 3, "largest difference, in levels:\n" + report.joined(separator: "\n"))
        // On the edge itself: half way, under the tint.
        XCTAssertEqual(Double(canvas.pixel(x: 200, y: 150).r), 0.3 * 255 + 0.7 * 127.5, accuracy: 4)
    }

    func testR222NothingOutsideTheBoundsIsBlurredOrTinted() async throws {
        let (root, _) = edgeScene(style: .dark)
        let (canvas, _) = try renderOnWhite(root.layer, width: 400, height: 300)
        // Just outside the effect view the edge is as sharp as it was.
        for y in [99, 200] {
            assertPixel(canvas, 199, y, is: (0, 0, 0), tolerance: 0, "black left of the edge at y \(y)")
            assertPixel(canvas, 200, y, is: (255, 255, 255), tolerance: 0, "white right of the edge at y \(y)")
        }
        assertPixel(canvas, 49, 150, is: (0, 0, 0), tolerance: 0)
        assertPixel(canvas, 350, 150, is: (255, 255, 255), tolerance: 0)
        // Inside, the dark tint (white 0.11 at 0.73) darkens even the white far from the edge.
        let inside = Double(canvas.pixel(x: 340, y: 150).r)
        XCTAssertEqual(inside, 0.73 * 0.11 * 255 + 0.27 * 255, accuracy: 3)
    }

    func testR222OnlyWhatLiesInsideTheBoundsIsSampledSoAColourJustOutsideDoesNotBleedIn() async throws {
        // A red band right above the effect view: CABackdropLayer samples only its own bounds.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 40, width: 200, height: 60))
        red.backgroundColor = .red
        root.addSubview(red)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 0, y: 100, width: 200, height: 60)
        root.addSubview(effectView)
        let (canvas, _) = try renderOnWhite(root.layer, width: 200, height: 200)
        assertPixel(canvas, 100, 101, is: (255, 255, 255), tolerance: 1, "white under white tint, no red")
    }

    func testR222SaturationMultipliesTheDistanceFromTheLuminance() async throws {
        // A uniform backdrop blurs to itself: only saturation and tint change it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let colour = (r: 0.6, g: 0.4, b: 0.4)
        root.backgroundColor = UIColor(red: colour.r, green: colour.g, blue: colour.b, alpha: 1)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = root.bounds
        root.addSubview(effectView)
        let (canvas, _) = try renderOnWhite(root.layer, width: 200, height: 200)
        let luminance = 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b
        func expected(_ c: Double) -> Int {
            let saturated = min(1, max(0, luminance + 1.8 * (c - luminance)))
            return Int((255 * (0.3 + 0.7 * saturated)).rounded())
        }
        assertPixel(
            canvas, 100, 100, is: (expected(colour.r), expected(colour.g), expected(colour.b)), tolerance: 3)
    }

    func testR222NoEffectDrawsTheBackdropAsItIs() async throws {
        let (root, _) = edgeScene(style: nil)
        let (canvas, stats) = try renderOnWhite(root.layer, width: 400, height: 300)
        XCTAssertEqual(stats.backdropBlurs, 0)
        assertPixel(canvas, 199, 150, is: (0, 0, 0), tolerance: 0)
        assertPixel(canvas, 200, 150, is: (255, 255, 255), tolerance: 0)
    }

    func testR222ASecondIdenticalFrameDoesNotBlurAgainButAChangedBackdropDoes() async throws {
        let (root, effectView) = edgeScene(style: .systemMaterial)
        let canvas = try Canvas(width: 400, height: 300)
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(root.layer)
        XCTAssertEqual(renderer.statistics.backdropBlurs, 1)
        let first = canvas.pixel(x: 200, y: 150)
        renderer.drawLayerTree(root.layer)
        XCTAssertEqual(renderer.statistics.backdropBlurs, 0, "the same backdrop: a blit")
        XCTAssertEqual(renderer.statistics.failures, 0)
        XCTAssertTrue(canvas.pixel(x: 200, y: 150) == first)
        // Moving the effect view changes what lies behind it.
        effectView.frame.origin.x += 20
        renderer.drawLayerTree(root.layer)
        XCTAssertEqual(renderer.statistics.backdropBlurs, 1, "a new backdrop is blurred")
        // Something behind it changing does too.
        root.subviews[0].backgroundColor = .blue
        renderer.drawLayerTree(root.layer)
        XCTAssertEqual(renderer.statistics.backdropBlurs, 1)
    }

    func testR222InsideAFadingGroupTheBackdropStillSeesWhatLiesBehindTheGroup() async throws {
        // The effect view's superview at alpha 0.5 is drawn offscreen as a group: the blur inside it
        // is of what lies behind the group, and the group fades the whole effect.
        let (root, effectView) = edgeScene(style: .dark)
        let group = UIView(frame: root.bounds)
        root.addSubview(group)
        group.addSubview(effectView)
        group.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        group.alpha = 0.5
        let (canvas, stats) = try renderOnWhite(root.layer, width: 400, height: 300)
        XCTAssertEqual(stats.failures, 0)
        XCTAssertGreaterThan(stats.offscreenPasses, 0)
        let dark = 0.73 * 0.11 * 255 + 0.27 * 255
        XCTAssertEqual(Double(canvas.pixel(x: 340, y: 150).r), 0.5 * dark + 0.5 * 255, accuracy: 3)
        // Near the edge, the black behind the group is blurred into the white side.
        let blurred = 0.73 * 0.11 * 255 + 0.27 * 255 * normalCDF(15.5 / 20)
        XCTAssertEqual(Double(canvas.pixel(x: 215, y: 150).r), 0.5 * blurred + 0.5 * 255, accuracy: 3)
    }

    func testR222InsideARoundedClippingContainerTheBackdropStillSeesWhatLiesBehindIt() async throws {
        // The pre-iOS 11 way to round a blur: a clear container with rounded corners and
        // clipsToBounds, drawn offscreen in its own space; the blur inside sees what is behind it.
        let (root, effectView) = edgeScene(style: .dark)
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 100))
        container.layer.cornerRadius = 30
        container.clipsToBounds = true
        root.addSubview(container)
        effectView.frame = container.bounds
        container.addSubview(effectView)
        let (canvas, stats) = try renderOnWhite(root.layer, width: 400, height: 300)
        XCTAssertEqual(stats.failures, 0)
        XCTAssertGreaterThan(stats.offscreenPasses, 0)
        assertPixel(canvas, 345, 105, is: (255, 255, 255), tolerance: 0, "the corner is cut away")
        XCTAssertEqual(Double(canvas.pixel(x: 340, y: 150).r), 0.73 * 0.11 * 255 + 0.27 * 255, accuracy: 3)
        let blurred = 0.73 * 0.11 * 255 + 0.27 * 255 * normalCDF(15.5 / 20)
        XCTAssertEqual(Double(canvas.pixel(x: 215, y: 150).r), blurred, accuracy: 3)
    }

    func testR222TheCornerRadiusOfTheEffectViewsLayerRoundsTheBackdropEvenInsideItsClip() async throws {
        let (root, effectView) = edgeScene(style: .dark)
        effectView.layer.cornerRadius = 30
        effectView.clipsToBounds = true
        let (canvas, stats) = try renderOnWhite(root.layer, width: 400, height: 300)
        XCTAssertEqual(stats.failures, 0)
        assertPixel(canvas, 345, 105, is: (255, 255, 255), tolerance: 0, "the corner is cut away")
        // Inside the clipped (offscreen) effect view, the backdrop is what lies behind it.
        let inside = Double(canvas.pixel(x: 340, y: 150).r)
        XCTAssertEqual(inside, 0.73 * 0.11 * 255 + 0.27 * 255, accuracy: 3)
    }

    func testR223AnimatingTheEffectFromNilBlursInHalfWayAtHalfTime() async throws {
        // `.dark` animated in linearly over 1 s: at 0.5 s the blur is σ = 10 pt, the tint (white 0.11)
        // at half its 0.73, the saturation half way to 1.8 (greys keep their value anyway).
        let sim = try Simulator()
        let controller = UIViewController()
        sim.rootViewController = controller
        let (root, effectView) = edgeScene(style: nil)
        controller.view.addSubview(root)
        sim.advance(seconds: 0.1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .dark)
        }
        sim.advance(seconds: 0.5)
        let canvas = try sim.render()
        let tint = 0.73 / 2
        var worst = 0.0
        var report: [String] = []
        for x in stride(from: 170, to: 232, by: 3) {
            let d = Double(x) + 0.5 - 200
            let expected = tint * 0.11 * 255 + (1 - tint) * 255 * normalCDF(d / 10)
            let actual = Double(canvas.pixel(x: x, y: 150).r)
            worst = max(worst, abs(actual - expected))
            report.append("\(x): \(Int(actual)) vs \(String(format: "%.1f", expected))")
        }
        XCTAssertLessThanOrEqual(worst, 3, "largest difference, in levels:\n" + report.joined(separator: "\n"))
    }

    func testR225VibrantContentIsDrawnInTheStylesColour() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let blur = UIBlurEffect(style: .systemMaterialDark)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = root.bounds
        root.addSubview(blurView)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        vibrancyView.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancyView)
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = .systemRed
        vibrancyView.contentView.addSubview(square)
        let (canvas, stats) = try renderOnWhite(root.layer, width: 200, height: 100)
        XCTAssertEqual(stats.failures, 0)
        // Dark label colour is white: the red square is drawn white over the dark material.
        assertPixel(canvas, 40, 40, is: (255, 255, 255), tolerance: 2, "the content in the vibrancy colour")
        let material = Double(canvas.pixel(x: 150, y: 50).r)
        XCTAssertEqual(material, 0.75 * 0.11 * 255 + 0.25 * 255, accuracy: 3, "dark material over white around it")
    }

    func testLookAtABlurOverColouredStripes() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (i, c) in colours.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 66, y: 0, width: 40, height: 300))
            stripe.backgroundColor = c
            root.addSubview(stripe)
        }
        let styles: [UIBlurEffect.Style] = [.light, .dark, .systemMaterial, .systemChromeMaterialDark]
        for (i, s) in styles.enumerated() {
            let v = UIVisualEffectView(effect: UIBlurEffect(style: s))
            v.frame = CGRect(x: 20, y: 20 + CGFloat(i) * 68, width: 360, height: 56)
            v.layer.cornerRadius = 12
            root.addSubview(v)
        }
        let (canvas, _) = try renderOnWhite(root.layer, width: 400, height: 300)
        try canvas.writePNG(to: URL(fileURLWithPath: "/tmp/blur-look.png"))
    }
}
