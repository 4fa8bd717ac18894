import Foundation

// An image goes through item providers as PNG (and reads PNG or JPEG), as on iOS (R333).
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.png", "public.jpeg", "public.image"]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = Self(data: data) else {
            throw NSItemProviderError(
                code: .unexpectedValueClassError,
                message: "the \(typeIdentifier) data (\(data.count) bytes) is not a PNG or JPEG image")
        }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress? {
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(
                nil,
                NSItemProviderError(code: .itemUnavailableError, message: "the image has no bitmap to write as PNG"))
        }
        return nil
    }
}
