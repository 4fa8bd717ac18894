import Foundation

/// An image with a point size and scale.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The name it was loaded by, if any.
    public let name: String?

    /// Wraps a bitmap at a scale.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Int = 0) {
        self.cgImage = cgImage
        self.scale = scale
        name = nil
        super.init()
    }

    init(cgImage: CGImage, scale: CGFloat, name: String) {
        self.cgImage = cgImage
        self.scale = scale
        self.name = name
        super.init()
    }

    /// Loads an image file by path.
    public convenience init?(contentsOfFile path: String) {
        guard let image = CGImage(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        let base = (path as NSString).deletingPathExtension
        self.init(cgImage: image, scale: base.hasSuffix("@2x") ? 2 : base.hasSuffix("@3x") ? 3 : 1)
    }

    /// Finds an image by name in the asset directories (`name`, `name@2x`, `name@3x` with `.png`,
    /// `.jpg` or `.jpeg`, or `name` with its own extension). Returns nil like UIKit when nothing
    /// matches, and reports a `missingAsset` diagnostic naming the folders searched.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        let fileManager = FileManager.default
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let candidates: [(String, CGFloat)] =
            hasExtension
            ? [(name, 1)]
            : ["png", "jpg", "jpeg"].flatMap { ext in
                [("\(name)@2x.\(ext)", 2), ("\(name).\(ext)", 1), ("\(name)@3x.\(ext)", 3)]
            }
        for directory in UIImage.assetDirectories {
            for (file, scale) in candidates {
                let url = directory.appendingPathComponent(file)
                guard fileManager.fileExists(atPath: url.path) else { continue }
                guard let image = CGImage(contentsOf: url) else {
                    DiagnosticLog.current.report(
                        "unreadableAsset", "UIImage(named: \"\(name)\"): \(url.path) is not a PNG or JPEG image")
                    return nil
                }
                self.init(cgImage: image, scale: scale, name: name)
                return
            }
        }
        let searched = UIImage.assetDirectories.map(\.path).joined(separator: ", ")
        DiagnosticLog.current.report(
            "missingAsset",
            "UIImage(named: \"\(name)\") found no image file in: \(searched.isEmpty ? "(no asset folders)" : searched)")
        return nil
    }

    /// Folders `UIImage(named:)` searches, in order. Libraries (the gallery) add their own.
    @preconcurrency @MainActor public static var assetDirectories: [URL] = [
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
    ]

    /// Adds a folder to search (once).
    @preconcurrency @MainActor public static func registerAssetDirectory(_ url: URL) {
        if !assetDirectories.contains(url) { assetDirectories.insert(url, at: 0) }
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    public override var description: String { name ?? cgImage?.description ?? "image" }
}
