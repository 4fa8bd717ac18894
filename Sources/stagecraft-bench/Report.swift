import Foundation

/// One scene's figures (seconds unless named otherwise), as printed and as written with `--json`.
struct Summary: Codable {
    var name: String
    var views: Int
    var layersDrawn: Int
    var drawCalls: Int
    var engineP50: Double
    var engineP99: Double
    var renderP50: Double
    var renderP99: Double
    /// The honest floor: the frame's pieces replayed with the cheapest SDL calls.
    var floorP50: Double
    /// The renderer's layer walk alone.
    var walkP50: Double
    var walkPerLayer: Double
    /// The walk without `PresentationShortcuts`, measured in the same frames (nil in older reports).
    var walkBeforeP50: Double?
    /// The frame drawn (no layout settle) with and without the shortcuts, same frames (nil in older reports).
    var drawP50: Double?
    var drawBeforeP50: Double?
    /// The frame drawn with every shortcut but occlusion culling, same frames (nil in older reports).
    var drawUnculledP50: Double?
    /// Draw calls occlusion culling dropped in the last measured frame (nil in older reports).
    var occludedDraws: Int?
    /// Bytes the frame must move at the least.
    var bytesPerFrame: Double
    /// `bytesPerFrame` over the measured memory bandwidth.
    var pixelSeconds: Double
    var idleP50: Double?
    var idleSkipped: Int
    var idleFrames: Int
    var idleNote: String?
    /// Measured frames over their engine + render time.
    var framesPerSecond: Double

    var renderOverFloor: Double { renderP50 / floorP50 }
    var renderOverPixels: Double { renderP50 / pixelSeconds }
    /// Headless speed over a 60 Hz display's.
    var timesRealTime: Double { framesPerSecond / 60 }
    /// Whether this is one of the gallery's scenes (the bench's own cases — synthetic views,
    /// shadows and masks, blurs — are measured but are not scenes of the gallery).
    var isGalleryScene: Bool { !["synthetic", "shadows", "blurs"].contains { name.hasPrefix($0) } }
}

/// A whole run.
struct Report: Codable {
    var frames: Int
    var quick: Bool
    var bandwidthBytesPerSecond: Double
    var scenes: [Summary]
}

extension Bench {
    static func ms(_ seconds: Double) -> String { seconds.isNaN ? "—" : String(format: "%.3f", seconds * 1000) }
    static func us(_ seconds: Double) -> String { seconds.isNaN ? "—" : String(format: "%.1f", seconds * 1e6) }

