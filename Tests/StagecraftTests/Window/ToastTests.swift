import Foundation
import XCTest

@testable import Stagecraft

final class ToastTests: XCTestCase {
    /// A long path keeps its start and its file name around an ellipsis.
    func testALongLineIsShortenedInTheMiddle() {
        let path = "~/Pictures/Stagecraft/Stagecraft S12 screenshot 2025-03-04 at 10.11.12.png"
        let fitted = Toast.fitted(path, maxWidth: 40) { CGFloat($0.count) }
        XCTAssertLessThanOrEqual(fitted.count, 40)
        XCTAssertTrue(fitted.hasPrefix("~/Pictures/Stag"), fitted)
        XCTAssertTrue(fitted.hasSuffix("10.11.12.png"), fitted)
        XCTAssertTrue(fitted.contains("…"), fitted)
        XCTAssertEqual(Toast.fitted("short", maxWidth: 40) { CGFloat($0.count) }, "short")
    }

    func testAFailureStaysLonger() {
        let saved = Toast(title: "Screenshot saved", shownAt: 10)
        let failed = Toast(title: "Could not save the screenshot", isError: true, shownAt: 10)
        XCTAssertTrue(saved.isShowing(at: 12))
        XCTAssertFalse(saved.isShowing(at: 14))
        XCTAssertTrue(failed.isShowing(at: 14))
    }
}
