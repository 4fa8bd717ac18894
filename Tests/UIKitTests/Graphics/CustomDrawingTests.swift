import Foundation
import XCTest

@testable import UIKit

/// A view that draws a red disc and counts its draws (an iOS custom-drawing view, ported).
@MainActor
final class DiscView: UIView {
    var draws = 0
    var rects: [CGRect] = []
    var sawContext = false
    var color = UIColor.red

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        draws += 1
        rects.append(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        sawContext = true
        context.setFillColor(color.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
    }
}

/// A layer subclass that draws itself in `draw(in:)`.
@MainActor
final class StripeLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// A layer delegate that draws (`draw(_:in:)`) or sets contents itself (`display(_:)`).
@MainActor
final class DrawingDelegate: NSObject, CALayerDelegate {
    var drawn = 0
    var displayed = 0
    let image = CGImage(width: 1, height: 1, rgba: Data([0, 255, 0, 255]))
    let setsContents: Bool

    init(setsContents: Bool) { self.setsContents = setsContents }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawn += 1
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(layer.bounds)
    }

    func display(_ layer: CALayer) {
        guard setsContents else {
            layer.displayBackingStore()
            return
        }
        displayed += 1
        layer.contents = image
    }
}

/// Custom drawing's life cycle (R192): drawn once when shown, then only when asked.
@MainActor
final class CustomDrawingTests: XCTestCase {
    private func pixel(_ image: Any?, _ x: Int, _ y: Int) -> (
        red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    ) {
        guard let image = image as? CGImage else { return (0, 0, 0, 0) }
        let c = CGContext(width: image.width, height: image.height, ctm: .identity)
        c.load(image)
        return c.pixel(x: x, y: y)
    }

    func testR192DrawRunsOnceAtTheFirstFrameAndNotAgainUntilAsked() async {
        let app = TestApp()
        let disc = DiscView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        app.window.addSubview(disc)
        XCTAssertEqual(disc.draws, 0, "nothing draws before the frame's display pass")
        app.advance(seconds: 0)
        XCTAssertEqual(disc.draws, 1)
        XCTAssertTrue(disc.sawContext, "UIGraphicsGetCurrentContext() is the backing store during draw(_:)")
        XCTAssertEqual(disc.rects, [disc.bounds])
        app.advance(seconds: 1)
        XCTAssertEqual(disc.draws, 1, "sixty frames and nobody asked: no redraw")
        disc.frame.origin = CGPoint(x: 10, y: 10)
        disc.alpha = 0.5
        app.advance(seconds: 0.1)
        XCTAssertEqual(disc.draws, 1, "moving or fading does not redraw")
        disc.color = .blue
        disc.setNeedsDisplay()
        disc.setNeedsDisplay()
        app.advance(seconds: 0.1)
        XCTAssertEqual(disc.draws, 2, "two requests in a turn draw once")
        XCTAssertEqual(pixel(disc.layer.contents, 20, 20).blue, 1, accuracy: 0.01)
    }

    func testR192DrawnPixelsBecomeTheLayersContentsAtTheScreenScale() async {
        let app = TestApp()
        let disc = DiscView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        app.window.addSubview(disc)
        app.advance(seconds: 0)
        let image = disc.layer.contents as? CGImage
        XCTAssertEqual(image?.width, 40)
        XCTAssertEqual(image?.height, 30)
        XCTAssertEqual(disc.layer.contentsScale, UIScreen.main.scale)
        XCTAssertEqual(pixel(image, 20, 15).red, 1, accuracy: 0.01)
        XCTAssertEqual(pixel(image, 0, 0).alpha, 0, "outside the disc stays transparent (over the background)")
    }

