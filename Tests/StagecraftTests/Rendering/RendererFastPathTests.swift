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
        try Self.forEachGalleryFrame(steps: 3) { scene, step, sim, width, height in
            let diff = try differences(width: width, height: height) { renderer in
                sim.draw(with: renderer, includeDeviceFrame: true)
            }
            XCTAssertTrue(diff.isEmpty, "\(scene) step \(step): \(diff.count) pixels differ, first \(diff.prefix(5))")
        }
    }

    /// Opens every gallery scene on a fresh simulator, taps its first button 0.4 s in, and calls
    /// `body` after each of `steps` advances (`interval(step)` seconds; 0.12 s by default) with the
    /// scene's id, the step, the simulator and the window's size in pixels.
    static func forEachGalleryFrame(
        steps: Int, interval: (Int) -> Double = { _ in 0.12 },
        _ body: (_ scene: String, _ step: Int, _ sim: Simulator, _ width: Int, _ height: Int) throws -> Void
    ) throws {
        for scene in Gallery.scenes {
            UIKitRuntime.reset()
            let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
            sim.diagnosticLog.printsToConsole = false
            try sim.openScene(scene.id)
            sim.advance(seconds: 0.4)
            if let button = firstButton(in: sim.window) { sim.tap(button) }
            for step in 0..<steps {
                sim.advance(seconds: interval(step))
                let size = sim.geometry.windowSize
                try body(scene.id, step, sim, Int(size.width), Int(size.height))
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

/// Layer-space passes kept between frames must give the frames drawing them anew gives.
@MainActor
final class OffscreenPassCacheTests: XCTestCase {
    /// Draws `frames` consecutive frames of `sim` with one renderer keeping its passes and another
    /// drawing them anew, returning per frame the differing pixels and the passes reused.
    func compareFrames(_ sim: Simulator, frames: Int, step: Double) throws -> [(diff: Int, reused: Int)] {
        defer { Renderer.cachesOffscreenPasses = true }
        let size = sim.geometry.screenSize
        let cachedCanvas = try Canvas(width: Int(size.width), height: Int(size.height))
        let freshCanvas = try Canvas(width: Int(size.width), height: Int(size.height))
        let cached = Renderer(canvas: cachedCanvas, fonts: TestFonts.library)
        let fresh = Renderer(canvas: freshCanvas, fonts: TestFonts.library)
        var out: [(Int, Int)] = []
        for _ in 0..<frames {
            sim.advance(seconds: step)
            Renderer.cachesOffscreenPasses = true
            sim.draw(with: cached, includeDeviceFrame: false)
            Renderer.cachesOffscreenPasses = false
            sim.draw(with: fresh, includeDeviceFrame: false)
            out.append(
                (
                    RendererStateLeakTests.differingPixels(cachedCanvas, freshCanvas).count,
                    cached.statistics.reusedOffscreenPasses
                ))
        }
        return out
    }

    /// A white screen with a 300 × 200 card at (40, `y`) clipping to its rounded corners, a label
    /// inside, turned by `turn` radians.
    func roundedCardScreen(y: CGFloat, color: UIColor, radius: CGFloat, text: String, turn: CGFloat = 0) throws
        -> (Simulator, UIView, UILabel)
    {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let root = UIView(frame: CGRect(origin: .zero, size: sim.device.screenSize))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: y, width: 300, height: 200))
        card.backgroundColor = color
        card.layer.cornerRadius = radius
        card.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 260, height: 24))
        label.text = text
        card.addSubview(label)
        if turn != 0 { card.transform = CGAffineTransform(rotationAngle: turn) }
        root.addSubview(card)
        sim.setRootView(root)
        return (sim, card, label)
    }

    func testASlidingRoundedCardReusesItsPassAndDrawsTheSamePixels() async throws {
        let (sim, card, label) = try roundedCardScreen(y: 100, color: .systemBlue, radius: 20, text: "A rounded card")
        UIView.animate(withDuration: 1) { card.center.y += 300 }
        let frames = try compareFrames(sim, frames: 6, step: 1.0 / 60)
        XCTAssertEqual(frames.map(\.diff), Array(repeating: 0, count: 6))
        // Drawn in the first two frames (the second keeps it), reused from the third on.
        XCTAssertEqual(frames.map(\.reused), [0, 0, 1, 1, 1, 1])
        // A change inside the card draws it again.
        label.text = "Changed"
        let after = try compareFrames(sim, frames: 3, step: 1.0 / 60)
        XCTAssertEqual(after.map(\.diff), [0, 0, 0])
        XCTAssertEqual(after.map(\.reused), [0, 0, 1])
    }

    func testEveryGalleryScenesFramesAreTheSameWithPassesKept() async throws {
        for scene in Gallery.scenes {
            UIKitRuntime.reset()
            let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
            sim.diagnosticLog.printsToConsole = false
            try sim.openScene(scene.id)
            sim.advance(seconds: 0.4)
            if let button = RendererFastPathTests.firstButton(in: sim.window) { sim.tap(button) }
            let frames = try compareFrames(sim, frames: 8, step: 0.05)
            XCTAssertEqual(frames.map(\.diff), Array(repeating: 0, count: 8), scene.id)
        }
    }
}

