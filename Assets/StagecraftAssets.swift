import Foundation

/// The package's resources: the folders of `Assets/` (the gallery's images in `Gallery/`), copied
/// by the build into a resource bundle beside every executable that links this module, where an
/// installed binary finds them too.
///
/// SwiftPM bundles only files inside a target's own directory, so this small target's directory is
/// `Assets/` itself and this file is its one source. Folders are located here rather than through
/// `Bundle.module`, which stops the process when its bundle is missing: a missing folder is the
/// host's to report, naming it.
public enum StagecraftAssets {
    /// The resource bundle the build writes beside the executable (`.build/debug/`, `.build/release/`);
    /// an install copies it beside the installed binary.
    public static let bundleName = "Stagecraft_StagecraftAssets.resources"

    /// An environment variable naming a folder that holds the folders of `Assets/`, for an install
    /// that keeps them elsewhere (e.g. `/usr/local/share/stagecraft`).
    public static let environmentVariable = "STAGECRAFT_ASSETS"

    /// Where the folders are looked for, in order: `$STAGECRAFT_ASSETS`, then the bundle beside the
    /// running executable (symbolic links to it resolved).
    public static var searchedFolders: [URL] {
        var folders: [URL] = []
        if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
            folders.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        folders.append(Bundle.main.bundleURL.appendingPathComponent(bundleName, isDirectory: true))
        return folders
    }

    /// The folder `name` of `Assets/` (e.g. `Gallery`): the first of `searchedFolders` that holds it,
    /// or, when none does, where it should be beside the executable (missing: the host says so).
    public static func folder(_ name: String) -> URL {
        let candidates = searchedFolders.map { $0.appendingPathComponent(name, isDirectory: true) }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[candidates.count - 1]
    }
}
