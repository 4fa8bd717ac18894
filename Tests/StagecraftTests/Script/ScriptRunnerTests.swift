import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// Running scripts on a `Simulator`: taps by title, time, expectations, screenshots, recordings,
/// and failures naming their line.
@MainActor
final class ScriptRunnerTests: XCTestCase {
    /// A fresh temporary directory, removed after the test.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ScriptRunnerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Runs `text` on a new simulator with paths relative to `directory`; returns the runner.
    @discardableResult
    func run(_ text: String, in directory: URL, name: String = "test.txt", scale: CGFloat = 1) throws -> ScriptRunner {
        let script = try Script(parsing: text, name: name, scenes: Gallery.catalog)
        let simulator = try Simulator(scenes: Gallery.catalog, device: script.device ?? .modernPhone, scale: scale)
        let runner = ScriptRunner(script: script, simulator: simulator, baseDirectory: directory)
        runner.output = { _ in }
        runner.dumpOutput = { _ in }
        try runner.run()
        return runner
    }

    func testS1TapPresentWaitExpectAndScreenshot() async throws {
        let directory = try temporaryDirectory()
        let runner = try run(
            """
            scene S1
            expect view "present" visible
            tap "present"
            frames 6
            expect transition running
            wait 1.5
            expect transition none
            expect view "present" hidden
            screenshot shot.png
            screenshot shot-frame.png frame
            """, in: directory)
        // The spring present ran to the end: the green screen is the presented controller.
        let root = try XCTUnwrap(runner.simulator.rootViewController)
        XCTAssertNotNil(root.presentedViewController)
        XCTAssertEqual(runner.simulator.lastEndedTransition?.completed, true)
        XCTAssertTrue(runner.simulator.eventLog.entries.contains { $0.hasPrefix("present ") }, "the tap presented")

        let shot = try Canvas(contentsOf: directory.appendingPathComponent("shot.png"))
        XCTAssertEqual(shot.width, Int(DeviceProfile.modernPhone.screenSize.width))
        XCTAssertEqual(shot.height, Int(DeviceProfile.modernPhone.screenSize.height))
        // The middle of the screen is the presented green screen, not the red presenter.
        let middle = shot.pixel(x: shot.width / 2, y: shot.height * 3 / 4)
        XCTAssertGreaterThan(middle.g, 150, "\(middle)")
        XCTAssertLessThan(middle.r, 100, "\(middle)")
        let framed = try Canvas(contentsOf: directory.appendingPathComponent("shot-frame.png"))
        XCTAssertEqual(framed.width, Int(DeviceProfile.modernPhone.windowSize.width))
        XCTAssertEqual(framed.height, Int(DeviceProfile.modernPhone.windowSize.height))
        XCTAssertEqual(
            runner.writtenFiles,
            [
                directory.appendingPathComponent("shot.png").path,
                directory.appendingPathComponent("shot-frame.png").path,
            ])
    }

    func testTheScreenshotFollowsTheDeviceAndScale() async throws {
        let directory = try temporaryDirectory()
        try run("device small\nscene S1\nscreenshot small.png", in: directory, scale: 2)
        let shot = try Canvas(contentsOf: directory.appendingPathComponent("small.png"))
        XCTAssertEqual(shot.width, Int(DeviceProfile.smallPhone.screenSize.width * 2))
        XCTAssertEqual(shot.height, Int(DeviceProfile.smallPhone.screenSize.height * 2))
    }

