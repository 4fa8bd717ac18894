import Foundation
import XCTest

@testable import PhotosUI
@testable import UIKit

/// Records what an image picker tells its delegate.
@MainActor
final class ImagePickerRecorder: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var calls: [String] = []
    var info: [UIImagePickerController.InfoKey: Any] = [:]
    var dismisses = true

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        calls.append("didFinishPicking")
        self.info = info
        if dismisses { picker.dismiss(animated: true) }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        calls.append("didCancel")
        if dismisses { picker.dismiss(animated: true) }
    }
}

/// An image picker delegate that implements nothing.
@MainActor
final class SilentImagePickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

/// Records what a photo picker tells its delegate.
@MainActor
final class PhotoPickerRecorder: PHPickerViewControllerDelegate {
    var deliveries: [[PHPickerResult]] = []

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        deliveries.append(results)
    }
}

extension UIView {
    /// The first control under this view whose accessibility label or button title is `title`.
    func control(titled title: String) -> UIControl? {
        if let control = self as? UIControl,
            control.accessibilityLabel == title || (control as? UIButton)?.currentTitle == title
        {
            return control
        }
        for sub in subviews { if let found = sub.control(titled: title) { return found } }
        return nil
    }
}
