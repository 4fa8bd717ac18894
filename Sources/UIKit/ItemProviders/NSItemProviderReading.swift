import Foundation

/// A class whose objects an item provider can make from data (R333): `UIImage` from image data.
/// Foundation declares it on Apple platforms; swift-corelibs Foundation has no item providers, so
/// UIKit does.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class reads, most wanted first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`; throws when the data is not readable.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose objects an item provider can hand out as data (R333).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers every object of the class can write, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object can write (the class's by default).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as `typeIdentifier` data and calls `completionHandler` with it.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// Who may see a representation an item provider registers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// Apps of the same group.
    case group = 2
    /// Only the process that registered it.
    case ownProcess = 3
}

/// Why an item provider could not load what was asked (the `NSItemProvider` error domain's codes).
public struct NSItemProviderError: Error, CustomStringConvertible, Equatable {
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
}
