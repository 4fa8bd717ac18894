import Foundation

/// Told what the image picker's user picked, or that they cancelled (R332). The delegate
/// dismisses the picker; both methods are optional (protocol-extension defaults).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked media: `info` holds its type, the image (and the edited one when editing
    /// is allowed), and the URL of a copy of the file.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Without an implementation the picker dismisses itself, as UIKit's does.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}
