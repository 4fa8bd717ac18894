import CSDL2
import Foundation
import Gallery
import UIKit
import XCTest

@testable import Stagecraft

/// A pass composited below opacity 1 into the canvas is blended on the CPU with SDL's own
/// arithmetic (`DirectBlend`, issue #16): the same pixels as SDL's modulated copy.
@MainActor
final class DirectBlendTests: XCTestCase {
    func draw(width: Int, height: Int, direct: Bool, _ body: (Renderer) -> Void) throws -> (Canvas, RenderStatistics) {
        defer { Renderer.blendsCompositesDirectly = true }
        Renderer.blendsCompositesDirectly = direct
        let canvas = try Canvas(width: width, height: height)
        canvas.clear(to: CGColor(gray: 0.5, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        body(renderer)
        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
        return (canvas, renderer.statistics)
    }

    /// The arithmetic against SDL's blitter itself: random straight-alpha pixels over random
    /// destinations (opaque and not), every modulation, through `SDL_RenderCopy` with an alpha mod.
    func testTheBlendIsSDLsModulatedBlitBitForBit() async throws {
        var state: UInt64 = 42
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 29)
        }
        let (w, h) = (64, 64)
        var mismatches = 0
        for m in stride(from: 1, to: 255, by: 9) {
            let source = (0..<(w * h)).map { _ -> UInt32 in
                let v = next()
                switch v % 4 {
                case 0: return v | 0xFF00_0000
                case 1: return v & 0x00FF_FFFF
                default: return v
                }
            }
            let destination = (0..<(w * h)).map { i -> UInt32 in i % 3 == 0 ? next() | 0xFF00_0000 : next() }
            let canvas = try Canvas(width: w, height: h)
            let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
            for y in 0..<h {
                for x in 0..<w {
                    let d = destination[y * w + x]
                    canvas.setPixel(
                        x: x, y: y,
                        to: (UInt8(d >> 16 & 0xFF), UInt8(d >> 8 & 0xFF), UInt8(d & 0xFF), UInt8(d >> 24)))
                }
            }
            let texture = try XCTUnwrap(renderer.pool.upload(width: w, height: h))
            SDL_UpdateTexture(texture, nil, source, Int32(w * 4))
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(texture, UInt8(m))
            SDL_RenderCopy(canvas.sdlRenderer, texture, nil, nil)
            SDL_RenderFlush(canvas.sdlRenderer)
            for y in 0..<h {
                for x in 0..<w {
                    let p = canvas.pixel(x: x, y: y)
                    let sdl = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
                    let ours = Renderer.modulatedBlend(
                        source[y * w + x], over: destination[y * w + x], alpha: UInt32(m))
                    if sdl != ours { mismatches += 1 }
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    func testR351AFadingGroupIsBlendedDirectlyWithTheModulatedCopysPixels() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
        root.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1)
        let group = CALayer()
        group.frame = CGRect(x: 10.5, y: 10.25, width: 200, height: 150)
        group.opacity = 0.4
        group.allowsGroupOpacity = true
        for (i, color) in [
            CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 0.6),
        ]
        .enumerated() {
            let sub = CALayer()
            sub.frame = CGRect(x: 20 * CGFloat(i), y: 15 * CGFloat(i), width: 150, height: 90)
            sub.backgroundColor = color
            sub.cornerRadius = 12
            group.addSublayer(sub)
        }
        root.addSublayer(group)
        let (direct, stats) = try draw(width: 240, height: 200, direct: true) { $0.drawLayerTree(root) }
        let (modulated, before) = try draw(width: 240, height: 200, direct: false) { $0.drawLayerTree(root) }
        XCTAssertEqual(stats.directBlends, 1)
        XCTAssertEqual(before.directBlends, 0)
        XCTAssertEqual(RendererStateLeakTests.differingPixels(direct, modulated).count, 0)
        // The group shows through at 40 %: blue over yellow.
        XCTAssertEqual(Double(direct.pixel(x: 15, y: 15).b), 0.4 * 255 + 0.6 * 0.2 * 255, accuracy: 3)
    }

    func testR351AFadedImageCopiedTexelForTexelIsBlendedDirectlyAndAScaledOneIsNot() async throws {
        var data = Data(count: 40 * 30 * 4)
        for i in 0..<(40 * 30) {
            data[i * 4] = UInt8(i % 256)
            data[i * 4 + 1] = UInt8((i * 7) % 256)
            data[i * 4 + 2] = 200
            data[i * 4 + 3] = i % 5 == 0 ? 128 : 255
        }
        let image = CGImage(width: 40, height: 30, rgba: data)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        root.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1)
        let exact = CALayer()
        exact.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        exact.contents = image
        exact.opacity = 0.55
        let scaled = CALayer()
        scaled.frame = CGRect(x: 60, y: 50, width: 50, height: 40)
        scaled.contents = image
        scaled.opacity = 0.55
        root.addSublayer(exact)
        root.addSublayer(scaled)
        let (direct, stats) = try draw(width: 120, height: 100, direct: true) { $0.drawLayerTree(root) }
        let (modulated, _) = try draw(width: 120, height: 100, direct: false) { $0.drawLayerTree(root) }
        XCTAssertEqual(stats.directBlends, 1, "the texel-for-texel image only (the scaled one is filtered, R201)")
        XCTAssertEqual(RendererStateLeakTests.differingPixels(direct, modulated).count, 0)
    }

    func testEveryGalleryScenesFramesAreTheSameWithCompositesBlendedDirectly() async throws {
        var blended: [String] = []
        try RendererFastPathTests.forEachGalleryFrame(steps: 4, interval: { _ in 0.08 }) {
            scene, step, sim, w, h in
            let (direct, stats) = try draw(width: w, height: h, direct: true) {
                sim.draw(with: $0, includeDeviceFrame: true)
            }
            if stats.directBlends > 0 { blended.append(scene) }
            let (modulated, _) = try draw(width: w, height: h, direct: false) {
                sim.draw(with: $0, includeDeviceFrame: true)
            }
            let differing = RendererStateLeakTests.differingPixels(direct, modulated).count
            XCTAssertEqual(differing, 0, "\(scene) step \(step)")
        }
        // S3's fade composites a group below opacity 1; S4's background photo is drawn at 0.55.
        XCTAssertTrue(blended.contains("S3"), "scenes blended directly: \(Set(blended).sorted())")
        XCTAssertTrue(blended.contains("S4"), "scenes blended directly: \(Set(blended).sorted())")
    }
}
