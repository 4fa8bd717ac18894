import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// Occlusion culling (issue #16): a draw call whose pixels later opaque fills all overwrite is
/// dropped, and the frame's pixels are exactly those drawing everything gives.
@MainActor
final class OcclusionCullingTests: XCTestCase {
    /// Draws with culling on and off into two canvases; returns the differing pixels and the
    /// calls the culling renderer dropped.
    func compare(width: Int, height: Int, _ draw: (Renderer) -> Void) throws -> (
        diff: Int, first: String, occluded: Int
    ) {
        defer { Renderer.cullsOccludedDraws = true }
        var canvases: [Canvas] = []
        var occluded = 0
        for culls in [true, false] {
            Renderer.cullsOccludedDraws = culls
            let canvas = try Canvas(width: width, height: height)
            canvas.clear(to: CGColor(gray: 0.5, alpha: 1))
            let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
            draw(renderer)
            XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
            if culls {
                occluded = renderer.statistics.occludedDraws
            } else {
                XCTAssertEqual(renderer.statistics.occludedDraws, 0)
            }
            canvases.append(canvas)
        }
        let diff = RendererStateLeakTests.differingPixels(canvases[0], canvases[1])
        return (diff.count, "\(diff.prefix(5))", occluded)
    }

    func testLayersUnderOpaqueFillsAtFractionalPositionsAreDroppedWithTheSamePixels() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        // Under-layers: translucent, rotated (feathered), rounded, bordered, exactly the size of
        // the fill above them or a fraction of a pixel larger.
        let unders: [(CGRect, CGFloat)] = [
            (CGRect(x: 10.3, y: 10.7, width: 40, height: 30), 0), (CGRect(x: 9.6, y: 10.2, width: 41.2, height: 31), 0),
            (CGRect(x: 70.5, y: 5.5, width: 30, height: 30), 8), (CGRect(x: -6.4, y: 60.2, width: 30, height: 20), 0),
            (CGRect(x: 110, y: 70, width: 30.9, height: 30.9), 0),
        ]
        for (i, (frame, radius)) in unders.enumerated() {
            let layer = CALayer()
            layer.frame = frame
            layer.cornerRadius = radius
            layer.backgroundColor = CGColor(red: 0.9, green: CGFloat(i) / 5, blue: 0.2, alpha: 0.6)
            layer.borderWidth = i == 1 ? 2 : 0
            layer.borderColor = CGColor(gray: 0, alpha: 1)
            if i == 4 {
                layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                layer.allowsEdgeAntialiasing = true
            }
            root.addSublayer(layer)
        }
        // Opaque covers: some cover their under-layer, some miss it by a fraction of a pixel, and
        // one is split in two halves that only together cover what is below.
        let covers: [CGRect] = [
            CGRect(x: 8.9, y: 8.1, width: 43.9, height: 35.2), CGRect(x: 67.2, y: 2.9, width: 36.6, height: 35.9),
            CGRect(x: -9, y: 55.5, width: 20, height: 30), CGRect(x: 10.99, y: 55.5, width: 20, height: 30),
            CGRect(x: 100, y: 60, width: 52, height: 52),
        ]
        for (i, frame) in covers.enumerated() {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: CGFloat(i) / 5, alpha: 1)
            root.addSublayer(layer)
        }
        for offset in [CGPoint.zero, CGPoint(x: 0.37, y: 0.81), CGPoint(x: -0.5, y: 0.5)] {
            let result = try compare(width: 160, height: 120) { renderer in
                renderer.drawLayerTree(root, scale: 1, offset: offset)
            }
            XCTAssertEqual(result.diff, 0, "offset \(offset): first \(result.first)")
            XCTAssertGreaterThan(result.occluded, 0, "offset \(offset)")
        }
    }

    func testEveryGalleryScenesFramesAreTheSameWithOccludedDrawsDropped() async throws {
        var occluded = 0
        try RendererFastPathTests.forEachGalleryFrame(steps: 4, interval: { $0 == 0 ? 0.05 : 0.15 }) {
            scene, step, sim, width, height in
            let result = try compare(width: width, height: height) { renderer in
                sim.draw(with: renderer, includeDeviceFrame: true)
            }
            XCTAssertEqual(result.diff, 0, "\(scene) step \(step): first \(result.first)")
            occluded += result.occluded
        }
        // The gallery's screens stack opaque views: culling must have found something to drop.
        XCTAssertGreaterThan(occluded, 0)
    }
}
