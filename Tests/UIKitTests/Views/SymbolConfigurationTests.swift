import XCTest

@testable import UIKit

/// More SF Symbols and symbol configurations (R298).
@MainActor
final class SymbolConfigurationTests: XCTestCase {
    func testR298ConfigurationsSizeTheSymbol() async {
        UIKitRuntime.reset()
        let plain = UIImage(systemName: "house")!
        XCTAssertEqual(plain.size, CGSize(width: 24, height: 24), "unconfigured: the bar size")
        let large = UIImage(systemName: "house", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))!
        XCTAssertEqual(large.size.width, (24 * 34 / 17 / 1.29).rounded())
        let small = plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large))
        XCTAssertEqual(small.size, plain.size, "17 pt large is the natural box")
        let imageView = UIImageView(image: plain)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        XCTAssertEqual(
            imageView.intrinsicContentSize, large.size, "the image view's configuration applies over the image's")
    }

    func testR298ApplyingCombinesConfigurations() async {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .small))
        XCTAssertEqual(combined.pointSize, 20)
        XCTAssertEqual(combined.weight, .bold)
        XCTAssertEqual(combined.scale, .small)
        XCTAssertEqual(base.applying(UIImage.SymbolConfiguration(weight: .light)).weight, .light, "the argument wins")
        XCTAssertEqual(UIImage.SymbolWeight(UIFont.Weight.semibold), .semibold)
        XCTAssertNil(
            UIImage(cgImage: CGImage(width: 1, height: 1, rgba: Data([0, 0, 0, 0]))).applyingSymbolConfiguration(base))
    }

    func testR298TheAddedSymbolsExist() async {
        for name in [
            "house", "house.fill", "tray", "tray.fill", "line.3.horizontal", "bell", "bell.fill", "envelope",
            "ellipsis",
            "checkmark", "chevron.down", "chevron.up", "minus", "info.circle", "person.fill", "airplane",
        ] {
            let image = UIImage(systemName: name)
            XCTAssertNotNil(image, name)
            XCTAssertFalse(image?.symbol?.path.isEmpty ?? true, "\(name) has an outline")
        }
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
    }
}
