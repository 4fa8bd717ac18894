import Foundation

/// The simulated iPhone's Files (R334): the "On My iPhone" location the document picker browses.
/// It is a real folder — by default `On My iPhone` in the temporary directory's `Stagecraft`
/// folder, made when first needed; a host or test points `onMyIPhone` elsewhere. Hidden files
/// (a leading dot) are not shown, as Files does not show them.
package enum SimulatedFiles {
    /// The folder shown as "On My iPhone".
    nonisolated(unsafe) package static var onMyIPhone = FileManager.default.temporaryDirectory
        .appendingPathComponent("Stagecraft", isDirectory: true)
        .appendingPathComponent("On My iPhone", isDirectory: true)

    /// Where copies picked with `asCopy` go: the app's inbox in its temporary folder, as on iOS.
    nonisolated(unsafe) package static var inbox = FileManager.default.temporaryDirectory
        .appendingPathComponent("Stagecraft-Inbox", isDirectory: true)

    /// One entry of a folder.
    struct Entry: Equatable {
        let url: URL
        let isFolder: Bool
        let size: Int
        /// The entry's type: `.folder`, or the type its extension names.
        var type: UTType {
            isFolder ? .folder : UTType(filenameExtension: url.pathExtension) ?? .data
        }
    }

    /// The entries of `folder`, sorted by name as Files sorts them (folders among files).
    static func entries(of folder: URL) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { name in
                var isDirectory: ObjCBool = false
                let url = folder.appendingPathComponent(name)
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                return Entry(url: url, isFolder: isDirectory.boolValue, size: size ?? 0)
            }
    }

    /// Makes "On My iPhone" if it is not there.
    static func prepare() {
        try? FileManager.default.createDirectory(at: onMyIPhone, withIntermediateDirectories: true)
    }

    /// A size as Files shows it: "12 bytes", "3 KB", "1.2 MB".
    static func sizeText(_ bytes: Int) -> String {
        if bytes < 1000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(Int((Double(bytes) / 1000).rounded())) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
