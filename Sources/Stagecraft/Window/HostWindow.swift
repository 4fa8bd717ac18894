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
    private var overlayDirty = true
    private var pointer: CGPoint?
    private var frameTimes: [Double] = []
    private var lastFPSUpdate = 0.0
    private var hudText = ""
    /// Called for Shift+Ctrl+H: returns the home screen's controller.
    public var makeHome: (() -> UIViewController)?

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
        guard
            let window = SDL_CreateWindow(
                "Stagecraft — \(simulator.device.name)", STAGECRAFT_WINDOWPOS_CENTERED, STAGECRAFT_WINDOWPOS_CENTERED,
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
        renderer = Renderer(sdlRenderer: sdlRenderer, fonts: try FontLibrary.shared())
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
                || simulator.currentTransition != nil
            if changed {
                overlayDirty = false
                draw()
                SDL_RenderPresent(sdlRenderer)
                recordFrameTime(Self.hostSeconds() - frameStart)
            }
            frames += 1
            if let maxFrames, frames >= maxFrames { break }
            if !changed || !hasVSync {
                let interval = 1 / Double(max(1, simulator.screen.maximumFramesPerSecond))
                let remaining = interval - (Self.hostSeconds() - frameStart)
                // Idle: sleep until an event or the next frame is due.
                if remaining > 0 { SDL_WaitEventTimeout(nil, Int32(remaining * 1000)) }
            }
        }
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
        if showHUD {
            drawHUD()
            drawTransitionHUD()
        }
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

    private func drawHelp() {
        let scale = simulator.scale
        let box = CGRect(
            x: 40, y: 200, width: simulator.geometry.windowSize.width - 80,
            height: 40 + CGFloat(KeyCommand.allCases.count) * 24)
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
        case .home:
            if let makeHome { simulator.rootViewController = makeHome() }
        case .toggleHelp: showHelp.toggle()
        case .toggleHUD: showHUD.toggle()
        case .quit: running = false
        case .rotateLeft, .rotateRight:
            let before = simulator.orientation
            let turned = command == .rotateLeft ? simulator.rotateLeft() : simulator.rotateRight()
            if turned {
                resizeForOrientation()
            } else if simulator.orientation == before {
                print("stagecraft: rotation refused (see the diagnostic above, or the orientation is not supported)")
            }
        }
    }

    /// Resizes the SDL window to the device turned to the current orientation.
    private func resizeForOrientation() {
        let size = simulator.geometry.windowSize
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
        case SDL_Keycode(SDLK_h.rawValue) where ctrl && shift: return .home
        case SDL_Keycode(SDLK_f.rawValue) where ctrl: return .toggleHUD
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
