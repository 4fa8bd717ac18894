import Foundation
import Gallery
import Stagecraft
import UIKit

extension Bench {
    /// The samples of one scene.
    struct Row {
        var name: String
        var views: Int
        var layersDrawn: Int
        var drawCalls: Int
        var engine: [Double] = []
        var render: [Double] = []
        var floor: [Double] = []
        var walk: [Double] = []
        /// The walk with `PresentationShortcuts` off: this commit's "before", in the same run.
        var walkBefore: [Double] = []
        /// The frame drawn (no layout settle) with and without every shortcut of issue #16, same frames.
        var draw: [Double] = []
        var drawBefore: [Double] = []
        /// The frame drawn with every shortcut but occlusion culling, same frames.
        var drawUnculled: [Double] = []
        /// Draw calls occlusion culling dropped in the last measured frame.
        var occludedDraws = 0
        var bytes: [Double] = []
        var idle: [Double] = []
        var idleSkipped = 0
        var idleNote: String?
        var wallSeconds = 0.0
        var measuredFrames = 0
        var bandwidth: Double

        /// The figures the table, the goals and the JSON report show.
        var summary: Summary {
            let renderP50 = percentile(render, 0.5)
            let floorP50 = percentile(floor, 0.5)
            let walkP50 = percentile(walk, 0.5)
            let bytesP50 = percentile(bytes, 0.5)
            let fps = Double(measuredFrames) / wallSeconds
            return Summary(
                name: name, views: views, layersDrawn: layersDrawn, drawCalls: drawCalls,
                engineP50: percentile(engine, 0.5), engineP99: percentile(engine, 0.99), renderP50: renderP50,
                renderP99: percentile(render, 0.99), floorP50: floorP50, walkP50: walkP50,
                walkPerLayer: walkP50 / Double(max(1, layersDrawn)), walkBeforeP50: percentile(walkBefore, 0.5),
                drawP50: percentile(draw, 0.5), drawBeforeP50: percentile(drawBefore, 0.5),
                drawUnculledP50: percentile(drawUnculled, 0.5), occludedDraws: occludedDraws,
                bytesPerFrame: bytesP50,
                pixelSeconds: bytesP50 / bandwidth, idleP50: idle.isEmpty ? nil : percentile(idle, 0.5),
                idleSkipped: idleSkipped, idleFrames: idle.count, idleNote: idleNote, framesPerSecond: fps)
        }
    }

    /// Runs one case on a fresh simulator: per frame, the engine and `sim.render()` timed; then, untimed,
    /// the same frame drawn again on a second canvas with the floor recorded, and timed: the walk alone
    /// and the recorded floor replayed with that canvas's own textures.
    static func measure(_ benchCase: Case, options: Options, bandwidth: Double) throws -> Row {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.diagnosticLog.printsToConsole = false
        try benchCase.setup(sim)
        let screen = try sim.render()
        let statsCanvas = try Canvas(width: screen.width, height: screen.height)
        let statsRenderer = Renderer(canvas: statsCanvas, fonts: try FontLibrary.shared())
        var floorTargets = HonestFloor.Targets()
        let afterRenderer = Renderer(
            canvas: try Canvas(width: screen.width, height: screen.height), fonts: try FontLibrary.shared())
        let beforeRenderer = Renderer(
            canvas: try Canvas(width: screen.width, height: screen.height), fonts: try FontLibrary.shared())
        let unculledRenderer = Renderer(
            canvas: try Canvas(width: screen.width, height: screen.height), fonts: try FontLibrary.shared())
        for _ in 0..<options.warmup {
            sim.advance(frames: 1)
            _ = try sim.render()
        }
        var row = Row(
            name: benchCase.name, views: countViews(sim.window), layersDrawn: 0, drawCalls: 0, bandwidth: bandwidth)
        for _ in 0..<options.frames {
            let t0 = now()
            sim.advance(frames: 1)
            let t1 = now()
            _ = try sim.render()
            let t2 = now()
            row.engine.append(t1 - t0)
            row.render.append(t2 - t1)
            row.wallSeconds += t2 - t0
            if options.profile { continue }
            // The same frame drawn again with and without the shortcuts, on renderers of their own.
            let d0 = now()
            sim.draw(with: afterRenderer, includeDeviceFrame: false)
            let d1 = now()
            setShortcuts(false)
            sim.draw(with: beforeRenderer, includeDeviceFrame: false)
            let d2 = now()
            setShortcuts(true)
            Renderer.cullsOccludedDraws = false
            let d3 = now()
            sim.draw(with: unculledRenderer, includeDeviceFrame: false)
            let d4 = now()
            Renderer.cullsOccludedDraws = true
            row.draw.append(d1 - d0)
            row.drawBefore.append(d2 - d1)
            row.drawUnculled.append(d4 - d3)
            row.occludedDraws = afterRenderer.statistics.occludedDraws
            // Untimed: the same frame on the second canvas, recording its floor.
            statsRenderer.floorRecording = FloorRecording()
            sim.draw(with: statsRenderer, includeDeviceFrame: false)
            let recording = statsRenderer.floorRecording ?? FloorRecording()
            statsRenderer.floorRecording = nil
            row.layersDrawn = statsRenderer.statistics.layersDrawn
            row.drawCalls = statsRenderer.statistics.geometryCalls
            row.bytes.append(recording.bytesMoved(targetWidth: statsCanvas.width, targetHeight: statsCanvas.height))
            let w0 = now()
            _ = statsRenderer.walkLayerTree(sim.window.layer, base: .identity)
            row.walk.append(now() - w0)
            setShortcuts(false)
            let b0 = now()
            _ = statsRenderer.walkLayerTree(sim.window.layer, base: .identity)
            row.walkBefore.append(now() - b0)
            setShortcuts(true)
            row.floor.append(HonestFloor.replay(recording, on: statsCanvas, targets: &floorTargets))
        }
        row.measuredFrames = options.frames
        floorTargets.destroy()
        if options.profile { return row }

        // Idle: let everything finish, draw once, then frames in which nothing changes.
        var settle = 0
        while FrameCycle.isAnimating && settle < 60 * 30 {
            sim.advance(frames: 1)
            settle += 1
        }
        if FrameCycle.isAnimating {
            row.idleNote = "never idle"
        } else {
            _ = try sim.render()
            _ = LayerTreeChanges.consume()
            for _ in 0..<options.idleFrames {
                let t0 = now()
                sim.advance(frames: 1)
                let t1 = now()
                row.idle.append(t1 - t0)
                // The host draws a frame only when the tree changed or something animates.
                if !LayerTreeChanges.consume() && !FrameCycle.isAnimating { row.idleSkipped += 1 }
            }
        }
        return row
    }

    /// Turns every shortcut of issue #16 on (as shipped) or off (the renderer before them): opaque
    /// rectangles filled directly, layer-space passes kept, the walk's shortcuts, occlusion
    /// culling, kept text widths, large fills as copies, the sampler's shortcuts, fades, stretches, translucent
    /// fills and shadows blended on the CPU.
    static func setShortcuts(_ on: Bool) {
        Renderer.fillsOpaqueRectsDirectly = on
        Renderer.cachesOffscreenPasses = on
        PresentationShortcuts.areEnabled = on
        Renderer.cullsOccludedDraws = on
        FontLibrary.keepsMeasurements = on
        SolidFills.copiesLargeFills = on
        TextureSampler.takesShortcuts = on
        Renderer.blendsCompositesDirectly = on
    }

    static func countViews(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + countViews($1) } }

    nonisolated static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[Int((p * Double(sorted.count - 1)).rounded())]
    }
}
