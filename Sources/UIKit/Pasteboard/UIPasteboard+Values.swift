import Foundation

/// The typed accessors: strings, URLs, images and colours, read from the items that have one and
/// written as one item per value (R312).
extension UIPasteboard {
    /// The string of the first item that has one; setting it makes the pasteboard that one string
    /// (nil empties it).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The strings of the items that have one (nil when none has).
    public var strings: [String]? {
        get { nonEmpty(storage.compactMap(PasteboardType.stringValue(in:))) }
        set { replaceItems(with: (newValue ?? []).map { [PasteboardType.utf8PlainText: $0] }) }
    }

    /// The URL of the first item that has one.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URLs of the items that have one (nil when none has).
    public var urls: [URL]? {
        get { nonEmpty(storage.compactMap(PasteboardType.urlValue(in:))) }
        set { replaceItems(with: (newValue ?? []).map { [PasteboardType.url: $0] }) }
    }

    /// The image of the first item that has one.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// The images of the items that have one (nil when none has).
    public var images: [UIImage]? {
        get { nonEmpty(storage.compactMap(PasteboardType.imageValue(in:))) }
        set { replaceItems(with: (newValue ?? []).map { [PasteboardType.png: $0] }) }
    }

    /// The colour of the first item that has one.
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// The colours of the items that have one (nil when none has).
    public var colors: [UIColor]? {
        get { nonEmpty(storage.compactMap { $0[PasteboardType.color] as? UIColor }) }
        set { replaceItems(with: (newValue ?? []).map { [PasteboardType.color: $0] }) }
    }

    /// Whether an item has a string.
    public var hasStrings: Bool { storage.contains { PasteboardType.stringValue(in: $0) != nil } }
    /// Whether an item has a URL.
    public var hasURLs: Bool { storage.contains { PasteboardType.urlValue(in: $0) != nil } }
    /// Whether an item has an image.
    public var hasImages: Bool { storage.contains { PasteboardType.imageValue(in: $0) != nil } }
    /// Whether an item has a colour.
    public var hasColors: Bool { storage.contains { $0[PasteboardType.color] is UIColor } }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}

/// The type identifiers the pasteboard stores values under, and how values are read back.
enum PasteboardType {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let url = "public.url"
    static let png = "public.png"
    static let color = "com.apple.uikit.color"

    /// The item's string: a text type's value (a `String`, or UTF-8 `Data`).
    static func stringValue(in item: [String: Any]) -> String? {
        for type in UIPasteboard.typeListString {
            if let text = item[type] as? String { return text }
            if let data = item[type] as? Data, let text = String(data: data, encoding: .utf8) { return text }
        }
        return nil
    }

    /// The item's URL: a `URL`, or a string or data that parses as one, under `public.url`.
    static func urlValue(in item: [String: Any]) -> URL? {
        switch item[Self.url] {
        case let value as URL: return value
        case let value as String: return URL(string: value)
        case let value as Data: return String(data: value, encoding: .utf8).flatMap(URL.init(string:))
        default: return nil
        }
    }

    /// The item's image, under an image type.
    static func imageValue(in item: [String: Any]) -> UIImage? {
        for type in UIPasteboard.typeListImage {
            if let image = item[type] as? UIImage { return image }
        }
        return nil
    }

    /// A value as data: data as is, a string's UTF-8, a URL's absolute string, an image's PNG.
    @MainActor
    static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: return data
        case let text as String: return Data(text.utf8)
        case let link as URL: return Data(link.absoluteString.utf8)
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }

    /// The item the share sheet's Copy makes of a shared object (R312): text as text, a URL as a URL
    /// and its text, an image as an image, a colour as a colour; nil for anything else.
    static func item(for object: Any) -> [String: Any]? {
        switch object {
        case let text as String: return [utf8PlainText: text]
        case let text as NSAttributedString: return [utf8PlainText: text.string]
        case let link as URL: return [Self.url: link, utf8PlainText: link.absoluteString]
        case let image as UIImage: return [png: image]
        case let color as UIColor: return [Self.color: color]
        default: return nil
        }
    }
}
