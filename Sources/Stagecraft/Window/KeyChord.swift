import Foundation

/// One key with the modifiers it needs. The help's spelling follows from the same values, so a
/// binding and its label cannot disagree.
struct KeyChord: Sendable {
    /// The SDL key code (`SDL_Keycode`).
    var key: Int32
    /// The key's name in the help: `T`, `Left`, `Space`.
    var name: String
    /// Whether Ctrl must be held.
    var ctrl = false
    /// Whether Shift must be held.
    var shift = false
    /// Whether the help lists this chord (false for a second spelling of a key already listed,
    /// such as Shift+/ for ? on a US layout).
    var shown = true
    /// Whether the chord means its command only while the help overlay is open (Esc closes the
    /// help there instead of quitting).
    var onlyWhileHelpIsShown = false

    /// How the help writes the chord: `Shift+Ctrl+H`.
    var label: String { (shift ? "Shift+" : "") + (ctrl ? "Ctrl+" : "") + name }

    /// How many modifiers the chord needs: of two chords a press matches, the one needing more wins
    /// (Shift+Ctrl+R over Ctrl+R).
    var modifierCount: Int { (ctrl ? 1 : 0) + (shift ? 1 : 0) }

    /// Whether a key press is this chord: the key, with at least the modifiers it needs (others
    /// held as well do not stop it, as Ctrl+Shift+T still slows animations), and the help open if
    /// the chord needs it.
    func matches(key pressed: Int32, ctrl ctrlHeld: Bool, shift shiftHeld: Bool, helpIsShown: Bool = false) -> Bool {
        pressed == key && (!ctrl || ctrlHeld) && (!shift || shiftHeld) && (!onlyWhileHelpIsShown || helpIsShown)
    }
}
