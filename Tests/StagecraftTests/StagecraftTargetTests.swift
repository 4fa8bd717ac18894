import XCTest

@testable import Stagecraft

/// Placeholder so the target builds until the renderer's tests land.
final class StagecraftTargetTests: XCTestCase {
    func testStagecraftModuleLinks() {
        XCTAssertTrue(true)
    }
}
