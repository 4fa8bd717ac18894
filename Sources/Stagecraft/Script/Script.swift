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
        "device": "device modern|small",
        "wait": "wait SECONDS",
        "frames": "frames N",
        "tap": "tap X Y | tap \"Title\"",
        "press": "press X Y",
        "move": "move X Y [over SECONDS]",
        "release": "release",
        "drag": "drag X1 Y1 X2 Y2 SECONDS",
        "rotate": "rotate left|right|portrait|landscapeLeft|landscapeRight",
        "slow": "slow on|off",
        "pause": "pause on|off",
        "step": "step",
        "screenshot": "screenshot FILE [frame]",
        "record": "record FOLDER|NAME.mp4 [every N frames] [frame]",
        "stop": "stop",
        "dump": "dump [FILE]",
        "expect":
            "expect transition none|running|interactive | expect view \"Title\" visible|hidden | expect diagnostic NAME",
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
        var recordingSince: Int?
        var ffmpeg: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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

    // MARK: Commands

    private struct ArgumentError: Error {
        var message: String
    }

    private static func command(_ keyword: String, _ arguments: [Token], scenes: SceneCatalog) throws -> ScriptCommand {
        var rest = arguments[...]
        func bad(_ message: String) -> ArgumentError { ArgumentError(message: message) }
        func next(_ what: String) throws -> Token {
            guard let token = rest.popFirst() else { throw bad("\(keyword) needs \(what)") }
            return token
        }
        func text(_ what: String) throws -> String { try next(what).text }
        func number(_ what: String) throws -> Double {
            let token = try next(what)
            guard case .word(let word) = token, let value = Double(word), value.isFinite else {
                throw bad("\(what) must be a number, not \(token.quoted)")
            }
            return value
        }
        func seconds(_ what: String = "SECONDS") throws -> Double {
            let value = try number(what)
            guard value >= 0 else { throw bad("\(what) must not be negative, not \(value)") }
            return value
        }
        func point() throws -> CGPoint {
            let x = try number("X")
            let y = try number("Y")
            return CGPoint(x: x, y: y)
        }
        func choice<T>(_ what: String, _ choices: [String: T]) throws -> T {
            let token = try next(what)
            guard case .word(let word) = token, let value = choices[word] else {
                throw bad("\(what) must be \(choices.keys.sorted().joined(separator: ", ")), not \(token.quoted)")
            }
            return value
        }
        func onOff() throws -> Bool { try choice("on|off", ["on": true, "off": false]) }
        func frameFlag() throws -> Bool {
            guard let token = rest.first else { return false }
            guard token == .word("frame") else { throw bad("unexpected \(token.quoted) (only 'frame' may follow)") }
            rest.removeFirst()
            return true
        }

        let command: ScriptCommand
        switch keyword {
        case "scene":
            let id = try text("a scene ID")
            guard let scene = scenes.scene(id: id) else {
                throw bad("no scene '\(id)' (scenes: \(scenes.ids.joined(separator: ", ")))")
            }
            command = .scene(scene.id)
        case "device":
            let id = try text("a device name")
            guard DeviceProfile.named(id) != nil else {
                throw bad("unknown device '\(id)' (choose: \(DeviceProfile.all.map(\.id).joined(separator: ", ")))")
            }
            command = .device(id)
        case "wait": command = .wait(try seconds())
        case "frames":
            let token = try next("N")
            guard case .word(let word) = token, let n = Int(word), n >= 0 else {
                throw bad("N must be a whole number of frames, not \(token.quoted)")
            }
            command = .frames(n)
        case "tap":
            if case .quoted(let title)? = rest.first {
                rest.removeFirst()
                command = .tapTitle(title)
            } else {
                command = .tapPoint(try point())
            }
        case "press": command = .press(try point())
        case "move":
            let to = try point()
            var over: Double?
            if let token = rest.first {
                guard token == .word("over") else {
                    throw bad("unexpected \(token.quoted) (only 'over SECONDS' may follow)")
                }
                rest.removeFirst()
                over = try seconds()
            }
            command = .move(to, over: over)
        case "release": command = .release
        case "drag":
            let from = try point()
            let to = try point()
            let duration = try seconds()
            guard duration > 0 else { throw bad("a drag needs a positive duration") }
            command = .drag(from: from, to: to, seconds: duration)
        case "rotate":
            command = .rotate(
                try choice(
                    "a direction",
                    Dictionary(uniqueKeysWithValues: ScriptCommand.Rotation.allCases.map { ($0.rawValue, $0) })))
        case "slow": command = .slow(try onOff())
        case "pause": command = .pause(try onOff())
        case "step": command = .step
        case "screenshot":
            let path = try text("a FILE")
            command = .screenshot(path: path, includeDeviceFrame: try frameFlag())
        case "record":
            let folder = try text("a FOLDER or NAME.mp4")
            var every = 1
            if rest.first == .word("every") {
                rest.removeFirst()
                let token = try next("N")
                guard case .word(let word) = token, let n = Int(word), n > 0 else {
                    throw bad("every N: N must be a positive whole number, not \(token.quoted)")
                }
                every = n
                guard rest.first == .word("frames") || rest.first == .word("frame") else {
                    throw bad("every N needs 'frames' after it")
                }
                rest.removeFirst()
            }
            command = .record(folder: folder, every: every, includeDeviceFrame: try frameFlag())
        case "stop": command = .stop
        case "dump": command = .dump(path: rest.isEmpty ? nil : try text("a FILE"))
        case "expect":
            let what = try next("what to expect")
            switch what {
            case .word("transition"):
                command = .expectTransition(
                    try choice(
                        "the transition state",
                        Dictionary(
                            uniqueKeysWithValues: ScriptCommand.TransitionState.allCases.map { ($0.rawValue, $0) })))
            case .word("view"):
                let title = try next("a \"Title\"")
                guard case .quoted(let text) = title else {
                    throw bad("the view's title must be quoted, not \(title.quoted)")
                }
                command = .expectView(
                    title: text, visible: try choice("visible|hidden", ["visible": true, "hidden": false]))
            case .word("diagnostic"):
                command = .expectDiagnostic(try text("a diagnostic NAME"))
            default:
                throw bad("expect transition, view or diagnostic, not \(what.quoted)")
            }
        default:
            throw bad("unknown command '\(keyword)' (commands: \(usage.keys.sorted().joined(separator: ", ")))")
        }
        if let extra = rest.first { throw bad("unexpected \(extra.quoted) after \(keyword)") }
        return command
    }

    // MARK: Tokens

    /// A bare word or a double-quoted string (`\"`, `\\` and `\n` escapes).
    private enum Token: Equatable {
        case word(String)
        case quoted(String)

        var text: String {
            switch self {
            case .word(let s), .quoted(let s): return s
            }
        }

        /// As written, for messages.
        var quoted: String {
            switch self {
            case .word(let s): return "'\(s)'"
            case .quoted(let s): return "\"\(s)\""
            }
        }
    }

    private struct TokenizeError: Error {
        var message: String
    }

    /// Splits a line into tokens; `#` outside quotes starts a comment.
    private static func tokenize(_ line: String) throws -> [Token] {
        var tokens: [Token] = []
        var characters = line[...]
        while let c = characters.first {
            if c.isWhitespace {
                characters.removeFirst()
            } else if c == "#" {
                break
            } else if c == "\"" {
                characters.removeFirst()
                var text = ""
                var closed = false
                while let d = characters.popFirst() {
                    if d == "\"" {
                        closed = true
                        break
                    }
                    if d == "\\" {
                        switch characters.popFirst() {
                        case "n": text.append("\n")
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case let other?: throw TokenizeError(message: "unknown escape '\\\(other)' in a quoted string")
                        case nil: throw TokenizeError(message: "unterminated quoted string")
                        }
                    } else {
                        text.append(d)
                    }
                }
                if !closed { throw TokenizeError(message: "unterminated quoted string") }
                tokens.append(.quoted(text))
            } else {
                var word = ""
                while let d = characters.first, !d.isWhitespace, d != "\"", d != "#" {
                    word.append(d)
                    characters.removeFirst()
                }
                tokens.append(.word(word))
            }
        }
        return tokens
    }
}
