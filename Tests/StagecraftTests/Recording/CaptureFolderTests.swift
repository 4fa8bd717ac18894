import Foundation
import XCTest

@testable import Stagecraft

/// Where Ctrl+S, Ctrl+R and Shift+Ctrl+R save, and their names (issue 15: `stagecraft-1712345678.png`
/// in whatever folder the command happened to run in).
final class CaptureFolderTests: XCTestCase {
    func testTheFolderIsStagecraftInThePicturesFolder() {
        let plain = CaptureFolder.forUser(environment: ["HOME": "/home/ada"], userDirectories: "")
        XCTAssertEqual(plain.url.path, "/home/ada/Pictures/Stagecraft")
        let xdg = CaptureFolder.forUser(
            environment: ["HOME": "/home/ada"], userDirectories: "# comment\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n")
        XCTAssertEqual(xdg.url.path, "/home/ada/Bilder/Stagecraft")
        let explicit = CaptureFolder.forUser(environment: ["HOME": "/home/ada", "STAGECRAFT_CAPTURES": "/tmp/caps"])
        XCTAssertEqual(explicit.url.path, "/tmp/caps")
        let homeless = CaptureFolder.forUser(environment: [:], workingDirectory: "/work")
        XCTAssertEqual(homeless.url.path, "/work")
    }

    func testNamesAreReadableAndNeverOverwrite() {
        let date = Date(timeIntervalSince1970: 1_741_083_072)  // 2025-03-04 10:11:12 UTC
        let name = CaptureFolder.baseName(
            kind: "screenshot", scene: "S12", date: date, timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(name, "Stagecraft S12 screenshot 2025-03-04 at 10.11.12")
        let folder = CaptureFolder(url: URL(fileURLWithPath: "/pics"))
        let taken: Set = ["/pics/\(name).png", "/pics/\(name) 2.png"]
        XCTAssertEqual(
            folder.unusedURL(baseName: name, pathExtension: "png") { taken.contains($0) }.path, "/pics/\(name) 3.png")
        XCTAssertEqual(CaptureFolder.abbreviated("/home/ada/Pictures/x.png", home: "/home/ada"), "~/Pictures/x.png")
    }
}
