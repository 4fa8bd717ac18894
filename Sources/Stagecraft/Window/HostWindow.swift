internal import CSDL2
import Foundation
import UIKit

/// Why the window could not be opened.
public enum HostWindowError: Error, CustomStringConvertible {
    /// No X11 or Wayland display is available.
    case noDisplay
    /// SDL failed; the text is SDL's error.
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
        case .sdl(let message):
            return "SDL could not open the window: \(message)"
        }
    }
}

/// The desktop window: shows the simulated phone, runs the frame loop paced to the display, turns
/// the mouse into a finger and keys into simulator commands.
@MainActor
public final class HostWindow {
    /// The app running in the window.
    public private(set) var simulator: Simulator
    private let window: OpaquePointer
    private let sdlRenderer: OpaquePointer
    private let renderer: Renderer
    private let hasVSync: Bool
    private var running = true
    private var showHelp = false
    private var showHUD = true
    private var showInspector = false
    private let fonts: FontLibrary
    private var overlayDirty = true
    private var pointer: CGPoint?
    private var frameTimes: [Double] = []
    private var lastFPSUpdate = 0.0
    private var hudText = ""
    /// How many diagnostics the window has seen, to notice a new one.
    private var seenDiagnostics = 0
    /// How many event-log entries the open inspector last drew, to redraw when the log grows.
    private var drawnEvents = 0
    /// The red strip line of the last new diagnostic and when it appeared (host seconds).
    private var diagnosticLine: (line: DiagnosticHUDLine, shownAt: Double)?
    /// The Ctrl+R recording in progress, if any.
    private var windowRecording: WindowRecording?
    /// The width the open inspector adds on the right of the device, in points.
    public static let inspectorWidth: CGFloat = 320

