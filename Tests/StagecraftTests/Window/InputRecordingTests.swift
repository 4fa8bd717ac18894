import Foundation
import Gallery
import XCTest

@testable import Stagecraft
@testable import UIKit

/// Shift+Ctrl+R's recording (issue 15 item 6): what the window's input path gives the app is
/// written as a script with exact times, and `--script` replays it to identical frames.
@MainActor
final class InputRecordingTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A live session on S12 the way the window runs one: irregular frame times (13 and 21 ms,
    /// never the replay's 1/60 s), each turn advancing host time, then handling that turn's input
    /// through `WindowInput`, then running the frame. The user presents, drags the green screen
    /// down past half way while moving down, and lets go; a screenshot is taken mid-drag and at
    /// the end, and recorded as script lines at the same moments.
    func testARecordedSessionReplaysToIdenticalFrames() async throws {
        let directory = try temporaryDirectory()
        let live = try Simulator(scenes: Gallery.catalog)
        live.diagnosticLog.printsToConsole = false
        try live.openScene("S12")
        let input = WindowInput(simulator: live)
        let recorder = InputRecorder(
            header: InputRecorder.header(for: live, commandName: "stagecraft", date: Date()),
            startedAt: live.clock.hostTime)
        input.recorder = recorder

        var turn = 0
        var actions: [Int: () throws -> Void] = [:]
        func at(_ turn: Int, _ action: @escaping () throws -> Void) { actions[turn] = action }
        let midDrag = directory.appendingPathComponent("live-mid.png").path
        at(10) { input.apply(.press(CGPoint(x: 60, y: 100))) }
        at(14) { input.apply(.release) }
        at(90) { input.apply(.press(CGPoint(x: 196, y: 300))) }
        for step in 1...20 {
            at(90 + step) {
                input.apply(.move(CGPoint(x: 196 + CGFloat(step) / 4, y: 300 + CGFloat(step) * 13.37), over: nil))
            }
        }
        at(105) {
            try live.screenshot(to: midDrag)
            recorder.record(.screenshot(path: "replay-mid.png", includeDeviceFrame: false), at: live.clock.hostTime)
        }
        at(111) { input.apply(.release) }
        at(200) { input.apply(.rotate(.left)) }
        while turn < 260 {
            turn += 1
            live.clock.advanceHost(to: live.clock.hostTime + (turn % 2 == 0 ? 0.013 : 0.021))
            try actions[turn]?()
            live.runFrame()
        }
        XCTAssertNil(live.currentTransition)
        XCTAssertEqual(live.lastEndedTransition?.name.hasPrefix("dismiss"), true, "the drag dismissed")
        XCTAssertEqual(live.orientation, .landscapeRight)
        let liveEnd = directory.appendingPathComponent("live-end.png").path
        try live.screenshot(to: liveEnd)
        let text = recorder.script(endingAt: live.clock.hostTime)
        XCTAssertTrue(text.contains("\nscene S12\n"), text)
        XCTAssertTrue(text.contains("\nmove 196.25 313.37\n"), text)
        XCTAssertTrue(text.contains("\nrotate left\n"), text)

        // The replay: --script on a fresh simulator at the default 60 Hz, plus a last screenshot.
        let script = try Script(
            parsing: text + "screenshot replay-end.png\n", name: "recorded.txt", scenes: Gallery.catalog)
        let replay = try Simulator(scenes: Gallery.catalog, device: script.device ?? .modernPhone)
        replay.diagnosticLog.printsToConsole = false
        let runner = ScriptRunner(script: script, simulator: replay, baseDirectory: directory)
        runner.output = { _ in }
        try runner.run()
        XCTAssertEqual(replay.clock.hostTime, live.clock.hostTime, accuracy: 1e-6, "the same length of time")
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent("replay-mid.png")),
            try Data(contentsOf: URL(fileURLWithPath: midDrag)), "mid-drag frame")
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent("replay-end.png")),
            try Data(contentsOf: URL(fileURLWithPath: liveEnd)), "last frame")
    }

    /// Waits are rounded to the microsecond without the errors adding up; the last wait reaches
    /// the moment the recording stopped.
    func testWaitsAreExactToTheMicrosecondAndDoNotDrift() async throws {
        let recorder = InputRecorder(header: ["device modern"], startedAt: 10)
        var time = 10.0
        for _ in 0..<1000 {
            time += 0.0166666666
            recorder.record(.step, at: time)
        }
        let text = recorder.script(endingAt: time + 0.5)
        let waits = text.split(separator: "\n").compactMap { line -> Double? in
            line.hasPrefix("wait ") ? Double(line.dropFirst(5)) : nil
        }
        XCTAssertEqual(waits.count, 1001)
        XCTAssertEqual(waits.reduce(0, +), time + 0.5 - 10, accuracy: 1e-6)
        XCTAssertTrue(waits.allSatisfy { ($0 * 1e6 - ($0 * 1e6).rounded()).magnitude < 1e-6 })
    }

    /// Every command a recording can write parses back to itself.
    func testRecordedLinesParseBackToTheirCommands() async throws {
        let commands: [ScriptCommand] = [
            .device("small"), .scene("S12"), .home, .wait(0.233417), .press(CGPoint(x: 196.33, y: 300)),
            .move(CGPoint(x: 0.5, y: -12.25), over: nil), .release,
            .scroll(at: CGPoint(x: 1, y: 2), by: CGPoint(x: 0, y: -40)),
            .scrub(0.4217, over: nil), .scrubEnd(.release), .rotate(.left), .rotate(.right), .slow(true), .pause(false),
            .step, .screenshot(path: "a b.png", includeDeviceFrame: true), .tapTitle("say \"hi\"\nthere"),
        ]
        let text = commands.map(\.scriptLine).joined(separator: "\n")
        let parsed = try Script(parsing: text, name: "r.txt", scenes: Gallery.catalog).steps.map(\.command)
        XCTAssertEqual(parsed, commands)
    }
}
