import Foundation

/// What a capture in the window did, said twice: as a toast over the device and as a line on the
/// terminal (stdout, or stderr for a failure).
public struct CaptureOutcome: Equatable, Sendable {
    /// The toast's first line: "Screenshot saved", "Could not save the screenshot".
    public var title: String
    /// The toast's second line: the file (home written `~`), or why it failed.
    public var detail: String?
    /// Whether it failed (a red toast, a line on stderr).
    public var isError: Bool
    /// The file or folder written, if any.
    public var file: URL?

    /// An outcome with these parts.
    public init(title: String, detail: String? = nil, isError: Bool = false, file: URL? = nil) {
        self.title = title
        self.detail = detail
        self.isError = isError
        self.file = file
    }

    /// The terminal's line, without the command's name: "saved screenshot ~/Pictures/…png",
    /// "could not save the screenshot: the folder … does not exist".
    public var line: String {
        let lowered = title.prefix(1).lowercased() + title.dropFirst()
        return detail.map { "\(lowered): \($0)" } ?? lowered
    }
}
