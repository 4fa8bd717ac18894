import Foundation
import XCTest

@testable import Stagecraft

/// The Ctrl+R recording: its key and the rate its video plays at.
@MainActor
final class WindowRecordingTests: XCTestCase {
    func testCtrlRIsAKeyCommandInTheHelp() async throws {
        XCTAssertTrue(KeyCommand.allCases.contains(.toggleRecording))
        XCTAssertEqual(KeyCommand.toggleRecording.keys, "Ctrl+R")
        // Every key is bound once.
        XCTAssertEqual(Set(KeyCommand.allCases.map(\.keys)).count, KeyCommand.allCases.count)
    }

    func testTheVideoPlaysAtTheRateTheFramesCameIn() async throws {
        var recording = WindowRecording(
            folder: URL(fileURLWithPath: "/tmp/x"), name: "x", frames: 31, firstFrameAt: 10, lastFrameAt: 11)
        XCTAssertEqual(recording.framesPerSecond(displayRate: 60), 30, accuracy: 1e-9)
        // Never faster than the display, even when frames came in bursts.
        recording.lastFrameAt = 10.25
        XCTAssertEqual(recording.framesPerSecond(displayRate: 60), 60)
        // One frame cannot be measured: the display's rate.
        recording.frames = 1
        XCTAssertEqual(recording.framesPerSecond(displayRate: 120), 120)
        // A very slow recording still plays at 1 fps at least.
        recording = WindowRecording(
            folder: URL(fileURLWithPath: "/tmp/x"), name: "x", frames: 2, firstFrameAt: 0, lastFrameAt: 5)
        XCTAssertEqual(recording.framesPerSecond(displayRate: 60), 1)
    }
}
