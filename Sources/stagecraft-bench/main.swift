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
        /// Where to write the results as JSON.
        var json: String?
        /// Results of an earlier run (`--json`) to print ratios against.
        var compare: String?
        /// Also draw every scene into a 2× window through the accelerated renderer.
        var window = false
        /// Only the timed frame cycle (engine and render) per frame, for a profiler to see alone.
        var profile = false

        static let usage = """
            usage: stagecraft-bench [--frames N] [--quick] [--only TEXT] [--json FILE] [--compare OLD.json] [--profile]

            Measures, per scene: engine time per frame (the frame cycle without rasterising), render time
            per frame (software renderer), their p50/p99; the honest floor (the same frame's pixels drawn
            with the cheapest SDL calls, replayed in the same run) and render over it; the layer walk
            alone (per layer); the bytes a frame must move over the memory bandwidth measured in the run;
            the cost of an idle frame (nothing changed: the host skips drawing); headless frames per
            second and how many times real time (60 Hz) that is; then the goals of issue #16.

            options:
              --frames N        measured frames per scene (default 120)
              --quick           30 frames per scene and fewer idle frames (a smoke run)
              --only TEXT       only the scenes whose name contains TEXT (e.g. "synthetic", "mask")
              --json FILE       also write the results as JSON (to compare later runs with)
              --compare FILE    print each figure's ratio to the same scene's in FILE (an earlier --json)
              --window          also draw every scene in a 2× window through SDL's accelerated (GL) renderer
                                and say whether each fits a 60 Hz frame (needs a display: xvfb-run -a ...)
              --profile         only advance and render each frame (no floor, walk, before/after or idle
                            runs): for perf or callgrind to see the frame alone; the table is partial
              --help            show this help
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
                case "--window": options.window = true
                case "--profile": options.profile = true
                case "--json":
                    guard let v = rest.popFirst(), !v.isEmpty else { fail("--json needs a file name") }
                    options.json = v
                case "--compare":
                    guard let v = rest.popFirst(), !v.isEmpty else { fail("--compare needs a file from --json") }
                    options.compare = v
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

    static func run() {
        let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
        #if DEBUG
            print("stagecraft-bench: DEBUG build — numbers are only comparable within this run; use -c release")
        #endif
        let previous = options.compare.map(loadReport)
        let duration = Double(options.warmup + options.frames) / 60 + 0.5
        let cases =
            galleryCases() + options.synthetic.map { syntheticCase(count: $0, duration: duration) }
            + [effectsCase(duration: duration), blurCase(duration: duration)]
        let selected = cases.filter { options.only.map($0.name.localizedCaseInsensitiveContains) ?? true }
        if Gallery.scenes.isEmpty { print("(the gallery has no scenes yet: synthetic scenes only)") }
        let bandwidth = options.profile ? .nan : HonestFloor.memoryBandwidth()
        print(
            "modern phone 393×852 @1x, software renderer, \(options.frames) measured frames per scene (times in ms unless noted)"
        )
        print(String(format: "memory bandwidth measured now: %.2f GB/s (memcpy, read + write)\n", bandwidth / 1e9))
        var rows: [Summary] = []
        let start = now()
        for benchCase in selected {
            do {
                rows.append(try measure(benchCase, options: options, bandwidth: bandwidth).summary)
            } catch {
                print("\(benchCase.name): \(error)")
            }
        }
        let report = Report(
            frames: options.frames, quick: options.quick, bandwidthBytesPerSecond: bandwidth, scenes: rows)
        printTable(rows)
        if options.profile { return }
        printGoals(report)
        if let previous { printComparison(report, with: previous) }
        if let path = options.json { writeReport(report, to: path) }
        if options.window { measureWindow(selected, options: options) }
        measureAutoLayout(repeats: options.quick ? 3 : 10)
        print(
            """

            engine  = sim.advance(frames: 1) (media time, animations, layout; no rasterising)
            render  = sim.render() (layout settle, presentation values, software rasterising of the screen)
            floor   = the same frame's pixels from the cheapest SDL calls, replayed in the same run: a fill or copy
                      per axis-aligned piece, one geometry quad per transformed one, the same offscreen targets
                      and overdraw (Renderer.floorRecording); r/floor = render / floor
            walk    = the renderer's layer walk alone (layer times, presentation values, order, plane maps, no SDL)
            MB      = bytes a frame must move at the least (4 per pixel written, +4 blended, +4 per texel read)
            pixels  = MB / the memory bandwidth measured above: the time no renderer can beat; r/pixels = render / it
            idle    = a frame where nothing changed; skipped = frames the host would not draw (tree clean, nothing animating)
            fps     = measured frames / (engine + render) time; ×real = fps / 60
            Ratios compare figures of this run; absolute times move with the machine's load (2 shared cores).
            total bench time \(String(format: "%.1f", now() - start)) s
            """)
    }
}

MainActor.assumeIsolated { Bench.run() }
