import Foundation
import UIKit
import XCTest

@MainActor
final class UIImageTests: XCTestCase {
    private var folder: URL!
    private var savedDirectories: [URL] = []
    private var log: DiagnosticLog!
    private var savedLog: DiagnosticLog!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        savedDirectories = UIImage.assetDirectories
        UIImage.assetDirectories = [folder]
        savedLog = DiagnosticLog.current
        log = DiagnosticLog()
        log.printsToConsole = false
        log.makeCurrent()
    }

    override func tearDown() async throws {
        UIImage.assetDirectories = savedDirectories
        savedLog.makeCurrent()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes the start of a PNG file (signature and IHDR chunk) declaring `width × height` pixels.
    private func writePNGHeader(_ file: String, width: UInt32, height: UInt32) throws {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit RGBA, deflate, no filter, no interlace
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        withUnsafeBytes(of: UInt32(13).bigEndian) { png.append(contentsOf: $0) }
        png.append(ihdr)
        withUnsafeBytes(of: crc32(ihdr).bigEndian) { png.append(contentsOf: $0) }
        try png.write(to: folder.appendingPathComponent(file))
    }

    private func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func testNamedImageReadsItsPixelSizeFromThePNGHeader() async throws {
        try writePNGHeader("plain.png", width: 30, height: 20)

        let image = try XCTUnwrap(UIImage(named: "plain"))

        XCTAssertEqual(image.cgImage?.width, 30)
        XCTAssertEqual(image.cgImage?.height, 20)
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(image.name, "plain")
    }

    func testAt2xImageHasScaleTwoAndHalfThePixelSizeInPoints() async throws {
        try writePNGHeader("thumb@2x.png", width: 600, height: 800)

        let image = try XCTUnwrap(UIImage(named: "thumb"))

        // 600×800 px at scale 2 = 300×400 pt
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 300, height: 400))
    }

    func testNameWithExtensionLoadsThatFile() async throws {
        try writePNGHeader("icon.png", width: 16, height: 16)

        XCTAssertEqual(UIImage(named: "icon.png")?.size, CGSize(width: 16, height: 16))
    }

    func testMissingImageReturnsNilAndReportsMissingAssetNamingTheFolders() async throws {
        let image = UIImage(named: "nowhere")

        XCTAssertNil(image)
        let diagnostic = try XCTUnwrap(log.entries.last)
        XCTAssertEqual(diagnostic.name, "missingAsset")
        XCTAssertTrue(diagnostic.message.contains("nowhere"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains(folder.path), diagnostic.message)
    }

    func testAFileThatIsNotAnImageReportsUnreadableAsset() async throws {
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))

        XCTAssertNil(UIImage(named: "broken"))
        XCTAssertEqual(log.entries.map(\.name), ["unreadableAsset"])
    }

    func testContentsOfFileTakesTheScaleFromTheFileName() async throws {
        try writePNGHeader("card@3x.png", width: 300, height: 150)

        let image = try XCTUnwrap(UIImage(contentsOfFile: folder.appendingPathComponent("card@3x.png").path))

        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.size, CGSize(width: 100, height: 50))
    }
}
