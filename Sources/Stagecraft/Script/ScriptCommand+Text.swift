import Foundation
import UIKit

extension ScriptCommand {
    /// The command as a script line that parses back to it (`press 196.5 300`, `tap "present"`):
    /// what an input recording writes.
    public var scriptLine: String {
        switch self {
        case .scene(let id): return "scene \(Self.word(id))"
        case .device(let id): return "device \(id)"
        case .wait(let seconds): return "wait \(Self.number(seconds))"
        case .frames(let count): return "frames \(count)"
        case .tapPoint(let point): return "tap \(Self.point(point))"
        case .tapTitle(let title): return "tap \(Self.quoted(title))"
        case .press(let point): return "press \(Self.point(point))"
        case .move(let point, let over):
            return "move \(Self.point(point))" + (over.map { " over \(Self.number($0))" } ?? "")
        case .release: return "release"
        case .press2(let a, let b): return "press2 \(Self.point(a)) \(Self.point(b))"
        case .move2(let a, let b, let over):
            return "move2 \(Self.point(a)) \(Self.point(b))" + (over.map { " over \(Self.number($0))" } ?? "")
        case .release2: return "release2"
        case .pinch(let center, let from, let to, let seconds):
            return "pinch \(Self.point(center)) \(Self.number(from)) \(Self.number(to)) over \(Self.number(seconds))"
        case .twist(let center, let degrees, let seconds, let apart):
            return "twist \(Self.point(center)) \(Self.number(degrees)) over \(Self.number(seconds))"
                + (apart == 100 ? "" : " apart \(Self.number(apart))")
        case .drag(let from, let to, let seconds):
            return "drag \(Self.point(from)) \(Self.point(to)) \(Self.number(seconds))"
        case .rotate(let rotation): return "rotate \(rotation.rawValue)"
        case .scroll(let at, let by): return "scroll \(Self.point(at)) \(Self.point(by))"
        case .scrub(let fraction, let over):
            return "scrub \(Self.number(Double(fraction)))" + (over.map { " over \(Self.number($0))" } ?? "")
        case .scrubEnd(let end): return "scrub \(end.rawValue)"
        case .home: return "home"
        case .shake: return "shake"
        case .shortcut(let input, let flags):
            let key = Self.shortcutInputs.first { $0.value == input }?.key ?? input
            let names = ["command", "shift", "option", "control"].filter { flags.contains(Self.shortcutModifiers[$0]!) }
            return "shortcut \(key)" + (names.isEmpty ? "" : " " + names.joined(separator: "+"))
        case .slow(let on): return "slow \(on ? "on" : "off")"
        case .pause(let on): return "pause \(on ? "on" : "off")"
        case .appearance(let style): return "appearance \(style == .dark ? "dark" : "light")"
        case .contentSize(let category): return "textsize \(category.shortName)"
        case .step: return "step"
        case .screenshot(let path, let frame): return "screenshot \(Self.quoted(path))" + (frame ? " frame" : "")
        case .record(let folder, let every, let frame):
            return "record \(Self.quoted(folder))" + (every > 1 ? " every \(every) frames" : "")
                + (frame ? " frame" : "")
        case .pick(let point): return "pick \(Self.point(point))"
        case .stop: return "stop"
        case .dump(let path): return "dump" + (path.map { " \(Self.quoted($0))" } ?? "")
        case .expectTransition(let state): return "expect transition \(state.rawValue)"
        case .expectView(let title, let visible):
            return "expect view \(Self.quoted(title)) \(visible ? "visible" : "hidden")"
        case .expectDiagnostic(let name): return "expect diagnostic \(Self.word(name))"
        case .type(let text): return "type \(Self.quoted(text))"
        case .key(let key): return "key \(key.rawValue)"
        }
    }

    /// A number in its shortest exact spelling: `196`, `196.33`, `0.016667`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private static func number(_ value: CGFloat) -> String { number(Double(value)) }

    private static func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }

    /// A word as is, or quoted when it has spaces, quotes or `#`.
    private static func word(_ text: String) -> String {
        text.isEmpty || text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "#" }) ? quoted(text) : text
    }

    /// A double-quoted string with the script's escapes.
    private static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