    func testRecordWritesOnePNGPerFrameWhileTimeAdvances() async throws {
        let directory = try temporaryDirectory()
        let runner = try run(
            """
            scene S1
            record rec
            frames 10
            stop
            frames 5
            record sparse every 4 frames
            tap "present"
            wait 0.2
            """, in: directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("rec").path)
            .sorted()
        XCTAssertEqual(files, (1...10).map { String(format: "frame-%05d.png", $0) })
        let first = try Canvas(contentsOf: directory.appendingPathComponent("rec/frame-00001.png"))
        XCTAssertEqual(first.width, 393)
        XCTAssertEqual(first.height, 852)
        // tap: 1 frame, wait 0.2: 12 frames → frames 1, 5, 9, 13 of 13; the open recording ends with the script.
        let sparse = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("sparse").path)
        XCTAssertEqual(sparse.count, 4)
        XCTAssertEqual(runner.writtenFiles.count, 14)
    }

    /// The recorded frames are the animation's frames: the presented view moves between them.
    func testRecordedFramesShowTheAnimationMoving() async throws {
        let directory = try temporaryDirectory()
        try run("scene S1\ntap \"present\"\nrecord rec\nframes 3\nstop", in: directory)
        let a = try Canvas(contentsOf: directory.appendingPathComponent("rec/frame-00001.png"))
        let c = try Canvas(contentsOf: directory.appendingPathComponent("rec/frame-00003.png"))
        var differing = 0
        for y in stride(from: 0, to: a.height, by: 4) where a.pixel(x: 196, y: y).g != c.pixel(x: 196, y: y).g {
            differing += 1
        }
        XCTAssertGreaterThan(differing, 0, "the spring moved the green screen between frame 1 and frame 3")
    }

    func testDumpWritesTheViewTree() async throws {
        let directory = try temporaryDirectory()
        let runner = try run("scene S12\ndump tree.txt", in: directory)
        let text = try String(contentsOf: directory.appendingPathComponent("tree.txt"), encoding: .utf8)
        XCTAssertEqual(text, runner.simulator.viewTreeDump())
        XCTAssertTrue(text.contains("UIButton frame=(0 0; 130 200) title=\"present\""), text)
    }

    func testDragDownPastHalfDismissesS12() async throws {
        let directory = try temporaryDirectory()
        let runner = try run(
            """
            scene S12
            tap "present"
            wait 1.2
            expect view "dismiss" visible
            press 196 300
            move 196 520 over 0.5
            expect transition interactive
            release
            wait 1.5
            expect transition none
            expect view "dismiss" hidden
            expect view "present" visible
            """, in: directory)
        XCTAssertNil(runner.simulator.rootViewController?.presentedViewController)
        XCTAssertEqual(runner.simulator.lastEndedTransition?.completed, true)
    }

    /// Each runtime failure throws a `ScriptError` at its own line, and nothing after it runs.
    func testFailuresNameTheirLine() async throws {
        let directory = try temporaryDirectory()
        let cases: [(String, String)] = [
            ("scene S1\n\ntap \"nothing\"", "t.txt:3: tap \"nothing\": no visible button or label has that title"),
            ("scene S1\nexpect transition running", "t.txt:2: expected transition running, but none is in flight"),
            (
                "scene S1\ntap \"present\"\nwait 0.1\nexpect transition none",
                "t.txt:4: expected transition none, but 'present Green' is in flight (not interactive)"
            ),
            (
                "scene S1\ntap \"present\"\nwait 0.1\nexpect transition interactive",
                "t.txt:4: expected transition interactive, but 'present"
            ),
            (
                "scene S1\nexpect view \"present\" hidden",
                "t.txt:2: expected \"present\" hidden, but UIButton \"present\" at ("
            ),
            ("scene S1\nexpect view \"dismiss\" visible", "t.txt:2: expected \"dismiss\" visible, but no visible"),
            ("scene S1\nexpect diagnostic touchIgnored", "t.txt:2: expected a diagnostic 'touchIgnored', but none"),
            ("scene S1\nscreenshot missing/dir/x.png", "t.txt:2: could not write the screenshot 'missing/dir/x.png'"),
            ("scene S1\ndump missing/dir/x.txt", "t.txt:2: could not write the view tree to 'missing/dir/x.txt'"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try run(text, in: directory, name: "t.txt"), text) { error in
                XCTAssertTrue(error is ScriptError, text)
                XCTAssertTrue("\(error)".hasPrefix(message), "\(text)\n→ \(error)\nwanted: \(message)")
            }
        }
    }

    func testAFailureStopsTheScript() async throws {
        let directory = try temporaryDirectory()
        XCTAssertThrowsError(
            try run("scene S1\nexpect transition running\nscreenshot after.png", in: directory, name: "t.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("after.png").path))
    }

    /// A tap during a non-interactive transition is ignored (R18): the diagnostic is there to expect.
    func testExpectDiagnosticSeesAnIgnoredTouch() async throws {
        let directory = try temporaryDirectory()
        let runner = try run(
            "scene S1\ntap \"present\"\nwait 0.1\ntap 196 426\nexpect diagnostic touchIgnored", in: directory)
        XCTAssertTrue(runner.simulator.diagnostics.contains { $0.name == "touchIgnored" && $0.rule == "R18" })
    }

    func testADeviceOtherThanTheSimulatorsFails() async throws {
        let script = try Script(parsing: "\ndevice small\nscene S1", name: "d.txt", scenes: Gallery.catalog)
        let runner = ScriptRunner(
            script: script, simulator: try Simulator(scenes: Gallery.catalog, device: .modernPhone))
        XCTAssertThrowsError(try runner.run()) { error in
            XCTAssertTrue("\(error)".hasPrefix("d.txt:2: the script needs device 'small'"), "\(error)")
        }
    }

    func testSlowPauseAndStepDriveMediaTime() async throws {
        let directory = try temporaryDirectory()
        let runner = try run("pause on\nwait 1", in: directory)
        XCTAssertEqual(runner.simulator.mediaTime, 0, accuracy: 1e-9, "paused: media time stands")
        let stepped = try run("pause on\nstep\nstep", in: directory)
        XCTAssertEqual(stepped.simulator.mediaTime, 2.0 / 60, accuracy: 1e-6)
        let slow = try run("slow on\nwait 1", in: directory)
        XCTAssertEqual(slow.simulator.mediaTime, 0.1, accuracy: 1e-6)
        let off = try run("slow on\nslow off\nwait 1", in: directory)
        XCTAssertEqual(off.simulator.mediaTime, 1, accuracy: 1e-6)
    }

    func testRotateTurnsTheDevice() async throws {
        let directory = try temporaryDirectory()
        let runner = try run("scene S1\nrotate right\nwait 0.5\nscreenshot land.png", in: directory)
        XCTAssertEqual(runner.simulator.orientation, .landscapeLeft)
        let shot = try Canvas(contentsOf: directory.appendingPathComponent("land.png"))
        XCTAssertEqual(shot.width, 852)
        XCTAssertEqual(shot.height, 393)
        let back = try run("scene S1\nrotate landscapeLeft\nwait 0.5\nrotate left\nwait 0.5", in: directory)
        XCTAssertEqual(back.simulator.orientation, .portrait, "left from landscape left is portrait")
    }

    /// A rotation refused during a non-interactive transition (R18) is a note, not a failure; the
    /// diagnostic is there to expect.
    func testARefusedRotationIsANoteAndADiagnostic() async throws {
        let script = try Script(
            parsing: "scene S1\ntap \"present\"\nwait 0.1\nrotate right\nexpect diagnostic rotationRefused",
            name: "r.txt", scenes: Gallery.catalog)
        let runner = ScriptRunner(script: script, simulator: try Simulator(scenes: Gallery.catalog))
        var lines: [String] = []
        runner.output = { lines.append($0) }
        try runner.run()
        XCTAssertEqual(lines, ["r.txt:4: note: rotate right was refused (see the diagnostics)"])
        XCTAssertEqual(runner.simulator.orientation, .portrait)
    }
}
