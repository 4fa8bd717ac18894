import Foundation
import XCTest

@testable import UIKit

/// `CGContext` painting (R190) measured on its pixels: fills, strokes and their line styles,
/// clipping, images, gradients, transforms and the graphics-state stack.
@MainActor
final class CGContextTests: XCTestCase {
    override func setUp() async throws {
        UIKitRuntime.reset()
    }

    /// A UIKit-style context (y down, points) of `width × height` at `scale`.
    private func context(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> CGContext {
        CGContext(size: CGSize(width: width, height: height), scale: scale)
    }

    private func assertColor(
        _ c: CGContext, _ x: Int, _ y: Int, _ expected: (CGFloat, CGFloat, CGFloat, CGFloat), accuracy: CGFloat = 0.02,
        _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = c.pixel(x: x, y: y)
        let ok =
            abs(p.red - expected.0) <= accuracy && abs(p.green - expected.1) <= accuracy
            && abs(p.blue - expected.2) <= accuracy && abs(p.alpha - expected.3) <= accuracy
        XCTAssertTrue(ok, "pixel (\(x), \(y)) is \(p), expected \(expected) \(message)", file: file, line: line)
    }

    func testR190FillRectCoversWholePixelsAndLeavesTheRestTransparent() async {
        let c = context(20, 20)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        assertColor(c, 5, 5, (1, 0, 0, 1))
        assertColor(c, 14, 14, (1, 0, 0, 1))
        XCTAssertEqual(c.pixel(x: 4, y: 10).alpha, 0)
        XCTAssertEqual(c.pixel(x: 15, y: 10).alpha, 0)
        // UIKit contexts are y down: y = 5 is the sixth row from the top.
        XCTAssertEqual(c.pixel(x: 10, y: 4).alpha, 0)
    }

    func testR190HalfPixelEdgesAreAntialiased() async {
        let c = context(10, 10)
        c.setFillColor(UIColor.black.cgColor)
        c.fill(CGRect(x: 2.5, y: 0, width: 5, height: 10))
        XCTAssertEqual(c.pixel(x: 2, y: 5).alpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(c.pixel(x: 3, y: 5).alpha, 1, accuracy: 0.01)
        XCTAssertEqual(c.pixel(x: 7, y: 5).alpha, 0.5, accuracy: 0.02)
    }

    func testR190StrokeIsCentredOnThePathWithTheLineWidth() async {
        let c = context(40, 20)
        c.setStrokeColor(UIColor.blue.cgColor)
        c.setLineWidth(4)
        c.move(to: CGPoint(x: 5, y: 10))
        c.addLine(to: CGPoint(x: 35, y: 10))
        c.strokePath()
        XCTAssertTrue(c.isPathEmpty, "painting consumes the path")
        // Rows 8…11 are covered (y 8 to 12); the values along a vertical line through the stroke.
        let column = (6...13).map { c.pixel(x: 20, y: $0).alpha }
        XCTAssertEqual(column, [0, 0, 1, 1, 1, 1, 0, 0])
        // Butt caps end at the end points.
        XCTAssertEqual(c.pixel(x: 4, y: 10).alpha, 0)
        XCTAssertEqual(c.pixel(x: 5, y: 10).alpha, 1)
    }

    func testR190AntialiasingCanBeTurnedOff() async {
        for (should, allows, soft) in [(true, true, true), (false, true, false), (true, false, false)] {
            let c = context(10, 10)
            c.setShouldAntialias(should)
            c.setAllowsAntialiasing(allows)
            c.fill(CGRect(x: 2.5, y: 0, width: 5, height: 10))
            XCTAssertEqual(c.pixel(x: 2, y: 5).alpha > 0 && c.pixel(x: 2, y: 5).alpha < 1, soft, "\(should) \(allows)")
        }
    }

    func testR190SquareAndRoundCapsReachPastTheEnds() async {
        for (cap, reaches) in [(CGLineCap.butt, false), (.square, true), (.round, true)] {
            let c = context(40, 20)
            c.setLineWidth(6)
            c.setLineCap(cap)
            c.move(to: CGPoint(x: 10, y: 10))
            c.addLine(to: CGPoint(x: 30, y: 10))
            c.strokePath()
            XCTAssertEqual(c.pixel(x: 8, y: 10).alpha > 0.5, reaches, "\(cap) at 2 pt before the start")
            // A round cap is a half circle: it does not fill the corner a square cap fills.
            if cap == .round { XCTAssertLessThan(c.pixel(x: 7, y: 7).alpha, 0.5) }
            if cap == .square { XCTAssertEqual(c.pixel(x: 7, y: 7).alpha, 1, accuracy: 0.01) }
        }
    }

    func testR190DashedStrokeAlternatesPaintedAndSkippedLengths() async {
        let c = context(60, 10)
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [10, 5])
        c.move(to: CGPoint(x: 0, y: 5))
        c.addLine(to: CGPoint(x: 60, y: 5))
        c.strokePath()
        let painted = (0..<60).map { c.pixel(x: $0, y: 5).alpha > 0.5 }
        XCTAssertEqual(painted[0..<10].allSatisfy { $0 }, true)
        XCTAssertEqual(painted[10..<15].allSatisfy { !$0 }, true)
        XCTAssertEqual(painted[15..<25].allSatisfy { $0 }, true)
        XCTAssertEqual(painted[25..<30].allSatisfy { !$0 }, true)
    }

    func testR190ScaledContextScalesTheLineWidth() async {
        let c = context(20, 20, scale: 2)
        XCTAssertEqual(c.width, 40)
        XCTAssertEqual(c.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40), "UIKit's flipped, scaled ctm")
        c.setLineWidth(1)
        c.move(to: CGPoint(x: 0, y: 10))
        c.addLine(to: CGPoint(x: 20, y: 10))
        c.strokePath()
        // One point is two pixels: rows 19 and 20.
        XCTAssertEqual((17...22).map { c.pixel(x: 20, y: $0).alpha }, [0, 0, 1, 1, 0, 0])
    }

