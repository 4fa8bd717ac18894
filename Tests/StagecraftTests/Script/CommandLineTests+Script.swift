import Foundation
import Stagecraft
import XCTest

/// `stagecraft --script FILE` as a subprocess: a passing script writes its files and exits 0; a
/// failing one prints `FILE:LINE: message` on stderr and exits 1.
extension CommandLineTests {
    func testScriptRunsHeadlessAndWritesItsFiles() async throws {
        let directory = try temporaryDirectory()
        let script = """
            # S1: present and look
            scene S1
            tap "present"
            wait 1.5
            expect transition none
            screenshot shot.png
            record rec
            frames 10
            stop
            """
        try Data(script.utf8).write(to: directory.appendingPathComponent("s1.txt"))
        let result = try run(["--script", "s1.txt"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "stagecraft: wrote shot.png\nstagecraft: recorded 10 frames to rec\n")
        let shot = try Canvas(contentsOf: directory.appendingPathComponent("shot.png"))
        XCTAssertEqual(shot.width, 393)
        XCTAssertEqual(shot.height, 852)
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("rec").path)
        XCTAssertEqual(frames.count, 10)
    }

    func testScriptTakesTheSceneDeviceAndScaleOptions() async throws {
        let directory = try temporaryDirectory()
        try Data("expect view \"present\" visible\nscreenshot shot.png\n".utf8)
            .write(to: directory.appendingPathComponent("s.txt"))
        let result = try run(
            ["--script", "s.txt", "--scene", "S12", "--device", "small", "--scale", "2"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let shot = try Canvas(contentsOf: directory.appendingPathComponent("shot.png"))
        XCTAssertEqual(shot.width, 750)
        XCTAssertEqual(shot.height, 1334)
    }

    func testAFailingExpectExitsOneNamingFileAndLine() async throws {
        let directory = try temporaryDirectory()
        let script = "scene S1\n\n# still nothing presented\nexpect transition running\nscreenshot never.png\n"
        try Data(script.utf8).write(to: directory.appendingPathComponent("fail.txt"))
        let result = try run(["--script", "fail.txt"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "fail.txt:4: expected transition running, but none is in flight\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("never.png").path))
    }

    func testAParseErrorExitsOneBeforeRunningAnything() async throws {
        let directory = try temporaryDirectory()
        let script = "scene S1\nscreenshot first.png\nwait soon\n"
        try Data(script.utf8).write(to: directory.appendingPathComponent("bad.txt"))
        let result = try run(["--script", "bad.txt"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "bad.txt:3: SECONDS must be a number, not 'soon'; usage: wait SECONDS\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("first.png").path),
            "nothing ran")
    }

    func testScriptOptionErrors() async throws {
        let directory = try temporaryDirectory()
        let missing = try run(["--script", "nope.txt"], in: directory)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("stagecraft: cannot read the script 'nope.txt'"), missing.stderr)
        try Data("device small\n".utf8).write(to: directory.appendingPathComponent("small.txt"))
        let clash = try run(["--script", "small.txt", "--device", "modern"], in: directory)
        XCTAssertEqual(clash.status, 1)
        XCTAssertEqual(clash.stderr, "small.txt:1: the script needs device 'small' but --device modern was given\n")
        let combined = try run(["--script", "small.txt", "--screenshot", "x.png"], in: directory)
        XCTAssertEqual(combined.status, 2)
        XCTAssertTrue(combined.stderr.hasPrefix("stagecraft: --script cannot be combined with --screenshot"))
    }

    /// The committed example runs and passes its own expectations.
    func testTheS12ExampleScriptRuns() async throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let example = packageRoot.appendingPathComponent("scripts/examples/s12-drag.txt")
        let result = try run(["--script", example.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("stagecraft: wrote /tmp/s12-drag-halfway.png"), result.stdout)
    }
}
