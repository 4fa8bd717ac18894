import XCTest

@testable import Gallery

/// Placeholder until the scenes land: the gallery's scene lookup is case-insensitive and total.
@MainActor
final class GalleryTargetTests: XCTestCase {
    func testSceneLookupOfAnUnknownIdReturnsNil() async {
        XCTAssertNil(Gallery.scene(id: "no-such-scene"))
    }
}
