import Foundation

/// A script that cannot be parsed or that failed while running, located by file and line; its
/// description is `FILE:LINE: message`, as compilers write it.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's name (the path it was read from, as given).
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// What went wrong.
    public var message: String

    /// Creates an error at a line of a script.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
