// Over 400 lines on purpose: the benchmark is one program read top to bottom (scenes, floors,
// measurements, the report); its parts only make sense together.
internal import CSDL2
import Foundation
import Gallery
import Stagecraft
import UIKit

/// `stagecraft-bench`: engine and render cost per frame for the gallery's scenes and for synthetic
/// scenes of many animated views (docs/architecture.md, "Performance"). Every number is compared with another
/// number of the same run — never with an absolute threshold.
@MainActor
enum Bench {
    /// The command line.
    struct Options {
        var frames = 120
        var quick = false
        var idleFrames = 60
        var warmup = 5
        var synthetic = [100, 1_000, 10_000]
        /// Only the scenes whose name contains this (case-insensitive).
        var only: String?

        static let usage = """
            usage: stagecraft-bench [--frames N] [--quick]

            Measures, per scene: engine time per frame (the frame cycle without rasterising), render time
            per frame (software renderer), their p50/p99, render time over the cost of the same number of
            plain SDL_RenderGeometry quads issued directly in the same run (the floor), the cost of an idle
            frame (nothing changed: the host skips drawing), and headless frames per second.

            options:
              --frames N   measured frames per scene (default 120)
              --quick      30 frames per scene and fewer idle frames (a smoke run)
              --only TEXT  only the scenes whose name contains TEXT (e.g. "synthetic", "mask")
              --help       show this help
            Build with -c release for meaningful numbers: swift run -c release stagecraft-bench
            """

