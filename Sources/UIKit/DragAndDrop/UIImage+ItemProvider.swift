import Foundation

/// An image travels in an item provider as PNG data (R341).
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UniformType.png, UniformType.image] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformType.png] }

    /// Decodes PNG (or JPEG) data through the image files' decoder (a temporary file: Linux has no
    /// in-memory image decoder here).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-drop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        guard let image = UIImage(contentsOfFile: url.path) else {
            throw ItemProviderError(message: "the data for \(typeIdentifier) is not an image this build can decode")
        }
        return image as! Self
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, ItemProviderError(message: "this image has no bitmap to write as PNG"))
        }
        return nil
    }
}
