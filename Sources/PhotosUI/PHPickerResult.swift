import Foundation

/// One picked asset (R333): an item provider to load it from, and its local identifier when the
/// picker's configuration has a photo library.
public struct PHPickerResult: Equatable, Hashable {
    /// Loads the asset (`canLoadObject(ofClass: UIImage.self)`, `loadObject(ofClass:)`,
    /// `loadDataRepresentation(forTypeIdentifier:)`).
    public let itemProvider: NSItemProvider
    /// The asset's local identifier, or nil without a photo library.
    public let assetIdentifier: String?

    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}