        static func parse(_ arguments: [String]) -> Options {
            var options = Options()
            var framesGiven = false
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--frames":
                    guard let v = rest.popFirst(), let n = Int(v), n > 0 else {
                        fail("--frames needs a positive whole number")
                    }
                    options.frames = n
                    framesGiven = true
                case "--quick": options.quick = true
                case "--only":
                    guard let v = rest.popFirst(), !v.isEmpty else { fail("--only needs a part of a scene name") }
                    options.only = v
                case "--help", "-h":
                    print(usage)
                    exit(0)
                default: fail("unknown option '\(argument)'")
                }
            }
            if options.quick {
                if !framesGiven { options.frames = 30 }
                options.idleFrames = 20
                options.warmup = 2
            }
            return options
        }
    }

    nonisolated static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("stagecraft-bench: \(message)\n\n\(Options.usage)\n".utf8))
        exit(2)
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// One row of the table.
    struct Row {
        var name: String
        var views: Int
        var layersDrawn: Int
        var drawCalls: Int
        var engine: [Double]
        var render: [Double]
        var floor: [Double]
        var walk: [Double]
        var idle: [Double]
        var idleSkipped: Int
        var idleNote: String?
        var wallSeconds: Double
        var measuredFrames: Int
    }

    /// A scene to measure: a name and a setup run on a fresh simulator.
    struct Case {
        var name: String
        var setup: @MainActor (Simulator) throws -> Void
    }

    // MARK: Cases

    /// Gallery scenes: opened through the simulator, then a tap on the first visible button (which
    /// usually starts the scene's transition); without a button, the idle scene itself.
    static func galleryCases() -> [Case] {
        Gallery.scenes.map { scene in
            Case(name: "\(scene.id) \(scene.title)") { sim in
                try sim.openScene(scene.id)
                sim.advance(seconds: 0.5)
                if let button = firstButton(in: sim.window) { sim.tap(button) }
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

    /// `count` small views on a grid, all animating position, alpha and transform for `duration`.
    static func syntheticCase(count: Int, duration: Double) -> Case {
        Case(name: "synthetic \(count.formatted()) views") { sim in
            let size = sim.device.screenSize
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            root.backgroundColor = .white
            let columns = max(1, Int((Double(count) * Double(size.width / size.height)).squareRoot().rounded(.up)))
            let rows = (count + columns - 1) / columns
            let cell = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
            var views: [UIView] = []
            views.reserveCapacity(count)
            for i in 0..<count {
                let frame = CGRect(
                    x: CGFloat(i % columns) * cell.width, y: CGFloat(i / columns) * cell.height,
                    width: cell.width * 0.8, height: cell.height * 0.8)
                let view = UIView(frame: frame)
                let hue = CGFloat(i % 12) / 12
                view.backgroundColor = UIColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 1)
                root.addSubview(view)
                views.append(view)
            }
            sim.setRootView(root)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    for (i, view) in views.enumerated() {
                        view.center.x += cell.width * (i.isMultiple(of: 2) ? 0.5 : -0.5)
                        view.center.y += cell.height * 0.25
                        view.alpha = 0.5
                        view.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.7, y: 0.7)
                    }
                })
        }
    }

    /// Shadowed cards moving up and down (half with a `shadowPath`, half shadowed by their rounded
    /// background) over a photo revealed through a growing circular `CAShapeLayer` mask.
    static func effectsCase(duration: Double) -> Case {
        Case(name: "shadows + circular mask") { sim in
            let size = sim.device.screenSize
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
            let photo = UIView(frame: root.bounds)
            for band in 0..<12 {
                let stripe = UIView(
                    frame: CGRect(
                        x: 0, y: CGFloat(band) * size.height / 12, width: size.width, height: size.height / 12))
                stripe.backgroundColor = UIColor(
                    red: CGFloat(band) / 12, green: 0.4, blue: 1 - CGFloat(band) / 12, alpha: 1)
                photo.addSubview(stripe)
            }
            root.addSubview(photo)
            let mask = CAShapeLayer()
            mask.frame = photo.bounds
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            let far = (size.width * size.width + size.height * size.height).squareRoot() / 2
            mask.path =
                UIBezierPath(arcCenter: centre, radius: far, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
            photo.layer.mask = mask
            let reveal = CABasicAnimation(keyPath: "path")
            reveal.fromValue =
                UIBezierPath(arcCenter: centre, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
            reveal.toValue = mask.path
            reveal.duration = duration
            mask.add(reveal, forKey: "reveal")
            var cards: [UIView] = []
            for i in 0..<8 {
                let card = UIView(
                    frame: CGRect(
                        x: 24 + CGFloat(i % 2) * (size.width / 2 - 12), y: 80 + CGFloat(i / 2) * 170,
                        width: size.width / 2 - 36, height: 140))
                card.backgroundColor = .white
                card.layer.cornerRadius = 14
                card.layer.shadowOpacity = 0.25
                card.layer.shadowRadius = 12
                card.layer.shadowOffset = CGSize(width: 0, height: 8)
                if i.isMultiple(of: 2) {
                    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 14).cgPath
                }
                let label = UILabel(frame: CGRect(x: 12, y: 12, width: card.bounds.width - 24, height: 20))
                label.text = "Card \(i + 1)"
                card.addSubview(label)
                root.addSubview(card)
                cards.append(card)
            }
            sim.setRootView(root)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
                for (i, card) in cards.enumerated() { card.center.y += i.isMultiple(of: 2) ? 40 : -40 }
            }
        }
    }

    // MARK: Measuring

    /// Runs one case on a fresh simulator.
    static func measure(_ benchCase: Case, options: Options) throws -> Row {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.diagnosticLog.printsToConsole = false
        try benchCase.setup(sim)
        let screen = try sim.render()
        let statsCanvas = try Canvas(width: screen.width, height: screen.height)
        let statsRenderer = Renderer(canvas: statsCanvas, fonts: try FontLibrary.shared())
        let floorCanvas = try Canvas(width: screen.width, height: screen.height)
        for _ in 0..<options.warmup {
            sim.advance(frames: 1)
            _ = try sim.render()
        }
        var engine: [Double] = []
        var render: [Double] = []
        var floor: [Double] = []
        var walk: [Double] = []
        var statistics = RenderStatistics()
        let wallStart = now()
        var measuredWall = 0.0
        for frame in 0..<options.frames {
            let t0 = now()
            sim.advance(frames: 1)
            let t1 = now()
            _ = try sim.render()
            let t2 = now()
            engine.append(t1 - t0)
            render.append(t2 - t1)
            measuredWall += t2 - t0
            // Untimed: the same frame's draw-call count (every 10th frame), then the floor.
            if frame % 10 == 0 {
                statsCanvas.clear(to: CGColor(gray: 0, alpha: 1))
                sim.draw(with: statsRenderer, includeDeviceFrame: false)
                statistics = statsRenderer.statistics
            }
            let w0 = now()
            let quads = Floor.quads(of: sim.window.layer)
            walk.append(now() - w0)
            floor.append(Floor.draw(quads, calls: statistics.geometryCalls, on: floorCanvas))
        }
        _ = wallStart

        // Idle: let everything finish, draw once, then frames in which nothing changes.
        var settle = 0
        while FrameCycle.isAnimating && settle < 60 * 30 {
            sim.advance(frames: 1)
            settle += 1
        }
        var idle: [Double] = []
        var skipped = 0
        var note: String?
        if FrameCycle.isAnimating {
            note = "never idle"
        } else {
            _ = try sim.render()
            _ = LayerTreeChanges.consume()
            for _ in 0..<options.idleFrames {
                let t0 = now()
                sim.advance(frames: 1)
                let t1 = now()
                idle.append(t1 - t0)
                // The host draws a frame only when the tree changed or something animates.
                if !LayerTreeChanges.consume() && !FrameCycle.isAnimating { skipped += 1 }
            }
        }
        return Row(
            name: benchCase.name, views: countViews(sim.window), layersDrawn: statistics.layersDrawn,
            drawCalls: statistics.geometryCalls, engine: engine, render: render, floor: floor, walk: walk, idle: idle,
            idleSkipped: skipped, idleNote: note, wallSeconds: measuredWall, measuredFrames: options.frames)
    }

    static func countViews(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + countViews($1) } }

    // MARK: Output

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[Int((p * Double(sorted.count - 1)).rounded())]
    }

    static func ms(_ seconds: Double) -> String { seconds.isNaN ? "—" : String(format: "%.3f", seconds * 1000) }
    static func us(_ seconds: Double) -> String { seconds.isNaN ? "—" : String(format: "%.1f", seconds * 1e6) }

    static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let count = s.count
        guard count < width else { return s }
        let fill = String(repeating: " ", count: width - count)
        return left ? s + fill : fill + s
    }

    static func printTable(_ rows: [Row]) {
        let header: [(String, Int)] = [
            ("scene", 26), ("views", 6), ("layers", 7), ("calls", 6), ("engine p50", 11), ("p99", 8),
            ("render p50", 11), ("p99", 8), ("floor p50", 10), ("walk p50", 9), ("render/floor", 13),
            ("walk/render", 12), ("engine/render", 14),
            ("idle µs", 8), ("skipped", 8), ("fps", 7),
        ]
        print(header.enumerated().map { pad($1.0, $1.1, left: $0 == 0) }.joined(separator: " "))
        for row in rows {
            let renderP50 = percentile(row.render, 0.5)
            let floorP50 = percentile(row.floor, 0.5)
            let engineP50 = percentile(row.engine, 0.5)
            let fps = Double(row.measuredFrames) / row.wallSeconds
            let cells = [
                row.name, "\(row.views)", "\(row.layersDrawn)", "\(row.drawCalls)", ms(engineP50),
                ms(percentile(row.engine, 0.99)), ms(renderP50), ms(percentile(row.render, 0.99)), ms(floorP50),
                ms(percentile(row.walk, 0.5)), String(format: "%.2f×", renderP50 / floorP50),
                String(format: "%.3f", percentile(row.walk, 0.5) / renderP50),
                String(format: "%.3f", engineP50 / renderP50),
                row.idleNote ?? us(percentile(row.idle, 0.5)),
                row.idle.isEmpty ? "—" : "\(row.idleSkipped)/\(row.idle.count)", String(format: "%.0f", fps),
            ]
            print(cells.enumerated().map { pad($1, header[$0].1, left: $0 == 0) }.joined(separator: " "))
        }
    }

    static func run() {
        let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
        #if DEBUG
            print("stagecraft-bench: DEBUG build — numbers are only comparable within this run; use -c release")
        #endif
        let duration = Double(options.warmup + options.frames) / 60 + 0.5
        let cases =
            galleryCases() + options.synthetic.map { syntheticCase(count: $0, duration: duration) }
            + [effectsCase(duration: duration), blurCase(duration: duration)]
        let selected = cases.filter { options.only.map($0.name.localizedCaseInsensitiveContains) ?? true }
        if Gallery.scenes.isEmpty { print("(the gallery has no scenes yet: synthetic scenes only)") }
        print(
            "modern phone 393×852 @1x, software renderer, \(options.frames) measured frames per scene (times in ms unless noted)\n"
        )
        var rows: [Row] = []
        let start = now()
        for benchCase in selected {
            do {
                rows.append(try measure(benchCase, options: options))
            } catch {
                print("\(benchCase.name): \(error)")
            }
        }
        printTable(rows)
        measureAutoLayout(repeats: options.quick ? 3 : 10)
        print(
            """

            engine = sim.advance(frames: 1) (media time, animations, layout; no rasterising)
            render = sim.render() (presentation values + software rasterising of the screen)
            floor  = the same number of draw calls as plain SDL_RenderGeometry quads of the drawn layers, same canvas size
            walk   = presentation values and plane maps of every layer, no SDL (the part of render before rasterising)
            idle   = a frame where nothing changed; skipped = frames the host would not draw (tree clean, nothing animating)
            fps    = measured frames / (engine + render) time
            total bench time \(String(format: "%.1f", now() - start)) s
            """)
    }
}

