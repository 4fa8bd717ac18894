import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// The renderer's cheaper SDL calls must draw exactly the pixels of the geometry they replace.
@MainActor
final class RendererFastPathTests: XCTestCase {
    /// Renders `draw` twice, with opaque rectangles filled directly and as triangles, and returns
    /// the pixels that differ.
    func differences(width: Int, height: Int, _ draw: (Renderer) -> Void) throws -> [(x: Int, y: Int)] {
        defer { Renderer.fillsOpaqueRectsDirectly = true }
        var canvases: [Canvas] = []
        for direct in [true, false] {
            Renderer.fillsOpaqueRectsDirectly = direct
            let canvas = try Canvas(width: width, height: height)
            canvas.clear(to: CGColor(gray: 0.5, alpha: 1))
            let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
            draw(renderer)
            XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
            canvases.append(canvas)
        }
        return RendererStateLeakTests.differingPixels(canvases[0], canvases[1])
    }

    func testOpaqueRectanglesAtFractionalMirroredAndOffCanvasPositionsFillTheSamePixelsAsTriangles() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        let frames: [CGRect] = [
            CGRect(x: 3.3, y: 4.6, width: 20.5, height: 10.49), CGRect(x: 30.5, y: 0.5, width: 0.7, height: 30),
            CGRect(x: -5.7, y: 50.2, width: 20.9, height: 7.5), CGRect(x: 140.6, y: 110.6, width: 40, height: 40),
            CGRect(x: 60.25, y: 60.75, width: 33.5, height: 0.3), CGRect(x: 80, y: 10, width: 31, height: 17),
        ]
        for (i, frame) in frames.enumerated() {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = CGColor(red: CGFloat(i) / 6, green: 0.3, blue: 0.8, alpha: 1)
            root.addSublayer(layer)
        }
        // Mirrored and flipped planes give SDL the same rectangle with its vertices in another order.
        for (i, scale) in [(-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (1.7, 0.6)].enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 10.4 + CGFloat(i) * 35, y: 80.3, width: 23.3, height: 15.6)
            layer.transform = CATransform3DMakeScale(scale.0, scale.1, 1)
            layer.backgroundColor = CGColor(red: 0.9, green: CGFloat(i) / 4, blue: 0.1, alpha: 1)
            root.addSublayer(layer)
        }
        let diff = try differences(width: 160, height: 120) { renderer in
            renderer.drawLayerTree(root, scale: 1, offset: CGPoint(x: 0.37, y: 0.81))
        }
        XCTAssertTrue(diff.isEmpty, "\(diff.count) pixels differ, first \(diff.prefix(5))")
    }

    func testEveryGalleryScenesFramesAreTheSameWithOpaqueRectanglesFilledDirectly() async throws {
        for scene in Gallery.scenes {
            UIKitRuntime.reset()
            let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
            sim.diagnosticLog.printsToConsole = false
            try sim.openScene(scene.id)
            sim.advance(seconds: 0.4)
            if let button = Self.firstButton(in: sim.window) { sim.tap(button) }
            for step in 0..<3 {
                sim.advance(seconds: 0.12)
                let size = sim.geometry.windowSize
                let diff = try differences(width: Int(size.width), height: Int(size.height)) { renderer in
                    sim.draw(with: renderer, includeDeviceFrame: true)
                }
                XCTAssertTrue(
                    diff.isEmpty, "\(scene.id) step \(step): \(diff.count) pixels differ, first \(diff.prefix(5))")
            }
        }
    }

    static func firstButton(in view: UIView) -> UIButton? {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
        if let button = view as? UIButton { return button }
        for subview in view.subviews {
            if let button = firstButton(in: subview) { return button }
        }
        return nil
    }
}
