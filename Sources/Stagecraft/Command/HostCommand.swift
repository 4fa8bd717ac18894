import Foundation
import UIKit

/// The host's command line, for any catalog: the window, or headless frames, tree dumps, scripts
/// and the no-display tour (`stagecraft --help` lists the options). The `stagecraft` executable is
/// `HostCommand(catalog: Gallery.catalog).run()`; a user's package runs its own catalog the same way.
@MainActor
public struct HostCommand {
    /// The scenes the command opens.
    public var catalog: SceneCatalog
    /// The command's name in messages and help, and the prefix of its output folders
    /// (`<name>-frames/` without a display).
    public var name: String

    /// The scene opened when the command line names none (an app's own command: the app).
    public var defaultSceneID: String?

    /// Creates the command for `catalog`; `name` defaults to the executable's file name.
    public init(catalog: SceneCatalog, name: String? = nil) {
        self.catalog = catalog
        self.name =
            name ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "stagecraft"
    }

    /// The command of one app launched from its delegate, as iOS launches it from its icon (R335):
    /// `HostCommand(app: { AppDelegate() }, sceneDelegate: { SceneDelegate() }).run()` in the
    /// executable's main.swift, in place of `@main` on the app delegate (porting.md). The app is
    /// scene `app`, opened at start; `assetDirectories` are searched by `UIImage(named:)`.
    public init(
        app: @escaping @MainActor @Sendable () -> UIApplicationDelegate,
        sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil, title: String = "App",
        assetDirectories: [URL] = [], name: String? = nil
    ) {
        let scene = Scene(
            id: "app", title: title, summary: "the app, launched from its delegate", app: app,
            sceneDelegate: sceneDelegate)
        self.init(
            catalog: SceneCatalog(title: title, scenes: [scene], assetDirectories: assetDirectories), name: name)
        defaultSceneID = scene.id
    }

