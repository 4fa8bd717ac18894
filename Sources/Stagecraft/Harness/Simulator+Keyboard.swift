import Foundation
import UIKit

/// Typing into the app (R276): the desktop keyboard, a script's `type` and `key`, and tests all go
/// to the window's first responder as iOS's hardware keyboard does — one `insertText` per character.
extension Simulator {
    /// The responder that takes keys now (a text field being edited), if any.
    public var keyInput: UIKeyInput? { window.firstResponder as? UIKeyInput }

    /// Whether a responder that takes keys is first responder: the window's plain-key shortcuts
    /// (Space, ".", "?") then type instead.
    public var isEditingText: Bool { keyInput != nil }

    /// The software keyboard's frame on screen, or nil while it is down.
    public var keyboardFrame: CGRect? {
        let keyboard = window.softwareKeyboard
        return keyboard.isShown ? keyboard.onscreenFrame : nil
    }

    /// Types `text` into the first responder, one character at a time ("\n" is Return). Returns
    /// false, typing nothing, when no responder takes keys.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let input = keyInput else { return false }
        for character in text {
            // Each key may change the first responder (Return moving to the next field).
            (keyInput ?? input).insertText(String(character))
        }
        settle()
        return true
    }

    /// Presses a key in the first responder. Returns false when no responder takes keys.
    @discardableResult
    public func press(key: ScriptCommand.Key) -> Bool {
        guard let input = keyInput else { return false }
        switch key {
        case .return: input.insertText("\n")
        case .backspace: input.deleteBackward()
        case .left: (input as? UITextField)?.moveCaret(by: -1)
        case .right: (input as? UITextField)?.moveCaret(by: 1)
        }
        settle()
        return true
    }

    /// Shakes the device (the iOS Simulator's Device ▸ Shake, R318): the first responder, or the
    /// frontmost controller, gets `motionBegan` and `motionEnded(.motionShake)`.
    public func shake() {
        window.shake(at: mediaTime)
        settle()
    }

    /// Presses a key of a hardware keyboard (R319): a matching key command up the responder chain
    /// runs, else the first responder (or the frontmost controller) gets `pressesBegan` and
    /// `pressesEnded`. `characters` is the key's input (`"f"`, `UIKeyCommand.inputUpArrow`);
    /// returns whether a key command ran.
    @discardableResult
    public func pressHardwareKey(_ characters: String, modifiers: UIKeyModifierFlags = []) -> Bool {
        let ran = window.pressHardwareKey(characters, modifiers: modifiers, at: mediaTime)
        settle()
        return ran
    }
}
