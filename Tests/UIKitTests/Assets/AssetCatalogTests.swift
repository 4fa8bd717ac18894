import Foundation
import XCTest

@testable import UIKit

/// Asset catalogs (R314), resizable images (R315), font descriptors (R316) and motion effects
/// (R317), as iOS code uses them.
@MainActor
final class AssetCatalogTests: XCTestCase {
    private var savedDirectories: [URL] = []
    private var folder: URL!

    override func setUp() async throws {
        savedDirectories = UIImage.assetDirectories
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let accent = catalog.appendingPathComponent("Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: accent, withIntermediateDirectories: true)
        let json = """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x40", "green": "128", "red": "0.200"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "0.500", "blue": "1.000", "green": "1.000", "red": "1.000"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        try json.write(to: accent.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let tint = catalog.appendingPathComponent("Tint.colorset")
        try FileManager.default.createDirectory(at: tint, withIntermediateDirectories: true)
        try """
        {"colors": [{"color": {"platform": "ios", "reference": "systemRedColor"}, "idiom": "universal"}]}
        """.write(to: tint.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        UIImage.registerAssetDirectory(folder)
    }

    override func tearDown() async throws {
        UIImage.assetDirectories = savedDirectories
        try? FileManager.default.removeItem(at: folder)
    }

    /// R314: `UIColor(named:)` reads an asset catalog's colour set — decimal, 0–255 and hex
    /// components — with its dark variant; a reference to a system colour is that colour; a
    /// missing name is nil.
    func testR314NamedColoursComeFromColourSetsWithTheirDarkVariant() async throws {
        let accent = try XCTUnwrap(UIColor(named: "Accent"))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(
            &r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 0.2, accuracy: 0.001)
        XCTAssertEqual(g, 128 / 255, accuracy: 0.001)
        XCTAssertEqual(b, 64 / 255, accuracy: 0.001)
        XCTAssertEqual(a, 1, accuracy: 0.001)
        accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(
            &r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 1, accuracy: 0.001)
        XCTAssertEqual(a, 0.5, accuracy: 0.001)
        XCTAssertNotNil(UIColor(named: "Brand/Accent"))
        XCTAssertEqual(
            UIColor(named: "Tint", in: nil, compatibleWith: nil)?.resolvedColor(
                with: UITraitCollection(userInterfaceStyle: .light)),
            UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertNil(UIColor(named: "Nope"))
    }

    /// R315: a resizable image keeps its caps and stretches its middle: an image view shows it
    /// through its layer's `contentsCenter`.
    func testR315AResizableImageStretchesBetweenItsCaps() async throws {
        let bitmap = CGImage(width: 40, height: 20, rgba: Data(repeating: 200, count: 40 * 20 * 4))
        let image = UIImage(cgImage: bitmap).resizableImage(
            withCapInsets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10), resizingMode: .stretch)
        XCTAssertEqual(image.capInsets, UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        XCTAssertEqual(image.resizingMode, .stretch)
        let view = UIImageView(image: image)
        XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        view.image = UIImage(cgImage: bitmap)
        XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        let old = UIImage(cgImage: bitmap).stretchableImage(withLeftCapWidth: 10, topCapHeight: 5)
        XCTAssertEqual(old.capInsets, UIEdgeInsets(top: 5, left: 10, bottom: 14, right: 29))
    }

    /// R316: a descriptor makes the bold or italic variant of a font, and sizes it.
    func testR316FontDescriptorsMakeBoldAndItalicVariants() async throws {
        let body = UIFont.systemFont(ofSize: 17)
        let boldDescriptor = try XCTUnwrap(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        XCTAssertEqual(bold.pointSize, 17)
        XCTAssertTrue(bold.isBold)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: try XCTUnwrap(bold.fontDescriptor.withSymbolicTraits([.traitItalic])), size: 20)
        XCTAssertTrue(italic.isItalic)
        XCTAssertFalse(italic.isBold, "the traits given replace the old ones")
        XCTAssertEqual(italic.pointSize, 20)
        let heavy = UIFontDescriptor(fontAttributes: [
            .size: 12, .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy],
        ])
        XCTAssertEqual(UIFont(descriptor: heavy, size: 0), UIFont.systemFont(ofSize: 12, weight: .heavy))
        XCTAssertNotNil(body.fontDescriptor.withDesign(.rounded))
    }

    /// R317: a motion effect answers for a viewer offset as UIKit's, but the simulator has no tilt:
    /// added to a view it moves nothing.
    func testR317MotionEffectsInterpolateButNothingTilts() async throws {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20
        XCTAssertEqual(
            effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"]
                as? CGFloat, 10)
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect]
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addMotionEffect(group)
        XCTAssertEqual(view.motionEffects.count, 1)
        XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
        view.removeMotionEffect(group)
        XCTAssertTrue(view.motionEffects.isEmpty)
        // A bar button item with an image and no target compiles as in iOS code.
        let item = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        XCTAssertNotNil(item.image)
    }
}
