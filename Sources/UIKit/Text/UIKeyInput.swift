import Foundation

/// A responder that takes typed text: the keyboard (the software one, the desktop's, a script's
/// `type`) inserts into and deletes from the first responder through this (R273).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts text at the insertion point ("\n" is the Return key).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
