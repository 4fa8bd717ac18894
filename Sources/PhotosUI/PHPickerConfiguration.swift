import Foundation

/// How a photo picker is set up (R333): what it shows, how many assets may be picked, how they
/// are handed over.
public struct PHPickerConfiguration: Equatable, Hashable {
    /// Which representation of an asset an item provider hands out.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The system's choice (may transcode).
        case automatic = 0
        /// The asset as stored.
        case current = 1
        /// The most compatible representation.
        case compatible = 2
    }

    /// How the picker selects.
    public enum Selection: Int, Sendable {
        /// Selected assets show a checkmark.
        case `default` = 0
        /// Selected assets show their number, and results come in that order.
        case ordered = 1
        /// Every change of the selection is delivered at once (no Add button; iOS 17).
        case continuous = 2
        /// Continuous, with numbers (iOS 17).
        case continuousAndOrdered = 3
    }

    /// The picker's layout (iOS 17).
    public enum Mode: Int, Sendable {
        case `default` = 0
        case compact = 1
    }

    /// Which assets show; nil shows all.
    public var filter: PHPickerFilter?
    /// How many assets may be picked: 1 by default, 0 for no limit.
    public var selectionLimit = 1
    /// How the picker selects (`.default`).
    public var selection: Selection = .default
    /// Which representation item providers hand out (`.automatic`; the simulated photos are
    /// PNG in every mode).
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// The picker's layout (`.default`; `.compact` shows the same grid here).
    public var mode: Mode = .default
    /// Assets selected when the picker opens (needs a configuration with a photo library).
    public var preselectedAssetIdentifiers: [String] = []

    /// The library the picker's results identify assets in; nil gives results without
    /// `assetIdentifier`.
    let photoLibrary: PHPhotoLibrary?

    /// A configuration without a photo library: results have no asset identifiers.
    public init() {
        photoLibrary = nil
    }

    /// A configuration whose results carry their asset's local identifier in `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) {
        self.photoLibrary = photoLibrary
    }
}