    static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let count = s.count
        guard count < width else { return s }
        let fill = String(repeating: " ", count: width - count)
        return left ? s + fill : fill + s
    }

    static func printRow(_ cells: [String], _ widths: [Int]) {
        print(cells.enumerated().map { pad($1, widths[$0], left: $0 == 0) }.joined(separator: " "))
    }

    static func printTable(_ rows: [Summary]) {
        let header: [(String, Int)] = [
            ("scene", 30), ("views", 6), ("layers", 6), ("calls", 6), ("engine", 7), ("render", 7), ("p99", 7),
            ("floor", 7), ("r/floor", 7), ("walk", 7), ("µs/layer", 8), ("MB", 5), ("pixels", 7), ("r/pixels", 8),
            ("idle µs", 8), ("skipped", 7), ("fps", 6), ("×real", 6),
        ]
        let widths = header.map(\.1)
        printRow(header.map(\.0), widths)
        for row in rows {
            printRow(
                [
                    String(row.name.prefix(30)), "\(row.views)", "\(row.layersDrawn)", "\(row.drawCalls)",
                    ms(row.engineP50), ms(row.renderP50), ms(row.renderP99), ms(row.floorP50),
                    String(format: "%.2f", row.renderOverFloor), ms(row.walkP50),
                    String(format: "%.2f", row.walkPerLayer * 1e6),
                    String(format: "%.1f", row.bytesPerFrame / 1e6), ms(row.pixelSeconds),
                    String(format: "%.1f", row.renderOverPixels), row.idleNote ?? row.idleP50.map(us) ?? "—",
                    row.idleFrames == 0 ? "—" : "\(row.idleSkipped)/\(row.idleFrames)",
                    String(format: "%.0f", row.framesPerSecond), String(format: "%.1f", row.timesRealTime),
                ], widths)
        }
    }

    /// The goals of issue #16 that the headless bench measures, each met or with its measured ratio.
    static func printGoals(_ report: Report) {
        print("\ngoals (issue #16), from this run:")
        func line(_ goal: String, _ met: Bool, _ detail: String) {
            print("  \(met ? "met    " : "not met") \(goal): \(detail)")
        }
        let gallery = report.scenes.filter(\.isGalleryScene)
        if let slowest = gallery.min(by: { $0.timesRealTime < $1.timesRealTime }) {
            line(
                "every gallery scene headless ≥ 5× real time", slowest.timesRealTime >= 5,
                String(
                    format: "slowest %@ at %.1f× (%.0f fps)", slowest.name, slowest.timesRealTime,
                    slowest.framesPerSecond))
        }
        for count in ["100", "1,000"] {
            guard let row = report.scenes.first(where: { $0.name == "synthetic \(count) views" }) else { continue }
            line(
                "render ÷ honest floor ≤ 1.5 at \(count) views", row.renderOverFloor <= 1.5,
                String(
                    format: "%.2f (render %@ ms, floor %@ ms)", row.renderOverFloor, ms(row.renderP50), ms(row.floorP50)
                ))
        }
        if let row = report.scenes.first(where: { $0.name == "synthetic 10,000 views" }) {
            line(
                "10,000 animated views ≥ 30 fps headless", row.framesPerSecond >= 30,
                String(format: "%.1f fps (%.2f of the goal)", row.framesPerSecond, row.framesPerSecond / 30))
        }
        for count in ["1,000", "10,000"] {
            guard let row = report.scenes.first(where: { $0.name == "synthetic \(count) views" }) else { continue }
            line(
                "walk ≤ 1 µs per layer at \(count) views", row.walkPerLayer <= 1e-6,
                String(
                    format: "%.2f µs per layer (%@ ms for %d layers)", row.walkPerLayer * 1e6, ms(row.walkP50),
                    row.layersDrawn))
        }
        print(
            "\n  drawing a frame before → after the shortcuts (direct opaque fills, kept passes, walk, occlusion, kept text widths,"
                + " fills as copies, sampler, fades, stretches, translucent fills and shadows blended on the CPU), same frames:"
        )
        for row in report.scenes {
            guard let before = row.drawBeforeP50, let after = row.drawP50 else { continue }
            print(String(format: "    %@: %@ → %@ ms (%.2f×)", row.name, ms(before), ms(after), after / before))
        }
        print("\n  occlusion culling: the frame drawn without → with it (calls dropped), same frames:")
        for row in report.scenes {
            guard let before = row.drawUnculledP50, let after = row.drawP50, let dropped = row.occludedDraws,
                dropped > 0
            else { continue }
            print(
                String(
                    format: "    %@: %@ → %@ ms (%.2f×, %d of %d calls)", row.name, ms(before), ms(after),
                    after / before, dropped, row.drawCalls))
        }
        print("\n  the walk before → after its shortcuts (PresentationShortcuts), same frames of this run:")
        for row in report.scenes where row.name.hasPrefix("synthetic") || row.layersDrawn >= 50 {
            guard let before = row.walkBeforeP50 else { continue }
            print(
                String(
                    format: "    %@: %@ → %@ ms (%.2f → %.2f µs per layer, %.2f×)", row.name, ms(before),
                    ms(row.walkP50),
                    before / Double(max(1, row.layersDrawn)) * 1e6, row.walkPerLayer * 1e6, row.walkP50 / before))
        }
        print("  (the 2× GL window and the idle window's CPU are measured outside the bench: README, Benchmark)")
    }

    /// Each scene's figures over the same scene's in `old` (below 1 is faster for times).
    static func printComparison(_ report: Report, with old: Report) {
        print("\ncompared with the earlier run (new ÷ old; times below 1 are faster, fps above 1 is faster):")
        let header: [(String, Int)] = [
            ("scene", 30), ("engine", 8), ("render", 8), ("floor", 8), ("walk", 8), ("r/floor", 8), ("fps", 8),
        ]
        let widths = header.map(\.1)
        printRow(header.map(\.0), widths)
        let previous = Dictionary(old.scenes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f", a / b) }
        for row in report.scenes {
            guard let was = previous[row.name] else {
                printRow([String(row.name.prefix(30)), "new"], Array(widths.prefix(2)))
                continue
            }
            printRow(
                [
                    String(row.name.prefix(30)), ratio(row.engineP50, was.engineP50),
                    ratio(row.renderP50, was.renderP50),
                    ratio(row.floorP50, was.floorP50), ratio(row.walkP50, was.walkP50),
                    ratio(row.renderOverFloor, was.renderOverFloor), ratio(row.framesPerSecond, was.framesPerSecond),
                ], widths)
        }
        print(
            String(
                format: "memory bandwidth: %.2f (the machines' load differs between runs: trust ratios within a run)",
                report.bandwidthBytesPerSecond / old.bandwidthBytesPerSecond))
    }

    static func writeReport(_ report: Report, to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
            print("\nwrote \(path)")
        } catch {
            FileHandle.standardError.write(Data("stagecraft-bench: could not write \(path): \(error)\n".utf8))
        }
    }

    nonisolated static func loadReport(_ path: String) -> Report {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        do {
            return try JSONDecoder().decode(Report.self, from: data)
        } catch {
            fail("\(path) is not a stagecraft-bench --json file: \(error)")
        }
    }
}
