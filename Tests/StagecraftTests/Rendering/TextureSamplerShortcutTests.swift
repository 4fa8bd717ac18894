import Foundation
import Gallery
import UIKit
import XCTest

@testable import Stagecraft

/// The filtered sampler's shortcuts (issue #16) change no bit (R201): `TextureSampler.resample`
/// equals `resampleByDefinition` — every value computed at every pixel — under affine and
/// perspective maps, magnified and minified, rounded or square, faded, anti-aliased or not.
@MainActor
final class TextureSamplerShortcutTests: XCTestCase {
    /// A deterministic generator (SplitMix64), so a failure repeats.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
    }

    /// Straight-alpha pixels: opaque, clear and translucent texels mixed.
    private func image(width: Int, height: Int, _ g: inout Generator) -> SampledImage {
        let pixels = (0..<(width * height)).map { _ -> UInt32 in
            let alpha: UInt32 = [255, 255, 0, UInt32(g.next() % 256)][Int(g.next() % 4)]
            return alpha << 24 | UInt32(truncatingIfNeeded: g.next()) & 0x00FF_FFFF
        }
        return pixels.withUnsafeBufferPointer { SampledImage(straight: $0, width: width, height: height) }
    }

    /// A map from the layer's plane to the target: scaled by `scale`, turned by `angle`, moved to
    /// `(tx, ty)`, with perspective terms `(px, py)` (zero: affine).
    private func map(scale: Double, angle: Double, tx: Double, ty: Double, px: Double, py: Double) -> Homography {
        let (c, s) = (cos(angle) * scale, sin(angle) * scale)
        return Homography([c, s, px, -s, c, py, tx, ty, 1])
    }

    private func compare(seed: UInt64, perspective: Bool) -> (differing: Int, drawn: Int) {
        var g = Generator(state: seed)
        let (w, h) = (Int(g.range(8, 90)), Int(g.range(8, 90)))
        let sampled = image(width: w, height: h, &g)
        let side = (g.range(20, 80), g.range(20, 80))
        let rect = CGRect(x: g.range(-5, 5), y: g.range(-5, 5), width: side.0, height: side.1)
        let scale = [g.range(0.05, 0.5), g.range(0.5, 1.5), g.range(1.5, 4)][Int(g.next() % 3)]
        let m = map(
            scale: scale, angle: g.next() % 2 == 0 ? 0 : g.range(-3, 3), tx: g.range(20, 60), ty: g.range(20, 60),
            px: perspective ? g.range(-0.004, 0.004) : 0, py: perspective ? g.range(-0.004, 0.004) : 0)
        let request = TextureSampler.Request(
            image: sampled, textureRect: rect, shape: rect.insetBy(dx: g.range(0, 3), dy: g.range(0, 3)),
            radius: g.next() % 2 == 0 ? 0 : g.range(1, 20), map: m, alpha: g.next() % 2 == 0 ? 1 : g.range(0.1, 1),
            antialiasedEdges: g.next() % 2 == 0)
        let (x0, y0) = (Int(g.range(-10, 10)), Int(g.range(-10, 10)))
        let fast = TextureSampler.resample(request, x0: x0, y0: y0, width: 120, height: 120)
        let reference = TextureSampler.resampleByDefinition(request, x0: x0, y0: y0, width: 120, height: 120)
        return (zip(fast, reference).filter { $0 != $1 }.count, reference.filter { $0 != 0 }.count)
    }

    func testR201TheSamplersShortcutsGiveItsDefinitionsBitsUnderAffineMaps() async throws {
        var drawn = 0
        for seed in 0..<60 as Range<UInt64> {
            let result = compare(seed: seed, perspective: false)
            XCTAssertEqual(result.differing, 0, "seed \(seed)")
            drawn += result.drawn
        }
        XCTAssertGreaterThan(drawn, 60 * 500, "the requests draw something to compare")
    }

    func testR201TheSamplersShortcutsGiveItsDefinitionsBitsUnderPerspective() async throws {
        var drawn = 0
        for seed in 1000..<1060 as Range<UInt64> {
            let result = compare(seed: seed, perspective: true)
            XCTAssertEqual(result.differing, 0, "seed \(seed)")
            drawn += result.drawn
        }
        XCTAssertGreaterThan(drawn, 60 * 500, "the requests draw something to compare")
    }

    func testR201MipmapLevelsAreTheRoundedMeanOfEach2x2Block() async throws {
        var g = Generator(state: 7)
        let sampled = image(width: 13, height: 6, &g)
        let levels = sampled.mipmapped()
        XCTAssertEqual(levels.map { [$0.width, $0.height] }, [[13, 6], [6, 3], [3, 1], [1, 1]])
        XCTAssertEqual(sampled.levelCount, 4)
        for k in 1..<levels.count {
            let (above, level) = (levels[k - 1], levels[k])
            for y in 0..<level.height {
                for x in 0..<level.width {
                    let xs = [min(2 * x, above.width - 1), min(2 * x + 1, above.width - 1)]
                    let ys = [min(2 * y, above.height - 1), min(2 * y + 1, above.height - 1)]
                    var expected: UInt32 = 0
                    for shift: UInt32 in [0, 8, 16, 24] {
                        var sum: UInt32 = 0
                        for yy in ys {
                            for xx in xs { sum += sampled.pixels[above.offset + yy * above.width + xx] >> shift & 0xFF }
                        }
                        expected |= ((sum + 2) / 4) << shift
                    }
                    XCTAssertEqual(
                        sampled.pixels[level.offset + y * level.width + x], expected, "level \(k) (\(x), \(y))")
                }
            }
        }
    }

    /// S24's card flip and S19's pushed-back presenter are drawn through the sampler in most frames.
    func testTheCardFlipAndTheSheetDrawTheSamePixelsWithAndWithoutTheShortcuts() async throws {
        for id in ["S24", "S19"] {
            UIKitRuntime.reset()
            let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
            sim.diagnosticLog.printsToConsole = false
            try sim.openScene(id)
            sim.advance(seconds: 0.4)
            if let button = RendererFastPathTests.firstButton(in: sim.window) { sim.tap(button) }
            let size = sim.geometry.screenSize
            let fastCanvas = try Canvas(width: Int(size.width), height: Int(size.height))
            let slowCanvas = try Canvas(width: Int(size.width), height: Int(size.height))
            let fast = Renderer(canvas: fastCanvas, fonts: TestFonts.library)
            let slow = Renderer(canvas: slowCanvas, fonts: TestFonts.library)
            var filtered = 0
            for step in 0..<4 {
                sim.advance(seconds: 0.06)
                sim.draw(with: fast, includeDeviceFrame: false)
                filtered += fast.statistics.filteredDraws
                TextureSampler.takesShortcuts = false
                sim.draw(with: slow, includeDeviceFrame: false)
                TextureSampler.takesShortcuts = true
                let differing = RendererStateLeakTests.differingPixels(fastCanvas, slowCanvas).count
                XCTAssertEqual(differing, 0, "\(id) step \(step)")
            }
            XCTAssertGreaterThan(filtered, 0, "\(id) draws through the sampler")
        }
    }
}