    func testR190EllipseAndEvenOddFill() async {
        let c = context(40, 40)
        c.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        c.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        c.fillPath(using: .evenOdd)
        XCTAssertEqual(c.pixel(x: 20, y: 20).alpha, 0, "the inner ellipse is a hole")
        XCTAssertEqual(c.pixel(x: 20, y: 5).alpha, 1)
        XCTAssertEqual(c.pixel(x: 1, y: 1).alpha, 0, "outside the circle in the corner")
        let winding = context(40, 40)
        winding.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        winding.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        winding.fillPath()
        XCTAssertEqual(winding.pixel(x: 20, y: 20).alpha, 1, "same direction: non-zero fills the middle")
    }

    func testR190ClipLimitsPaintingAndRestoreGStateUndoesIt() async {
        let c = context(20, 20)
        c.setFillColor(UIColor.green.cgColor)
        c.saveGState()
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        c.restoreGState()
        XCTAssertEqual(c.pixel(x: 5, y: 5).alpha, 1)
        XCTAssertEqual(c.pixel(x: 15, y: 5).alpha, 0, "clipped away")
        c.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        XCTAssertEqual(c.pixel(x: 15, y: 15).alpha, 1, "after restoring, the clip is gone")
    }

    func testR190ClipToAPathIsAntialiasedAndIntersects() async {
        let c = context(40, 40)
        c.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        c.clip()
        c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
        c.setFillColor(UIColor.black.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(c.pixel(x: 10, y: 20).alpha, 1)
        XCTAssertEqual(c.pixel(x: 30, y: 20).alpha, 0, "outside the rect")
        XCTAssertEqual(c.pixel(x: 2, y: 2).alpha, 0, "outside the circle")
        // On the circle's edge coverage is fractional.
        let edge = c.pixel(x: 2, y: 10).alpha
        XCTAssertGreaterThan(edge, 0.05)
        XCTAssertLessThan(edge, 0.95)
        XCTAssertEqual(c.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    func testR190TransformsMoveScaleAndRotateUserSpace() async {
        let c = context(40, 40)
        c.setFillColor(UIColor.black.cgColor)
        c.saveGState()
        c.translateBy(x: 20, y: 20)
        c.rotate(by: .pi / 2)
        // In a y-down context a quarter turn takes +x to +y.
        c.fill(CGRect(x: 0, y: -2, width: 15, height: 4))
        c.restoreGState()
        XCTAssertEqual(c.pixel(x: 20, y: 30).alpha, 1, "below the centre")
        XCTAssertEqual(c.pixel(x: 30, y: 20).alpha, 0, "not right of it")
        c.scaleBy(x: 2, y: 2)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(c.pixel(x: 3, y: 3).alpha, 1, "scaled ×2: 4 pixels")
        XCTAssertEqual(c.pixel(x: 4, y: 4).alpha, 0)
        XCTAssertEqual(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)), CGPoint(x: 2, y: 38))
    }

    func testR190LinearGradientInterpolatesAlongTheAxis() async {
        let c = context(101, 4)
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray,
            locations: [0, 1])!
        c.drawLinearGradient(
            gradient, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0), options: [])
        XCTAssertEqual(c.pixel(x: 0, y: 2).red, 0, accuracy: 0.01)
        XCTAssertEqual(c.pixel(x: 50, y: 2).red, 0.5, accuracy: 0.01)
        XCTAssertEqual(c.pixel(x: 25, y: 2).red, 0.25, accuracy: 0.01)
        XCTAssertEqual(c.pixel(x: 100, y: 2).red, 1, accuracy: 0.01)
    }

    func testR190GradientEndsExtendOnlyWithOptions() async {
        let gradient = CGGradient(
            colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil)!
        let plain = context(30, 2)
        plain.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        XCTAssertEqual(plain.pixel(x: 5, y: 1).alpha, 0)
        XCTAssertEqual(plain.pixel(x: 25, y: 1).alpha, 0)
        let extended = context(30, 2)
        extended.drawLinearGradient(
            gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        assertColor(extended, 5, 1, (1, 0, 0, 1))
        assertColor(extended, 25, 1, (0, 0, 1, 1))
    }

    func testR190RadialGradientRunsOutFromTheCentre() async {
        let c = context(41, 41)
        let gradient = CGGradient(
            colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray, locations: nil)!
        c.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 20.5, y: 20.5), startRadius: 0, endCenter: CGPoint(x: 20.5, y: 20.5),
            endRadius: 20, options: [])
        XCTAssertEqual(c.pixel(x: 20, y: 20).red, 1, accuracy: 0.01)
        XCTAssertEqual(c.pixel(x: 30, y: 20).red, 0.5, accuracy: 0.02)
        XCTAssertEqual(c.pixel(x: 20, y: 10).red, 0.5, accuracy: 0.02, "the same in every direction")
        XCTAssertEqual(c.pixel(x: 0, y: 0).alpha, 0, "outside the end circle")
    }

    func testR190GradientFillsOnlyTheClip() async {
        let c = context(20, 20)
        let gradient = CGGradient(
            colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.red.cgColor] as CFArray, locations: nil)!
        c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.clip()
        c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: [])
        XCTAssertEqual(c.pixel(x: 5, y: 5).alpha, 1)
        XCTAssertEqual(c.pixel(x: 15, y: 15).alpha, 0)
    }

    /// A 2×2 image: red, green on the top row; blue, white below.
    private func quadrantImage() -> CGImage {
        CGImage(
            width: 2, height: 2, rgba: Data([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]))
    }

    func testR190DrawImageInAFlippedContextIsUpsideDownAsOnIOS() async {
        let c = context(20, 20)
        c.interpolationQuality = .none
        c.draw(quadrantImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Core Graphics puts the image's first row at the top of the rect in y-up space, which a
        // UIKit context shows at the bottom.
        assertColor(c, 5, 15, (1, 0, 0, 1), "red, the first row, at the bottom")
        assertColor(c, 15, 15, (0, 1, 0, 1))
        assertColor(c, 5, 5, (0, 0, 1, 1))
    }

    func testR191UIImageDrawInRectIsTheRightWayUp() async {
        let image = UIImage(cgImage: quadrantImage())
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1)).image {
            _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let c = CGContext(size: CGSize(width: 20, height: 20), scale: 1)
        c.load(rendered.cgImage!)
        XCTAssertEqual(c.pixel(x: 2, y: 2).red, 1, accuracy: 0.01, "red at the top left")
        XCTAssertEqual(c.pixel(x: 17, y: 17).blue, 1, accuracy: 0.01, "white at the bottom right")
        XCTAssertEqual(c.pixel(x: 17, y: 17).red, 1, accuracy: 0.01)
        // Bilinear between the quadrants at the centre line.
        XCTAssertEqual(c.pixel(x: 2, y: 10).red, 0.5, accuracy: 0.1)
    }

    func testR190AlphaAndBlendModes() async {
        let c = context(10, 10)
        c.setFillColor(UIColor.white.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setAlpha(0.5)
        c.setFillColor(UIColor.black.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        assertColor(c, 2, 5, (0.5, 0.5, 0.5, 1), "half black over white")
        c.setAlpha(1)
        c.setBlendMode(.copy)
        c.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
        c.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        assertColor(c, 7, 5, (1, 0, 0, 0.5), "copy replaces")
        c.setBlendMode(.multiply)
        c.setFillColor(UIColor.blue.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        assertColor(c, 2, 2, (0, 0, 0.5, 1), "multiply: grey × blue")
        c.clear(CGRect(x: 0, y: 0, width: 10, height: 1))
        XCTAssertEqual(c.pixel(x: 2, y: 0).alpha, 0)
    }

    func testR190CurvesAndArcs() async {
        let c = context(40, 40)
        c.move(to: CGPoint(x: 20, y: 20))
        // y down: clockwise in Core Graphics' sense turns anticlockwise on screen; from 0 to π/2
        // with clockwise false sweeps through +y, the bottom.
        c.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        c.closePath()
        c.fillPath()
        XCTAssertEqual(c.pixel(x: 28, y: 28).alpha, 1, "bottom-right quarter")
        XCTAssertEqual(c.pixel(x: 28, y: 12).alpha, 0, "not the top right")
        let q = context(40, 40)
        q.move(to: CGPoint(x: 0, y: 40))
        q.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 20, y: 0))
        q.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 10, y: 40))
        q.fillPath()
        XCTAssertEqual(q.pixel(x: 20, y: 25).alpha, 1, "under the quad's apex (y 20)")
        XCTAssertEqual(q.pixel(x: 20, y: 15).alpha, 0)
    }

    func testR191UIBezierPathAndUIColorDrawIntoTheCurrentContext() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format(scale: 2)).image {
            ctx in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 15, height: 30)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 30, y: 20))
            line.lineWidth = 2
            line.stroke()
            XCTAssertNotNil(UIGraphicsGetCurrentContext())
            XCTAssertTrue(UIGraphicsGetCurrentContext() === ctx.cgContext)
        }
        XCTAssertNil(UIGraphicsGetCurrentContext(), "popped after the closure")
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(image.cgImage?.width, 60)
        let c = CGContext(size: CGSize(width: 30, height: 30), scale: 2)
        c.load(image.cgImage!)
        XCTAssertEqual(c.pixel(x: 10, y: 10).red, 1, accuracy: 0.01)
        XCTAssertEqual(c.pixel(x: 50, y: 10).alpha, 0)
        XCTAssertEqual(c.pixel(x: 50, y: 40).blue, 1, accuracy: 0.01, "the 2-pt line at y 20 is pixels 38…41")
        XCTAssertEqual(c.pixel(x: 50, y: 37).alpha, 0)
    }

    func testR191OpaqueFormatShowsUndrawnPixelsBlack() async {
        let f = format(scale: 1)
        f.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: f).image { ctx in
            UIColor.white.withAlphaComponent(0.5).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let c = CGContext(size: CGSize(width: 10, height: 10), scale: 1)
        c.load(image.cgImage!)
        assertColor(c, 7, 5, (0, 0, 0, 1))
        assertColor(c, 2, 5, (0.5, 0.5, 0.5, 1), accuracy: 0.01)
    }

    func testR191PNGDataIsAValidPNGOfTheImage() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 1)).image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let data = try XCTUnwrap(image.pngData())
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("r191-\(UUID()).png")
        try data.write(to: url)
        let read = try XCTUnwrap(CGImage(contentsOf: url), "the header reads back")
        XCTAssertEqual(read.width, 3)
        XCTAssertEqual(read.height, 2)
        XCTAssertEqual(PNGEncoder.crc32(Array("IEND".utf8)), 0xAE42_6082, "the standard CRC of an IEND chunk")
    }

    func testR190BitmapContextIsYUpWithAnIdentityCTM() async throws {
        let c = try XCTUnwrap(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertEqual(c.ctm, .identity)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 3))
        XCTAssertEqual(c.pixel(x: 5, y: 9).alpha, 1, "y = 0 is the bottom row")
        XCTAssertEqual(c.pixel(x: 5, y: 0).alpha, 0)
    }

    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        return f
    }
}
