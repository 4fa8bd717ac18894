import Foundation
import Gallery
import Stagecraft
import UIKit

/// The `stagecraft` command: the gallery in a window, or headless renders.
@MainActor
enum Main {
    static func fail(_ message: String, usage: Bool = false) -> Never {
        FileHandle.standardError.write(Data("stagecraft: \(message)\n".utf8))
        if usage { FileHandle.standardError.write(Data("\n\(Options.usage)\n".utf8)) }
        exit(2)
    }

    static func run() {
        let options: Options
        do {
            options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("\(error)", usage: true)
        }
        if options.help {
            print(Options.usage)
            return
        }
        if options.list {
            if Gallery.scenes.isEmpty { print("(no scenes yet)") }
            for scene in Gallery.scenes {
                print("\(scene.id.padding(toLength: 6, withPad: " ", startingAt: 0)) \(scene.title) — \(scene.summary)")
            }
            return
        }
        if let id = options.scene, Gallery.scene(id: id) == nil {
            let known = Gallery.scenes.map(\.id).joined(separator: ", ")
            fail("no scene '\(id)' (scenes: \(known.isEmpty ? "none yet" : known); see --list)")
        }
        Gallery.registerAssets()
        // A script is parsed whole before anything runs: a bad line fails with nothing done.
        var script: Script?
        var device = options.device
        if let path = options.script {
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                scriptFail("stagecraft: cannot read the script '\(path)': \(error.localizedDescription)")
            }
            do {
                let parsed = try Script(parsing: text, name: path)
                if let wanted = parsed.device {
                    if options.deviceGiven, wanted != options.device,
                        let line = parsed.steps.first(where: { if case .device = $0.command { true } else { false } })
                    {
                        scriptFail(
                            "\(path):\(line.line): the script needs device '\(wanted.id)' but --device \(options.device.id) was given"
                        )
                    }
                    device = wanted
                }
                script = parsed
            } catch {
                scriptFail("\(error)")
            }
        }
        let simulator: Simulator
        do {
            simulator = try Simulator(
                device: device, scale: options.scale, framesPerSecond: options.framesPerSecond)
        } catch {
            fail("\(error)")
        }
        let home = { () -> UIViewController in
            HomeViewController { [weak simulator] scene in simulator?.rootViewController = scene.make() }
        }
        simulator.rootViewController = options.scene.flatMap(Gallery.scene(id:))?.make() ?? home()
        if options.orientation != .portrait, !simulator.rotate(to: options.orientation, animated: false) {
            fail("the scene does not support \(options.orientation)")
        }

        if let script {
            let runner = ScriptRunner(script: script, simulator: simulator)
            runner.output = { print("stagecraft: \($0)") }
            do {
                try runner.run()
            } catch {
                scriptFail("\(error)")
            }
            return
        }

        if options.headless || !HostWindow.hasDisplay {
            if !options.headless {
                explainNoWindow("no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so no window can open.")
                renderTour(simulator: simulator, options: options, home: home)
                return
            }
            simulator.advance(seconds: options.wait)
            if options.dumpTree { print(simulator.viewTreeDump(), terminator: "") }
            if let path = options.screenshot {
                do {
                    try simulator.screenshot(to: path, includeDeviceFrame: !options.screenOnly)
                    print("stagecraft: wrote \(path)")
                } catch {
                    fail("could not write the screenshot: \(error)")
                }
            } else if !options.dumpTree {
                print("stagecraft: --headless renders nothing without --screenshot FILE or --dump-tree")
            }
            return
        }
        do {
            let window = try HostWindow(simulator: simulator)
            window.makeHome = home
            print("stagecraft: window open (\(window.rendererName) renderer); press F1 for keys, Esc to quit")
            window.run(maxFrames: options.maxFrames)
        } catch HostWindowError.sdl(let reason) {
            // A display is named but unusable (no server there): the same fallback as without one.
            let env = ProcessInfo.processInfo.environment
            let named =
                (env["DISPLAY"] ?? "").isEmpty
                ? "WAYLAND_DISPLAY=\(env["WAYLAND_DISPLAY"] ?? "")" : "DISPLAY=\(env["DISPLAY"] ?? "")"
            explainNoWindow("no usable display: \(named) is set, but no window could open there (\(reason)).")
            renderTour(simulator: simulator, options: options, home: home)
        } catch {
            fail("\(error)\n  Try: stagecraft --headless --screenshot out.png")
        }
    }

    /// A script that could not run: the message (`FILE:LINE: …`) on stderr, exit status 1.
    static func scriptFail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(1)
    }

    /// Says why there is no window, what happens instead and what to run.
    static func explainNoWindow(_ reason: String) {
        print(
            """
            stagecraft: \(reason)
              Doing the headless thing instead: rendering the gallery to ./stagecraft-frames/.
              For a window, run under a display or with: xvfb-run -a -s "-screen 0 1280x1800x24" stagecraft
              For one frame: stagecraft --headless --screenshot out.png [--scene ID] [--wait SECONDS]
            """)
    }

    /// Without a display: writes the home screen and every scene's first frame, a frame in the middle
    /// of the transition its first button starts, and the frame after, as PNGs.
    static func renderTour(simulator: Simulator, options: Options, home: () -> UIViewController) {
        do {
            try GalleryTour(folder: "stagecraft-frames").run(
                makeSimulator: {
                    try Simulator(
                        device: options.device, scale: options.scale, framesPerSecond: options.framesPerSecond)
                }, home: home
            ) { print("  wrote \($0)") }
        } catch {
            fail("could not write the frames: \(error)")
        }
    }
}

MainActor.assumeIsolated { Main.run() }
