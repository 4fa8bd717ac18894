internal import CSDL2
import Foundation

/// The window's keys, written once: for every command, the chords that trigger it (read by the
/// event handler) and its line in the help (read by the overlay and `--help`).
enum KeyMap {
    /// A command, its chords and what the help says it does.
    struct Binding: Sendable {
        /// The command.
        var command: KeyCommand
        /// The chords that trigger it, in the help's order.
        var chords: [KeyChord]
        /// What it does, for the help.
        var summary: String

        /// The shown chords, as the help writes them: `F1 / ?`.
        var keys: String { chords.filter(\.shown).map(\.label).joined(separator: " / ") }
    }

    private static func key(_ code: SDL_KeyCode) -> Int32 { SDL_Keycode(code.rawValue) }

    /// Every command's binding, in `KeyCommand` order.
    static let bindings: [Binding] = [
        Binding(
            command: .rotateLeft, chords: [KeyChord(key: key(SDLK_LEFT), name: "Left", ctrl: true)],
            summary: "rotate left"),
        Binding(
            command: .rotateRight, chords: [KeyChord(key: key(SDLK_RIGHT), name: "Right", ctrl: true)],
            summary: "rotate right"),
        Binding(
            command: .toggleSlowAnimations, chords: [KeyChord(key: key(SDLK_t), name: "T", ctrl: true)],
            summary: "slow animations (10x)"),
        Binding(
            command: .togglePause, chords: [KeyChord(key: key(SDLK_SPACE), name: "Space")],
            summary: "pause / resume time"),
        Binding(
            command: .stepFrame, chords: [KeyChord(key: key(SDLK_PERIOD), name: ".")], summary: "step one frame"),
        Binding(
            command: .screenshot, chords: [KeyChord(key: key(SDLK_s), name: "S", ctrl: true)],
            summary: "save a screenshot"),
        Binding(
            command: .toggleRecording, chords: [KeyChord(key: key(SDLK_r), name: "R", ctrl: true)],
            summary: "record the screen (start / stop)"),
        Binding(
            command: .toggleInputRecording,
            chords: [KeyChord(key: key(SDLK_r), name: "R", ctrl: true, shift: true)],
            summary: "record mouse and keys as a script"),
        Binding(
            command: .home, chords: [KeyChord(key: key(SDLK_h), name: "H", ctrl: true, shift: true)],
            summary: "home screen"),
        Binding(
            command: .shake, chords: [KeyChord(key: key(SDLK_z), name: "Z", ctrl: true, shift: true)],
            summary: "shake the device"),
        Binding(
            command: .toggleHelp,
            chords: [
                KeyChord(key: key(SDLK_F1), name: "F1"), KeyChord(key: key(SDLK_QUESTION), name: "?"),
                // SDL reports ? on a US layout as Shift+/.
                KeyChord(key: key(SDLK_SLASH), name: "/", shift: true, shown: false),
                // Esc closes the open help rather than quitting.
                KeyChord(key: key(SDLK_ESCAPE), name: "Esc", shown: false, onlyWhileHelpIsShown: true),
            ],
            summary: "this help (Esc closes it)"),
        Binding(
            command: .toggleHUD, chords: [KeyChord(key: key(SDLK_f), name: "F", ctrl: true)],
            summary: "frame-rate HUD"),
        Binding(
            command: .toggleInspector, chords: [KeyChord(key: key(SDLK_i), name: "I", ctrl: true)],
            summary: "inspector: context, event log"),
        Binding(
            command: .togglePicking, chords: [KeyChord(key: key(SDLK_p), name: "P", ctrl: true)],
            summary: "pick a view (click it; the inspector shows it)"),
        Binding(
            command: .toggleExplodedView, chords: [KeyChord(key: key(SDLK_e), name: "E", ctrl: true)],
            summary: "3D exploded view of the layers (drag to turn)"),
        Binding(
            command: .toggleAppearance, chords: [KeyChord(key: key(SDLK_a), name: "A", ctrl: true, shift: true)],
            summary: "dark / light appearance"),
        Binding(
            command: .largerText,
            chords: [
                KeyChord(key: key(SDLK_EQUALS), name: "=", ctrl: true),
                KeyChord(key: key(SDLK_PLUS), name: "+", ctrl: true, shift: true, shown: false),
                KeyChord(key: key(SDLK_KP_PLUS), name: "Keypad +", ctrl: true, shown: false),
            ],
            summary: "larger text (Dynamic Type)"),
        Binding(
            command: .smallerText,
            chords: [
                KeyChord(key: key(SDLK_MINUS), name: "-", ctrl: true),
                KeyChord(key: key(SDLK_KP_MINUS), name: "Keypad -", ctrl: true, shown: false),
            ],
            summary: "smaller text (Dynamic Type)"),
        Binding(
            command: .zoom1x, chords: [KeyChord(key: key(SDLK_1), name: "1", ctrl: true)],
            summary: "zoom: 1 pixel per point"),
        Binding(
            command: .zoom2x, chords: [KeyChord(key: key(SDLK_2), name: "2", ctrl: true)],
            summary: "zoom: 2 pixels per point"),
        Binding(
            command: .zoomToFit, chords: [KeyChord(key: key(SDLK_3), name: "3", ctrl: true)],
            summary: "zoom: fit the screen"),
        Binding(
            command: .quit,
            chords: [KeyChord(key: key(SDLK_ESCAPE), name: "Esc"), KeyChord(key: key(SDLK_q), name: "Q", ctrl: true)],
            summary: "quit"),
    ]

    /// The binding of a command.
    static func binding(for command: KeyCommand) -> Binding {
        guard let binding = bindings.first(where: { $0.command == command }) else {
            preconditionFailure("KeyMap.bindings has no entry for \(command)")
        }
        return binding
    }

    /// The command a key press triggers, if any. Of the matching chords, one that needs the help
    /// open wins (Esc closes the help), then the one needing more modifiers (Shift+Ctrl+R over
    /// Ctrl+R), then the first in the table.
    static func command(forKey key: Int32, ctrl: Bool, shift: Bool, helpIsShown: Bool = false) -> KeyCommand? {
        var best: (command: KeyCommand, rank: Int)?
        for binding in bindings {
            for chord in binding.chords
            where chord.matches(key: key, ctrl: ctrl, shift: shift, helpIsShown: helpIsShown) {
                let rank = (chord.onlyWhileHelpIsShown ? 10 : 0) + chord.modifierCount
                if best == nil || rank > best!.rank { best = (binding.command, rank) }
            }
        }
        return best?.command
    }

    /// The command an SDL key press triggers, if any.
    static func command(for keysym: SDL_Keysym, helpIsShown: Bool = false) -> KeyCommand? {
        command(
            forKey: keysym.sym, ctrl: (keysym.mod & UInt16(KMOD_CTRL.rawValue)) != 0,
            shift: (keysym.mod & UInt16(KMOD_SHIFT.rawValue)) != 0, helpIsShown: helpIsShown)
    }
}
