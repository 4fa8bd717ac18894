import UniformTypeIdentifiers
import XCTest

/// R334: `UTType` names the system's declared types, their extensions and MIME types, and their
/// conformance (a PNG is an image is data is an item).
final class UTTypeTests: XCTestCase {
    func testR334DeclaredTypesTheirTagsAndConformance() {
        XCTAssertEqual(UTType.png.identifier, "public.png")
        XCTAssertEqual(UTType.png.preferredFilenameExtension, "png")
        XCTAssertEqual(UTType.jpeg.preferredMIMEType, "image/jpeg")
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "json"), .json)
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertEqual(UTType("public.plain-text"), .plainText)
        XCTAssertNil(UTType("com.example.nothing"))
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertTrue(UTType.png.conforms(to: .content))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.json.conforms(to: .text))
        XCTAssertTrue(UTType.plainText.conforms(to: .text))
        XCTAssertTrue(UTType.pdf.conforms(to: .content), "through composite content")
        XCTAssertTrue(UTType.folder.conforms(to: .item))
        XCTAssertFalse(UTType.folder.conforms(to: .data))
        XCTAssertTrue(UTType.image.isSupertype(of: .heic))
        XCTAssertTrue(UTType.heic.isSubtype(of: .image))
        XCTAssertFalse(UTType.image.isSubtype(of: .image))
    }

    func testR334AnUnknownExtensionGivesADynamicDataType() throws {
        let type = try XCTUnwrap(UTType(filenameExtension: "stagecraftscene"))
        XCTAssertTrue(type.isDynamic)
        XCTAssertFalse(type.isDeclared)
        XCTAssertTrue(type.conforms(to: .data))
        XCTAssertEqual(UTType(filenameExtension: "stagecraftscene"), type, "the same tag, the same type")
        XCTAssertNil(type.preferredFilenameExtension)
        XCTAssertNil(UTType(filenameExtension: ""))
        XCTAssertNil(UTType(filenameExtension: "a.b"))
    }
}
