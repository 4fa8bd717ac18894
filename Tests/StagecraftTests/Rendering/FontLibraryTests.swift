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

    /// Widths and font files are kept between calls (issue #16: every label was shaped again on
    /// every frame); a kept width is the width measuring again gives, for each font apart.
    func testKeptWidthsAreTheMeasuredWidthsForEachFont() async throws {
        let fonts = try FontLibrary()
        let texts = ["Hello", "Hello, world", "Second screen", "…", "Tap dismiss: the delegate returns nil"]
        let faces: [UIFont] = [
            .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17), .systemFont(ofSize: 24),
            .italicSystemFont(ofSize: 13), .systemFont(ofSize: 17, weight: .semibold),
        ]
        for _ in 0..<2 {
            for text in texts {
                for font in faces {
                    XCTAssertEqual(
                        fonts.width(of: text, font: font), fonts.measureWidth(of: text, font: font), "\(text) \(font)")
                }
            }
        }
        XCTAssertNotEqual(
            fonts.width(of: "Hello", font: .boldSystemFont(ofSize: 17)),
            fonts.width(of: "Hello", font: .systemFont(ofSize: 17)))
        XCTAssertEqual(fonts.path(for: .systemFont(ofSize: 24)), fonts.path(for: .systemFont(ofSize: 24)))
        XCTAssertNotEqual(fonts.path(for: .systemFont(ofSize: 24)), fonts.path(for: .boldSystemFont(ofSize: 24)))
        // Past the limit the kept widths are dropped and measured again, still the same.
        for i in 0...FontLibrary.widthCacheLimit { _ = fonts.width(of: "row \(i)", font: faces[0]) }
        XCTAssertEqual(fonts.width(of: "row 7", font: faces[0]), fonts.measureWidth(of: "row 7", font: faces[0]))
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
            XCTAssertTrue(text.contains("/nonexistent-fonts/Inter-Regular.otf"), text)
            XCTAssertTrue(text.contains("/nonexistent-fonts/DejaVuSans.ttf"), text)
            XCTAssertTrue(text.contains("fonts-inter"), text)
            XCTAssertTrue(text.contains("fonts-dejavu-core"), text)
        }
    }

    func testR200InterDrawsTheSystemFontWithSFsMetrics() async {
        let fonts = TestFonts.library
        XCTAssertEqual(fonts.family, .inter, "the package ships Inter in Assets/Fonts")
        let metrics = fonts.lineMetrics(for: .systemFont(ofSize: 17))
        XCTAssertEqual(metrics.lineHeight, 20.287, accuracy: 0.001)
        XCTAssertEqual(metrics.ascender, 16.186, accuracy: 0.001)
        XCTAssertTrue(fonts.path(for: .systemFont(ofSize: 17, weight: .semibold)).hasSuffix("/Inter-SemiBold.otf"))
        XCTAssertTrue(fonts.path(for: .systemFont(ofSize: 34, weight: .bold)).hasSuffix("/InterDisplay-Bold.otf"))
        XCTAssertTrue(fonts.path(for: .systemFont(ofSize: 12, weight: .heavy)).hasSuffix("/Inter-ExtraBold.otf"))
        XCTAssertTrue(fonts.path(for: .italicSystemFont(ofSize: 17)).hasSuffix("/Inter-Italic.otf"))
        XCTAssertTrue(fonts.path(for: .systemFont(ofSize: 17, weight: .ultraLight)).hasSuffix("/Inter-ExtraLight.otf"))
    }

    func testR200TrackingTightensSeventeenPointText() async {
        let fonts = TestFonts.library
        let font = UIFont.systemFont(ofSize: 17)
        let text = "Settings"
        // The measured width is the kerned width plus −0.442 pt after each of the 8 characters.
        XCTAssertEqual(fonts.tracking(for: font), -0.442, accuracy: 1e-9)
        let untracked = fonts.width(of: text, font: font) - 8 * fonts.tracking(for: font)
        XCTAssertEqual(fonts.width(of: text, font: font), untracked - 3.536, accuracy: 1e-6)
        // Pairs are kerned (HarfBuzz through SDL_ttf): at 100 pt "AV" is far narrower than A and V.
        let big = UIFont.systemFont(ofSize: 100)
        let pair = fonts.width(of: "AV", font: big) - 2 * fonts.tracking(for: big)
        let apart = fonts.width(of: "A", font: big) + fonts.width(of: "V", font: big) - 2 * fonts.tracking(for: big)
        XCTAssertLessThan(pair, apart - 4, "kerned \(pair) against \(apart)")
        // At 12 pt the table's tracking is 0.
        XCTAssertEqual(fonts.tracking(for: .systemFont(ofSize: 12)), 0)
    }

    func testR200HeavierWeightsAreWider() async {
        let fonts = TestFonts.library
        let widths = [UIFont.Weight.light, .regular, .medium, .semibold, .bold, .heavy, .black].map {
            fonts.width(of: "Navigation", font: .systemFont(ofSize: 17, weight: $0))
        }
        XCTAssertEqual(widths, widths.sorted(), "\(widths)")
        XCTAssertEqual(Set(widths).count, widths.count, "every weight is its own cut: \(widths)")
    }
}
