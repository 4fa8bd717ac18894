import Foundation
import XCTest

@testable import Stagecraft
@testable import UIKit

@MainActor
final class SceneTourTests: XCTestCase {
    /// Without a display the command line writes the home screen, every scene's first frame and,
    /// where the scene has a button, a mid-transition frame that differs from the first and a frame after.
    func testTheTourWritesAFirstMiddleAndAfterFrameForEachSceneWithAButton() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written: [String] = []
        try SceneTour(folder: folder).run(
            makeSimulator: { try Simulator(scenes: TestScenes.catalog) }, progress: { written.append($0) })
        let names = written.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        XCTAssertEqual(names, ["home", "present", "present-mid", "present-after", "still"])
        let first = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/present.png"))
        let mid = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/present-mid.png"))
        XCTAssertNotEqual(first, mid, "the tap started the presentation")
    }

    /// Issue 15: the "mid" frame was taken 0.15 s after the tap, whatever the transition's length.
    /// It is the frame at half the duration of the transition the tap starts.
    func testTheMidFrameIsTakenHalfWayThroughTheTransition() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SceneTour(folder: folder).run(
            makeSimulator: { try Simulator(scenes: TestScenes.catalog) }, progress: { _ in })
        let tourMid = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/present-mid.png"))

        // The same scene, tapped, advanced frame by frame until the transition has run half its duration.
        func frame(at elapsedFraction: Double) throws -> Data {
            let simulator = try Simulator(scenes: TestScenes.catalog)
            try simulator.openScene("present")
            simulator.advance(seconds: 0.5)
            simulator.tap(at: CGPoint(x: 196, y: 422))
            while simulator.currentTransition == nil { simulator.advance(frames: 1) }
            let transition = try XCTUnwrap(simulator.currentTransition)
            simulator.advance(seconds: transition.duration * elapsedFraction - transition.elapsed)
            XCTAssertEqual(
                simulator.currentTransition?.elapsed ?? -1, transition.duration * elapsedFraction, accuracy: 1e-9)
            let path = "\(folder)/reference.png"
            try simulator.screenshot(to: path, includeDeviceFrame: true)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        XCTAssertEqual(tourMid, try frame(at: 0.5), "the tour's mid frame is the transition at half its duration")
        XCTAssertNotEqual(tourMid, try frame(at: 0.3))
    }

    func testAdvanceToMiddleReportsHalfTheDuration() async throws {
        let simulator = try Simulator(scenes: TestScenes.catalog)
        try simulator.openScene("present")
        simulator.tap(at: CGPoint(x: 196, y: 422))
        let elapsed = try XCTUnwrap(SceneTour.advanceToMiddle(of: simulator))
        XCTAssertEqual(elapsed, try XCTUnwrap(simulator.currentTransition).duration / 2, accuracy: 1e-9)
        // Nothing to tap starts nothing: it advances the fallback and says so.
        let still = try Simulator(scenes: TestScenes.catalog)
        try still.openScene("still")
        let before = still.mediaTime
        XCTAssertNil(SceneTour.advanceToMiddle(of: still))
        XCTAssertEqual(still.mediaTime - before, SceneTour.fallbackWait, accuracy: 1e-9)
    }
}