/// The practical floor: the same number of untextured quads issued straight to SDL.
@MainActor
enum Floor {
    /// A quad's four corners in pixels and its colour.
    struct Quad {
        var corners: [SDL_FPoint]
        var color: SDL_Color
    }

    /// The quads of every visible layer with a background, from presentation values (untimed).
    static func quads(of root: CALayer) -> [Quad] {
        var result: [Quad] = []
        func walk(_ layer: CALayer, parent: Homography) {
            let p = layer.presentationProperties
            guard !p.isHidden, p.opacity > 0 else { return }
            let map = Homography(p.transformToSuperlayer).concatenating(parent)
            if let color = p.backgroundColor {
                let b = p.bounds
                let corners = [
                    CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                    CGPoint(x: b.minX, y: b.maxY),
                ].map { map.apply($0) }.map { SDL_FPoint(x: Float($0.x), y: Float($0.y)) }
                func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
                result.append(
                    Quad(
                        corners: corners,
                        color: SDL_Color(
                            r: byte(color.red), g: byte(color.green), b: byte(color.blue),
                            a: byte(color.alpha * CGFloat(p.opacity)))))
            }
            let sublayerMap = Homography(p.sublayerTransformAboutAnchor).concatenating(map)
            for child in layer.sublayers ?? [] { walk(child, parent: sublayerMap) }
        }
        walk(root, parent: .identity)
        return result
    }

