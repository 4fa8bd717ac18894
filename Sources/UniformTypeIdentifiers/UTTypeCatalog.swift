import Foundation

/// The declared types this module knows (R334): each identifier with the types it conforms to
/// directly, its filename extensions and MIME types (preferred first) and its description, as
/// the system declares them (`UTCoreTypes`, the "System-declared uniform type identifiers" list).
enum UTTypeCatalog {
    struct Declaration: Sendable {
        let identifier: String
        let conformsTo: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let description: String
    }

    static let declarations: [Declaration] = [
        Declaration(identifier: "public.item", conformsTo: [], extensions: [], mimeTypes: [], description: "item"),
        Declaration(
            identifier: "public.content", conformsTo: [], extensions: [], mimeTypes: [], description: "content"),
        Declaration(
            identifier: "public.composite-content", conformsTo: ["public.content"], extensions: [], mimeTypes: [],
            description: "composite content"),
        Declaration(
            identifier: "public.data", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "data"),
        Declaration(
            identifier: "public.directory", conformsTo: ["public.item"], extensions: [], mimeTypes: [],
            description: "directory"),
        Declaration(
            identifier: "public.folder", conformsTo: ["public.directory"], extensions: [], mimeTypes: [],
            description: "folder"),
        Declaration(
            identifier: "public.archive", conformsTo: ["public.data"], extensions: [], mimeTypes: [],
            description: "archive"),
        Declaration(
            identifier: "public.zip-archive", conformsTo: ["public.data", "public.archive"], extensions: ["zip"],
            mimeTypes: ["application/zip"], description: "ZIP archive"),
        Declaration(
            identifier: "public.text", conformsTo: ["public.data", "public.content"], extensions: [],
            mimeTypes: [], description: "text"),
        Declaration(
            identifier: "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"],
            mimeTypes: ["text/plain"], description: "plain text document"),
        Declaration(
            identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [],
            description: "Unicode text, UTF-8 encoded"),
        Declaration(
            identifier: "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"],
            description: "rich text document"),
        Declaration(
            identifier: "public.html", conformsTo: ["public.text"], extensions: ["html", "htm"],
            mimeTypes: ["text/html"], description: "HTML text"),
        Declaration(
            identifier: "public.xml", conformsTo: ["public.text"], extensions: ["xml"],
            mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
        Declaration(
            identifier: "public.json", conformsTo: ["public.text"], extensions: ["json"],
            mimeTypes: ["application/json"], description: "JSON"),
        Declaration(
            identifier: "public.comma-separated-values-text", conformsTo: ["public.text"], extensions: ["csv"],
            mimeTypes: ["text/csv"], description: "CSV document"),
        Declaration(
            identifier: "public.source-code", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [],
            description: "source code"),
        Declaration(
            identifier: "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"],
            mimeTypes: [], description: "Swift source"),
        Declaration(
            identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"],
            mimeTypes: ["application/pdf"], description: "PDF document"),
        Declaration(
            identifier: "public.image", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: [],
            description: "image"),
        Declaration(
            identifier: "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"],
            description: "PNG image"),
        Declaration(
            identifier: "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
            mimeTypes: ["image/jpeg"], description: "JPEG image"),
        Declaration(
            identifier: "public.heic", conformsTo: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"],
            description: "HEIC image"),
        Declaration(
            identifier: "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"],
            mimeTypes: ["image/gif"], description: "GIF image"),
        Declaration(
            identifier: "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"],
            mimeTypes: ["image/tiff"], description: "TIFF image"),
        Declaration(
            identifier: "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"],
            mimeTypes: ["image/webp"], description: "WebP image"),
        Declaration(
            identifier: "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"],
            mimeTypes: ["image/svg+xml"], description: "SVG image"),
        Declaration(
            identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"], extensions: [],
            mimeTypes: [], description: "audiovisual content"),
        Declaration(
            identifier: "public.movie", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: [],
            description: "movie"),
        Declaration(
            identifier: "public.video", conformsTo: ["public.movie"], extensions: [], mimeTypes: [],
            description: "video"),
        Declaration(
            identifier: "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpg4"],
            mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
        Declaration(
            identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"],
            mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
        Declaration(
            identifier: "public.audio", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: [],
            description: "audio"),
        Declaration(
            identifier: "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"],
            description: "MP3 audio"),
        Declaration(
            identifier: "public.url", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "URL"),
        Declaration(
            identifier: "public.file-url", conformsTo: ["public.url"], extensions: [], mimeTypes: [],
            description: "file URL"),
        Declaration(
            identifier: "public.vcard", conformsTo: ["public.text"], extensions: ["vcf", "vcard"],
            mimeTypes: ["text/vcard"], description: "vCard"),
        Declaration(
            identifier: "public.spreadsheet", conformsTo: ["public.content"], extensions: [], mimeTypes: [],
            description: "spreadsheet"),
        Declaration(
            identifier: "public.presentation", conformsTo: ["public.composite-content"], extensions: [],
            mimeTypes: [], description: "presentation"),
    ]

    private static let byIdentifier: [String: Declaration] = {
        var table: [String: Declaration] = [:]
        for declaration in declarations { table[declaration.identifier] = declaration }
        return table
    }()

    /// The declaration under `identifier` (compared without case, as the system does).
    static func declaration(for identifier: String) -> Declaration? {
        byIdentifier[identifier] ?? byIdentifier[identifier.lowercased()]
    }

    /// A dynamic identifier for a tag no declared type has: `dyn.` then the tag class, value and
    /// supertype in hex. The system's encoding differs; what matters — the same tag gives the
    /// same type, and it conforms to its supertype — is kept.
    static func dynamicIdentifier(tag: String, value: String, conformingTo supertype: UTType) -> String {
        let text = "\(supertype.identifier)|\(tag)|\(value)"
        return "dyn." + text.utf8.map { String(format: "%02x", $0) }.joined()
    }

    /// The supertype encoded in a dynamic identifier (`public.data` if it cannot be read).
    static func dynamicSupertype(of identifier: String) -> String {
        let hex = Array(identifier.dropFirst(4))
        var bytes: [UInt8] = []
        var i = 0
        while i + 1 < hex.count {
            guard let byte = UInt8(String(hex[i...i + 1]), radix: 16) else { return "public.data" }
            bytes.append(byte)
            i += 2
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "|").first.map(String.init) ?? "public.data"
    }
}
