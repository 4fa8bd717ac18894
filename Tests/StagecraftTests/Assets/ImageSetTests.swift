import Foundation
import Stagecraft
import UIKit
import XCTest

/// R314: `UIImage(named:)` finds an asset catalog's image set, preferring its 2× file.
@MainActor
final class ImageSetTests: XCTestCase {
    func testR314NamedImagesComeFromImageSets() async throws {
        let saved = UIImage.assetDirectories
        defer { UIImage.assetDirectories = saved }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imageset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/Badge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let canvas = try Canvas(width: 40, height: 20)
        // A renderer installs the image decoder `UIImage` reads files with.
        _ = Renderer(canvas: canvas, fonts: try FontLibrary.shared())
        canvas.clear(to: UIColor.systemRed.cgColor)
        try canvas.writePNG(to: set.appendingPathComponent("badge@2x.png"))
        try """
        {"images": [{"idiom": "universal", "scale": "1x"},
                    {"filename": "badge@2x.png", "idiom": "universal", "scale": "2x"},
                    {"idiom": "universal", "scale": "3x"}], "info": {"author": "xcode", "version": 1}}
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        UIImage.registerAssetDirectory(folder)
        let image = try XCTUnwrap(UIImage(named: "Badge"))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
    }

    /// `jpegData(compressionQuality:)` encodes a JPEG that reads back at the image's size and colour.
    func testJPEGDataReadsBack() async throws {
        let canvas = try Canvas(width: 40, height: 20)
        _ = Renderer(canvas: canvas, fonts: try FontLibrary.shared())
        let rgba = Data((0..<(40 * 20)).flatMap { _ in [UInt8(220), 30, 30, 255] })
        let image = UIImage(cgImage: CGImage(width: 40, height: 20, rgba: rgba))
        let data = try XCTUnwrap(image.jpegData(compressionQuality: 0.9))
        XCTAssertEqual(Array(data.prefix(2)), [0xFF, 0xD8])
        XCTAssertLessThan(
            try XCTUnwrap(image.jpegData(compressionQuality: 0.1)).count,
            try XCTUnwrap(image.jpegData(compressionQuality: 1)).count)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: file) }
        try data.write(to: file)
        let back = try XCTUnwrap(UIImage(contentsOfFile: file.path))
        XCTAssertEqual(back.size, CGSize(width: 40, height: 20))
        let pixel = try XCTUnwrap(back.cgImage?.rgbaBytes)
        XCTAssertEqual(Int(pixel[0]), 220, accuracy: 12)
        XCTAssertEqual(Int(pixel[1]), 30, accuracy: 12)
    }
}
