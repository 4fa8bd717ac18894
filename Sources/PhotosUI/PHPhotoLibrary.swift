import Foundation

/// The user's photo library (R333): here only the token that makes a photo picker hand out asset
/// identifiers (`PHPickerConfiguration(photoLibrary: .shared())`). On iOS it is Photos'
/// (`import PhotosUI` brings it); its fetches and changes are not built.
public final class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()

    private override init() {
        super.init()
    }

    /// The shared library: the simulated iPhone's (`SimulatedPhotoLibrary`).
    public class func shared() -> PHPhotoLibrary { sharedLibrary }
}
