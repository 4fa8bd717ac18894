import Foundation

/// The kinds of item the system's activities tell apart when deciding whether they show (R312).
enum ShareItemKind: Hashable {
    /// A `String` or an attributed string.
    case text
    /// A URL that is not a file's (any scheme).
    case link
    /// An `http` or `https` URL.
    case webURL
    /// A file URL.
    case fileURL
    /// A file URL of a PDF or an image, which Print takes.
    case printableFile
    /// A `UIImage`.
    case image
    /// `Data`.
    case data
    /// A `UIColor`.
    case color

    /// The kinds an item is (a file URL of a PDF is both `.fileURL` and `.printableFile`).
    static func kinds(of item: Any) -> [ShareItemKind] {
        switch item {
        case is String, is NSAttributedString: return [.text]
        case let url as URL:
            if url.isFileURL {
                let printable = ["pdf", "png", "jpg", "jpeg", "heic", "gif", "tiff"].contains(
                    url.pathExtension.lowercased())
                return printable ? [.fileURL, .printableFile] : [.fileURL]
            }
            return ["http", "https"].contains(url.scheme?.lowercased() ?? "") ? [.link, .webURL] : [.link]
        case is UIImage: return [.image]
        case is Data: return [.data]
        case is UIColor: return [.color]
        default: return []
        }
    }
}
