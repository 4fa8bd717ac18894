import Foundation
import UIKit

/// Each command's arguments, parsed and checked (docs/scripts.md, "Commands").
extension Script {
    // MARK: Commands

    struct ArgumentError: Error {
        var message: String
    }

    /// The longest duration a command may give (`wait`, `over`, `drag`, …): ten minutes of
    /// simulated time, 36,000 frame cycles at 60 Hz. A larger value is a typo (`wait 1e9` would
    /// run for days) or overflows the frame count.
    public nonisolated static let maximumSeconds: Double = 600
    /// The most frames `frames N` (and `every N frames`) may give: `maximumSeconds` at 60 Hz.
    public nonisolated static let maximumFrames = 36_000
    /// The largest magnitude of any number (coordinates, distances, degrees): a million points is
    /// far past any screen, and beyond it arithmetic on the value overflows.
    public nonisolated static let maximumMagnitude: Double = 1_000_000

    /// A number as a message writes it: whole numbers without a fraction.
    nonisolated static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func command(_ keyword: String, _ arguments: [Token], scenes: SceneCatalog) throws -> ScriptCommand {
        var rest = arguments[...]
        func bad(_ message: String) -> ArgumentError { ArgumentError(message: message) }
        func next(_ what: String) throws -> Token {
            guard let token = rest.popFirst() else { throw bad("\(keyword) needs \(what)") }
            return token
        }
        func text(_ what: String) throws -> String { try next(what).text }
        func finiteNumber(_ what: String) throws -> (value: Double, word: String) {
            let token = try next(what)
            guard case .word(let word) = token, let value = Double(word), value.isFinite else {
                throw bad("\(what) must be a number, not \(token.quoted)")
            }
            return (value, word)
        }
        func number(_ what: String) throws -> Double {
            let (value, word) = try finiteNumber(what)
            // Far past any screen: such a value only overflows the arithmetic behind it.
            guard abs(value) <= Script.maximumMagnitude else {
                throw bad(
                    "\(what) must be between -\(Script.number(Script.maximumMagnitude)) and \(Script.number(Script.maximumMagnitude)), not \(word)"
                )
            }
            return value
        }
        func seconds(_ what: String = "SECONDS") throws -> Double {
            let (value, word) = try finiteNumber(what)
            guard value >= 0 else { throw bad("\(what) must not be negative, not \(value)") }
            guard value <= Script.maximumSeconds else {
                throw bad(
                    "\(what) must be at most \(Script.number(Script.maximumSeconds)) (\(Int(Script.maximumSeconds / 60)) minutes of simulated time), not \(word); split a longer run into several commands"
                )
            }
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
        /// `over SECONDS`, optional or required.
        func overSeconds(required: Bool) throws -> Double? {
            guard let token = rest.first, token == .word("over") else {
                if required { throw bad("\(keyword) needs 'over SECONDS'") }
                if let token = rest.first { throw bad("unexpected \(token.quoted) (only 'over SECONDS' may follow)") }
                return nil
            }
            rest.removeFirst()
            return try seconds()
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
            guard n <= Script.maximumFrames else {
                throw bad(
                    "N must be at most \(Script.maximumFrames) frames (\(Int(Script.maximumSeconds / 60)) minutes at 60 Hz), not \(word)"
                )
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
        case "press2": command = .press2(try point(), try point())
        case "move2":
            let a = try point()
            let b = try point()
            command = .move2(a, b, over: try overSeconds(required: false))
        case "release2": command = .release2
        case "pinch":
            let center = try point()
            let from = try number("FROM")
            let to = try number("TO")
            guard from > 0, to > 0 else { throw bad("FROM and TO are the fingers' distances: both must be positive") }
            guard let duration = try overSeconds(required: true), duration > 0 else {
                throw bad("a pinch needs a positive duration")
            }
            command = .pinch(center: center, from: CGFloat(from), to: CGFloat(to), seconds: duration)
        case "twist":
            let center = try point()
            let degrees = try number("DEGREES")
            guard let duration = try overSeconds(required: true), duration > 0 else {
                throw bad("a twist needs a positive duration")
            }
            var apart = 100.0
            if rest.first == .word("apart") {
                rest.removeFirst()
                apart = try number("D")
                guard apart > 0 else { throw bad("apart D: the fingers' distance must be positive, not \(apart)") }
            }
            command = .twist(center: center, degrees: degrees, seconds: duration, apart: CGFloat(apart))
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
        case "home": command = .home
        case "shake": command = .shake
        case "shortcut":
            let key = try text("a KEY (a character, or up|down|left|right|tab|space|return)")
            let input = ScriptCommand.shortcutInputs[key] ?? key
            guard input.count == 1 || ScriptCommand.shortcutInputs[key] != nil else {
                throw bad("KEY must be one character or up|down|left|right|tab|space|return, not \"\(key)\"")
            }
            var flags: UIKeyModifierFlags = []
            if !rest.isEmpty {
                for name in try text("MODIFIERS").split(separator: "+") {
                    guard let flag = ScriptCommand.shortcutModifiers[String(name)] else {
                        throw bad("a modifier must be command, shift, option or control, not \"\(name)\"")
                    }
                    flags.insert(flag)
                }
            }
            command = .shortcut(input, flags)
        case "scroll":
            let at = try point()
            let dx = try number("DX")
            let dy = try number("DY")
            command = .scroll(at: at, by: CGPoint(x: dx, y: dy))
        case "scrub":
            if case .word(let word)? = rest.first, let end = ScriptCommand.ScrubEnd(rawValue: word) {
                rest.removeFirst()
                command = .scrubEnd(end)
            } else {
                let token = try next("a position P (0…1 or N%) or release|finish|cancel")
                guard case .word(var word) = token else {
                    throw bad("P must be a number from 0 to 1 or a percentage, not \(token.quoted)")
                }
                var divisor = 1.0
                if word.hasSuffix("%") {
                    word.removeLast()
                    divisor = 100
                }
                guard let value = Double(word).map({ $0 / divisor }), value >= 0, value <= 1 else {
                    throw bad("P must be a number from 0 to 1 or a percentage, not \(token.quoted)")
                }
                var over: Double?
                if let token = rest.first {
                    guard token == .word("over") else {
                        throw bad("unexpected \(token.quoted) (only 'over SECONDS' may follow)")
                    }
                    rest.removeFirst()
                    over = try seconds()
                }
                command = .scrub(CGFloat(value), over: over)
            }
        case "slow": command = .slow(try onOff())
        case "pause": command = .pause(try onOff())
        case "step": command = .step
        case "appearance":
            command = .appearance(try choice("light|dark", ["light": UIUserInterfaceStyle.light, "dark": .dark]))
        case "textsize":
            let token = try next("a size")
            guard case .word(let word) = token, let category = UIContentSizeCategory(name: word) else {
                throw bad(
                    "the size must be \(UIContentSizeCategory.shortNames.joined(separator: ", ")), not \(token.quoted)")
            }
            command = .contentSize(category)
        case "screenshot":
            let path = try text("a FILE")
            guard path.lowercased().hasSuffix(".png") else {
                throw bad("screenshot writes a PNG: the file name must end in .png, not '\(path)'")
            }
            command = .screenshot(path: path, includeDeviceFrame: try frameFlag())
        case "record":
            let folder = try text("a FOLDER or NAME.mp4")
            var every = 1
            if rest.first == .word("every") {
                rest.removeFirst()
                let token = try next("N")
                guard case .word(let word) = token, let n = Int(word), n > 0, n <= Script.maximumFrames else {
                    throw bad(
                        "every N: N must be a whole number from 1 to \(Script.maximumFrames), not \(token.quoted)")
                }
                every = n
                guard rest.first == .word("frames") || rest.first == .word("frame") else {
                    throw bad("every N needs 'frames' after it")
                }
                rest.removeFirst()
            }
            command = .record(folder: folder, every: every, includeDeviceFrame: try frameFlag())
        case "stop": command = .stop
        case "type":
            guard case .quoted(let typed)? = rest.popFirst() else {
                throw bad("type needs the text in double quotes: type \"Ada\"")
            }
            guard !typed.isEmpty else { throw bad("type needs some text, not an empty string") }
            command = .type(typed)
        case "key":
            command = .key(
                try choice(
                    "a key (return|backspace|left|right)",
                    Dictionary(uniqueKeysWithValues: ScriptCommand.Key.allCases.map { ($0.rawValue, $0) })))
        case "pick": command = .pick(try point())
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
}