    /// Runs the command line with `arguments` (the process's, without the executable) and exits:
    /// status 0 when done, 1 when a script or an asset folder fails, 2 for a bad command line.
    public func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // One line at a time, also into a pipe or a file: "saved …" appears when it happens, in
        // order with stderr's messages, not when a buffer fills or the process exits.
        StandardOutput.makeLineBuffered()
        perform(arguments)
        exit(0)
    }

    private func perform(_ arguments: [String]) {
        var options: HostOptions
        do {
            options = try HostOptions.parse(arguments)
        } catch {
            fail("\(error)", hint: "Run '\(name) --help' for the options.")
        }
        if options.help {
            print(HostOptions.usage(name: name, title: catalog.title))
            return
        }
        if options.list {
            if catalog.scenes.isEmpty { print("(no scenes yet)") }
            for scene in catalog.scenes {
                print("\(scene.id.padding(toLength: 6, withPad: " ", startingAt: 0)) \(scene.title) — \(scene.summary)")
            }
            return
        }
        if let id = options.scene, catalog.scene(id: id) == nil {
            let known = catalog.ids.joined(separator: ", ")
            fail("no scene '\(id)' (scenes: \(known.isEmpty ? "none yet" : known); see --list)")
        }
        checkAssetDirectories()
        let settingsURL = settingsLocation(options)
        let remembered = settingsURL.map(loadSettings) ?? UserSettings()
        if options.scene == nil, let id = remembered.scene, catalog.scene(id: id) != nil { options.scene = id }
        if options.scene == nil { options.scene = defaultSceneID }
        if !options.deviceGiven, let id = remembered.device, let device = DeviceProfile.named(id) {
            options.device = device
        }
        if !options.orientationGiven, let orientation = remembered.interfaceOrientation {
            options.orientation = orientation
        }
        // A script is parsed whole before anything runs: a bad line fails with nothing done.
        var script: Script?
        var device = options.device
        if let path = options.script {
            let parsed = parseScript(path)
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
        }
        let simulator: Simulator
        do {
            simulator = try Simulator(
                scenes: catalog, device: device, scale: options.scale, framesPerSecond: options.framesPerSecond)
        } catch {
            fail("\(error)")
        }
        do {
            if let id = options.scene { try simulator.openScene(id) } else { simulator.openHome() }
        } catch {
            fail("\(error)")
        }
        if options.orientation != .portrait, !simulator.rotate(to: options.orientation, animated: false) {
            if options.orientationGiven { fail("the scene does not support \(options.orientation)") }
        }
        if let style = options.appearance ?? remembered.userInterfaceStyle { simulator.userInterfaceStyle = style }
        if let category = options.contentSize ?? remembered.contentSizeCategory {
            simulator.contentSizeCategory = category
        }
        if remembered.slowAnimations == true { simulator.slowAnimations = true }
        var openWindow: HostWindow?
        defer { if let settingsURL { saveSettings(simulator, window: openWindow, to: settingsURL) } }

        if let script {
            let runner = ScriptRunner(script: script, simulator: simulator)
            runner.output = { print("\(name): \($0)") }
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
                renderTour(options)
                return
            }
            renderHeadless(simulator, options)
            return
        }
        do {
            let window = try HostWindow(simulator: simulator, zoom: options.zoom)
            window.commandName = name
            if let hud = remembered.showHUD { window.showHUD = hud }
            if remembered.showInspector == true { window.showInspector = true }
            print(
                "\(name): window open (\(window.rendererName) renderer, \(Int((window.pixelScale * 100).rounded())) %); press F1 for keys, Esc to quit"
            )
            openWindow = window
            window.run(maxFrames: options.maxFrames)
        } catch HostWindowError.sdl(let reason) {
            // A display is named but unusable (no server there): the same fallback as without one.
            let env = ProcessInfo.processInfo.environment
            let named =
                (env["DISPLAY"] ?? "").isEmpty
                ? "WAYLAND_DISPLAY=\(env["WAYLAND_DISPLAY"] ?? "")" : "DISPLAY=\(env["DISPLAY"] ?? "")"
            explainNoWindow("no usable display: \(named) is set, but no window could open there (\(reason)).")
            renderTour(options)
        } catch {
            fail("\(error)\n  Try: \(name) --headless --screenshot out.png")
        }
    }

    /// Where this run remembers its settings: `--settings FILE`; else, for a window that is not a
    /// CI run, the user's settings file; else nowhere (`--no-settings` too).
    private func settingsLocation(_ options: HostOptions) -> URL? {
        if options.noSettings { return nil }
        if let file = options.settingsFile { return URL(fileURLWithPath: file) }
        guard !options.headless, HostWindow.hasDisplay, !UserSettings.isContinuousIntegration() else { return nil }
        return UserSettings.defaultLocation()
    }

    /// Reads the remembered settings, saying on stderr (and carrying on with the defaults) when the
    /// file is bad.
    private func loadSettings(_ url: URL) -> UserSettings {
        let (settings, problem) = UserSettings.load(from: url)
        if let problem { FileHandle.standardError.write(Data("\(name): \(problem)\n".utf8)) }
        return settings
    }

    /// Remembers what the simulator (and the window, if any) shows now.
    private func saveSettings(_ simulator: Simulator, window: HostWindow?, to url: URL) {
        var settings = UserSettings.current(of: simulator)
        if let window {
            settings.showHUD = window.showHUD
            settings.showInspector = window.showInspector
        }
        do {
            try settings.save(to: url)
        } catch {
            FileHandle.standardError.write(
                Data(
                    "\(name): could not remember the settings in \(url.path): \(WriteFailure.reason(of: error))\n".utf8)
            )
        }
    }

    /// `--headless`: advance, then dump the tree and/or write the screenshot.
    private func renderHeadless(_ simulator: Simulator, _ options: HostOptions) {
        simulator.advance(seconds: options.wait)
        if options.dumpTree { print(simulator.viewTreeDump(), terminator: "") }
        if let path = options.screenshot {
            do {
                try simulator.screenshot(to: path, includeDeviceFrame: !options.screenOnly)
                print("\(name): wrote \(path)")
            } catch {
                fail("could not write the screenshot: \(WriteFailure.reason(error, writing: path))")
            }
        }
    }

    /// Reads and parses `--script FILE`, or fails with `FILE:LINE: message`.
    private func parseScript(_ path: String) -> Script {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            scriptFail("\(name): cannot read the script '\(path)': \(error.localizedDescription)")
        }
        do {
            return try Script(parsing: text, name: path, scenes: catalog)
        } catch {
            scriptFail("\(error)")
        }
    }

    /// A catalog's asset folder that does not exist is a broken install: say which, and what to copy.
    private func checkAssetDirectories() {
        for directory in catalog.assetDirectories
        where !FileManager.default.fileExists(atPath: directory.path) {
            let bundle = directory.deletingLastPathComponent().lastPathComponent
            let advice =
                bundle.hasSuffix(".resources")
                ? "Copy \(bundle) from the build folder (.build/release/ or .build/debug/) beside the installed \(name)."
                : "Put the folder there, or build the catalog with the folder's real location."
            FileHandle.standardError.write(
                Data(
                    """
                    \(name): missing asset folder \(directory.path)
                      The scenes' images load from there. \(advice)

                    """.utf8))
            exit(1)
        }
    }

    /// A bad command line or a failed run: the message, and a hint on its own line, on stderr
    /// (not the whole usage, which would bury the message); exit status 2.
    private func fail(_ message: String, hint: String? = nil) -> Never {
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        if let hint { FileHandle.standardError.write(Data("\(hint)\n".utf8)) }
        exit(2)
    }

    /// A script that could not run: the message (`FILE:LINE: …`) on stderr, exit status 1.
    private func scriptFail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(1)
    }

    /// The folder the no-display tour writes to.
    private var framesFolder: String { "\(name)-frames" }

    /// Says why there is no window, what happens instead and what to run.
    private func explainNoWindow(_ reason: String) {
        print(
            """
            \(name): \(reason)
              Doing the headless thing instead: rendering every scene to ./\(framesFolder)/.
              For a window, run under a display or with: xvfb-run -a -s "-screen 0 1280x1800x24" \(name)
              For one frame: \(name) --headless --screenshot out.png [--scene ID] [--wait SECONDS]
            """)
    }

    /// Without a display: writes the home screen and every scene's first frame, a frame in the middle
    /// of the transition its first button starts, and the frame after, as PNGs.
    private func renderTour(_ options: HostOptions) {
        do {
            try SceneTour(folder: framesFolder).run(
                makeSimulator: {
                    try Simulator(
                        scenes: catalog, device: options.device, scale: options.scale,
                        framesPerSecond: options.framesPerSecond)
                }
            ) { print("  wrote \($0)") }
        } catch {
            fail("could not write the frames: \(WriteFailure.reason(of: error))")
        }
    }
}
