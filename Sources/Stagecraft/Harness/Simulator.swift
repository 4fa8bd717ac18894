// Over 400 lines on purpose: the Simulator is the one facade tests, scripts and the CLI drive (scenes,
// time, touches, rotation, rendering, reading state); splitting it would scatter one small API.
import Foundation
import UIKit

/// Runs an app headless on a simulated device: set a root view controller, advance the virtual
/// clock, tap, take screenshots and read the view tree — deterministically, with no display.
///
/// Creating a simulator makes it current: `UIScreen.main`, `UIApplication.shared`, the media clock
/// and the diagnostic log all belong to it, and nothing carries over from a previous one.
@MainActor
public final class Simulator {
    /// The simulated device.
    public let device: DeviceProfile
    /// Pixels per point of screenshots (1 or 2).
    public let scale: CGFloat
    /// Host-to-media time conversion, with the slow/pause/step controls.
    public let clock: FrameClock
    /// The app's screen.
    public let screen: UIScreen
    /// The app.
    public let application: UIApplication
    /// The app's window, filling the screen: the simulator's own, or the window an app launched
    /// from its delegate made key (`launch(appDelegate:sceneDelegate:)`, R335).
    public var window: UIWindow { launchedWindow ?? deviceWindow }
    /// The simulator's own window, showing root view controllers set directly and scenes.
    let deviceWindow: UIWindow
    /// The key window of an app launched from its delegate, until the app is closed.
    var launchedWindow: UIWindow?
    /// Diagnostics reported while this simulator is current.
    public let diagnosticLog: DiagnosticLog
    /// The ordered log of appearance, delegate, animator, presentation-controller and coordinator calls.
    public let eventLog: EventLog
    /// The scenes `openScene(_:)` and `openHome()` open.
    public let catalog: SceneCatalog

    private var canvas: Canvas?
    private var renderer: Renderer?

    /// Creates a headless simulator for `device` at `scale` (1 or 2) and makes it current; `scenes`
    /// are what `openScene(_:)` and `openHome()` open, and their asset folders become searchable.
    public init(
        scenes: SceneCatalog = .empty, device: DeviceProfile = .modernPhone, scale: CGFloat = 1,
        framesPerSecond: Double = 60
    ) throws {
        guard scale == 1 || scale == 2 else { throw SimulatorError.badScale(scale) }
        catalog = scenes
        self.device = device
        self.scale = scale
        UIKitRuntime.reset()
        clock = FrameClock(framesPerSecond: framesPerSecond)
        clock.mediaClock.makeCurrent()
        eventLog = EventLog()
        eventLog.makeCurrent()
        diagnosticLog = DiagnosticLog()
        diagnosticLog.makeCurrent()
        screen = UIScreen(bounds: CGRect(origin: .zero, size: device.screenSize), scale: scale)
        screen.displayCornerRadius = device.screenCornerRadius
        screen.maximumFramesPerSecond = Int(framesPerSecond.rounded())
        screen.makeCurrent()
        application = UIApplication()
        application.makeCurrent()
        application.setStatusBarFrame(device.geometry(.portrait).statusBarFrame)
        try FontLibrary.shared().install()
        deviceWindow = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
        deviceWindow.deviceSafeAreaInsets = device.portraitSafeArea
        deviceWindow.deviceRotatesUpsideDown = device.hasHomeButton  // R166
        deviceWindow.windowTraits = device.geometry(.portrait).traits(scale: scale)
        deviceWindow.backgroundColor = .black
        deviceWindow.makeKeyAndVisible()
        deviceWindow.windowScene = application.mainScene
        for directory in catalog.assetDirectories { UIImage.registerAssetDirectory(directory) }
        // requestGeometryUpdate turns the device as a rotation key would (R248).
        application.mainScene.orientationRequestHandler = { [weak self] mask in
            self?.rotateInterface(toOneOf: mask) ?? false
        }
        settle()
    }

    // MARK: Scenes

    /// Opens a scene of the catalog by id (case-insensitive) as the root view controller; throws for
    /// an unknown id, naming the scenes that exist.
    @discardableResult
    public func openScene(_ id: String) throws -> UIViewController {
        guard let scene = catalog.scene(id: id) else { throw SimulatorError.unknownScene(id, known: catalog.ids) }
        closeScene()
        let controller = show(scene)
        currentScene = scene
        return controller
    }

    /// The scene showing (opened by `openScene(_:)` or from the home screen), nil on the home
    /// screen or after the root view controller was set directly.
    public private(set) var currentScene: Scene?

    /// The id of the scene showing (`currentScene`'s).
    public var sceneID: String? { currentScene?.id }

    /// Whether the home screen opened by `openHome()` is the root view controller.
    public private(set) var isShowingHome = false

