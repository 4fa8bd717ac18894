import Foundation

/// Where the window saves what Ctrl+S, Ctrl+R and Shift+Ctrl+R capture, and what it calls the
/// files: a `Stagecraft` folder in the user's pictures folder, names a person can read
/// (`Stagecraft S12 screenshot 2025-03-04 at 10.11.12.png`).
public struct CaptureFolder: Equatable, Sendable {
    /// The folder (created when the first file is saved).
    public var url: URL

    /// A capture folder at `url`.
    public init(url: URL) { self.url = url }

    /// The folder for this user: `$STAGECRAFT_CAPTURES` when set; else `Stagecraft` inside the
    /// pictures folder — `$XDG_PICTURES_DIR`, the one `~/.config/user-dirs.dirs` names, or
    /// `~/Pictures`; the working directory when there is no home.
    public static func forUser(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        userDirectories: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> CaptureFolder {
        if let explicit = environment["STAGECRAFT_CAPTURES"], !explicit.isEmpty {
            return CaptureFolder(url: URL(fileURLWithPath: explicit, isDirectory: true))
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            return CaptureFolder(url: URL(fileURLWithPath: workingDirectory, isDirectory: true))
        }
        var pictures = environment["XDG_PICTURES_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        if pictures == nil {
            let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
            let text = userDirectories ?? (try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8))
            pictures = text.flatMap { picturesDirectory(inUserDirectories: $0, home: home) }
        }
        let base = pictures ?? home + "/Pictures"
        return CaptureFolder(url: URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("Stagecraft"))
    }

    /// The `XDG_PICTURES_DIR="$HOME/Pictures"` line of a `user-dirs.dirs` file, with `$HOME` expanded.
    static func picturesDirectory(inUserDirectories text: String, home: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("XDG_PICTURES_DIR=") else { continue }
            var value = String(trimmed.dropFirst("XDG_PICTURES_DIR=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            value = value.replacingOccurrences(of: "$HOME", with: home)
            // user-dirs.dirs names the home folder itself when the user has no pictures folder.
            return value.isEmpty || value == home || value == home + "/" ? nil : value
        }
        return nil
    }

    /// The readable base name of a capture: `Stagecraft S12 screenshot 2025-03-04 at 10.11.12`
    /// (`home` for the home screen), in the local time zone unless `timeZone` says otherwise.
    public static func baseName(kind: String, scene: String?, date: Date, timeZone: TimeZone = .current) -> String {
        "Stagecraft \(scene ?? "home") \(kind) \(timestamp(date, timeZone: timeZone))"
    }

    /// A date as capture names write it: `2025-03-04 at 10.11.12`.
    public static func timestamp(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d-%02d-%02d at %02d.%02d.%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
            c.minute ?? 0, c.second ?? 0)
    }

    /// A path in the folder for `baseName` + `pathExtension` (no extension: a folder) that is not
    /// taken yet: `NAME.png`, else `NAME 2.png`, `NAME 3.png`, …
    public func unusedURL(
        baseName: String, pathExtension: String,
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> URL {
        func candidate(_ n: Int) -> URL {
            let name = n == 1 ? baseName : "\(baseName) \(n)"
            return url.appendingPathComponent(pathExtension.isEmpty ? name : "\(name).\(pathExtension)")
        }
        var n = 1
        while exists(candidate(n).path) { n += 1 }
        return candidate(n)
    }

    /// Creates the folder if it does not exist yet.
    public func create() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `path` with the home folder written `~`, for messages and toasts.
    public static func abbreviated(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"])
        -> String
    {
        guard let home, !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
