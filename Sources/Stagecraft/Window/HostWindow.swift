internal import CSDL2
import Foundation
import UIKit

/// The desktop window: shows the simulated phone, runs the frame loop paced to the display, turns
/// the mouse into a finger and keys into simulator commands.
@MainActor
public final class HostWindow {
    /// The app running in the window.
    public private(set) var simulator: Simulator
    /// The user's input to the app, recorded while Shift+Ctrl+R records (+InputRecording).
    let input: WindowInput
    /// The width the open inspector adds on the right of the device, in points.
    public static let inspectorWidth: CGFloat = 320

    // Setup (this file): the SDL window, its renderer and the fonts.
    let window: OpaquePointer
    let sdlRenderer: OpaquePointer
    let renderer: Renderer
    let hasVSync: Bool
    let fonts: FontLibrary

    // The size (+Resizing).
    /// The zoom asked for (`--scale`, Ctrl+1/2/3).
    var zoom: WindowZoom
    /// Window pixels per point: the zoom as the screen allows it. The app's own scale
    /// (`UIScreen.scale`, screenshots) stays the simulator's.
    public internal(set) var pixelScale: CGFloat = 1

    // The loop (+Loop, +Events).
    var running = true
    /// Whether the next frame must be drawn although the app did not change (an overlay did).
    var overlayDirty = true
    /// Where the finger (the mouse) is, in screen points, while it is down.
    var pointer: CGPoint?
    // Picking and the exploded view (+Picking).
    /// Whether a click picks a view (Ctrl+P) instead of touching the app.
    var isPicking = false
    /// The view picked last, outlined in the window and described in the inspector.
    weak var pickedView: UIView?
    /// The 3D exploded view, while it is shown (Ctrl+E).
    var exploded: ExplodedView?
    /// Where the mouse was (window pixels) while it drags the exploded view round.
    var explodedDrag: CGPoint?
    /// The two fingers while an Alt-drag is down (+Events, drawn by +TouchOverlay).
    var twoFingers: TwoFingerMouse?
    /// Whether the mouse went down on the timeline and drags it (+Timeline).
    var isDraggingTimeline = false
    /// The interactive transition's progress rate, for the touch overlay's prediction (+TouchOverlay).
    var percentRate = PercentRateMeter()
    /// The transition whose progress `percentRate` samples.
    var percentRateTransitionID: Int?

    // The overlays (+HUD, +Inspector, +Help).
    var showHelp = false
    var showHUD = true
    var showInspector = false
    /// The last 120 frame times, for the HUD's median.
    var frameTimes: [Double] = []
    /// The measured presentation rate and dropped frames, for the HUD.
    var frameRate = FrameRateMeter(nominalRate: 60)
    /// Whether the last turn of the loop drew a frame (the next one then continues the run).
    var drewLastTurn = false
    var lastFPSUpdate = 0.0
    var hudText = ""
    /// How many diagnostics the window has seen, to notice a new one.
    var seenDiagnostics = 0
    /// How many event-log entries the open inspector last drew, to redraw when the log grows.
    var drawnEvents = 0
    /// The red strip line of the last new diagnostic and when it appeared (host seconds).
    var diagnosticLine: (line: DiagnosticHUDLine, shownAt: Double)?
    /// The last transition seen, kept a moment after it ends so its outcome stays readable.
    var lastTransition: (snapshot: TransitionSnapshot, seenAt: Double)?
    /// The id of the last ended transition shown, so that it is shown once.
    var shownEndedID: Int?

    // Recording and captures (+Recording, +Toast).
    /// The Ctrl+R recording in progress, if any.
    var windowRecording: WindowRecording?
    /// Where Ctrl+S, Ctrl+R and Shift+Ctrl+R save (by default `~/Pictures/Stagecraft`).
    public var captureFolder = CaptureFolder.forUser()
    /// The command's name at the start of terminal lines.
    public var commandName = "stagecraft"
    /// The toast showing, if any.
    var toast: Toast?
    /// What the input recording's file will be named after (the scene it restarted).
    var inputRecordingScene = "home"

    /// Whether a display is available to open a window on.
    public static var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        if env["SDL_VIDEODRIVER"] == "offscreen" || env["SDL_VIDEODRIVER"] == "dummy" { return true }
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Opens a window around a simulator, drawn at `zoom` (by default the simulator's scale, as
    /// large as the screen holds).
    public init(simulator: Simulator, zoom: WindowZoom? = nil) throws {
        guard Self.hasDisplay else { throw HostWindowError.noDisplay }
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            let env = ProcessInfo.processInfo.environment
            SDL_SetHint(SDL_HINT_VIDEODRIVER, (env["DISPLAY"] ?? "").isEmpty ? "wayland" : "x11")
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw HostWindowError.sdl(String(cString: SDL_GetError())) }
        self.simulator = simulator
        input = WindowInput(simulator: simulator)
        self.zoom = zoom ?? .fixed(simulator.scale)
        let size = simulator.geometry.windowSize
        pixelScale = self.zoom.pixelsPerPoint(windowSize: size, usable: Self.usableDisplaySize(display: 0))
        seenDiagnostics = simulator.diagnostics.count
        guard
            let window = SDL_CreateWindow(
                "\(simulator.catalog.title) — \(simulator.device.name)", STAGECRAFT_WINDOWPOS_CENTERED,
                STAGECRAFT_WINDOWPOS_CENTERED,
                Int32((size.width * pixelScale).rounded()), Int32((size.height * pixelScale).rounded()),
                SDL_WINDOW_SHOWN.rawValue)
        else { throw HostWindowError.sdl(String(cString: SDL_GetError())) }
        self.window = window
        // Typed characters arrive as SDL_TEXTINPUT events (with the user's layout and dead keys);
        // they go to the app's text field while one is editing (R276).
        SDL_StartTextInput()
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

    /// The usable area of a display in pixels (without panels and docks), or nil when SDL cannot say.
    static func usableDisplaySize(display: Int32) -> CGSize? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return CGSize(width: CGFloat(bounds.w), height: CGFloat(bounds.h))
    }

    /// SDL's high-resolution clock, in seconds: the host's only real clock.
    static func hostSeconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}
