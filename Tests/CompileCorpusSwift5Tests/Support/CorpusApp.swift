import UIKit

/// A headless app on a virtual clock, built from UIKit's public API only (the corpus is app code:
/// it sees what an app sees), written as Swift 5 code: a plain class calling main-actor API.
final class CorpusApp {
    let clock = MediaClock(time: 0)
    let window: UIWindow

    init(root: UIViewController) {
        UIKitRuntime.reset()  // first: a new app starts with a fresh runtime, then gets its clock
        clock.makeCurrent()
        EventLog().makeCurrent()
        let diagnostics = DiagnosticLog()
        diagnostics.printsToConsole = false
        diagnostics.makeCurrent()
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 1).makeCurrent()
        UIApplication().makeCurrent()
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Advances media time in 60 Hz frames, running the frame cycle each frame.
    func advance(seconds: Double) {
        let end = clock.time + seconds
        while clock.time + 1.0 / 60 <= end + 1e-9 {
            clock.advance(by: 1.0 / 60)
            FrameCycle.run(windows: [window])
        }
        clock.advance(to: end)
        FrameCycle.run(windows: [window])
    }
}
