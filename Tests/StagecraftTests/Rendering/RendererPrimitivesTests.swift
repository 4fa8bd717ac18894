import Foundation
import Stagecraft
import UIKit
import XCTest

/// The chrome primitives (target pixel coordinates) and the base scale of `drawLayerTree`.
@MainActor
final class RendererPrimitivesTests: XCTestCase {

    func testOutsideRoundedRectMasksOnlyTheCorners() async throws {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        let screen = CGRect(x: 0, y: 0, width: 100, height: 100)
        renderer.fillRect(screen, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        renderer.fillOutsideRoundedRect(screen, radius: 30, color: CGColor(gray: 0, alpha: 1))
        renderer.fillRoundedRect(
            CGRect(x: 40, y: 40, width: 20, height: 20), radius: 6, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let size = renderer.drawText(
            "Hi", font: .systemFont(ofSize: 12), color: CGColor(gray: 0, alpha: 1), at: CGPoint(x: 40, y: 70), scale: 2)

        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
        assertPixel(canvas, 1, 1, is: (0, 0, 0), "top-left corner masked")
        assertPixel(canvas, 98, 98, is: (0, 0, 0), "bottom-right corner masked")
        assertPixel(canvas, 50, 2, is: (255, 0, 0), "top edge between the corners untouched")
        assertPixel(canvas, 20, 20, is: (255, 0, 0), "inside the arc untouched")
        assertPixel(canvas, 50, 50, is: (0, 0, 255), "rounded rect centre")
        assertPixel(canvas, 40, 40, is: (255, 0, 0), tolerance: 40, "rounded rect corner cut off")
        XCTAssertGreaterThan(size.width, 20)
        XCTAssertGreaterThan(size.height, 20)
    }

    func testBaseScaleAndOffsetMapScreenPointsToPixels() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        box.backgroundColor = .blue
        root.addSubview(box)
        let canvas = try Canvas(width: 130, height: 130)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(root.layer, scale: 2, offset: CGPoint(x: 15, y: 15))
        // The box covers points 10…20, so pixels 15 + 20 … 15 + 40.
        assertPixel(canvas, 35, 35, is: (0, 0, 255))
        assertPixel(canvas, 54, 54, is: (0, 0, 255))
        assertPixel(canvas, 34, 34, is: (255, 255, 255))
        assertPixel(canvas, 55, 55, is: (255, 255, 255))
        XCTAssertEqual(renderer.statistics.layersDrawn, 2)
    }
}
