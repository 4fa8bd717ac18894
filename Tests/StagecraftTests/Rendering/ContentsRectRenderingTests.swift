import Foundation
import Stagecraft
import UIKit
import XCTest

/// `CALayer.contentsRect` (R290): only the given part of the image is fitted into the bounds.
@MainActor
final class ContentsRectRenderingTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            clock = MediaClock(time: 10)
            clock.makeCurrent()
        }
    }

    /// A sprite sheet of four 8×8 sprites side by side: red, green, blue, black (whole sprites, so
    /// the filtering of the enlarged image stays inside each).
    private let sheet: CGImage = {
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [0, 0, 0, 255]]
        var bytes: [UInt8] = []
        for _ in 0..<8 { for sprite in 0..<4 { for _ in 0..<8 { bytes += colors[sprite] } } }
        return CGImage(width: 32, height: 8, rgba: Data(bytes))
    }()

    private func layer(_ rect: CGRect?) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = sheet
        if let rect { layer.contentsRect = rect }
        return layer
    }

    func testR290TheDefaultIsTheWholeImage() async throws {
        XCTAssertEqual(CALayer().contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        let canvas = try renderOnWhite(layer(nil), width: 40, height: 40).canvas
        assertPixel(canvas, 5, 20, is: (255, 0, 0))
        assertPixel(canvas, 35, 20, is: (0, 0, 0))
    }

    func testR290APartOfTheImageFillsTheBounds() async throws {
        let canvas = try renderOnWhite(layer(CGRect(x: 0.5, y: 0, width: 0.25, height: 1)), width: 40, height: 40)
            .canvas
        for x in [8, 20, 32] { assertPixel(canvas, x, 20, is: (0, 0, 255), tolerance: 8, "only the third sprite") }
    }

    func testR290ADiscreteKeyframeAnimationStepsThroughTheSheet() async throws {
        let sprite = layer(CGRect(x: 0, y: 0, width: 0.25, height: 1))
        let steps = CAKeyframeAnimation(keyPath: "contentsRect")
        steps.values = (0..<4).map { CGRect(x: CGFloat($0) * 0.25, y: 0, width: 0.25, height: 1) }
        steps.calculationMode = .discrete
        steps.duration = 1
        sprite.add(steps, forKey: "sprite")
        FrameCycle.run(windows: [])
        clock.advance(to: 10.3)
        assertPixel(try renderOnWhite(sprite, width: 40, height: 40).canvas, 20, 20, is: (0, 255, 0), tolerance: 8)
        clock.advance(to: 10.8)
        assertPixel(try renderOnWhite(sprite, width: 40, height: 40).canvas, 20, 20, is: (0, 0, 0), tolerance: 8)
    }
}

/// `CALayer.contentsCenter` (R290): a nine-part image whose corners keep their size.
@MainActor
final class ContentsCenterRenderingTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            MediaClock(time: 10).makeCurrent()
        }
    }

    /// A 30×30 image: a 10-pixel black frame round a red centre.
    private let framed: CGImage = {
        var bytes: [UInt8] = []
        for y in 0..<30 {
            for x in 0..<30 {
                let edge = x < 10 || x >= 20 || y < 10 || y >= 20
                bytes += edge ? [0, 0, 0, 255] : [255, 0, 0, 255]
            }
        }
        return CGImage(width: 30, height: 30, rgba: Data(bytes))
    }()

    func testR290TheFrameKeepsItsWidthWhileTheCentreStretches() async throws {
        XCTAssertEqual(CALayer().contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(CALayer().magnificationFilter, .linear)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        layer.contents = framed
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let canvas = try renderOnWhite(layer, width: 120, height: 90).canvas
        assertPixel(canvas, 5, 45, is: (0, 0, 0), "left edge 10 pt wide")
        assertPixel(canvas, 14, 45, is: (255, 0, 0), tolerance: 8, "the centre begins at 10 pt, not at 40")
        assertPixel(canvas, 105, 45, is: (255, 0, 0), tolerance: 8)
        assertPixel(canvas, 115, 45, is: (0, 0, 0), "right edge 10 pt wide")
        assertPixel(canvas, 60, 5, is: (0, 0, 0), "top edge")
        assertPixel(canvas, 60, 85, is: (0, 0, 0), "bottom edge")
        let stretched = CALayer()
        stretched.frame = layer.frame
        stretched.contents = framed
        let plain = try renderOnWhite(stretched, width: 120, height: 90).canvas
        assertPixel(plain, 30, 45, is: (0, 0, 0), "without it the frame stretches to 40 pt")
    }
}