    func testR192SetNeedsDisplayInRectRedrawsOnlyThatRectOverThePreviousDrawing() async {
        let app = TestApp()
        let disc = DiscView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        app.window.addSubview(disc)
        app.advance(seconds: 0)
        disc.color = .blue
        disc.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 40))
        app.advance(seconds: 0)
        XCTAssertEqual(disc.rects.last, CGRect(x: 0, y: 0, width: 20, height: 40))
        let image = disc.layer.contents
        XCTAssertEqual(pixel(image, 10, 20).blue, 1, accuracy: 0.01, "redrawn half")
        XCTAssertEqual(pixel(image, 30, 20).red, 1, accuracy: 0.01, "kept half")
        disc.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        disc.setNeedsDisplay(CGRect(x: 30, y: 30, width: 5, height: 5))
        app.advance(seconds: 0)
        XCTAssertEqual(disc.rects.last, CGRect(x: 0, y: 0, width: 35, height: 35), "the rects are united")
    }

    func testR192ContentModeRedrawRedrawsWhenTheBoundsChange() async {
        let app = TestApp()
        let disc = DiscView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        app.window.addSubview(disc)
        app.advance(seconds: 0)
        disc.frame.size = CGSize(width: 80, height: 40)
        app.advance(seconds: 0)
        XCTAssertEqual(disc.draws, 1, "scaleToFill stretches the old drawing")
        disc.contentMode = .redraw
        disc.frame.size = CGSize(width: 60, height: 40)
        app.advance(seconds: 0)
        XCTAssertEqual(disc.draws, 2)
        XCTAssertEqual((disc.layer.contents as? CGImage)?.width, 60)
    }

    func testR192AViewThatDoesNotOverrideDrawKeepsItsContents() async {
        let app = TestApp()
        let image = CGImage(width: 1, height: 1, rgba: Data([255, 0, 0, 255]))
        let view = UIImageView(image: UIImage(cgImage: image))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        app.window.addSubview(view)
        view.setNeedsDisplay()
        app.advance(seconds: 0)
        XCTAssertTrue(view.layer.contents as? CGImage === image)
    }

    func testR192LayerSubclassDrawInContextAndNeedsDisplayOnBoundsChange() async {
        let app = TestApp()
        let layer = StripeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        app.window.layer.addSublayer(layer)
        app.advance(seconds: 0)
        XCTAssertEqual(layer.draws, 0, "a layer draws only when asked")
        XCTAssertNil(layer.contents)
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
        XCTAssertEqual(layer.draws, 1)
        XCTAssertEqual(pixel(layer.contents, 2, 5).blue, 1, accuracy: 0.01)
        XCTAssertEqual(pixel(layer.contents, 15, 5).alpha, 0)
        layer.bounds.size = CGSize(width: 40, height: 10)
        app.advance(seconds: 0)
        XCTAssertEqual(layer.draws, 1, "needsDisplayOnBoundsChange is false by default")
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 30, height: 10)
        app.advance(seconds: 0)
        XCTAssertEqual(layer.draws, 2)
        XCTAssertEqual((layer.contents as? CGImage)?.width, 30)
    }

    func testR192DelegateDrawsOrSetsContentsItself() async {
        let app = TestApp()
        let drawing = DrawingDelegate(setsContents: false)
        let drawn = CALayer()
        drawn.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        drawn.delegate = drawing
        let displaying = DrawingDelegate(setsContents: true)
        let displayed = CALayer()
        displayed.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        displayed.delegate = displaying
        app.window.layer.addSublayer(drawn)
        app.window.layer.addSublayer(displayed)
        drawn.setNeedsDisplay()
        displayed.setNeedsDisplay()
        app.advance(seconds: 0)
        XCTAssertEqual(drawing.drawn, 1)
        XCTAssertEqual(pixel(drawn.contents, 4, 4).green, 1, accuracy: 0.01)
        XCTAssertEqual(displaying.displayed, 1)
        XCTAssertEqual(displaying.drawn, 0, "a delegate that implements display(_:) is not asked to draw")
        XCTAssertTrue(displayed.contents as? CGImage === displaying.image)
    }

    func testR192SetNeedsDisplayReplacesAPlainLayersContents() async {
        let app = TestApp()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.contents = CGImage(width: 1, height: 1, rgba: Data([255, 0, 0, 255]))
        app.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        app.advance(seconds: 0)
        XCTAssertNil(layer.contents, "the new (empty) backing store replaces the image, as Core Animation documents")
    }

    func testR192AnOpaqueViewWithoutBackgroundShowsUndrawnPixelsBlack() async {
        let app = TestApp()
        let disc = DiscView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        disc.backgroundColor = nil
        app.window.addSubview(disc)
        app.advance(seconds: 0)
        let corner = pixel(disc.layer.contents, 0, 0)
        XCTAssertEqual(corner.alpha, 1)
        XCTAssertEqual(corner.red, 0)
        disc.isOpaque = false
        disc.setNeedsDisplay()
        app.advance(seconds: 0)
        XCTAssertEqual(pixel(disc.layer.contents, 0, 0).alpha, 0)
    }

    func testR192AViewThatDrawsOnlyOnceItHasDataRedrawsWhenAsked() async {
        final class ChartView: UIView {
            var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
            override func draw(_ rect: CGRect) {
                guard !values.isEmpty, let ctx = UIGraphicsGetCurrentContext() else {
                    super.draw(rect)
                    return
                }
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * values[0], height: bounds.height))
            }
        }
        let app = TestApp()
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        chart.isOpaque = false
        app.window.addSubview(chart)
        app.advance(seconds: 0)
        XCTAssertNil(chart.layer.contents, "nothing drawn yet")
        chart.values = [0.5]
        app.advance(seconds: 0)
        XCTAssertEqual(pixel(chart.layer.contents, 5, 5).red, 1, accuracy: 0.01)
        XCTAssertEqual(pixel(chart.layer.contents, 15, 5).alpha, 0)
    }

    func testR192DrawSeesTheViewsTraitsAsCurrent() async {
        final class StyleView: UIView {
            var seen: UIUserInterfaceStyle?
            override func draw(_ rect: CGRect) { seen = UITraitCollection.current.userInterfaceStyle }
        }
        let app = TestApp()
        let view = StyleView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.overrideUserInterfaceStyle = .dark
        app.window.addSubview(view)
        app.advance(seconds: 0)
        XCTAssertEqual(view.seen, .dark)
    }
}