    /// Whether a display is available to open a window on.
    public static var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        if env["SDL_VIDEODRIVER"] == "offscreen" || env["SDL_VIDEODRIVER"] == "dummy" { return true }
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Opens a window around a simulator.
    public init(simulator: Simulator) throws {
        guard Self.hasDisplay else { throw HostWindowError.noDisplay }
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            let env = ProcessInfo.processInfo.environment
            SDL_SetHint(SDL_HINT_VIDEODRIVER, (env["DISPLAY"] ?? "").isEmpty ? "wayland" : "x11")
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw HostWindowError.sdl(String(cString: SDL_GetError())) }
        self.simulator = simulator
        let scale = simulator.scale
        let size = simulator.geometry.windowSize
        seenDiagnostics = simulator.diagnostics.count
        guard
            let window = SDL_CreateWindow(
                "\(simulator.scenes.title) — \(simulator.device.name)", STAGECRAFT_WINDOWPOS_CENTERED,
                STAGECRAFT_WINDOWPOS_CENTERED,
                Int32((size.width * scale).rounded()), Int32((size.height * scale).rounded()),
                SDL_WINDOW_SHOWN.rawValue)
        else { throw HostWindowError.sdl(String(cString: SDL_GetError())) }
        self.window = window
        var flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        var created = SDL_CreateRenderer(window, -1, flags)
        if created == nil {
            flags = SDL_RENDERER_SOFTWARE.rawValue
            created = SDL_CreateRenderer(window, -1, flags)
        }
        guard let sdlRenderer = created else {
            SDL_DestroyWindow(window)
            throw HostWindowError.sdl(String(cString: SDL_GetError()))
        }
        self.sdlRenderer = sdlRenderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(sdlRenderer, &info)
        hasVSync = (info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue) != 0
        fonts = try FontLibrary.shared()
        renderer = Renderer(sdlRenderer: sdlRenderer, fonts: fonts)
        var mode = SDL_DisplayMode()
        if SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0, simulator.clock.framesPerSecond == 60 {
            // Pace to the display's refresh rate when the user did not ask for another one.
            simulator.screen.maximumFramesPerSecond = Int(mode.refresh_rate)
        }
    }

    /// The name of the SDL renderer in use (e.g. "opengl", "software").
    public var rendererName: String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(sdlRenderer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }

    private static func hostSeconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    /// Runs the frame loop until the window is closed. `maxFrames` stops it early (for smoke tests).
    public func run(maxFrames: Int? = nil) {
        let start = Self.hostSeconds()
        var frames = 0
        while running {
            let frameStart = Self.hostSeconds()
            // 1. media time
            simulator.clock.advanceHost(to: frameStart - start)
            // 2. input
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { handle(event) }
            // 3–4. animations and layout
            simulator.runFrame()
            // 5. draw only when something changed
            let changed =
                LayerTreeChanges.consume() || FrameCycle.isAnimating || overlayDirty
                || simulator.currentTransition != nil || simulator.diagnostics.count != seenDiagnostics
                || (showInspector && simulator.eventLog.entries.count != drawnEvents)
            if changed {
                overlayDirty = false
                draw()
                SDL_RenderPresent(sdlRenderer)
                recordFrameTime(Self.hostSeconds() - frameStart)
                // At most one recorded frame per drawn frame.
                if windowRecording != nil { recordFrame() }
            }
            // While recording, draw (and so record) every frame: the video keeps real time.
            if windowRecording != nil { overlayDirty = true }
            frames += 1
            if let maxFrames, frames >= maxFrames { break }
            if !changed || !hasVSync {
                let interval = 1 / Double(max(1, simulator.screen.maximumFramesPerSecond))
                let remaining = interval - (Self.hostSeconds() - frameStart)
                // Idle: sleep until an event or the next frame is due.
                if remaining > 0 { SDL_WaitEventTimeout(nil, Int32(remaining * 1000)) }
            }
        }
        if windowRecording != nil { stopRecording() }
        // The renderer's textures belong to the SDL renderer: free them first.
        renderer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    private func recordFrameTime(_ seconds: Double) {
        frameTimes.append(seconds)
        if frameTimes.count > 120 { frameTimes.removeFirst(frameTimes.count - 120) }
    }

    private func draw() {
        simulator.draw(with: renderer, includeDeviceFrame: true)
        let scale = simulator.scale
        if let pointer {
            let origin = simulator.geometry.screenFrameInWindow.origin
            let center = CGPoint(x: (pointer.x + origin.x) * scale, y: (pointer.y + origin.y) * scale)
            let r = 18 * scale
            renderer.fillRoundedRect(
                CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), radius: r,
                color: CGColor(gray: 0.5, alpha: 0.45))
        }
        noticeDiagnostics()
        if showHUD {
            drawHUD()
            drawTransitionHUD()
            drawDiagnosticHUD()
        }
        if showInspector { drawInspector() }
        if showHelp { drawHelp() }
    }

    private func drawHUD() {
        let now = Self.hostSeconds()
        if now - lastFPSUpdate > 0.5 || hudText.isEmpty {
            lastFPSUpdate = now
            let sorted = frameTimes.sorted()
            let p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2] * 1000
            var parts = [
                "\(simulator.screen.maximumFramesPerSecond) Hz", String(format: "frame %.1f ms", p50), rendererName,
            ]
            if simulator.slowAnimations { parts.append("SLOW x10") }
            if simulator.isPaused { parts.append("PAUSED") }
            if windowRecording != nil { parts.append("REC") }
            parts.append("F1: keys")
            hudText = parts.joined(separator: "  ·  ")
        }
        renderer.drawText(
            hudText, font: .systemFont(ofSize: 11), color: CGColor(gray: 0.25, alpha: 1),
            at: CGPoint(x: 8 * simulator.scale, y: 5 * simulator.scale), scale: simulator.scale)
    }

    /// The last transition seen, kept a moment after it ends so its outcome stays readable.
    private var lastTransition: (snapshot: TransitionSnapshot, seenAt: Double)?
    /// The id of the last ended transition shown, so that it is shown once.
    private var shownEndedID: Int?

    /// Under the device: the transition in flight — its kind, progress as a bar, interactive or not,
    /// cancelled or not, the finish/cancel decision on release, and then how it ended.
    private func drawTransitionHUD() {
        let scale = simulator.scale
        let now = Self.hostSeconds()
        if let snapshot = simulator.currentTransition {
            lastTransition = (snapshot, now)
        } else if let ended = simulator.lastEndedTransition, ended.id != shownEndedID {
            // The outcome as recorded at the end: the last in-flight snapshot may predate a cancel.
            shownEndedID = ended.id
            lastTransition = (ended, now)
        } else if let last = lastTransition, now - last.seenAt > 2 {
            lastTransition = nil
        }
        let body = simulator.geometry.bodyFrameInWindow
        let y = body.maxY + DeviceProfile.windowMargin / 2
        guard let (snapshot, seenAt) = lastTransition else {
            renderer.drawText(
                "no transition", font: .systemFont(ofSize: 11), color: CGColor(gray: 0.55, alpha: 1),
                at: CGPoint(x: body.minX * scale, y: y * scale), scale: scale)
            return
        }
        let line = TransitionHUDLine(snapshot)
        renderer.drawText(
            line.text, font: .systemFont(ofSize: 11, weight: .semibold), color: CGColor(gray: 0.2, alpha: 1),
            at: CGPoint(x: body.minX * scale, y: y * scale), scale: scale)
        let bar = CGRect(x: body.minX, y: y + 17, width: body.width, height: 4)
        renderer.fillRoundedRect(
            CGRect(x: bar.minX * scale, y: bar.minY * scale, width: bar.width * scale, height: bar.height * scale),
            radius: 2 * scale, color: CGColor(gray: 0.75, alpha: 1))
        let color =
            line.isCancelled
            ? CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1) : CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        renderer.fillRoundedRect(
            CGRect(
                x: bar.minX * scale, y: bar.minY * scale, width: max(4, bar.width * line.fraction) * scale,
                height: bar.height * scale),
            radius: 2 * scale, color: color)
        // Redraw until the ended line has been shown for 2 s, so that it then clears.
        if snapshot.completed != nil && now - seenAt < 2.1 { overlayDirty = true }
    }

    /// Notices diagnostics reported since the last frame: the newest becomes the strip's red line.
    private func noticeDiagnostics() {
        let diagnostics = simulator.diagnostics
        if diagnostics.count > seenDiagnostics, let newest = diagnostics.last {
            let width = simulator.geometry.bodyFrameInWindow.width
            let line = DiagnosticHUDLine(newest, maxWidth: width) {
                self.fonts.width(of: $0, font: Self.diagnosticFont)
            }
            diagnosticLine = (line, Self.hostSeconds())
        }
        seenDiagnostics = diagnostics.count
    }

    private static let diagnosticFont = UIFont.systemFont(ofSize: 11, weight: .semibold)

    /// Under the transition line and its bar: the newest diagnostic in red, for a few seconds.
    private func drawDiagnosticHUD() {
        guard let (line, shownAt) = diagnosticLine else { return }
        let now = Self.hostSeconds()
        guard now - shownAt < DiagnosticHUDLine.displaySeconds else {
            diagnosticLine = nil
            return
        }
        let scale = simulator.scale
        let body = simulator.geometry.bodyFrameInWindow
        let y = body.maxY + DeviceProfile.windowMargin / 2 + 26
        renderer.drawText(
            line.text, font: Self.diagnosticFont, color: CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1),
            at: CGPoint(x: body.minX * scale, y: y * scale), scale: scale)
        // Keep drawing so that the line clears on time.
        overlayDirty = true
    }

    /// The panel on the right of the device (the window is widened while it is open).
    private func drawInspector() {
        let scale = simulator.scale
        let device = simulator.geometry.windowSize
        let margin = DeviceProfile.windowMargin
        let area = CGRect(x: device.width, y: 0, width: Self.inspectorWidth, height: device.height)
        renderer.fillRect(
            CGRect(x: area.minX * scale, y: 0, width: area.width * scale, height: area.height * scale),
            color: DeviceChrome.desktopColor)
        let panel = CGRect(x: area.minX, y: margin, width: area.width - margin, height: area.height - 2 * margin)
        let panelPixels = CGRect(
            x: panel.minX * scale, y: panel.minY * scale, width: panel.width * scale, height: panel.height * scale)
        renderer.fillRoundedRect(panelPixels, radius: 12 * scale, color: CGColor(gray: 0.12, alpha: 1))
        let padding: CGFloat = 10
        let font = UIFont.systemFont(ofSize: 10)
        let bold = UIFont.systemFont(ofSize: 10, weight: .bold)
        let lineHeight: CGFloat = 13
        let maxLines = Int((panel.height - 1.5 * padding) / lineHeight)
        let content = InspectorContent(simulator: simulator, maxWidth: panel.width - 2 * padding, maxLines: maxLines) {
            self.fonts.width(of: $0, font: font)
        }
        drawnEvents = simulator.eventLog.entries.count
        var y = panel.minY + padding
        renderer.withClip(panelPixels.insetBy(dx: padding * scale / 2, dy: padding * scale / 2)) {
            for line in content.lines {
                guard y + lineHeight <= panel.maxY - padding / 2 else { break }
                let color: CGColor
                switch line.style {
                case .heading: color = CGColor(red: 0.55, green: 0.75, blue: 1, alpha: 1)
                case .body: color = CGColor(gray: 0.92, alpha: 1)
                case .dim: color = CGColor(gray: 0.6, alpha: 1)
                case .diagnostic: color = CGColor(red: 1, green: 0.45, blue: 0.4, alpha: 1)
                }
                renderer.drawText(
                    line.text, font: line.style == .heading ? bold : font, color: color,
                    at: CGPoint(x: (panel.minX + padding) * scale, y: y * scale), scale: scale)
                y += lineHeight
            }
        }
    }

    private func drawHelp() {
        let scale = simulator.scale
        let window = simulator.geometry.windowSize
        let height = 40 + CGFloat(KeyCommand.allCases.count) * 24
        // Centred, so that it also fits the short landscape window.
        let box = CGRect(x: 40, y: max(8, (window.height - height) / 2), width: window.width - 80, height: height)
        renderer.fillRoundedRect(
            CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale),
            radius: 14 * scale, color: CGColor(gray: 0.1, alpha: 0.88))
        var y = box.minY + 16
        for command in KeyCommand.allCases {
            renderer.drawText(
                command.keys, font: .systemFont(ofSize: 14, weight: .bold), color: CGColor(gray: 1, alpha: 1),
                at: CGPoint(x: (box.minX + 18) * scale, y: y * scale), scale: scale)
            renderer.drawText(
                command.summary, font: .systemFont(ofSize: 14), color: CGColor(gray: 0.85, alpha: 1),
                at: CGPoint(x: (box.minX + 150) * scale, y: y * scale), scale: scale)
            y += 24
        }
    }

    /// Carries out a command.
    public func perform(_ command: KeyCommand) {
        overlayDirty = true
        // Rebuild the HUD line on the next draw: its SLOW/PAUSED flags must not wait up to 0.5 s
        // for the twice-a-second frame-time refresh.
        hudText = ""
        switch command {
        case .toggleSlowAnimations: simulator.slowAnimations.toggle()
        case .togglePause: simulator.isPaused.toggle()
        case .stepFrame: simulator.stepFrame()
        case .screenshot:
            let name = "stagecraft-\(Int(Date().timeIntervalSince1970)).png"
            do {
                try simulator.screenshot(to: name)
                print("stagecraft: saved \(name)")
            } catch {
                print("stagecraft: screenshot failed: \(error)")
            }
        case .toggleRecording:
            if windowRecording == nil { startRecording() } else { stopRecording() }
        case .home:
            simulator.openHome()
        case .toggleHelp: showHelp.toggle()
        case .toggleHUD: showHUD.toggle()
        case .toggleInspector:
            showInspector.toggle()
            resizeWindow()
        case .quit: running = false
        case .rotateLeft, .rotateRight:
            let before = simulator.orientation
            let turned = command == .rotateLeft ? simulator.rotateLeft() : simulator.rotateRight()
            if turned {
                resizeWindow()
            } else if simulator.orientation == before {
                print("stagecraft: rotation refused (see the diagnostic above, or the orientation is not supported)")
            }
        }
    }

    // MARK: Recording (Ctrl+R)

    /// Starts writing every drawn frame of the screen to `./stagecraft-recording-<time>/`.
    private func startRecording() {
        let name = "stagecraft-recording-\(Int(Date().timeIntervalSince1970))"
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            print("stagecraft: could not start recording: \(error)")
            return
        }
        windowRecording = WindowRecording(folder: folder, name: name)
        print("stagecraft: recording to \(name)/ (Ctrl+R stops)")
    }

    /// Writes the screen as it is now (the software renderer's pixels, as `Simulator.render()`).
    private func recordFrame() {
        guard var open = windowRecording else { return }
        let file = open.folder.appendingPathComponent(String(format: "frame-%05d.png", open.frames + 1))
        do {
            try simulator.screenshot(to: file.path)
        } catch {
            print("stagecraft: recording stopped: could not write \(file.lastPathComponent): \(error)")
            windowRecording = open
            stopRecording()
            return
        }
        if open.frames == 0 { open.firstFrameAt = Self.hostSeconds() }
        open.frames += 1
        open.lastFrameAt = Self.hostSeconds()
        windowRecording = open
    }

    /// Stops the recording; encodes `stagecraft-recording-<time>.mp4` beside the folder when
    /// ffmpeg is on PATH, at the rate the frames were really recorded at (so it plays in real time).
    private func stopRecording() {
        guard let open = windowRecording else { return }
        windowRecording = nil
        overlayDirty = true
        hudText = ""
        print("stagecraft: recorded \(open.frames) frame\(open.frames == 1 ? "" : "s") to \(open.name)/")
        guard open.frames > 0 else { return }
        guard let ffmpeg = VideoEncoder.ffmpegPath() else {
            print("stagecraft: no ffmpeg on PATH (apt-get install ffmpeg): the frames stay PNGs")
            return
        }
        let video = open.folder.deletingLastPathComponent().appendingPathComponent("\(open.name).mp4")
        let fps = open.framesPerSecond(displayRate: Double(simulator.screen.maximumFramesPerSecond))
        do {
            try VideoEncoder.encode(folder: open.folder, framesPerSecond: fps, output: video, ffmpeg: ffmpeg)
            print("stagecraft: saved \(open.name).mp4 (\(String(format: "%.1f", fps)) fps)")
        } catch {
            print("stagecraft: could not encode \(open.name).mp4: \(error)")
        }
    }

    /// Resizes the SDL window to the device turned to the current orientation, plus the inspector
    /// panel when it is open.
    private func resizeWindow() {
        var size = simulator.geometry.windowSize
        if showInspector { size.width += Self.inspectorWidth }
        SDL_SetWindowSize(
            window, Int32((size.width * simulator.scale).rounded()), Int32((size.height * simulator.scale).rounded()))
        overlayDirty = true
    }

    private func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let origin = simulator.geometry.screenFrameInWindow.origin
        return CGPoint(x: CGFloat(x) / simulator.scale - origin.x, y: CGFloat(y) / simulator.scale - origin.y)
    }

    private func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            overlayDirty = true
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let point = screenPoint(x: event.button.x, y: event.button.y)
            // Capture the mouse so that a drag leaving the window keeps the touch and its release still arrives.
            SDL_CaptureMouse(SDL_TRUE)
            pointer = point
            overlayDirty = true
            simulator.press(at: point)
        case SDL_MOUSEMOTION.rawValue where simulator.isTouching || pointer != nil:
            let point = screenPoint(x: event.motion.x, y: event.motion.y)
            pointer = point
            overlayDirty = true
            simulator.move(to: point)
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            SDL_CaptureMouse(SDL_FALSE)
            simulator.move(to: screenPoint(x: event.button.x, y: event.button.y))
            simulator.release()
            pointer = nil
            overlayDirty = true
        case SDL_KEYDOWN.rawValue:
            if let command = Self.command(for: event.key.keysym) { perform(command) }
        default:
            break
        }
    }

    private static func command(for key: SDL_Keysym) -> KeyCommand? {
        let ctrl = (key.mod & UInt16(KMOD_CTRL.rawValue)) != 0
        let shift = (key.mod & UInt16(KMOD_SHIFT.rawValue)) != 0
        switch key.sym {
        case SDL_Keycode(SDLK_LEFT.rawValue) where ctrl: return .rotateLeft
        case SDL_Keycode(SDLK_RIGHT.rawValue) where ctrl: return .rotateRight
        case SDL_Keycode(SDLK_t.rawValue) where ctrl: return .toggleSlowAnimations
        case SDL_Keycode(SDLK_s.rawValue) where ctrl: return .screenshot
        case SDL_Keycode(SDLK_r.rawValue) where ctrl: return .toggleRecording
        case SDL_Keycode(SDLK_h.rawValue) where ctrl && shift: return .home
        case SDL_Keycode(SDLK_f.rawValue) where ctrl: return .toggleHUD
        case SDL_Keycode(SDLK_i.rawValue) where ctrl: return .toggleInspector
        case SDL_Keycode(SDLK_q.rawValue) where ctrl: return .quit
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return .quit
        case SDL_Keycode(SDLK_SPACE.rawValue): return .togglePause
        case SDL_Keycode(SDLK_PERIOD.rawValue): return .stepFrame
        case SDL_Keycode(SDLK_F1.rawValue), SDL_Keycode(SDLK_QUESTION.rawValue): return .toggleHelp
        case SDL_Keycode(SDLK_SLASH.rawValue) where shift: return .toggleHelp
        default: return nil
        }
    }
}
