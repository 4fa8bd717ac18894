import Foundation

/// A uniform type identifier (R334): a type of data named in reverse-DNS (`public.png`), with
/// the filename extensions and MIME types it goes by and the types it conforms to. swift-corelibs
/// Foundation on Linux has no `UniformTypeIdentifiers`, so this module carries the system's
/// declared types the system pickers need, with their conformances as Apple declares them.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, e.g. `public.jpeg`.
    public let identifier: String

    /// The type declared under `identifier`, or nil when no declared type has it.
    public init?(_ identifier: String) {
        guard let known = UTTypeCatalog.declaration(for: identifier) else { return nil }
        self.identifier = known.identifier
    }

    /// The declared type a filename extension names (case-insensitive, no dot); for an extension
    /// no declared type has, a dynamic type (`dyn.…`) conforming to `public.data`, as the system
    /// makes one.
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// The declared type that `filenameExtension` names and that conforms to `supertype`; a
    /// dynamic type if none does. Nil for an empty extension or one with a dot or slash.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let ext = filenameExtension.lowercased()
        guard !ext.isEmpty, !ext.contains("."), !ext.contains("/") else { return nil }
        if let known = UTTypeCatalog.declarations.first(where: {
            $0.extensions.contains(ext) && UTType(uncheckedIdentifier: $0.identifier).conforms(to: supertype)
        }) {
            identifier = known.identifier
        } else {
            identifier = UTTypeCatalog.dynamicIdentifier(
                tag: "public.filename-extension", value: ext, conformingTo: supertype)
        }
    }

    /// The declared type a MIME type names, e.g. `image/png`; nil when none does.
    public init?(mimeType: String) {
        let mime = mimeType.lowercased()
        guard let known = UTTypeCatalog.declarations.first(where: { $0.mimeTypes.contains(mime) }) else { return nil }
        identifier = known.identifier
    }

    init(uncheckedIdentifier: String) {
        identifier = uncheckedIdentifier
    }

    /// The filename extension files of this type usually have (`png`), if any.
    public var preferredFilenameExtension: String? { declaration?.extensions.first }

    /// The MIME type data of this type usually has (`image/png`), if any.
    public var preferredMIMEType: String? { declaration?.mimeTypes.first }

    /// A description for people, e.g. "PNG image".
    public var localizedDescription: String? { declaration?.description }

    /// The types this one conforms to directly and through them (not itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var queue = declaration?.conformsTo ?? (isDynamic ? [UTTypeCatalog.dynamicSupertype(of: identifier)] : [])
        while let next = queue.popLast() {
            let type = UTType(uncheckedIdentifier: next)
            guard found.insert(type).inserted else { continue }
            queue += UTTypeCatalog.declaration(for: next)?.conformsTo ?? []
        }
        return found
    }

    /// Whether this type is `type` or conforms to it (`public.png` conforms to `public.image`,
    /// `public.data` and `public.item`).
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether the system made this type for a tag no declared type has (`dyn.…`).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the type is declared (every type but dynamic ones, here).
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type is one of the system's public types (`public.…`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    public var description: String { identifier }
    public var debugDescription: String { "<_UTCoreType \(identifier)>" }

    private var declaration: UTTypeCatalog.Declaration? { UTTypeCatalog.declaration(for: identifier) }
}
