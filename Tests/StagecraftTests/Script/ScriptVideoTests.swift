import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// `record NAME.mp4`: ffmpeg looked up while parsing, the frames encoded at `stop` from a temporary
/// folder that is removed afterwards.
@MainActor
final class ScriptVideoTests: XCTestCase {
    /// A fresh temporary directory, removed after the test.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ScriptVideoTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A folder holding an executable `ffmpeg` shell script with `body`.
    func fakeFFmpeg(_ body: String) throws -> URL {
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return folder
    }

    func runner(_ text: String, in directory: URL, searchPath: String? = ProcessInfo.processInfo.environment["PATH"])
        throws -> ScriptRunner
    {
        let script = try Script(parsing: text, name: "video.txt", scenes: Gallery.catalog, searchPath: searchPath)
        let runner = ScriptRunner(
            script: script, simulator: try Simulator(scenes: Gallery.catalog, device: .modernPhone),
            baseDirectory: directory)
        runner.output = { _ in }
        return runner
    }

    func testAnMP4RecordingWithoutFFmpegFailsAtParseTimeOnItsLine() async throws {
        let empty = try temporaryDirectory()
        XCTAssertThrowsError(
            try Script(
                parsing: "scene S1\n\nrecord out.mp4\nwait 1\nstop", name: "v.txt", scenes: Gallery.catalog,
                searchPath: empty.path)
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "v.txt:3: recording to .mp4 needs ffmpeg (apt-get install ffmpeg); record to a folder instead")
        }
        XCTAssertThrowsError(
            try Script(parsing: "record OUT.MP4", name: "v.txt", scenes: Gallery.catalog, searchPath: nil))
        // A folder recording never needs ffmpeg.
        let folderScript = try Script(
            parsing: "record out\nstop", name: "v.txt", scenes: Gallery.catalog, searchPath: empty.path)
        XCTAssertNil(folderScript.ffmpegPath)
    }

    func testTheParserFindsFFmpegOnTheSearchPath() async throws {
        let fake = try fakeFFmpeg("exit 0")
        let empty = try temporaryDirectory()
        let script = try Script(
            parsing: "scene S1\nrecord a.mp4\nstop", name: "v.txt", scenes: Gallery.catalog,
            searchPath: "\(empty.path)::\(fake.path)")
        XCTAssertEqual(script.ffmpegPath, fake.appendingPathComponent("ffmpeg").path)
        XCTAssertEqual(VideoEncoder.ffmpegPath(searchPath: empty.path), nil)
    }

    func testStopEncodesTheFramesAtTheFrameRateAndRemovesTheirFolder() async throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("ffmpeg-args.txt")
        // The fake ffmpeg logs its arguments and the frames it was given, then writes the output.
        let fake = try fakeFFmpeg(
            """
            for a in "$@"; do echo "$a"; done > '\(log.path)'
            input=""; prev=""
            for a in "$@"; do if [ "$prev" = "-i" ]; then input="$a"; fi; prev="$a"; last="$a"; done
            ls "$(dirname "$input")" > '\(log.path).frames'
            echo video > "$last"
            """)
        let runner = try runner(
            "scene S1\nrecord clip.mp4 every 3 frames\ntap \"present\"\nframes 8\nstop\nrecord whole.mp4\nframes 2",
            in: directory, searchPath: fake.path)
        try runner.run()
        let arguments = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        // Only the last encode's arguments remain: whole.mp4, every frame → 60 fps.
        XCTAssertEqual(arguments.first, "-y")
        XCTAssertEqual(arguments[arguments.firstIndex(of: "-framerate")! + 1], "60")
        XCTAssertEqual(arguments[arguments.firstIndex(of: "-pix_fmt")! + 1], "yuv420p")
        XCTAssertEqual(arguments[arguments.firstIndex(of: "-vf")! + 1], "scale=trunc(iw/2)*2:trunc(ih/2)*2")
        XCTAssertEqual(arguments.last, directory.appendingPathComponent("whole.mp4").path)
        let input = arguments[arguments.firstIndex(of: "-i")! + 1]
        XCTAssertTrue(input.hasSuffix("/frame-%05d.png"), input)
        let frames = try String(contentsOf: URL(fileURLWithPath: log.path + ".frames"), encoding: .utf8)
        XCTAssertEqual(frames.split(separator: "\n"), ["frame-00001.png", "frame-00002.png"])
        // The temporary frames are gone; only the videos are reported as written.
        XCTAssertFalse(FileManager.default.fileExists(atPath: (input as NSString).deletingLastPathComponent))
        XCTAssertEqual(
            runner.writtenFiles,
            [directory.appendingPathComponent("clip.mp4").path, directory.appendingPathComponent("whole.mp4").path])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("clip.mp4"), encoding: .utf8), "video\n")
    }

    func testEveryNFramesPlaysAtTheFrameRateOverN() async throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("rate.txt")
        let fake = try fakeFFmpeg(
            "prev=\"\"; for a in \"$@\"; do if [ \"$prev\" = \"-framerate\" ]; then echo \"$a\" > '\(log.path)'; fi; prev=\"$a\"; done"
        )
        try runner("scene S1\nrecord c.mp4 every 3 frames\nframes 9\nstop", in: directory, searchPath: fake.path).run()
        XCTAssertEqual(try String(contentsOf: log, encoding: .utf8), "20\n")
    }

    func testAFailedEncodeFailsTheRecordLineAndStillRemovesTheFrames() async throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("input.txt")
        let fake = try fakeFFmpeg(
            """
            prev=""; for a in "$@"; do if [ "$prev" = "-i" ]; then echo "$a" > '\(log.path)'; fi; prev="$a"; done
            echo "Unknown encoder 'libx264'" >&2
            exit 1
            """)
        let runner = try runner(
            "scene S1\n\nrecord bad.mp4\nframes 3\nstop\nframes 1", in: directory, searchPath: fake.path)
        XCTAssertThrowsError(try runner.run()) { error in
            XCTAssertEqual(
                "\(error)", "video.txt:3: could not encode 'bad.mp4': ffmpeg failed (exit 1): Unknown encoder 'libx264'"
            )
        }
        let input = try String(contentsOf: log, encoding: .utf8).trimmingCharacters(in: .newlines)
        XCTAssertFalse(FileManager.default.fileExists(atPath: (input as NSString).deletingLastPathComponent))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.mp4").path))
    }

    func testAnEmptyVideoRecordingIsAnError() async throws {
        let fake = try fakeFFmpeg("exit 0")
        let runner = try runner("scene S1\nrecord none.mp4\nstop", in: try temporaryDirectory(), searchPath: fake.path)
        XCTAssertThrowsError(try runner.run()) { error in
            XCTAssertEqual("\(error)", "video.txt:2: no frame ran while recording 'none.mp4' (nothing to encode)")
        }
    }

    /// The real thing: S1's present encoded by ffmpeg, and a frame read back from the video.
    func testS1PresentEncodesToAPlayableMP4() async throws {
        guard let ffmpeg = VideoEncoder.ffmpegPath() else {
            throw XCTSkip("ffmpeg is not on PATH (apt-get install ffmpeg): the real encode is not tested")
        }
        let directory = try temporaryDirectory()
        try runner("scene S1\nrecord s1.mp4\ntap \"present\"\nwait 1\nstop", in: directory).run()
        let video = directory.appendingPathComponent("s1.mp4")
        // The last frame, back as a PNG: the presented green screen fills the middle.
        let last = directory.appendingPathComponent("last.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-loglevel", "error", "-y", "-sseof", "-0.1", "-i", video.path, "-update", "1", "-frames:v", "1", last.path,
        ]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let frame = try Canvas(contentsOf: last)
        // 393 points wide is rounded down to even for H.264.
        XCTAssertEqual(frame.width, 392)
        XCTAssertEqual(frame.height, 852)
        let middle = frame.pixel(x: 196, y: 640)
        XCTAssertGreaterThan(middle.g, 150, "\(middle)")
        XCTAssertLessThan(middle.r, 100, "\(middle)")
    }
}
