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
}
