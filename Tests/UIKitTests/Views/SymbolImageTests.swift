import UIKit
import XCTest

/// `UIImage(systemName:)`: SF-Symbol-like images drawn as paths in the tint colour (R205).
@MainActor
final class SymbolImageTests: XCTestCase {
    func testR205SystemNamesGiveSymbolImagesAndUnknownNamesGiveNil() async {
        UIKitRuntime.reset()
        for name in [
            "chevron.left", "chevron.right", "xmark", "plus", "gearshape", "star", "star.fill", "heart", "photo",
            "square.grid.2x2", "list.bullet", "person", "magnifyingglass",
        ] {
            let image = UIImage(systemName: name)
            XCTAssertNotNil(image, name)
            XCTAssertEqual(image?.isSymbolImage, true, name)
            XCTAssertFalse(image?.symbol?.path.isEmpty ?? true, name)
        }
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
        XCTAssertEqual(UIImage(systemName: "xmark")?.size, CGSize(width: 22, height: 22))
        XCTAssertEqual(UIImage(systemName: "chevron.left")?.size, CGSize(width: 13, height: 21))
        XCTAssertEqual(UIImage(systemName: "star")?.renderingMode, .automatic)
        XCTAssertEqual(UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
    }

    func testR205AnImageViewDrawsTheSymbolInItsTintFittedByItsContentMode() async {
        UIKitRuntime.reset()
        let view = UIImageView(image: UIImage(systemName: "heart"))
        XCTAssertEqual(view.frame.size, CGSize(width: 24, height: 24))
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 96)
        view.contentMode = .scaleAspectFit
        view.layoutIfNeeded()
        let shape = view.layer.sublayers?.compactMap { $0 as? CAShapeLayer }.first
        XCTAssertNotNil(shape)
        XCTAssertNil(view.layer.contents, "no bitmap")
        XCTAssertEqual(shape?.strokeColor, UIColor.systemBlue.cgColor, "the inherited tint")
        XCTAssertNil(shape?.fillColor, "heart is an outline; heart.fill is filled")
        XCTAssertEqual(shape?.transform.m11, 2, "24 pt fitted into 48 × 96: twice the size")
        XCTAssertEqual(shape?.position, CGPoint(x: 24, y: 48))
        view.tintColor = .systemRed
        XCTAssertEqual(shape?.strokeColor, UIColor.systemRed.cgColor)
        view.image = UIImage(systemName: "heart.fill")?.withTintColor(.systemGreen)
        XCTAssertEqual(shape?.fillColor, UIColor.systemGreen.cgColor, "withTintColor wins over the view's tint")
        view.image = UIImage(systemName: "heart.fill")?.withTintColor(.systemOrange, renderingMode: .alwaysOriginal)
        XCTAssertEqual(shape?.fillColor, UIColor.systemOrange.cgColor)
        view.image = UIImage(systemName: "heart.fill")?.withTintColor(.systemOrange, renderingMode: .alwaysTemplate)
        XCTAssertEqual(shape?.fillColor, UIColor.systemRed.cgColor, "a template takes the view's tint")
        view.image = nil
        XCTAssertNil(shape?.superlayer, "a bitmap or no image: the symbol goes")
    }
}
