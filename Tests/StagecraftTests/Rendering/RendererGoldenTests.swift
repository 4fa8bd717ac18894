import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// The renderer against golden PNGs, drawn at scale 1 with the software renderer.
/// XCTest runs these serially on the main actor, which SDL's global state needs. Test methods are
/// `async`: swift-corelibs-xctest aborts discovering synchronous methods of a `@MainActor` class.
@MainActor
final class RendererGoldenTests: XCTestCase {
    private let white = (255, 255, 255)

    private func rootLayer(width: CGFloat, height: CGFloat) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return root
    }

    func testCardRotated60DegreesAboutYWithPerspectiveLandsOnProjectedCorners() async throws {
        TestFonts.library.install()
        let root = rootLayer(width: 400, height: 300)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        card.position = CGPoint(x: 200, y: 150)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        // A checkerboard on the card shows whether the texture is mapped perspective-correctly
        // (straight cell edges, no fold along a diagonal).
        let pattern = CALayer()
        pattern.frame = CGRect(x: 20, y: 20, width: 160, height: 80)
        pattern.contents = Self.checkerboard(size: 64, cell: 8)
        card.addSublayer(pattern)
        root.addSublayer(card)

        let (canvas, stats) = try renderOnWhite(root, width: 400, height: 300)

        // By hand: a point (x, y) relative to the anchor goes to (x·cos θ, y, −x·sin θ) and then
        // w = 1 − z/500 = 1 + x·sin θ/500; the screen point is the position plus (x·cos θ, y)/w.
        func corner(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let w = 1 + x * sin(Double.pi / 3) / 500
            return (200 + x * cos(Double.pi / 3) / w, 150 + y / w)
        }
        let near = [corner(-100, -60), corner(-100, 60)]  // left edge, nearer the viewer (taller)
        let far = [corner(100, -60), corner(100, 60)]
        XCTAssertEqual(near[0].x, 139.53, accuracy: 0.01)
        XCTAssertEqual(near[0].y, 77.43, accuracy: 0.01)
        XCTAssertEqual(far[0].x, 242.62, accuracy: 0.01)
        XCTAssertEqual(far[0].y, 98.86, accuracy: 0.01)
        let blue = (51, 102, 230)
        for (c, sx, sy) in [(near[0], 1.0, 1.0), (near[1], 1.0, -1.0), (far[0], -1.0, 1.0), (far[1], -1.0, -1.0)] {
            // 3 px inside along both axes (towards the card's centre) is card; 3 px outside is background.
            assertPixel(canvas, Int(c.x + 3 * sx), Int(c.y + 4 * sy), is: blue, "inside corner \(c)")
            assertPixel(canvas, Int(c.x - 3 * sx), Int(c.y - 3 * sy), is: white, "outside corner \(c)")
        }
        assertPixel(canvas, Int(near[0].x) - 3, 150, is: white, "left of the near edge")
        assertPixel(canvas, Int(far[0].x) + 3, 150, is: white, "right of the far edge")
        XCTAssertEqual(stats.layersDrawn, 3)
        try assertGolden(canvas, named: "card-rotated-60-perspective")
    }

    func testSingleSidedLayerFacingAwayIsNotDrawn() async throws {
        let root = rootLayer(width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.isDoubleSided = false
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi * 2 / 3, 0, 1, 0)
        root.addSublayer(card)
        let (canvas, stats) = try renderOnWhite(root, width: 100, height: 100)
        assertPixel(canvas, 50, 50, is: white)
        XCTAssertEqual(stats.layersDrawn, 1)

        card.isDoubleSided = true
        let (again, _) = try renderOnWhite(root, width: 100, height: 100)
        assertPixel(again, 50, 50, is: (255, 0, 0))
    }

    func testLayerTurnedEdgeOnDrawsNothing() async throws {
        // Turned exactly 90° about Y (cos π/2 is 6e-17, not 0), the card and its sublayers collapse
        // onto a line of no area: Core Animation draws nothing (the built-in flip starts the
        // arriving view there, R129), not a one-pixel line.
        let root = rootLayer(width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        card.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let button = CALayer()
        button.frame = CGRect(x: 10, y: 25, width: 40, height: 10)
        button.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSublayer(button)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 1200
        card.transform = CATransform3DRotate(t, -.pi / 2, 0, 1, 0)
        root.addSublayer(card)
        let (canvas, stats) = try renderOnWhite(root, width: 100, height: 100)
        for y in 0..<100 {
            for x in 45..<55 { assertPixel(canvas, x, y, is: white) }
        }
        XCTAssertEqual(stats.layersDrawn, 1)
    }

    func testRoundedCornerViewClipsLargerImageChild() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        container.layer.cornerRadius = 24
        container.clipsToBounds = true
        container.backgroundColor = .gray
        let imageView = UIImageView(image: UIImage(cgImage: Self.checkerboard(size: 64, cell: 8)))
        imageView.frame = CGRect(x: -30, y: -30, width: 260, height: 260)
        container.addSubview(imageView)
        root.addSubview(container)

        let (canvas, stats) = try renderOnWhite(root.layer, width: 240, height: 240)

        assertPixel(canvas, 22, 22, is: white, "outside the rounded top-left corner")
        assertPixel(canvas, 217, 217, is: white, "outside the rounded bottom-right corner")
        assertPixel(canvas, 10, 120, is: white, "child clipped left of the container")
        assertPixel(canvas, 120, 230, is: white, "child clipped below the container")
        // The 8-texel cells are magnified to 32.5 pt (filtered, R201): a cell's centre near the top
        // edge (cell 4 of row 1: x 120…152.5, y 22.5…55) shows the cell's own colour.
        let inside = canvas.pixel(x: 136, y: 38)
        XCTAssertTrue(
            inside.r == inside.g && (inside.r < 60 || inside.r > 200), "image pixel inside top edge: \(inside)")
        XCTAssertEqual(stats.offscreenPasses, 1)
        try assertGolden(canvas, named: "rounded-clip-image")
    }

    func testHalfTransparentGroupWithHalfTransparentChildComposesOnce() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let group = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        group.alpha = 0.5
        let child = UIView(frame: CGRect(x: 15, y: 15, width: 50, height: 50))
        child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        group.addSubview(child)
        root.addSubview(group)

        let (canvas, stats) = try renderOnWhite(root.layer, width: 100, height: 100)

        // Green at 0.5 inside a group at 0.5 covers white by 0.25, so red and blue drop to 191 and
        // green stays 255 (both layers have green 255). Without dividing the group texture by its
        // alpha it comes out (191, 223, 191): the premultiplied texture is multiplied by alpha again.
        assertPixel(canvas, 50, 50, is: (191, 255, 191), tolerance: 2, "group composite")
        assertPixel(canvas, 15, 15, is: white, "group area without content")
        XCTAssertEqual(stats.offscreenPasses, 1)
        try assertGolden(canvas, named: "group-opacity-half-green")
    }

    /// The issue's numbers: a darker green (0, 159, 0) at 0.5 in a group at 0.5 over white must come
    /// out (191, 231, 191); the naive render-to-texture gives (191, 211, 191).
    func testHalfTransparentGroupGivesTheIssuesChannelValues() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let group = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        group.alpha = 0.5
        let child = UIView(frame: CGRect(x: 15, y: 15, width: 50, height: 50))
        child.backgroundColor = UIColor(red: 0, green: 159.0 / 255, blue: 0, alpha: 0.5)
        group.addSubview(child)
        root.addSubview(group)

        let (canvas, _) = try renderOnWhite(root.layer, width: 100, height: 100)

        // 255·0.75 + 159·0.25 = 231; premultiplied twice: 255·0.75 + 159·0.5·0.25 = 211.
        assertPixel(canvas, 50, 50, is: (191, 231, 191), tolerance: 2, "group composite, not the naive 211")
    }

    func testLabelDrawsDarkGlyphsOnlyInsideItsFrame() async throws {
        TestFonts.library.install()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        label.text = "Hello, Stagecraft"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        root.addSubview(label)

        let (canvas, _) = try renderOnWhite(root.layer, width: 240, height: 80)

        var darkInside = 0
        var darkOutside = 0
        for y in 0..<80 {
            for x in 0..<240 {
                guard canvas.pixel(x: x, y: y).r < 100 else { continue }
                if label.frame.contains(CGPoint(x: x, y: y)) { darkInside += 1 } else { darkOutside += 1 }
            }
        }
        XCTAssertGreaterThan(darkInside, 150, "glyph pixels inside the label")
        XCTAssertEqual(darkOutside, 0, "no glyph pixels outside the label")
        try assertGolden(canvas, named: "label-hello")
    }

    func testScaledAndRotatedViewWithBorderAndSubview() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 100, y: 120, width: 100, height: 60))
        view.backgroundColor = .orange
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.black.cgColor
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .blue
        view.addSubview(dot)
        view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5).rotated(by: .pi / 6)
        root.addSubview(view)

        let (canvas, _) = try renderOnWhite(root.layer, width: 300, height: 300)

        assertPixel(canvas, 150, 150, is: (255, 128, 0), tolerance: 2, "centre")
        // The right end of the view's axis: centre + 1.5 · 40 along 30°, still orange.
        assertPixel(canvas, 150 + Int(60 * cos(Double.pi / 6)), 150 + Int(60 * sin(Double.pi / 6)), is: (255, 128, 0))
        assertPixel(canvas, 20, 20, is: white)
        assertPixel(canvas, 280, 40, is: white, "the unrotated frame's corner region is empty")
        try assertGolden(canvas, named: "scaled-rotated-view")
    }

    /// A black-and-white checkerboard, opaque.
    static func checkerboard(size: Int, cell: Int) -> CGImage {
        var bytes = [UInt8]()
        bytes.reserveCapacity(size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let on = ((x / cell) + (y / cell)) % 2 == 0
                let v: UInt8 = on ? 30 : 230
                bytes += [v, v, v, 255]
            }
        }
        return CGImage(width: size, height: size, rgba: Data(bytes))
    }
}
