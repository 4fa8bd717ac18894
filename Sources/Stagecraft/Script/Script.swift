import Foundation
import UIKit

/// A parsed script: one command per line, `#` comments and blank lines skipped (docs/scripts.md).
///
/// Everything that can be checked without running is checked while parsing — unknown commands,
/// bad arguments, unknown scenes, `device` after other commands, `move`/`release` with no finger
/// down, `stop` with no recording, a `record NAME.mp4` without ffmpeg — so a broken script fails
/// before it touches the simulator.
@MainActor
public struct Script {
    /// One command and the line it came from.
    public struct Step: Equatable {
        /// The line number, counting from 1.
        public var line: Int
        /// The command.
        public var command: ScriptCommand
    }

    /// The script's name in messages: usually the path it was read from.
    public var name: String
    /// The commands in order.
    public var steps: [Step]
    /// The ffmpeg found while parsing, when a `record NAME.mp4` needs one (nil otherwise).
    public var ffmpegPath: String?

    /// The device the script asks for with `device`, if it does.
    public var device: DeviceProfile? {
        for step in steps {
            if case .device(let id) = step.command { return DeviceProfile.named(id) }
        }
        return nil
    }

    /// The usage of every command, as the reference and the error messages write it.
    public static let usage: [String: String] = [
        "scene": "scene ID",
        "home": "home",
        "shake": "shake",
        "shortcut": "shortcut KEY [command+shift+option+control]",
        "device": "device modern|small",
        "wait": "wait SECONDS",
        "frames": "frames N",
        "tap": "tap X Y | tap \"Title\"",
        "press": "press X Y",
        "move": "move X Y [over SECONDS]",
        "release": "release",
        "drag": "drag X1 Y1 X2 Y2 SECONDS",
        "press2": "press2 X1 Y1 X2 Y2",
        "move2": "move2 X1 Y1 X2 Y2 [over SECONDS]",
        "release2": "release2",
        "pinch": "pinch X Y FROM TO over SECONDS",
        "twist": "twist X Y DEGREES over SECONDS [apart D]",
        "rotate": "rotate left|right|portrait|landscapeLeft|landscapeRight",
        "scroll": "scroll X Y DX DY",
        "scrub": "scrub P [over SECONDS] | scrub release|finish|cancel",
        "slow": "slow on|off",
        "pause": "pause on|off",
        "step": "step",
        "appearance": "appearance light|dark",
        "textsize": "textsize XS|S|M|L|XL|XXL|XXXL|AX1|AX2|AX3|AX4|AX5",
        "screenshot": "screenshot FILE [frame]",
        "record": "record FOLDER|NAME.mp4 [every N frames] [frame]",
        "stop": "stop",
        "dump": "dump [FILE]",
        "pick": "pick X Y",
        "type": "type \"TEXT\"",
        "key": "key return|backspace|left|right",
        "expect":
            "expect transition none|running|interactive|held | expect view \"Title\" visible|hidden | expect diagnostic NAME",
    ]

    /// Parses `text`; `name` prefixes error messages. Throws a `ScriptError` for the first bad line.
    /// `scene ID` lines must name a scene of `scenes`. `searchPath` (`PATH`'s syntax, the
    /// environment's by default) is where a `record NAME.mp4` looks for ffmpeg.
    public init(
        parsing text: String, name: String, scenes: SceneCatalog,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws {
        self.name = name
        var steps: [Step] = []
        var fingerDown = false
        var twoFingersDown = false
        var scrubbing = false
        var recordingSince: Int?
        var ffmpeg: String?
        // "\r\n" is one Character in Swift, so a CRLF file does not split on "\n" alone.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, rawLine) in lines.enumerated() {
            let line = index + 1
            func failure(_ message: String) -> ScriptError { ScriptError(file: name, line: line, message: message) }
            let tokens: [Token]
            do {
                tokens = try Self.tokenize(String(rawLine))
            } catch let error as TokenizeError {
                throw failure(error.message)
            }
            guard let first = tokens.first else { continue }
            guard case .word(let keyword) = first else {
                throw failure("a line starts with a command, not a quoted string")
            }
            let arguments = Array(tokens.dropFirst())
            let command: ScriptCommand
            do {
                command = try Self.command(keyword, arguments, scenes: scenes)
            } catch let error as ArgumentError {
                if let usage = Self.usage[keyword] {
                    throw failure("\(error.message); usage: \(usage)")
                }
                throw failure(error.message)
            }
            // Checks that need the lines before.
            switch command {
            case .device:
                if !steps.isEmpty {
                    throw failure("device must come before every other command (it makes the simulator)")
                }
            case .press: fingerDown = true
            case .move:
                if !fingerDown { throw failure("move needs a finger down: no press before it") }
            case .release:
                if !fingerDown { throw failure("release needs a finger down: no press before it") }
                fingerDown = false
            case .tapPoint, .tapTitle, .drag: fingerDown = false
            case .press2: twoFingersDown = true
            case .move2:
                if !twoFingersDown { throw failure("move2 needs two fingers down: no press2 before it") }
            case .release2:
                if !twoFingersDown { throw failure("release2 needs two fingers down: no press2 before it") }
                twoFingersDown = false
            case .scrub: scrubbing = true
            case .scrubEnd(let end):
                if !scrubbing { throw failure("scrub \(end.rawValue) needs a held transition: no scrub P before it") }
                scrubbing = false
            case .record(let target, _, _):
                if let since = recordingSince { throw failure("already recording (since line \(since)); stop first") }
                recordingSince = line
                if ScriptCommand.isVideo(target), ffmpeg == nil {
                    guard let found = VideoEncoder.ffmpegPath(searchPath: searchPath) else {
                        throw failure(VideoEncoder.missingFFmpegMessage)
                    }
                    ffmpeg = found
                }
            case .stop:
                if recordingSince == nil { throw failure("stop without a record before it") }
                recordingSince = nil
            default: break
            }
            steps.append(Step(line: line, command: command))
        }
        self.steps = steps
        self.ffmpegPath = ffmpeg
    }

    /// Reads and parses a script file whose `scene` lines name scenes of `scenes`; the path as given
    /// names it in messages.
    public init(contentsOfFile path: String, scenes: SceneCatalog) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try self.init(parsing: text, name: path, scenes: scenes)
    }
}
