import XCTest

@testable import UIKit

/// R333: an item provider registers representations by type and loads them asynchronously, in
/// a later frame: objects of a registered class as they are, data, and files.
@MainActor
final class ItemProviderTests: XCTestCase {
    var app: TestApp!

    override func setUp() async throws {
        app = TestApp()
    }

    func image(_ width: Int, _ height: Int) -> UIImage {
        UIImage(cgImage: CGImage(width: width, height: height, rgba: Data(repeating: 200, count: width * height * 4)))
    }

    func testR333AnImageProviderOffersPNGAndHandsTheObjectOver() async throws {
        let original = image(3, 2)
        let provider = NSItemProvider(object: original)
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.png"])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.image"), "png conforms to image")
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.movie"))
        XCTAssertTrue(provider.canLoadObject(ofClass: UIImage.self))
        let box = LoadBox()
        let progress = provider.loadObject(ofClass: UIImage.self) { object, _ in
            let image = object as? UIImage
            MainActor.assumeIsolated {
                box.image = image
                box.calls += 1
            }
        }
        XCTAssertEqual(box.calls, 0)
        XCTAssertFalse(progress.isFinished)
        app.advance(seconds: 1.0 / 60)
        XCTAssertTrue(box.image === original)
        XCTAssertTrue(progress.isFinished)

        provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in
            MainActor.assumeIsolated { box.data = data }
        }
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(box.data.map { Array($0.prefix(8)) }, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testR333DataRepresentationsBecomeObjectsAndUnknownTypesFail() async throws {
        let png = try XCTUnwrap(image(5, 4).pngData())
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(png, nil)
            return nil
        }
        XCTAssertTrue(provider.canLoadObject(ofClass: UIImage.self))
        let box = LoadBox()
        provider.loadObject(ofClass: UIImage.self) { object, error in
            let image = object as? UIImage
            MainActor.assumeIsolated {
                box.image = image
                box.error = error
            }
        }
        app.advance(seconds: 1.0 / 60)
        XCTAssertNil(box.error)
        XCTAssertEqual(box.image?.size, CGSize(width: 5, height: 4), "made from the PNG with UIImage(data:)")

        provider.loadDataRepresentation(forTypeIdentifier: "com.adobe.pdf") { _, error in
            MainActor.assumeIsolated { box.error = error }
        }
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual((box.error as? NSItemProviderError)?.code, .unavailableCoercionError)
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
    }

    func testR333FileRepresentationsAreTemporaryFilesNamedByTheProvider() async throws {
        let provider = NSItemProvider(object: image(2, 2))
        provider.suggestedName = "Photo"
        let box = LoadBox()
        provider.loadFileRepresentation(forTypeIdentifier: "public.png") { url, _ in
            let exists = url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
            MainActor.assumeIsolated {
                box.url = url
                box.calls = exists ? 1 : -1
            }
        }
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(box.url?.lastPathComponent, "Photo.png")
        XCTAssertEqual(box.calls, 1, "the file exists while the handler runs")
        XCTAssertFalse(FileManager.default.fileExists(atPath: box.url?.path ?? "/"), "and is removed after")
    }
}