/// Large opaque fills and pass clears copied from a texture of their colour (`SolidFills`, issue
/// #16) give the pixels `SDL_RenderFillRect` and `SDL_RenderClear` give.
@MainActor
final class SolidFillTests: XCTestCase {
    func differences(width: Int, height: Int, _ draw: (Renderer) -> Void) throws -> Int {
        defer { SolidFills.copiesLargeFills = true }
        var canvases: [Canvas] = []
        for copies in [true, false] {
            SolidFills.copiesLargeFills = copies
            let canvas = try Canvas(width: width, height: height)
            canvas.clear(to: CGColor(gray: 0.5, alpha: 1))
            let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
            draw(renderer)
            XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
            canvases.append(canvas)
        }
        return RendererStateLeakTests.differingPixels(canvases[0], canvases[1]).count
    }

    func testLargeOpaqueFillsAtFractionalNegativeAndOffCanvasPositionsAreTheFillsPixels() async throws {
        let rects: [(CGRect, CGColor)] = [
            (CGRect(x: 0.6, y: 0.4, width: 150.7, height: 90.2), CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)),
            (CGRect(x: -40.5, y: 60.9, width: 120.3, height: 200.6), CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)),
            (CGRect(x: 120.2, y: -30.7, width: 400, height: 80.5), CGColor(gray: 0.1, alpha: 1)),
            (CGRect(x: 10, y: 150, width: 64, height: 64), CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)),
            (CGRect(x: 30.99, y: 40.01, width: 8, height: 8), CGColor(gray: 1, alpha: 1)),
        ]
        let diff = try differences(width: 200, height: 240) { renderer in
            for (rect, color) in rects { renderer.fillRect(rect, color: color) }
        }
        XCTAssertEqual(diff, 0)
    }

    func testAFillFarOffTheTargetOrNotANumberIsLeftToSDL() async throws {
        let diff = try differences(width: 64, height: 64) { renderer in
            renderer.fillRect(CGRect(x: -1e12, y: 0, width: 2e12, height: 30), color: CGColor(gray: 0.2, alpha: 1))
            renderer.fillRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 30), color: CGColor(gray: 0.9, alpha: 1))
        }
        XCTAssertEqual(diff, 0)
    }

    func testALayerFarOffTheTargetIsDrawnWithoutTrapping() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let far = CALayer()
        far.frame = CGRect(x: -1e12, y: 10, width: 2e12, height: 20)
        far.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(far)
        let diff = try differences(width: 64, height: 64) { renderer in renderer.drawLayerTree(root) }
        XCTAssertEqual(diff, 0)
    }

    func testClippedRoundedCardsAndGroupsDrawTheSamePixels() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 300)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 20.3, y: 30.6, width: 190.4, height: 220.2)
        card.backgroundColor = CGColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 1)
        card.cornerRadius = 18
        card.masksToBounds = true
        let inner = CALayer()
        inner.frame = CGRect(x: -10, y: 40, width: 150, height: 120)
        inner.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        card.addSublayer(inner)
        let group = CALayer()
        group.frame = CGRect(x: 60, y: 200, width: 160, height: 90)
        group.opacity = 0.5
        group.allowsGroupOpacity = true
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 120, height: 70)
        a.backgroundColor = CGColor(gray: 0, alpha: 1)
        let b = CALayer()
        b.frame = CGRect(x: 40, y: 20, width: 120, height: 70)
        b.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        group.addSublayer(a)
        group.addSublayer(b)
        root.addSublayer(card)
        root.addSublayer(group)
        let diff = try differences(width: 240, height: 300) { renderer in renderer.drawLayerTree(root) }
        XCTAssertEqual(diff, 0)
    }

    func testEveryGalleryScenesFramesAreTheSameWithLargeFillsCopied() async throws {
        try RendererFastPathTests.forEachGalleryFrame(steps: 3) { scene, step, sim, width, height in
            let diff = try differences(width: width, height: height) { renderer in
                sim.draw(with: renderer, includeDeviceFrame: true)
            }
            XCTAssertEqual(diff, 0, "\(scene) step \(step)")
        }
    }
}