extension OffscreenPassCacheTests {
    func testAFadingGroupReusesItsPassAndDrawsTheSamePixels() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let root = UIView(frame: CGRect(origin: .zero, size: sim.device.screenSize))
        root.backgroundColor = .white
        let group = UIView(frame: CGRect(x: 40.5, y: 100.25, width: 300, height: 200))
        group.backgroundColor = .systemOrange
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
        inner.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.6)
        group.addSubview(inner)
        root.addSubview(group)
        sim.setRootView(root)
        group.alpha = 0.9
        UIView.animate(withDuration: 1) { group.alpha = 0.2 }
        let frames = try compareFrames(sim, frames: 5, step: 1.0 / 60)
        XCTAssertEqual(frames.map(\.diff), Array(repeating: 0, count: 5))
        XCTAssertEqual(frames.map(\.reused), [0, 0, 1, 1, 1])
        // Moving the group moves its pass on the target: drawn again.
        group.center.x += 10
        let moved = try compareFrames(sim, frames: 3, step: 1.0 / 60)
        XCTAssertEqual(moved.map(\.diff), [0, 0, 0])
        XCTAssertEqual(moved.map(\.reused), [0, 0, 1])
    }
}

extension OffscreenPassCacheTests {
    /// A turned rounded card (its capture filtered into place, R201) at rest keeps the filtered
    /// result: no pass drawn, read back or resampled while nothing it draws from changes.
    func testATurnedRoundedCardAtRestKeepsItsFilteredPassAndDrawsTheSamePixels() async throws {
        let (sim, card, label) = try roundedCardScreen(
            y: 150, color: .systemTeal, radius: 18, text: "A turned card", turn: 0.12)
        let frames = try compareFrames(sim, frames: 5, step: 1.0 / 60)
        XCTAssertEqual(frames.map(\.diff), Array(repeating: 0, count: 5))
        XCTAssertEqual(frames.map(\.reused), [0, 0, 1, 1, 1])
        // A change inside the card, and a turn of the card, draw and filter it again.
        label.text = "Changed"
        let changed = try compareFrames(sim, frames: 3, step: 1.0 / 60)
        XCTAssertEqual(changed.map(\.diff), [0, 0, 0])
        XCTAssertEqual(changed.map(\.reused), [0, 0, 1])
        card.transform = CGAffineTransform(rotationAngle: 0.13)
        let turned = try compareFrames(sim, frames: 3, step: 1.0 / 60)
        XCTAssertEqual(turned.map(\.diff), [0, 0, 0])
        XCTAssertEqual(turned.map(\.reused), [0, 0, 1])
    }
}
