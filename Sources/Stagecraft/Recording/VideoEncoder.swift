import Foundation

/// Turns a folder of numbered PNGs (`frame-00001.png`, …) into an H.264 `.mp4` with ffmpeg.
///
/// ffmpeg is optional: it is looked up on `PATH` (or a search path given for tests), and the
/// callers say what to do instead when it is missing (record to a folder).
public enum VideoEncoder {
    /// The message for a `.mp4` recording without ffmpeg.
    public static let missingFFmpegMessage =
        "recording to .mp4 needs ffmpeg (apt-get install ffmpeg); record to a folder instead"

    /// Why an encode failed.
    public struct EncodeError: Error, CustomStringConvertible {
        /// What went wrong, with ffmpeg's last lines of output when it ran.
        public var message: String
        public var description: String { message }
    }

    /// The path of the executable `ffmpeg` in the folders of `searchPath` (`PATH`'s syntax), or nil.
    public static func ffmpegPath(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        guard let searchPath else { return nil }
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The arguments given to ffmpeg: frames `frame-%05d.png` in `folder` at `framesPerSecond`,
    /// yuv420p (plays everywhere), width and height rounded down to even numbers (H.264 needs them).
    public static func arguments(folder: URL, framesPerSecond: Double, output: URL) -> [String] {
        [
            "-y", "-loglevel", "error", "-framerate", String(format: "%g", framesPerSecond),
            "-i", folder.appendingPathComponent("frame-%05d.png").path,
            "-pix_fmt", "yuv420p", "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", output.path,
        ]
    }

    /// Encodes the frames in `folder` to `output` with the ffmpeg at `ffmpeg`; blocks until done.
    public static func encode(folder: URL, framesPerSecond: Double, output: URL, ffmpeg: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments(folder: folder, framesPerSecond: framesPerSecond, output: output)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw EncodeError(message: "could not run \(ffmpeg): \(error)")
        }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let tail = text.split(separator: "\n").suffix(3).joined(separator: " / ")
            throw EncodeError(
                message: "ffmpeg failed (exit \(process.terminationStatus))\(tail.isEmpty ? "" : ": \(tail)")")
        }
    }
}
