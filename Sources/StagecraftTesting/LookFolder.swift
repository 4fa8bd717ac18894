import Foundation
import Stagecraft

/// Frames written for a person to look at: with `STAGECRAFT_LOOK=/some/folder` set, a test's
/// renders are saved there as PNGs (the folder is made if needed); without it, nothing is written.
/// Golden images keep a look right; this is for getting it right (open the PNG and compare).
public enum LookFolder {
    /// The folder from `STAGECRAFT_LOOK`, if set.
    public static var url: URL? {
        ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"].map { URL(fileURLWithPath: $0) }
    }

    /// Writes `canvas` as `name` (a `.png` file name) when `STAGECRAFT_LOOK` is set.
    @MainActor
    public static func write(_ canvas: Canvas, named name: String) throws {
        guard let url else { return }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try canvas.writePNG(to: url.appendingPathComponent(name))
    }

    /// Renders the simulator's screen and writes it as `name` when `STAGECRAFT_LOOK` is set.
    @MainActor
    public static func write(_ sim: Simulator, named name: String) throws {
        guard url != nil else { return }
        try write(try sim.render(), named: name)
    }
}
