// The test side of the corpus: a phone-sized headless app on a virtual clock, with one finger.
// It uses UIKit's package-level seams (touches), which app code never sees; the library files
// beside it use public API only.
import UIKit

/// A headless 393×852 app with a safe area, driven frame by frame; `press`/`move`/`release`
/// deliver a touch as the host does.
@MainActor
final class HeadlessPhone {
    let clock = MediaClock(time: 0)
    let window: UIWindow
    let events = EventLog()
    let diagnostics = DiagnosticLog()
    private var touch: UITouch?

    init(root: UIViewController) {
        UIKitRuntime.reset()  // a new app starts with a fresh runtime, then gets its clock
        clock.makeCurrent()
        events.makeCurrent()
        diagnostics.printsToConsole = false
        diagnostics.makeCurrent()
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 1).makeCurrent()
        UIApplication().makeCurrent()
        window = UIWindow(frame: UIScreen.main.bounds)
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        events.removeAll()
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

    /// Puts the finger down at a window point.
    func press(at point: CGPoint) {
        let view = window.hitTest(point, with: nil)
        let touch = UITouch(location: point, window: window, view: view, timestamp: clock.time)
        self.touch = touch
        window.sendEvent(UIEvent(touches: [touch], timestamp: clock.time))
    }

    /// Moves the finger to a window point, one frame later.
    func move(to point: CGPoint) {
        guard let touch else { return }
        advance(seconds: 1.0 / 60)
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = .moved
        touch.timestamp = clock.time
        window.sendEvent(UIEvent(touches: [touch], timestamp: clock.time))
    }

    /// Lifts the finger.
    func release() {
        guard let touch else { return }
        self.touch = nil
        touch.phase = .ended
        touch.timestamp = clock.time
        window.sendEvent(UIEvent(touches: [touch], timestamp: clock.time))
    }

    /// Presses at `from` and moves to `to` in `steps` equal frames (the finger stays down).
    func drag(from: CGPoint, to: CGPoint, steps: Int) {
        press(at: from)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
    }

    /// Taps at a window point.
    func tap(at point: CGPoint) {
        press(at: point)
        release()
    }
}
