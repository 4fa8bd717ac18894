import Foundation

extension UIImagePickerController {
    /// Where the picker takes media from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera (not in the Simulator).
        case camera = 1
        /// The Camera Roll album.
        @available(iOS, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case savedPhotosAlbum = 2
    }

    /// The camera a camera picker uses.
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// Still pictures or video, for a camera picker.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// The flash of a camera picker.
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// How a movie is transcoded.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// Whether a picked image is handed over as it is or in the most compatible format.
    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }

    /// The keys of the dictionary the delegate is given.
    public struct InfoKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The media's type identifier (`public.image`).
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        /// The image as picked (`UIImage`).
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        /// The image as cropped in "Move and Scale" (`UIImage`), when editing is allowed.
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// The crop, in the original image's pixels (`CGRect`; an `NSValue` on iOS, which bridges).
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        /// A movie's file URL.
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        /// The asset-library URL (deprecated).
        @available(iOS, deprecated: 11.0, message: "Will be removed in a future release, use PHPicker.")
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
        /// A new photo's metadata (camera only).
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        /// A Live Photo.
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        /// The Photos asset (deprecated).
        @available(iOS, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        /// The URL of a copy of the picked image's file.
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
    }
}
