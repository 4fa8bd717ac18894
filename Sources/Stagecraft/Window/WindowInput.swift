import Foundation
import UIKit

/// What the window's user does to the app — the mouse as a finger, the wheel, the timeline, and
/// the keys that reach the app (rotate, slow, pause, step, home) — applied to the simulator as
/// script commands and, while an input recording runs, written down as exactly those commands.
/// One path for both, so that a recording replays what the app was given. No SDL here: tests
/// drive it the way the window does.
@MainActor
final class WindowInput {
    /// The app.
    let simulator: Simulator
    /// The input recording in progress, if any.
    var recorder: InputRecorder?

    init(simulator: Simulator) { self.simulator = simulator }

    /// Applies `command` to the simulator and records it. Returns false when it had no effect worth
    /// recording: a timeline press on a transition that cannot be held, a release with nothing held
    /// (those are not recorded), a refused rotation or a wheel over nothing that scrolls (those are,
    /// since the replay must refuse or scroll nothing the same way). Commands other than input are
    /// not applied.
    @discardableResult
    func apply(_ command: ScriptCommand) -> Bool {
        let effect: Bool
        switch command {
        case .press(let point): effect = simulator.press(at: point) != nil
        case .move(let point, nil):
            simulator.move(to: point)
            effect = true
        case .release:
            simulator.release()
            effect = true
        case .press2(let a, let b): effect = simulator.pressFingers(at: [a, b]).contains { $0 != nil }
        case .move2(let a, let b, nil):
            simulator.moveFingers(to: [a, b])
            effect = true
        case .release2:
            simulator.releaseFingers()
            effect = true
        case .scroll(let point, let delta): effect = simulator.scroll(at: point, by: delta) != nil
        case .scrub(let fraction, nil):
            guard simulator.scrubTransition(to: fraction) else { return false }
            effect = true
        case .scrubEnd(let end):
            guard simulator.releaseTransition(cancel: end == .release ? nil : end == .cancel) != nil else {
                return false
            }
            effect = true
        case .rotate(let rotation):
            switch rotation {
            case .left: effect = simulator.rotateLeft()
            case .right: effect = simulator.rotateRight()
            case .portrait: effect = simulator.rotate(to: .portrait)
            case .landscapeLeft: effect = simulator.rotate(to: .landscapeLeft)
            case .landscapeRight: effect = simulator.rotate(to: .landscapeRight)
            }
        case .slow(let on):
            simulator.slowAnimations = on
            effect = true
        case .pause(let on):
            simulator.isPaused = on
            effect = true
        case .step:
            simulator.stepFrame()
            effect = true
        case .appearance(let style):
            simulator.userInterfaceStyle = style
            effect = true
        case .contentSize(let category):
            simulator.contentSizeCategory = category
            effect = true
        case .home:
            simulator.openHome()
            effect = true
        case .shake:
            simulator.shake()
            effect = true
        case .shortcut(let input, let flags):
            simulator.pressHardwareKey(input, modifiers: flags)
            effect = true
        case .type(let text): effect = simulator.type(text)
        case .key(let key): effect = simulator.press(key: key)
        default:
            return false
        }
        recorder?.record(command, at: simulator.clock.hostTime)
        return effect
    }
}
