import Foundation
import XCTest

@testable import Stagecraft

/// Ctrl+S's file and its report (issue 15: no feedback, and failures printed as raw NSError dumps).
@MainActor
final class ScreenshotSaverTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("captures-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testTheScreenshotIsNamedAfterTheSceneAndReported() async throws {
        let simulator = try Simulator(scenes: TestScenes.catalog)
        try simulator.openScene("present")
        let folder = CaptureFolder(url: try temporaryFolder().appendingPathComponent("Stagecraft"))
        let outcome = ScreenshotSaver(folder: folder).save(simulator)
        XCTAssertFalse(outcome.isError, outcome.line)
        XCTAssertEqual(outcome.title, "Screenshot saved")
        let file = try XCTUnwrap(outcome.file)
        XCTAssertTrue(file.lastPathComponent.hasPrefix("Stagecraft present screenshot "), file.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
        XCTAssertEqual(outcome.detail, CaptureFolder.abbreviated(file.path))
        XCTAssertTrue(outcome.line.hasPrefix("screenshot saved: "), outcome.line)
        simulator.openHome()
        XCTAssertTrue(
            ScreenshotSaver(folder: folder).save(simulator).file?.lastPathComponent.hasPrefix("Stagecraft home ")
                ?? false)
    }

    /// A folder that cannot be made is reported as a sentence naming it, not as an NSError dump.
    func testAFailureSaysWhyInASentence() async throws {
        let simulator = try Simulator(scenes: TestScenes.catalog)
        let base = try temporaryFolder()
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let blocker = base.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let outcome = ScreenshotSaver(folder: CaptureFolder(url: blocker.appendingPathComponent("Stagecraft"))).save(
            simulator)
        XCTAssertTrue(outcome.isError)
        XCTAssertEqual(outcome.title, "Could not save the screenshot")
        XCTAssertEqual(outcome.detail, "\(blocker.path) is a file, not a folder")
        XCTAssertFalse(outcome.line.contains("Domain="), outcome.line)
    }

    func testWriteFailuresReadAsSentences() async throws {
        let missing = "/nonexistent-\(UUID().uuidString)/shot.png"
        XCTAssertEqual(
            WriteFailure.reason(CocoaError(.fileNoSuchFile), writing: missing),
            "the folder \((missing as NSString).deletingLastPathComponent) does not exist")
        XCTAssertEqual(WriteFailure.reason(of: CocoaError(.fileWriteOutOfSpace)), "the disk is full")
        XCTAssertEqual(
            WriteFailure.reason(of: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))), "permission denied")
        XCTAssertEqual(WriteFailure.reason(of: RenderError("could not write PNG x")), "could not write PNG x")
        XCTAssertEqual(WriteFailure.sentence("the disk is full"), "The disk is full")
    }
}
