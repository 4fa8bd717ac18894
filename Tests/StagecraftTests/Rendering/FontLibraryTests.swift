import Foundation
import Stagecraft
import UIKit
import XCTest

/// `FontLibrary` measures with SDL_ttf and becomes UIKit's text measurer once installed.
@MainActor
final class FontLibraryTests: XCTestCase {
    func testHelloIsWiderThanHi() async {
        let fonts = TestFonts.library
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertGreaterThan(fonts.width(of: "Hello", font: font), fonts.width(of: "Hi", font: font))
        XCTAssertGreaterThan(
            fonts.width(of: "Hello", font: .boldSystemFont(ofSize: 17)), fonts.width(of: "Hello", font: font))
        let metrics = fonts.lineMetrics(for: font)
        XCTAssertGreaterThan(metrics.ascender, 10)
        XCTAssertGreaterThan(metrics.descender, 0)
        XCTAssertGreaterThanOrEqual(metrics.lineHeight, metrics.ascender + metrics.descender)
    }

    func testLabelSizeThatFitsUsesInstalledFontLibrary() async {
        let fonts = TestFonts.library
        fonts.install()
        XCTAssertFalse(TextMetrics.isEstimated)
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        let size = label.sizeThatFits(.zero)
        XCTAssertEqual(size.width, fonts.width(of: "Hello", font: label.font).rounded(.up))
        XCTAssertEqual(size.height, fonts.lineMetrics(for: label.font).lineHeight.rounded(.up))
    }

    func testMissingFontDirectoryNamesFileAndPackage() async {
        XCTAssertThrowsError(try FontLibrary(directory: URL(fileURLWithPath: "/nonexistent-fonts"))) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("/nonexistent-fonts/DejaVuSans.ttf"), text)
            XCTAssertTrue(text.contains("fonts-dejavu-core"), text)
        }
    }
}
