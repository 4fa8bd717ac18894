import Foundation
import Stagecraft
import UIKit
import XCTest

/// Layer `contents` loaded from files and fitted by `contentsGravity`.
@MainActor
final class RendererContentsTests: XCTestCase {

    func testPNGContentsFollowAspectGravities() async throws {
        // A 20×10 red PNG, written with a Canvas.
        let source = try Canvas(width: 20, height: 10)
        source.clear(to: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-red-20x10.png")
        try source.writePNG(to: url)
        let image = try XCTUnwrap(CGImage(contentsOf: url))

        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let fit = CALayer()
        fit.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        fit.contents = image
        fit.contentsGravity = .resizeAspect
        let fill = CALayer()
        fill.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
        fill.contents = image
        fill.contentsGravity = .resizeAspectFill
        root.addSublayer(fit)
        root.addSublayer(fill)

        let (canvas, stats) = try renderOnWhite(root, width: 100, height: 50)

        // Fit: 40×20 letterboxed at y 10…30. Fill: 80×40 cropped to the 40×40 bounds.
        assertPixel(canvas, 20, 5, is: (255, 255, 255), "letterbox above")
        assertPixel(canvas, 20, 20, is: (255, 0, 0), "fitted image")
        assertPixel(canvas, 20, 35, is: (255, 255, 255), "letterbox below")
        assertPixel(canvas, 52, 2, is: (255, 0, 0), "filled to the corner")
        assertPixel(canvas, 92, 20, is: (255, 255, 255), "fill cropped at the bounds")
        XCTAssertEqual(stats.textureUploads, 1, "one texture for the shared image")
    }
}
