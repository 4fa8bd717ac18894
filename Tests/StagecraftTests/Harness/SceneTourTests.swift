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
}
