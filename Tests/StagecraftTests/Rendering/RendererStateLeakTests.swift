import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// A render must not depend on what was rendered before it: no texture memory, cached texture or
/// SDL state may leak from one renderer (or simulator) into the next.
@MainActor
final class RendererStateLeakTests: XCTestCase {
    /// The golden test's card: a blue card turned 60° about y under perspective, with a
    /// checkerboard image layer on it.
    static func perspectiveCard(image: CGImage = RendererGoldenTests.checkerboard(size: 64, cell: 8)) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        card.position = CGPoint(x: 200, y: 150)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        let pattern = CALayer()
        pattern.frame = CGRect(x: 20, y: 20, width: 160, height: 80)
        pattern.contents = image
        card.addSublayer(pattern)
        root.addSublayer(card)
        return root
    }

    /// The pixels that differ between two canvases of the same size.
    static func differingPixels(_ a: Canvas, _ b: Canvas) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y)
                let q = b.pixel(x: x, y: y)
                if p.r != q.r || p.g != q.g || p.b != q.b || p.a != q.a { out.append((x, y)) }
            }
        }
        return out
    }

    /// The steps: render the card, run and render a simulator, release it, render the
    /// card again: every pixel must be the same.
    func testCardRendersIdenticallyAfterASimulatorHasRenderedAndBeenReleased() async throws {
        TestFonts.library.install()
        let (before, _) = try renderOnWhite(Self.perspectiveCard(), width: 400, height: 300)
        do {
            let sim = try Simulator(scenes: Gallery.catalog)
            try sim.openScene("lab")
            sim.advance(seconds: 0.3)
            _ = try sim.render()
            _ = try sim.render(includeDeviceFrame: true)
        }
        TestFonts.library.install()
        let (after, _) = try renderOnWhite(Self.perspectiveCard(), width: 400, height: 300)
        let diff = Self.differingPixels(before, after)
        if !diff.isEmpty {
            try? before.writePNG(to: URL(fileURLWithPath: NSTemporaryDirectory() + "leak-before.png"))
            try? after.writePNG(to: URL(fileURLWithPath: NSTemporaryDirectory() + "leak-after.png"))
        }
        XCTAssertEqual(diff.count, 0, "pixels that changed, first: \(diff.prefix(8))")
    }

    /// The feather ring around a perspective image samples the texture's last column, never past it.
    /// The image's first column is red and the rest grey: SDL's software rasteriser, given a feather
    /// triangle whose texture coordinates all sit on u = 1, reads column `width`, which is the first
    /// pixel of the next row (and, on the last row, memory after the pixels: the flaky golden).
    func testPerspectiveImageRightEdgeSamplesOnlyTheLastColumn() async throws {
        var bytes = [UInt8]()
        for _ in 0..<64 {
            for x in 0..<64 { bytes += x == 0 ? [255, 0, 0, 255] : [128, 128, 128, 255] }
        }
        let image = CGImage(width: 64, height: 64, rgba: Data(bytes))
        let (canvas, _) = try renderOnWhite(Self.perspectiveCard(image: image), width: 400, height: 300)
        // The pattern's left column lands near x = 152 and its right one near x = 233; red may
        // only appear on the left.
        var reddish: [(x: Int, y: Int)] = []
        var leftRed = 0
        for y in 0..<300 {
            for x in 0..<400 {
                let p = canvas.pixel(x: x, y: y)
                guard Int(p.r) > Int(p.g) + 12 else { continue }
                if x < 200 { leftRed += 1 } else { reddish.append((x, y)) }
            }
        }
        if !reddish.isEmpty {
            try? canvas.writePNG(to: URL(fileURLWithPath: NSTemporaryDirectory() + "edge-sampling.png"))
        }
        XCTAssertGreaterThan(leftRed, 40, "the red first column is drawn on the left")
        XCTAssertEqual(reddish.count, 0, "red sampled past the last column, at \(reddish.prefix(8))")
    }
}
