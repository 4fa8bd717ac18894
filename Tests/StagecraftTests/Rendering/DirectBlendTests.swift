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

    /// A tiny deterministic generator for the random cases below.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 29)
        }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
        /// A straight-alpha pixel: a quarter opaque, a quarter clear, the rest anything.
        mutating func pixel() -> UInt32 {
            let v = next()
            switch v % 4 {
            case 0: return v | 0xFF00_0000
            case 1: return v & 0x00FF_FFFF
            default: return v
            }
        }
    }

    /// Fills `canvas` with `pixels` (ARGB8888, row by row).
    func paint(_ canvas: Canvas, _ pixels: [UInt32]) {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let d = pixels[y * canvas.width + x]
                canvas.setPixel(
                    x: x, y: y, to: (UInt8(d >> 16 & 0xFF), UInt8(d >> 8 & 0xFF), UInt8(d & 0xFF), UInt8(d >> 24)))
            }
        }
    }

    /// Draws `mesh` on a fresh canvas painted with `background`, through SDL's `SDL_RenderGeometry`
    /// (`direct` false) or through `Renderer.render` with the texture's pixels known; returns the
    /// canvas and the direct blends taken.
    func drawQuad(
        _ mesh: Mesh, background: [UInt32], size: (Int, Int), texture pixels: [UInt32]?, texels: (Int, Int),
        clip: SDL_Rect?, direct: Bool
    ) throws -> (Canvas, Int) {
        let canvas = try Canvas(width: size.0, height: size.1)
        paint(canvas, background)
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        var texture: OpaquePointer?
        if let pixels {
            let t = try XCTUnwrap(renderer.pool.upload(width: texels.0, height: texels.1))
            SDL_UpdateTexture(t, nil, pixels, Int32(texels.0 * 4))
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            texture = t
        }
        if var clip { SDL_RenderSetClipRect(canvas.sdlRenderer, &clip) }
        renderer.beginFrame()
        SDL_SetRenderDrawBlendMode(canvas.sdlRenderer, SDL_BLENDMODE_BLEND)
        if direct {
            if let texture { renderer.knownPixels = (texture, texels.0, texels.1, pixels) }
            renderer.render(mesh, texture: texture)
            renderer.knownPixels = nil
        } else {
            renderer.issueGeometry(mesh, texture: texture)
        }
        renderer.endFrame()
        SDL_RenderFlush(canvas.sdlRenderer)
        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
        return (canvas, renderer.statistics.directBlends)
    }

    /// A textured quad SDL copies as a rectangle, stretched, faded or tinted — the sheets' pushed-back
    /// presenter, a shadow — is blended on the CPU with SDL's arithmetic and stepping: random
    /// textures, fractional rectangles and texture coordinates, alpha and colour modulations and
    /// clips, against SDL's own `SDL_RenderGeometry`, bit for bit.
    func testAStretchedCopyOfAKnownTextureIsSDLsScaledBlitBitForBit() throws {
        var random = Random(state: 7)
        let size = (96, 80)
        var taken = 0
        var mismatched: [String] = []
        for trial in 0..<160 {
            let texels = (1 + Int(random.next() % 70), 1 + Int(random.next() % 70))
            // Every third texture opaque: copied here even texel for texel at full alpha.
            let pixels = (0..<(texels.0 * texels.1)).map { _ in random.pixel() | (trial % 3 == 1 ? 0xFF00_0000 : 0) }
            let background = (0..<(size.0 * size.1)).map { i in i % 3 == 0 ? random.next() | 0xFF00_0000 : random.next()
            }
            let x = random.unit() * 40 - 2
            let y = random.unit() * 30 - 2
            let rect = CGRect(x: x, y: y, width: 1 + random.unit() * 60, height: 1 + random.unit() * 55)
            // The texture's extent in the rectangle's plane: the rectangle shows part of it.
            let uvRect = CGRect(
                x: rect.minX - random.unit() * 10, y: rect.minY - random.unit() * 10,
                width: rect.width + random.unit() * 20, height: rect.height + random.unit() * 20)
            let alpha = trial % 4 == 0 ? UInt8(random.next() % 255) : 255
            // Every seventh tinted, as a shadow's colour tints its white texture.
            let tint = trial % 7 == 3 ? random.next() : 0xFF_FFFF
            let color = RGBA8(r: UInt8(tint >> 16 & 0xFF), g: UInt8(tint >> 8 & 0xFF), b: UInt8(tint & 0xFF), a: alpha)
            let mesh = try XCTUnwrap(
                Mesh.rect(
                    rect, map: .identity, color: color,
                    uv: Mesh.UVMap(rect: uvRect, texels: texels)))
            let clip: SDL_Rect? =
                trial % 5 == 0
                ? SDL_Rect(
                    x: Int32(random.next() % 40), y: Int32(random.next() % 30), w: Int32(20 + random.next() % 60),
                    h: Int32(20 + random.next() % 50)) : nil
            let (ours, blends) = try drawQuad(
                mesh, background: background, size: size, texture: pixels, texels: texels, clip: clip, direct: true)
            let (sdl, _) = try drawQuad(
                mesh, background: background, size: size, texture: pixels, texels: texels, clip: clip, direct: false)
            taken += blends
            let differing = RendererStateLeakTests.differingPixels(ours, sdl)
            if !differing.isEmpty {
                mismatched.append(
                    "trial \(trial) \(rect) uv \(uvRect) texels \(texels) α \(alpha) clip \(String(describing: clip)): \(differing.count) px, first \(differing.prefix(3))"
                )
            }
        }
        XCTAssertEqual(mismatched.count, 0, mismatched.prefix(5).joined(separator: "\n"))
        XCTAssertGreaterThan(taken, 100, "most random stretches are blended directly")
    }

    /// A translucent rectangle SDL fills (`SDL_BlendFillRect`) — the sheets' dimming view — is
    /// blended on the CPU with the same pixels: random colours, fractional rectangles and clips.
    func testATranslucentFillIsSDLsBlendedFillBitForBit() throws {
        var random = Random(state: 11)
        let size = (96, 80)
        var taken = 0
        var mismatched: [String] = []
        for trial in 0..<120 {
            let background = (0..<(size.0 * size.1)).map { i in i % 3 == 0 ? random.next() | 0xFF00_0000 : random.next()
            }
            let rect = CGRect(
                x: random.unit() * 110 - 10, y: random.unit() * 90 - 10, width: random.unit() * 70,
                height: random.unit() * 60)
            let c = random.next()
            let color = RGBA8(
                r: UInt8(c & 0xFF), g: UInt8(c >> 8 & 0xFF), b: UInt8(c >> 16 & 0xFF), a: UInt8(1 + c >> 24 % 254))
            guard let mesh = Mesh.rect(rect, map: .identity, color: color, uv: Mesh.UVMap(rect: rect, texels: nil))
            else { continue }
            let clip: SDL_Rect? =
                trial % 4 == 0
                ? SDL_Rect(
                    x: Int32(random.next() % 40), y: Int32(random.next() % 30), w: Int32(random.next() % 60),
                    h: Int32(random.next() % 50)) : nil
            let (ours, blends) = try drawQuad(
                mesh, background: background, size: size, texture: nil, texels: (0, 0), clip: clip, direct: true)
            let (sdl, _) = try drawQuad(
                mesh, background: background, size: size, texture: nil, texels: (0, 0), clip: clip, direct: false)
            taken += blends
            let differing = RendererStateLeakTests.differingPixels(ours, sdl)
            if !differing.isEmpty {
                mismatched.append(
                    "trial \(trial) \(rect) \(color) clip \(String(describing: clip)): \(differing.count) px")
            }
        }
        XCTAssertEqual(mismatched.count, 0, mismatched.prefix(5).joined(separator: "\n"))
        XCTAssertGreaterThan(taken, 80, "most random fills are blended directly")
    }

    /// A translucent fill under a later opaque one is blended only where it still shows: the same
    /// pixels as drawing all of it (occlusion culling off), a third of the pixels blended.
    func testAFillPartlyUnderALaterOpaqueFillIsBlendedOnlyWhereItShows() async throws {
        defer { Renderer.cullsOccludedDraws = true }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        root.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1)
        let dimming = CALayer()
        dimming.frame = root.bounds
        dimming.backgroundColor = CGColor(gray: 0, alpha: 0.3)
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 30, width: 120, height: 60)
        card.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        root.addSublayer(dimming)
        root.addSublayer(card)
        Renderer.cullsOccludedDraws = true
        let (culled, stats) = try draw(width: 120, height: 90, direct: true) { $0.drawLayerTree(root) }
        Renderer.cullsOccludedDraws = false
        let (whole, unculled) = try draw(width: 120, height: 90, direct: true) { $0.drawLayerTree(root) }
        let (sdl, _) = try draw(width: 120, height: 90, direct: false) { $0.drawLayerTree(root) }
        XCTAssertEqual(stats.directBlends, 1)
        XCTAssertEqual(stats.directlyBlendedPixels, 120 * 30, "only the band above the card")
        XCTAssertEqual(unculled.directlyBlendedPixels, 120 * 90)
        XCTAssertEqual(RendererStateLeakTests.differingPixels(culled, whole).count, 0)
        XCTAssertEqual(RendererStateLeakTests.differingPixels(culled, sdl).count, 0)
        // The band is the yellow darkened by 30 % black.
        XCTAssertEqual(Double(culled.pixel(x: 60, y: 10).r), 0.9 * 255 * 0.7, accuracy: 2)
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