    /// Clears the canvas and issues `calls` quads (cycling through `quads`) with
    /// `SDL_RenderGeometry`; returns the seconds taken, including the flush.
    static func draw(_ quads: [Quad], calls: Int, on canvas: Canvas) -> Double {
        let renderer = canvas.sdlRenderer
        let all =
            quads.isEmpty
            ? [
                Quad(
                    corners: [
                        SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: Float(canvas.width), y: 0),
                        SDL_FPoint(x: Float(canvas.width), y: Float(canvas.height)),
                        SDL_FPoint(x: 0, y: Float(canvas.height)),
                    ], color: SDL_Color(r: 0, g: 0, b: 0, a: 255))
            ] : quads
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        var vertices = [SDL_Vertex](repeating: SDL_Vertex(), count: 4)
        let start = Bench.now()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for i in 0..<max(calls, 1) {
            let quad = all[i % all.count]
            for k in 0..<4 {
                vertices[k] = SDL_Vertex(
                    position: quad.corners[k], color: quad.color, tex_coord: SDL_FPoint(x: 0, y: 0))
            }
            SDL_RenderGeometry(renderer, nil, vertices, 4, indices, 6)
        }
        SDL_RenderFlush(renderer)
        return Bench.now() - start
    }
}

MainActor.assumeIsolated { Bench.run() }
