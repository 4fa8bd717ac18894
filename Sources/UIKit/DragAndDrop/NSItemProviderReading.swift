import Foundation

/// A class whose objects an item provider can make from data (Foundation on Apple platforms;
/// swift-corelibs-foundation has no item providers, so UIKit declares it, R341).
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The uniform type identifiers the class reads, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of the type `typeIdentifier` (called by the item provider).
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object an item provider can hand out as data (Foundation on Apple platforms, R341).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The uniform type identifiers the class writes, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The identifiers this object writes (by default the class's).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands the object's data of the type `typeIdentifier` to `completionHandler`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// Uniform type identifiers the item provider knows (a small part of UTType's tree).
enum UniformType {
    static let plainText = "public.plain-text"
    static let utf8PlainText = "public.utf8-plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let png = "public.png"
    static let image = "public.image"
    static let data = "public.data"
    static let item = "public.item"
    static let content = "public.content"

    /// The identifiers `identifier` conforms to, itself first.
    static func ancestors(of identifier: String) -> [String] {
        switch identifier {
        case utf8PlainText: return [utf8PlainText, plainText, text, data, content, item]
        case plainText: return [plainText, text, data, content, item]
        case text: return [text, data, content, item]
        case fileURL: return [fileURL, url, data, item]
        case url: return [url, data, item]
        case png: return [png, image, data, content, item]
        case image: return [image, data, content, item]
        case data: return [data, item]
        default: return [identifier, data, item]
        }
    }

    /// Whether data of type `identifier` conforms to `other` (a PNG is an image, text is data):
    /// by `UTType`'s tree where both are known types, else by the table above.
    static func conforms(_ identifier: String, to other: String) -> Bool {
        if identifier == other { return true }
        if let type = UTType(identifier), let wanted = UTType(other) { return type.conforms(to: wanted) }
        return ancestors(of: identifier).contains(other)
    }
}

/// Why an item provider could not load what was asked (the `NSItemProvider` error domain's codes).
public struct NSItemProviderError: LocalizedError, CustomStringConvertible, Equatable {
    /// The cases of `NSItemProvider.ErrorCode`.
    public enum Code: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    /// What went wrong.
    public let code: Code
    /// Which load failed, and why.
    public let message: String

    public var description: String { "NSItemProviderErrorDomain \(code.rawValue): \(message)" }
    public var errorDescription: String? { description }
}

/// Why an item provider could not hand out an object.
struct ItemProviderError: LocalizedError {
    let message: String
    var errorDescription: String? { message }
}

extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UniformType.utf8PlainText, UniformType.plainText, UniformType.text]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformType.utf8PlainText] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else {
            throw ItemProviderError(message: "the data for \(typeIdentifier) is not UTF-8 text")
        }
        return NSString(string: string) as! Self
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler((self as String).data(using: .utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UniformType.url, UniformType.fileURL] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformType.url] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let url = NSURL(string: string) else {
            throw ItemProviderError(message: "the data for \(typeIdentifier) is not a URL")
        }
        return url as! Self
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(absoluteString.data(using: .utf8), nil)
        return nil
    }
}

extension NSData: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UniformType.data] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformType.data] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        NSData(data: data) as! Self
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(referencing: self), nil)
        return nil
    }
}
