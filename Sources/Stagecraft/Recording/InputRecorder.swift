import Foundation

/// Writes down what the window's user does to the app as a script (docs/scripts.md) that
/// `stagecraft --script` replays: every command with the exact time between them as `wait`
/// lines (host seconds, to the microsecond, rounded so that the errors never add up).
@MainActor
public final class InputRecorder {
    /// Host time when the recording started: the script's time 0.
    public let startedAt: Double
    /// The lines before the first command: comments, `device`, `scene` or `home`, `slow`, `pause`.
    public let header: [String]
    private var commands: [(time: Double, command: ScriptCommand)] = []

    /// A recording starting at host time `startedAt` whose script begins with `header`.
    public init(header: [String], startedAt: Double) {
        self.header = header
        self.startedAt = startedAt
    }

    /// How many commands have been recorded.
    public var commandCount: Int { commands.count }

    /// Notes `command` at host time `hostTime` (never before the last one).
    public func record(_ command: ScriptCommand, at hostTime: Double) {
        commands.append((max(hostTime, commands.last?.time ?? startedAt), command))
    }

    /// The script: the header, then each command after a `wait` for the time since the one
    /// before, and a last `wait` up to `hostTime` (when the recording stopped).
    public func script(endingAt hostTime: Double) -> String {
        var lines = header
        var scriptTime = 0.0
        func wait(until time: Double) {
            // The wait is rounded to the microsecond; the next one is measured from where the
            // script's clock really is, so rounding never accumulates.
            let delta = ((time - startedAt - scriptTime) * 1e6).rounded() / 1e6
            guard delta > 0 else { return }
            lines.append(ScriptCommand.wait(delta).scriptLine)
            scriptTime += delta
        }
        for (time, command) in commands {
            wait(until: time)
            lines.append(command.scriptLine)
        }
        wait(until: max(hostTime, commands.last?.time ?? startedAt))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header of a recording of `simulator` as it stands (its scene restarted): what made it,
    /// how to replay it, the device, the scene or the home screen, and slow or paused time.
    public static func header(for simulator: Simulator, commandName: String, date: Date) -> [String] {
        let stamp = CaptureFolder.timestamp(date)
        var lines = [
            "# Recorded by \(commandName) on \(stamp) (Shift+Ctrl+R): the mouse as the finger, the wheel, the timeline and the app's keys, with the time between them.",
            "# Replay: \(commandName) --script FILE\(simulator.scale == 2 ? " --scale 2" : "")   (add screenshot or record lines to see frames)",
            ScriptCommand.device(simulator.device.id).scriptLine,
        ]
        if let id = simulator.sceneID {
            lines.append(ScriptCommand.scene(id).scriptLine)
        } else {
            lines.append(ScriptCommand.home.scriptLine)
        }
        if simulator.slowAnimations { lines.append(ScriptCommand.slow(true).scriptLine) }
        if simulator.isPaused { lines.append(ScriptCommand.pause(true).scriptLine) }
        return lines
    }
}
