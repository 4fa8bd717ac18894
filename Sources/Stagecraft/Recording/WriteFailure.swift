import Foundation

/// Why a file could not be written, as a sentence a person can act on ("the folder /tmp/x does
/// not exist") rather than a raw `NSError` dump or an SDL error string.
enum WriteFailure {
    /// The reason `error` stopped `path` from being written, starting in lower case so that it can
    /// follow "could not save the screenshot: ". What the file system says now comes first (a
    /// missing or read-only folder), then what the error itself says.
    static func reason(_ error: Error, writing path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if !files.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return "the folder \(folder) does not exist"
        }
        if !isDirectory.boolValue { return "\(folder) is a file, not a folder" }
        if !files.isWritableFile(atPath: folder) { return "the folder \(folder) is not writable (permission denied)" }
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "\(path) is a folder" }
            if !files.isWritableFile(atPath: path) { return "\(path) exists and cannot be overwritten" }
        }
        return reason(of: error)
    }

    /// What an error says, as a phrase: its own description for the host's errors, the POSIX
    /// meaning for system errors, Foundation's localized text otherwise.
    static func reason(of error: Error) -> String {
        switch error {
        case let error as RenderError: return error.message
        case let error as VideoEncoder.EncodeError: return error.message
        case let error as SimulatorError: return error.description
        default: break
        }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, let text = strerror(Int32(nsError.code)) {
            return String(cString: text).lowercased()
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let text = strerror(Int32(underlying.code))
        {
            return String(cString: text).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileWriteOutOfSpace: return "the disk is full"
            case .fileWriteVolumeReadOnly: return "the disk is read-only"
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
            case .fileWriteFileExists: return "a file of that name already exists"
            default: break
            }
        }
        let text = nsError.localizedDescription
        return text.isEmpty ? "an unknown error (\(nsError.domain) \(nsError.code))" : text
    }

    /// `text` with its first letter in upper case (a toast or a message that starts a line).
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
