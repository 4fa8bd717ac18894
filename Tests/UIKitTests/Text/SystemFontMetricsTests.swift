import UIKit
import XCTest

/// The system font follows San Francisco's spacing facts whatever face draws it (R200).
@MainActor
final class SystemFontMetricsTests: XCTestCase {
    override func setUp() async throws { UIKitRuntime.reset() }

    func testR200SystemTrackingFollowsSFsTableBySize() async {
        // HIG rows: 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14 (thousandths of an em).
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 12), 0, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 13), -0.078, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 17), -0.442, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 28), 0.392, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 34), 0.408, accuracy: 1e-9)
        // Between rows the tracking is interpolated; outside the table the end rows hold.
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 16.5), 16.5 * -23 / 1000, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 4), 4 * 41 / 1000, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemTracking(forPointSize: 120), 120 * -13 / 1000, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).tracking, -0.442, accuracy: 1e-9)
    }

    func testR200SystemLineMetricsAreSFs() async {
        let metrics = UIFont.systemLineMetrics(pointSize: 17)
        XCTAssertEqual(metrics.ascender, 16.186, accuracy: 0.001)
        XCTAssertEqual(metrics.descender, 4.100, accuracy: 0.001)
        XCTAssertEqual(metrics.lineHeight, 20.287, accuracy: 0.001)
        XCTAssertFalse(UIFont.systemFont(ofSize: 19).usesDisplayFace)
        XCTAssertTrue(UIFont.systemFont(ofSize: 20).usesDisplayFace)
    }

    func testR200ItalicAndWeightsAreDistinctFonts() async {
        let italic = UIFont.italicSystemFont(ofSize: 17)
        XCTAssertTrue(italic.isItalic)
        XCTAssertEqual(italic.weight, .regular)
        XCTAssertNotEqual(italic, UIFont.systemFont(ofSize: 17))
        XCTAssertTrue(italic.withSize(20).isItalic)
        XCTAssertEqual(italic.description, "system 17 italic")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17), UIFont.systemFont(ofSize: 17, weight: .bold))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17, weight: .medium), UIFont.systemFont(ofSize: 17))
    }
}
