import Foundation
import UIKit
import XCTest

@testable import Stagecraft

/// Text textures are copied texel for texel: their quads start on whole target pixels, because
/// OpenGL's nearest sampling at a half-pixel offset doubles some glyph columns and drops others.
@MainActor
final class RendererTextAlignmentTests: XCTestCase {
    func testTextQuadAtHalfPixelIsMovedToAWholePixelWithoutResizing() async throws {
        let rect = CGRect(x: 111.5, y: 792.25, width: 317, height: 16)
        let aligned = Renderer.pixelAligned(rect, map: .identity)
        XCTAssertEqual(aligned.minX, 111)
        XCTAssertEqual(aligned.minY, 792)
        XCTAssertEqual(aligned.width, 317, accuracy: 1e-9)
        XCTAssertEqual(aligned.height, 16, accuracy: 1e-9)
    }

    func testTextQuadUnderScaleAndOffsetLandsOnWholePixels() async throws {
        // Window 2×: points × 2 plus a 40.5 px offset; the label's text starts at x = 20.3 pt.
        let map = Homography.scale(2, 2).concatenating(.translation(40.5, 33))
        let rect = CGRect(x: 20.3, y: 10.1, width: 50, height: 8)
        let aligned = Renderer.pixelAligned(rect, map: map)
        guard let p = map.project(Double(aligned.minX), Double(aligned.minY)) else { return XCTFail("behind") }
        XCTAssertEqual(p.x, (2 * 20.3 + 40.5).rounded(.down), accuracy: 1e-9)
        XCTAssertEqual(p.y, (2 * 10.1 + 33).rounded(.down), accuracy: 1e-9)
        XCTAssertEqual(aligned.width, 50, accuracy: 1e-9)
    }

    func testRotatedTextIsLeftWhereItIs() async throws {
        let rotated = Homography(CATransform3DMakeRotation(0.3, 0, 0, 1))
        let rect = CGRect(x: 1.5, y: 2.5, width: 10, height: 4)
        XCTAssertEqual(Renderer.pixelAligned(rect, map: rotated), rect)
    }

    /// Through the renderer: a centred label whose text starts on a half pixel draws the same glyph
    /// pixels as the same label shifted to the whole pixel the software renderer truncates to.
    func testCentredLabelOnHalfPixelDrawsLikeTheTruncatedPosition() async throws {
        TestFonts.library.install()
        func render(x: CGFloat) throws -> Canvas {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let label = UILabel(frame: CGRect(x: x, y: 10.5, width: 180, height: 18))
            label.text = "step one frame"
            label.font = .systemFont(ofSize: 13)
            label.textColor = .black
            root.addSubview(label)
            return try renderOnWhite(root.layer, width: 200, height: 40).canvas
        }
        let half = try render(x: 10.5)
        let whole = try render(x: 10)
        var differing = 0
        var ink = 0
        for y in 0..<40 {
            for x in 0..<200 {
                let a = half.pixel(x: x, y: y)
                let b = whole.pixel(x: x, y: y)
                if a.r != b.r { differing += 1 }
                if a.r < 128 { ink += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 40)
        XCTAssertEqual(differing, 0)
    }
}
