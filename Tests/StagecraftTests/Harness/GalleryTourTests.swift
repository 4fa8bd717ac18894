import Gallery
import XCTest

@testable import Stagecraft
@testable import UIKit

@MainActor
final class GalleryTourTests: XCTestCase {
    /// Without a display the command line writes the home screen, every scene's first frame and,
    /// where the scene has a button, a mid-transition frame that differs from the first and a frame after.
    func testTheTourWritesAFirstMiddleAndAfterFrameForEachSceneWithAButton() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString)").path
        var written: [String] = []
        try GalleryTour(folder: folder).run(
            makeSimulator: { try Simulator() }, home: { HomeViewController { _ in } }, progress: { written.append($0) })
        let names = Set(written.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        XCTAssertTrue(names.contains("home"))
        for scene in Gallery.scenes { XCTAssertTrue(names.contains(scene.id), "\(scene.id) first frame") }
        for id in ["S1", "S2", "S3", "S5", "S6", "S7", "S9", "S17"] {
            XCTAssertTrue(names.contains("\(id)-mid") && names.contains("\(id)-after"), "\(id) has a button")
            let first = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(id).png"))
            let mid = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(id)-mid.png"))
            XCTAssertNotEqual(first, mid, "\(id): the tap started something")
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