    /// The diagnostics reported so far, less those the current scene provokes on purpose
    /// (`Scene.expectedDiagnostics`).
    public var unexpectedDiagnostics: [Diagnostic] {
        let expected = currentScene?.expectedDiagnostics ?? []
        return diagnostics.filter { !expected.contains($0.name) }
    }

    /// Shows the catalog's home screen as the root view controller (after `closeScene()`). A scene
    /// opened from it either replaces it the same way (`HomeHost.open`, the host's plain list) or
    /// shows inside it (`HomeHost.showing`, the gallery's navigation home), which makes it the
    /// `currentScene` while the home stays the root.
    @discardableResult
    public func openHome() -> UIViewController {
        closeScene()
        let home = catalog.makeHome(
            host: HomeHost(
                open: { [weak self] scene in
                    self?.closeScene()
                    self?.show(scene)
                    self?.currentScene = scene
                },
                showing: { [weak self] scene in self?.currentScene = scene }))
        rootViewController = home
        isShowingHome = true
        return home
    }

    /// Leaves what is on screen as quitting the app would: any transition in flight ends where it
    /// is (nobody is called back), presentations and their containers go, animations, display links,
    /// property animators, touches and gesture state are dropped, touches are taken again, and
    /// nothing holds the old controllers any more, so they deallocate. The clock, the logs, the
    /// window and its orientation carry on. `openScene(_:)` and `openHome()` call it first.
    public func closeScene() {
        currentScene = nil
        // The old scene's fingers and timeline hold go with it: a later move or release must not
        // reach its views (the runtime reset below drops the gesture state that tracked them).
        activeTouch = nil
        fingers = []
        lastTap = nil
        scrubber = nil
        window.tearDownContent()
        quitLaunchedApp()
        UIKitRuntime.reset()
        clock.mediaClock.makeCurrent()
        eventLog.makeCurrent()
        diagnosticLog.makeCurrent()
        screen.makeCurrent()
        application.makeCurrent()
        application.resetIgnoringInteractionEvents()
        // The new runtime's device is as the phone is held.
        UIDevice.current.restoreOrientation(UIDeviceOrientation(interfaceOrientation: window.interfaceOrientation))
        settle()
    }

    // MARK: Content

