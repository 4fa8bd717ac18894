import Foundation

/// Told what the photo picker's user picked (R333).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user tapped Add, tapped a photo with a selection limit of 1, or cancelled (`results`
    /// empty); with a continuous selection, the selection changed. The picker is not dismissed.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
