import Foundation

/// What a text field asks and tells its delegate while it edits (R273). Every method is optional,
/// as UIKit's: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asked before editing begins; false keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends; false keeps the field first responder (a forced end asks nothing).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Editing ended (called by the default of the form with a reason).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before typed text replaces `range` (UTF-16, of the current text); false keeps the text.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The text or the caret changed while editing (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button empties the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when Return is pressed; true lets the field send `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