    /// The window's root view controller; setting it shows its view full screen.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            currentScene = nil
            isShowingHome = false
            settle()
        }
    }

    /// Shows a bare view as the whole screen (wrapped in a plain view controller).
    public func setRootView(_ view: UIView) {
        let controller = UIViewController()
        controller.view = view
        rootViewController = controller
    }

    // MARK: Time

    /// The current media time.
    public var mediaTime: CFTimeInterval { clock.mediaClock.time }

    /// The time touches are stamped with: real time, which slow animations do not slow (R165).
    public var inputTime: CFTimeInterval { clock.mediaClock.inputTime }

    /// Advances host time by `seconds`, running one frame cycle per display frame (media time
    /// follows the slow/pause controls).
    public func advance(seconds: Double) {
        precondition(seconds >= 0 && seconds.isFinite, "advance(seconds:) needs a finite, non-negative duration")
        let end = clock.hostTime + seconds
        while clock.hostTime + clock.frameInterval <= end + 1e-9 {
            clock.advanceHost(to: clock.hostTime + clock.frameInterval)
            runFrame()
        }
        if end > clock.hostTime {
            clock.advanceHost(to: end)
            runFrame()
        }
    }

    /// Advances by `count` display frames.
    public func advance(frames count: Int) {
        for _ in 0..<max(0, count) {
            clock.advanceHost(to: clock.hostTime + clock.frameInterval)
            runFrame()
        }
    }

    /// Slow animations (10× slower media time), as the iOS Simulator's toggle.
    public var slowAnimations: Bool {
        get { clock.slowAnimations }
        set { clock.slowAnimations = newValue }
    }

    /// Whether media time is frozen.
    public var isPaused: Bool {
        get { clock.isPaused }
        set { clock.isPaused = newValue }
    }

    /// Advances media time by one frame (useful while paused) and runs a frame cycle.
    public func stepFrame() {
        clock.stepOneFrame()
        runFrame()
    }

    /// Called after every frame cycle that `runFrame()` runs (advancing, stepping, tapping,
    /// dragging), e.g. to record the frames; nil by default.
    public var frameObserver: ((Simulator) -> Void)?

    /// Steps 3–4 of a frame: animations and layout. A transition the timeline holds keeps its
    /// clock at the held time first (so it is not reported as hung while held still).
    public func runFrame() {
        scrubber?.keepHolding()
        followKeyWindow()
        FrameCycle.run(windows: application.windows)
        homeIndicator.update(
            now: inputTime, mayHide: window.effectiveHomeIndicatorAutoHidden,
            lastTouch: window.lastTouchActivity, touching: window.touchesDown > 0)
        if let scrubber, !scrubber.isInFlight {
            scrubber.transitionDidEnd()
            self.scrubber = nil
        }
        frameObserver?(self)
    }

    /// The frame cycle's work without a display frame (display links do not fire): after setting
    /// the root controller, after a touch and before a screenshot, so that reading the app does not
    /// change it.
    func settle() {
        followKeyWindow()
        FrameCycle.run(windows: application.windows, isDisplayFrame: false)
    }

    // MARK: Input

    /// The home indicator's fading (R259).
    var homeIndicator = HomeIndicatorFade()

    /// The timeline's grip on the transition in flight, while it holds it or it runs on from there
    /// (`Simulator+Timeline`).
    var scrubber: TransitionScrubber?
    private(set) var activeTouch: UITouch?
    private var lastTap: (point: CGPoint, time: CFTimeInterval, count: Int)?
    /// Where a finger went down on the status bar: a tap there scrolls to the top (R263). The touch
    /// still reaches the app (on iOS the status bar's window takes it; scripts and fuzz runs
    /// recorded here drag from there).
    private var statusBarPress: CGPoint?

    /// The fingers of a multi-finger gesture that are down (`Simulator+Fingers`).
    var fingers: [UITouch] = []

    /// Whether a finger (the mouse, or the fingers of a two-finger gesture) is down.
    public var isTouching: Bool { activeTouch != nil || !fingers.isEmpty }

    /// Puts a finger down at a point in screen coordinates. Returns the view the touch went to, or nil
    /// when nothing took it (no view there, or touches are being ignored, R18).
    @discardableResult
    public func press(at point: CGPoint) -> UIView? {
        if activeTouch != nil { release() }
        if !fingers.isEmpty { releaseFingers() }
        guard !application.isIgnoringInteractionEvents else {
            diagnosticLog.report(
                "touchIgnored",
                "touch at \(ViewTreeDump.number(point.x)),\(ViewTreeDump.number(point.y)) ignored: the app ignores interaction events during a non-interactive transition",
                rule: "R18")
            return nil
        }
        statusBarPress =
            !window.effectiveStatusBarHidden && application.statusBarFrame.contains(point) ? point : nil
        guard let view = window.hitTest(point, with: nil) else { return nil }
        // Quick taps at one place count up, as UIKit's tapCount does.
        var tapCount = 1
        if let last = lastTap, inputTime - last.time < 0.35, hypot(point.x - last.point.x, point.y - last.point.y) < 10
        {
            tapCount = last.count + 1
        }
        let touch = UITouch(location: point, window: window, view: view, timestamp: inputTime, tapCount: tapCount)
        activeTouch = touch
        window.sendEvent(UIEvent(touches: [touch], timestamp: inputTime))
        return view
    }

    /// Moves the finger to a point in screen coordinates (outside the screen is fine: the touch stays).
    public func move(to point: CGPoint) {
        if let start = statusBarPress, hypot(point.x - start.x, point.y - start.y) > 10 { statusBarPress = nil }
        guard let touch = activeTouch else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = .moved
        touch.timestamp = inputTime
        window.sendEvent(UIEvent(touches: [touch], timestamp: inputTime))
    }

    /// Lifts the finger.
    public func release() {
        if statusBarPress != nil {
            statusBarPress = nil
            window.scrollToTopForStatusBarTap()
        }
        guard let touch = activeTouch else { return }
        activeTouch = nil
        lastTap = (touch.locationInWindow, inputTime, touch.tapCount)
        touch.phase = .ended
        touch.timestamp = inputTime
        window.sendEvent(UIEvent(touches: [touch], timestamp: inputTime))
        settle()
    }

    /// Drags a finger along `points` (screen coordinates): presses at the first, moves through the
    /// others spending `duration` seconds in all (evenly, one frame cycle per step, so velocities are
    /// real), and releases at the last unless `release` is false. Returns the view the touch went to.
    @discardableResult
    public func drag(along points: [CGPoint], duration: Double, release shouldRelease: Bool = true) -> UIView? {
        precondition(points.count >= 2, "a drag needs at least two points")
        precondition(duration > 0 && duration.isFinite, "a drag needs a positive duration")
        let view = press(at: points[0])
        let frames = max(1, Int((duration / clock.frameInterval).rounded()))
        // Walk the polyline at constant speed: one sample per frame.
        var lengths: [CGFloat] = [0]
        for i in 1..<points.count {
            lengths.append(lengths[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
        }
        let total = lengths.last ?? 0
        for frame in 1...frames {
            advance(frames: 1)
            let distance = total * CGFloat(frame) / CGFloat(frames)
            var segment = 1
            while segment < points.count - 1 && lengths[segment] < distance { segment += 1 }
            let span = lengths[segment] - lengths[segment - 1]
            let t = span > 0 ? (distance - lengths[segment - 1]) / span : 1
            let a = points[segment - 1]
            let b = points[segment]
            move(to: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        if shouldRelease { release() }
        return view
    }

    /// Turns the mouse wheel over a point of the screen: the innermost scroll view under it that
    /// can move by `delta` (content-offset points; positive y shows content further down) scrolls,
    /// clamped to its content, else the next one out. Ignored, like a touch, while the app ignores
    /// interaction events (R18). Returns the scroll view that moved, if any.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGPoint) -> UIScrollView? {
        guard !application.isIgnoringInteractionEvents, delta != .zero else { return nil }
        var view = window.hitTest(point, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.scroll(byWheel: delta) {
                settle()
                return scrollView
            }
            view = current.superview
        }
        return nil
    }

    /// The transition in flight, if any (kind, progress, interactive, cancelled, decision).
    public var currentTransition: TransitionSnapshot? { UIKitRuntime.currentTransition }

    /// The last transition that ended, with `completed` saying how.
    public var lastEndedTransition: TransitionSnapshot? { UIKitRuntime.lastEndedTransition }

    /// Taps at a point in screen coordinates: press, one frame, release. Returns the view the touch
    /// went to, or nil when nothing took it.
    @discardableResult
    public func tap(at point: CGPoint) -> UIView? {
        guard let view = press(at: point) else { return nil }
        advance(frames: 1)
        release()
        return view
    }

    /// Taps the centre of a view.
    @discardableResult
    public func tap(_ view: UIView) -> UIView? {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    // MARK: Output

    /// The view tree of the window as stable text.
    public func viewTreeDump() -> String { ViewTreeDump.dump(window) }

    /// Diagnostics reported so far.
    public var diagnostics: [Diagnostic] { diagnosticLog.entries }

    /// Renders the current frame (software renderer) and returns the canvas holding its pixels.
    /// `includeDeviceFrame` draws the device body around the screen, as the window shows it.
    public func render(includeDeviceFrame: Bool = false) throws -> Canvas {
        settle()
        let size = includeDeviceFrame ? geometry.windowSize : geometry.screenSize
        let pixelWidth = Int((size.width * scale).rounded())
        let pixelHeight = Int((size.height * scale).rounded())
        if canvas == nil || canvas!.width != pixelWidth || canvas!.height != pixelHeight {
            let newCanvas = try Canvas(width: pixelWidth, height: pixelHeight)
            canvas = newCanvas
            renderer = Renderer(canvas: newCanvas, fonts: try FontLibrary.shared())
        }
        guard let canvas, let renderer else { throw SimulatorError.noRenderer }
        draw(with: renderer, includeDeviceFrame: includeDeviceFrame)
        return canvas
    }

    /// Draws the current frame with `renderer` (the window's or a canvas's) at `pixelScale` pixels
    /// per point (by default the simulator's scale; the window draws at its zoom).
    public func draw(with renderer: Renderer, includeDeviceFrame: Bool, pixelScale: CGFloat? = nil) {
        var chrome = DeviceChrome(geometry: geometry, scale: pixelScale ?? scale)
        chrome.statusBarStyle = window.effectiveStatusBarStyle
        chrome.statusBarHidden = window.effectiveStatusBarHidden
        chrome.homeIndicatorAlpha = homeIndicator.alpha
        chrome.userInterfaceStyle = window.traitCollection.userInterfaceStyle
        if includeDeviceFrame {
            chrome.drawWindow(renderer: renderer, root: window.layer)
        } else {
            chrome.drawScreen(renderer: renderer, root: window.layer)
        }
    }

    /// Renders the current frame and writes it as a PNG.
    public func screenshot(to path: String, includeDeviceFrame: Bool = false) throws {
        try render(includeDeviceFrame: includeDeviceFrame).writePNG(to: URL(fileURLWithPath: path))
    }
}

/// Why a simulator could not do what was asked.
public enum SimulatorError: Error, CustomStringConvertible {
    /// Only 1× and 2× windows exist.
    case badScale(CGFloat)
    /// The renderer could not be created.
    case noRenderer
    /// No scene of the catalog has this id.
    case unknownScene(String, known: [String])

    public var description: String {
        switch self {
        case .badScale(let s): return "scale must be 1 or 2, not \(s)"
        case .noRenderer: return "could not create the software renderer"
        case .unknownScene(let id, let known):
            return "no scene '\(id)' (scenes: \(known.isEmpty ? "none yet" : known.joined(separator: ", ")))"
        }
    }
}
